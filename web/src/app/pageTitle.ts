// The browser tab's title for pages the app moves to (the server titles the page it serves):
// the same words as the server's head (schemas/site-routes.ts), so tabs, history and screen
// readers name the page. The layout titles the routes the table names; a page of content
// (a post, a tag, a recipe) titles itself once it knows its words.
import { useSignals } from "@preact/signals-react/runtime"
import { createContext, useEffect } from "react"

import { homeTitle, pageTitle, type RouteName, routeWords, type TitleWords } from "#schemas/site-routes.ts"

import { siteName } from "../state/site.ts"

/** Titles the tab with `words` and the site's name; nothing while the words or the site's name are unknown. */
export function usePageTitle(words: string | null): void {
  useSignals()
  const name = siteName.value
  useEffect(() => {
    if (words !== null && name !== null) document.title = pageTitle(words, name)
  }, [words, name])
}

/** What each page's route carries for the layout: which route of the table it is. */
export interface RouteHandle {
  readonly route: RouteName
}

/** The route of the table the app is on (App.tsx matches it), for the layout's title. */
export const CurrentRoute = createContext<RouteName | undefined>(undefined)

/** The title of a route the table titles, in the page's language (`words`, the frame's), or null for a page of content, which titles itself. */
export const routeTitle = (name: RouteName, siteName: string, words?: TitleWords): string | null => {
  if (name === "home") return homeTitle(siteName, words)
  const title = routeWords(name, words)
  return title === undefined ? null : pageTitle(title, siteName)
}
