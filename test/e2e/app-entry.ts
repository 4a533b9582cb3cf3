// The built app's entry script, which a server-rendered page asks for only after it has loaded
// (web/src/hydrate-later.ts): the tests hold it back to act on the page before the app is there.
import type { Page } from "playwright-core"

import { HYDRATED_EVENT } from "#schemas/hydration.ts"

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

/** Notes, from the page's first script on, when the app has hydrated it (call before `goto`). */
export const noteHydration = async (page: Page): Promise<void> => {
  await page.addInitScript((event) => addEventListener(event, () => Object.assign(window, { hydratedForTest: true }), { once: true }), HYDRATED_EVENT)
}

/** Waits until the app has hydrated the page (noteHydration first). */
export const hydrated = async (page: Page): Promise<void> => {
  await page.waitForFunction(() => (window as unknown as { hydratedForTest?: boolean }).hydratedForTest === true)
}
