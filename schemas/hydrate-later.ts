// What a server-rendered page tells its first script (web/src/hydrate-later.ts) in a JSON data block: the
// app's entry and the chunks the page will need, to be asked for once the page has loaded, and the event the
// app dispatches once it has hydrated the page (api/features/site-pages/head.ts writes it). The first script imports nothing
// the app imports, so it stays a file of its own; what the two share comes through the block.

/** The id of that data block. */
export const HYDRATE_LATER_ID = "hydrate-later"

export interface HydrateLater {
  /** The app's entry module ("/assets/index-….js"). */
  readonly entry: string
  /** Modules the entry and the page's route import, fetched beside it rather than one after another. */
  readonly preload: readonly string[]
  /** The window event the app dispatches once the page's content has hydrated (hydration.ts). */
  readonly hydrated: string
  /** A selector of what a press before then waits for the app on (hydration.ts). */
  readonly hold: string
}
