// The built server renderer of the web app's public pages (dist/ssr, from web/src/server-entry.tsx). It is
// given each page's data (page-data.ts: the answers to its route's reads, from the content's snapshots), so
// the page, its tags and a later API read agree.
import { stat } from "node:fs/promises"
import { join } from "node:path"
import { pathToFileURL } from "node:url"

import type { RenderPage } from "#schemas/server-state.ts"

/** Renders one client route from its data, or gives undefined when that data cannot make the page. */
export type AppRenderer = RenderPage

/** dist/ssr beside the built web app (dist/web). */
export const serverEntryOf = (staticDir: string): string => join(staticDir, "..", "ssr", "server-entry.js")

/** The built renderer, or undefined when there is none (the pages are then served as the app shell). */
export const loadAppRenderer = async (entry: string): Promise<AppRenderer | undefined> => {
  if (!(await stat(entry).catch(() => undefined))) return undefined
  const module = (await import(pathToFileURL(entry).href)) as { renderPage?: AppRenderer }
  return module.renderPage
}
