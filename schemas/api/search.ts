// GET /api/search?q=…: the site's posts, journal, recipes, videos and photos, best match
// first. Titles and snippets come as segments, the matched words marked, so a client shows
// the highlights without ever reading markup from the answer.
import { Schema } from "effect"

import * as Messages from "../messages.ts"
import { SEARCH_KINDS, SEARCH_QUERY_MAX } from "../search-limits.ts"
import { CleanText, CleanTrim } from "../text.ts"

export { SEARCH_QUERY_MAX, SEARCH_RESULTS_MAX } from "../search-limits.ts"

/** The URL parameters as sent; `q` may be missing (read as ""). */
export const SearchUrlParams = Schema.Struct({ q: Schema.optional(CleanText) })
export type SearchUrlParams = typeof SearchUrlParams.Type

/** What to search for, trimmed: 1 to 100 characters. */
export const SearchText = CleanTrim.pipe(
  Schema.nonEmptyString({ message: () => Messages.searchQueryRequired }),
  Schema.maxLength(SEARCH_QUERY_MAX, { message: () => Messages.searchQueryTooLong(SEARCH_QUERY_MAX) }),
)

/** A piece of a title or snippet; `hit` marks the words the search matched. */
export const SearchSegment = Schema.Struct({ text: Schema.String, hit: Schema.Boolean })
export type SearchSegment = typeof SearchSegment.Type

export const SearchResult = Schema.Struct({
  kind: Schema.Literal(...SEARCH_KINDS),
  id: Schema.String,
  /** Where the item is read on the site (a path, with an anchor for items on a list page). */
  url: Schema.String,
  title: Schema.Array(SearchSegment),
  snippet: Schema.Array(SearchSegment),
})
export type SearchResult = typeof SearchResult.Type

export const SearchAnswer = Schema.Struct({ query: Schema.String, results: Schema.Array(SearchResult) })
export type SearchAnswer = typeof SearchAnswer.Type
