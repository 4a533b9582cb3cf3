import { useSyncExternalStore } from "react"

const never = () => () => {}

/**
 * False on the server and during the browser's hydrating render of a server-rendered page, true from then on
 * (and at once when the page was not server-rendered). Whatever only the browser knows (the reader's time zone,
 * a stored login) shows once this is true, so the hydrating render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
}
