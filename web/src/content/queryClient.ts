import { QueryClient } from "@tanstack/react-query"

/** HTTP 4xx answers will not change on a retry; network and 5xx failures get one more try. */
function shouldRetry(failures: number, error: unknown): boolean {
  const status = typeof error === "object" && error !== null ? (error as { status?: unknown }).status : undefined
  if (typeof status === "number" && status >= 400 && status < 500) return false
  return failures < 1
}

/**
 * The one content cache (docs/product.md §7 and §9): reads stay fresh for 5 s and unused data is kept 60 s.
 * Focus refetches are off so a list being edited does not jump under the owner's cursor.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 5_000, gcTime: 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
})
