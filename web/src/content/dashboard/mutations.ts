// The dashboard's content writes, apart from the reads in ../queries.ts so that public pages, which share
// those reads, do not carry TanStack Query's mutation code.
import { useMutation, useQueryClient } from "@tanstack/react-query"

import type { ContentTag } from "../queries.ts"
import type { CategoryKind } from "../types.ts"
import { categoriesApi } from "./api.ts"

/**
 * A content write. On success everything under its tag is marked stale and refetched, and the category lists too,
 * because saving an entity with a new category adds that category on the server. The write does not wait for
 * those refetches: the screen moves on at once (a renamed recipe's old address would only answer 404) and the
 * lists it lands on load fresh data, which the server has already projected.
 */
export function useContentMutation<A, R>(tag: ContentTag, write: (arg: A) => Promise<R>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: [tag] })
      void client.invalidateQueries({ queryKey: ["Categories"] })
    },
  })
}

/** Adds a category (POST /api/categories) and refreshes that kind's list. */
export function useAddCategory(kind: CategoryKind) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (category: string) => categoriesApi.add(kind, category),
    onSuccess: () => client.invalidateQueries({ queryKey: ["Categories", kind] }),
  })
}
