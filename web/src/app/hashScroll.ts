// Scrolling to a #hash target that may not be rendered yet (lazy pages, data still loading).

export const HASH_SCROLL_RETRIES = 10
export const HASH_SCROLL_INTERVAL_MS = 100

export interface HashScrollDeps {
  find: (id: string) => { scrollIntoView(options?: ScrollIntoViewOptions): void } | null
  schedule: (fn: () => void, ms: number) => unknown
  cancel: (handle: unknown) => void
}

/**
 * Smoothly scrolls to the element named by `hash`, looking again up to 10 times at 100 ms
 * intervals while it is missing. Returns a function that stops any pending retry.
 */
export function scrollToHash(hash: string, deps: HashScrollDeps): () => void {
  const id = decodeURIComponent(hash.replace(/^#/, ""))
  if (id === "") return () => undefined
  let handle: unknown
  let stopped = false

  const attempt = (retriesLeft: number) => {
    if (stopped) return
    const target = deps.find(id)
    if (target) {
      target.scrollIntoView({ behavior: "smooth", block: "start" })
      return
    }
    if (retriesLeft > 0) handle = deps.schedule(() => attempt(retriesLeft - 1), HASH_SCROLL_INTERVAL_MS)
  }
  attempt(HASH_SCROLL_RETRIES)

  return () => {
    stopped = true
    if (handle !== undefined) deps.cancel(handle)
  }
}
