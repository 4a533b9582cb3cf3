import { type DehydratedState, hydrate, onlineManager, QueryClient } from "@tanstack/react-query"
import { createContext } from "react"

import { serverState } from "../app/serverState.ts"

/** HTTP 4xx answers will not change on a retry; network and 5xx failures get one more try. */
function shouldRetry(failures: number, error: unknown): boolean {
  const status = typeof error === "object" && error !== null ? (error as { status?: unknown }).status : undefined
  if (typeof status === "number" && status >= 400 && status < 500) return false
  return failures < 1
}

const defaultOptions = {
  queries: { staleTime: 5_000, gcTime: 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
  mutations: { retry: false },
} as const

/**
 * The one content cache (docs/product.md §7 and §9): reads stay fresh for 5 s and unused data is kept 60 s.
 * Focus refetches are off so a list being edited does not jump under the owner's cursor.
 */
export const queryClient = new QueryClient({ defaultOptions })

// The cache hears the browser go off and on line only while a content page (its provider) is mounted. Gone
// offline on one and back online on a page without it (the shopping list, contact), it would think itself
// offline for good and hold every read paused: it listens for the whole visit instead.
onlineManager.subscribe(() => undefined)

// A server-rendered page starts from the data it was rendered with. That data was current when the page was
// sent (the server renders its pages again on every content change), so it counts as fetched now: no refetch
// of what the page already shows, however long ago the page itself was rendered.
const seed = serverState()?.queries as DehydratedState | undefined
if (seed) {
  const now = Date.now()
  hydrate(queryClient, { ...seed, queries: seed.queries.map((q) => ({ ...q, state: { ...q.state, dataUpdatedAt: now } })) })
}

/** A cache of the same settings for one server render (each render has its own). */
export const newQueryClient = () => new QueryClient({ defaultOptions })

/** Set by a server render to its own cache; the browser uses the one above. */
export const RenderQueryClient = createContext<QueryClient | null>(null)
