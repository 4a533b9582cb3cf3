// The routes the server renders ahead, each with the reads its page makes. The server fills a cache with
// these from its in-memory answers and renders the page from it (server-entry.tsx); the browser starts from
// the same cache. A route not listed here is served as the bare app shell. Adding one is one line.
import type { QueryKey } from "@tanstack/react-query"

import { journalQuery, latestRecipeQuery, latestVideoQuery, photoGroupsQuery, postsQuery, recentPhotosQuery, recipeQuery } from "../content/queries.ts"

/** What a server render needs of a query: its key and its read (which calls the typed API client). */
export interface PageRead {
  readonly queryKey: QueryKey
  // Any query function (they take a context; these reads ignore it), or TanStack's skipToken.
  readonly queryFn?: ((context: never) => unknown) | symbol
}

export interface ServerRenderedRoute {
  /** A route pattern, as in routes.tsx. */
  readonly path: string
  readonly reads: (params: Readonly<Record<string, string | undefined>>) => readonly PageRead[]
}

export const serverRendered: readonly ServerRenderedRoute[] = [
  { path: "/", reads: () => [postsQuery, recentPhotosQuery, latestVideoQuery, latestRecipeQuery] },
  { path: "/journal", reads: () => [journalQuery] },
  // A tag's list and a post's own page read the published posts (drafts are never among them).
  { path: "/journal/tag/:tag", reads: () => [postsQuery] },
  { path: "/journal/:slug", reads: () => [postsQuery] },
  { path: "/gallery", reads: () => [photoGroupsQuery] },
  { path: "/recipes/:servername", reads: ({ servername = "" }) => [recipeQuery(servername)] },
]
