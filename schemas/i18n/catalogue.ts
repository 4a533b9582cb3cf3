// The catalogue: every word the product shows, by area, one module of English per area (the product's own words,
// which the app and the server import as they always have) and, per other language, one object with the same
// areas and keys (schemas/i18n/es.ts). The type below is what makes a translation complete: a missing key, an
// extra one, or a message that takes other values does not compile.
//
// Areas are what a page loads together (the frame every page runs, the public pages), so a page's script
// carries its own area's words and no other language's: English comes with the code, another language's
// catalogue is loaded once, before the app's first render in it (web/src/i18n/).
import type * as Accounts from "../account-messages.ts"
import type * as Answers from "../answer-messages.ts"
import type * as Coach from "../coach-messages.ts"
import type * as Dashboard from "../dashboard-messages.ts"
import type * as Frame from "../frame-messages.ts"
import type * as Groups from "../group-messages.ts"
import type * as Live from "../live-messages.ts"
import type * as Mail from "../mail-messages.ts"
import type * as Pages from "../page-messages.ts"
import type * as Public from "../public-messages.ts"
import type * as Quiz from "../quiz-messages.ts"
import type * as Site from "../site-messages.ts"

/** An area's words in another language: every key of the English module, strings as any string, messages with values as the same function. */
export type Words<English> = { readonly [K in keyof English]: English[K] extends string ? string : English[K] }

/** The English modules, by area. */
export interface English {
  readonly frame: typeof Frame
  readonly site: typeof Site
  readonly pages: typeof Pages
  readonly public: typeof Public
  readonly dashboard: typeof Dashboard
  readonly quiz: typeof Quiz
  readonly accounts: typeof Accounts
  readonly groups: typeof Groups
  readonly coach: typeof Coach
  readonly live: typeof Live
  readonly mail: typeof Mail
  readonly answers: typeof Answers
}

export type Area = keyof English

/** One language's catalogue: every area, every key. */
export type Catalogue = { readonly [A in Area]: Words<English[A]> }
