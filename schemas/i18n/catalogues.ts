// Every language's catalogue at once, for the server (its rendered pages and its answers); the browser loads only
// the one it shows (web/src/i18n/active.ts). English is the area modules themselves.
import * as Accounts from "../account-messages.ts"
import * as Answers from "../answer-messages.ts"
import * as Coach from "../coach-messages.ts"
import * as Dashboard from "../dashboard-messages.ts"
import * as Frame from "../frame-messages.ts"
import * as Groups from "../group-messages.ts"
import { invalidRequest, problemsOf } from "../invalid-request.ts"
import * as Live from "../live-messages.ts"
import * as Mail from "../mail-messages.ts"
import * as Server from "../messages.ts"
import * as Pages from "../page-messages.ts"
import * as Public from "../public-messages.ts"
import * as Quiz from "../quiz-messages.ts"
import * as Site from "../site-messages.ts"
import type { Area, Catalogue, English, Words } from "./catalogue.ts"
import { es } from "./es.ts"
import type { Language } from "./language.ts"
import { countedIn, fixedIn, shapedIn } from "./reword.ts"

const ENGLISH: English = {
  frame: Frame,
  site: Site,
  pages: Pages,
  public: Public,
  dashboard: Dashboard,
  quiz: Quiz,
  accounts: Accounts,
  groups: Groups,
  coach: Coach,
  live: Live,
  mail: Mail,
  answers: Answers,
}

/** Each language's catalogue beside English: a language added without one does not compile. */
const CATALOGUES: Record<Language, Catalogue | undefined> = { en: undefined, es }

const AREAS = Object.keys(ENGLISH) as Area[]

/** An area's words in a language, for what the server writes in it (a page's head, a feed): English is the area's module. */
export const wordsIn = <A extends Area>(language: Language, area: A): Words<English[A]> => CATALOGUES[language]?.[area] ?? (ENGLISH[area] as Words<English[A]>)

/**
 * Each area's English as the server says it: its fixed messages, and of its messages that take values only those
 * the server writes (messages.ts), so that an answer the catalogue does not hold is not taken for a screen's words.
 */
const serverWritten = new Set<unknown>(Object.values(Server).filter((value) => typeof value === "function"))
const SAID = Object.fromEntries(
  AREAS.map((area) => [area, Object.fromEntries(Object.entries(ENGLISH[area]).filter(([, value]) => typeof value !== "function" || serverWritten.has(value)))]),
) as Record<Area, Readonly<Record<string, unknown>>>

/**
 * An English message in another language, when the catalogue holds it (a fixed message, or one that takes values
 * with its values); otherwise as it is. The server's answers carry English words made deep in a feature; its edge
 * puts them in the request's language with this. An area named first wins a message two areas hold, and a fixed
 * message wins one that takes values.
 */
export const translated = (message: string, language: Language): string => {
  const catalogue = CATALOGUES[language]
  if (!catalogue) return message
  // A refused request's problems, each in the language (the prefix and the fields are the API's).
  const problems = problemsOf(message)
  if (problems) return invalidRequest(problems.map(({ field, problem }) => ({ field, problem: translated(problem, language) })))
  for (const rewordIn of [fixedIn, shapedIn, countedIn])
    for (const area of AREAS) {
      const said = rewordIn(SAID[area], catalogue[area], message)
      if (said !== undefined) return said
    }
  return message
}
