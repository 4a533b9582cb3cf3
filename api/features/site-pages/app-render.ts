// The built server renderer of the web app's public pages (dist/ssr, from web/src/server-entry.tsx) and the
// answers it renders from: the same values the public API answers with, made from the same snapshot as the
// page tags (see pages.ts), so the page, its tags and a later API read agree.
import { stat } from "node:fs/promises"
import { join } from "node:path"
import { pathToFileURL } from "node:url"

import { type Answers, photosAnswers, postsAnswers, recipesAnswers, videosAnswers } from "#api/platform/fast-reads/answers.ts"

import type { SiteContent } from "./content.ts"

/** What a page's #root holds and the state the browser's app starts from (web/src/app/serverState.ts). */
export interface RenderedApp {
  readonly html: string
  readonly state: unknown
}

/** Renders one client route, or gives undefined for a route served as the bare app shell. */
export type AppRenderer = (
  url: string,
  options: { readonly siteName: string; readonly answer: (apiUrl: string) => unknown },
) => Promise<RenderedApp | undefined>

/** dist/ssr beside the built web app (dist/web). */
export const serverEntryOf = (staticDir: string): string => join(staticDir, "..", "ssr", "server-entry.js")

/** The built renderer, or undefined when there is none (the pages are then served as the app shell). */
export const loadAppRenderer = async (entry: string): Promise<AppRenderer | undefined> => {
  if (!(await stat(entry).catch(() => undefined))) return undefined
  const module = (await import(pathToFileURL(entry).href)) as { renderPage?: AppRenderer }
  return module.renderPage
}

/** Every public content read's answer, by API path, from one snapshot of the content. */
export const apiAnswersOf = (content: SiteContent): Answers => {
  const answers: Answers = new Map()
  postsAnswers(content.posts, answers)
  videosAnswers(content.videos, answers)
  photosAnswers(content.photos, answers)
  recipesAnswers(content.recipes, answers)
  return answers
}
