import { useEffect } from "react"

let firstPage = true

/**
 * After an in-app navigation, moves focus to the new page's main heading so keyboard and screen-reader users
 * start reading there. The first page of a visit keeps the browser's own starting point.
 */
export function useFocusHeading(key?: string) {
  useEffect(() => {
    if (firstPage) {
      firstPage = false
      return
    }
    const heading = document.querySelector<HTMLElement>("#main h1")
    if (!heading) return
    if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1")
    heading.focus({ preventScroll: true })
  }, [key])
}
