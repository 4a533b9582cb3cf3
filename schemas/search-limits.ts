// Site search constants shared with the browser; plain values so the header's search box
// does not pull in Effect's Schema.

/** The kinds of content a search finds (their words are the catalogue's: `searchKinds` in frame-messages.ts). */
export const SEARCH_KINDS = ["post", "journal", "recipe", "video", "photo"] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

/** A search is trimmed and 1 to 100 characters. */
export const SEARCH_QUERY_MAX = 100

/** Results on the results page (the best first); the header's list shows the first few. */
export const SEARCH_RESULTS_MAX = 20
export const SEARCH_SUGGESTIONS_MAX = 5
