// What the server's renderer of the public pages (web/src/server-entry.tsx, built into dist/ssr) and the server
// that calls it (api/features/site-pages) agree on, and where the page hands the browser's app its state.
import type { Language } from "./i18n/language.ts"
import type { PageDatum } from "./public-reads.ts"

/** The id of the JSON data block in which a server-rendered page hands its state to the browser's app. */
export const SERVER_STATE_ID = "server-state"

export interface RenderOptions {
  readonly siteName: string
  /** The language the page is rendered in (the request's: schemas/i18n/language.ts). */
  readonly language: Language
  /** The answers to the reads the page's route names, from the content's snapshots: the page renders from these. */
  readonly data: readonly PageDatum[]
}

/** What goes inside #root, and the state the browser's app starts from (web/src/app/serverState.ts). */
export interface RenderedApp {
  readonly html: string
  readonly state: unknown
}

/** Renders the app at one address from the data given; undefined when the data cannot make the page. */
export type RenderPage = (url: string, options: RenderOptions) => Promise<RenderedApp | undefined>
