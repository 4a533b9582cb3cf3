// Where the window stands on each page of the history, as on a site of separate pages: a page reached by a link
// starts at its top (or at its #target: hashScroll.ts), and Back or Forward return to where the visitor was.
// The first page is left where the browser has it (a reload's own restoring, or a scroll made before the app came).
import { useEffect, useLayoutEffect, useRef } from "react"
import { useLocation, useNavigationType } from "react-router-dom"

/** The last scroll position seen on each history entry, by its key (this tab's session only). */
const positions = new Map<string, number>()

export function useScrollRestoration(): void {
  const { key, hash } = useLocation()
  const type = useNavigationType()
  const first = useRef(true)

  useEffect(() => {
    let frame = 0
    const note = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => positions.set(key, window.scrollY))
    }
    addEventListener("scroll", note, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      removeEventListener("scroll", note)
    }
  }, [key])

  useLayoutEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    if (hash) return
    window.scrollTo(0, (type === "POP" ? positions.get(key) : undefined) ?? 0)
  }, [key, hash, type])
}
