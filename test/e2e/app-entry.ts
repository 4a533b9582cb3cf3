// The built app's entry script, which a server-rendered page asks for only after it has loaded
// (web/src/hydrate-later.ts): the tests hold it back to act on the page before the app is there.
import type { Page } from "playwright-core"

export const APP_ENTRY = /\/assets\/index-[^/]+\.js$/

/** Holds the page's app back until the function returned is called. */
export const holdAppEntry = async (page: Page): Promise<() => void> => {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(APP_ENTRY, async (route) => {
    await released
    await route.continue()
  })
  return release
}
