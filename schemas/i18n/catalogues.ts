// Every language's catalogue at once, for the server (its rendered pages and its answers); the browser loads only
// the one it shows (web/src/i18n/active.ts). English is the area modules themselves.
import * as Accounts from "../account-messages.ts"
import * as Coach from "../coach-messages.ts"
import * as Dashboard from "../dashboard-messages.ts"
import * as Frame from "../frame-messages.ts"
import * as Groups from "../group-messages.ts"
import * as Pages from "../page-messages.ts"
import * as Public from "../public-messages.ts"
import * as Quiz from "../quiz-messages.ts"
import * as Site from "../site-messages.ts"
import type { Area, Catalogue, English } from "./catalogue.ts"
import { es } from "./es.ts"
import type { Language } from "./language.ts"
import { keysByWords, reworded } from "./reword.ts"

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
}

/** Each language's catalogue beside English: a language added without one does not compile. */
const CATALOGUES: Record<Language, Catalogue | undefined> = { en: undefined, es }

/** Each area's fixed messages' keys by their English words; an area named first wins a message two areas hold. */
const AREAS = Object.keys(ENGLISH) as Area[]
const keysOf = Object.fromEntries(AREAS.map((area) => [area, keysByWords(ENGLISH[area])])) as Record<Area, ReadonlyMap<string, string>>

/**
 * An English message in another language, when it is one of the catalogue's fixed messages; otherwise as it
 * is. The server's answers carry English words made deep in a feature; its edge puts them in the request's
 * language with this.
 */
export const translated = (message: string, language: Language): string => {
  const catalogue = CATALOGUES[language]
  const area = catalogue && AREAS.find((a) => keysOf[a].has(message))
  return area ? reworded(keysOf[area], catalogue[area], message) : message
}
