import { useSyncExternalStore } from "react"

/** Whether a media query matches now, kept up to date as the window changes (false where there is no window). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query)
      list.addEventListener("change", changed)
      return () => list.removeEventListener("change", changed)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}
