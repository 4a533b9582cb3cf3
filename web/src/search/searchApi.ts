import type { SearchAnswer } from "#schemas/api/search.ts"
import { SEARCH_QUERY_MAX } from "#schemas/search-limits.ts"

import { request } from "../http/client.ts"

/** The site search (GET /api/search?q=…): posts, journal, recipes, videos and photos, best first. */
export const searchSite = (q: string, signal?: AbortSignal) => request<SearchAnswer>("/search", { query: { q }, ...(signal ? { signal } : {}) })

/** The results page's address for a search. */
export const searchPagePath = (q: string) => `/search?${new URLSearchParams({ q: q.trim() }).toString()}`

/** Whether the server would take this search: trimmed, 1 to 100 characters. */
export const isSearchable = (q: string) => q.trim().length > 0 && q.trim().length <= SEARCH_QUERY_MAX
