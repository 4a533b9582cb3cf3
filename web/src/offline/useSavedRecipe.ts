// A recipe page's offline state: whether it shows a saved copy (answered by the worker, or the network is
// gone), and whether this device keeps it for next time.
import { type RefObject, useEffect, useState, useSyncExternalStore } from "react"

import { useHydrated } from "../app/useHydrated.ts"
import { SAVED_COPY_ATTRIBUTE } from "./policy.ts"
import { keepForOffline } from "./register.ts"

/** The address of the page the worker answered with a saved copy at load, if it did (the app's later pages are its own). */
const savedCopyAt = typeof document !== "undefined" && document.documentElement.hasAttribute(SAVED_COPY_ATTRIBUTE) ? location.pathname : undefined

const subscribe = (changed: () => void) => {
  window.addEventListener("online", changed)
  window.addEventListener("offline", changed)
  return () => {
    window.removeEventListener("online", changed)
    window.removeEventListener("offline", changed)
  }
}

/** Whether the browser says it is online (true on the server and while hydrating, like the server's HTML). */
export const useOnline = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )

export type SavedCopy = "offline" | "unreachable" | undefined

/** Why `page` shows a saved copy: the network is off, or the site could not be reached; undefined when it is live. */
export function useSavedCopy(page: string): SavedCopy {
  const online = useOnline()
  const hydrated = useHydrated()
  if (!hydrated) return undefined
  if (!online) return "offline"
  return savedCopyAt === page ? "unreachable" : undefined
}

/** The photos a page shows, by the address the browser chose among each one's sizes. */
const photosIn = (root: HTMLElement | null): string[] =>
  root ? [...root.querySelectorAll("img")].map((img) => img.currentSrc || img.src).filter((src) => src !== "") : []

/**
 * Once a recipe has rendered (`ready`), asks the worker to keep `page` with the photos inside `root`; true when a
 * copy is saved on this device. Asked again when the page or its recipe changes.
 */
export function useKeepRecipe(page: string, ready: unknown, root: RefObject<HTMLElement | null>): boolean {
  const [kept, setKept] = useState<{ page: string; ready: unknown } | undefined>(undefined)
  useEffect(() => {
    if (!ready) return
    let current = true
    void keepForOffline(page, photosIn(root.current)).then((saved) => {
      if (current && saved) setKept({ page, ready })
    })
    return () => {
      current = false
    }
  }, [page, ready, root])
  return kept?.page === page && kept.ready === ready
}
