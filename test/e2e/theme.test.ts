// The colour theme in a real browser: the system's preference by default, the header's switch (System →
// Light → Dark) kept across a reload, and a kept choice on the page from its first paint, with no flash of
// the other theme.
import type { BrowserContext, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { HYDRATED_EVENT } from "#schemas/hydration.ts"

import { chromiumAvailable, type E2E, startE2E } from "./harness.ts"

// The page's background (--surface-0) in each theme.
const LIGHT = "rgb(247, 240, 227)"
const DARK = "rgb(27, 22, 18)"

interface FirstFrame {
  readonly theme: string | null
  readonly background: string
}

describe.skipIf(!chromiumAvailable)("the colour theme", { timeout: 60_000 }, () => {
  let e2e: E2E
  const contexts: BrowserContext[] = []

  beforeAll(async () => {
    e2e = await startE2E()
  }, 120_000)

  afterAll(async () => {
    for (const context of contexts) await context.close()
    await e2e?.close()
  })

  /** A page whose system asks for `scheme`; each document notes what its first frame shows, and when it has hydrated. */
  async function open(scheme: "light" | "dark", keep?: string): Promise<Page> {
    const context = await e2e.browser.newContext({ baseURL: e2e.baseUrl, colorScheme: scheme, viewport: { width: 1366, height: 800 } })
    contexts.push(context)
    await context.addInitScript(
      ({ event, keep }) => {
        if (keep) localStorage.setItem("theme", keep)
        // The callbacks run just before the browser draws the first frame.
        requestAnimationFrame(() => {
          const frame = {
            theme: document.documentElement.getAttribute("data-theme"),
            background: document.body ? getComputedStyle(document.body).backgroundColor : "",
          }
          Object.assign(window, { firstFrame: frame })
        })
        addEventListener(event, () => document.documentElement.setAttribute("data-test-hydrated", ""))
      },
      { event: HYDRATED_EVENT, keep },
    )
    const page = await context.newPage()
    page.setDefaultTimeout(15_000)
    page.on("pageerror", (error) => console.error("[browser]", error.message))
    return page
  }

  const firstFrame = (page: Page): Promise<FirstFrame> =>
    page.waitForFunction(() => (window as unknown as { firstFrame?: FirstFrame }).firstFrame).then((handle) => handle.jsonValue() as Promise<FirstFrame>)
  const background = (page: Page): Promise<string> => page.evaluate(() => getComputedStyle(document.body).backgroundColor)
  const hydrated = (page: Page) => page.locator("html[data-test-hydrated]").waitFor({ state: "attached" })

  it("paints a kept choice from the first frame, whatever the system asks", async () => {
    const page = await open("light", "dark")
    await page.goto("/", { waitUntil: "commit" })
    expect(await firstFrame(page)).toEqual({ theme: "dark", background: DARK })
    await hydrated(page)
    await page.getByRole("button", { name: "Theme: Dark" }).waitFor()
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe("dark")
  })

  it("follows the system until the switch chooses, and keeps the choice across a reload", async () => {
    const page = await open("light")
    await page.goto("/")
    await hydrated(page)
    const switcher = page.getByRole("button", { name: /^Theme: / })
    expect(await switcher.textContent()).toContain("System")
    expect(await background(page)).toBe(LIGHT)
    await page.emulateMedia({ colorScheme: "dark" })
    expect(await background(page)).toBe(DARK)

    await switcher.click()
    await page.getByRole("button", { name: "Theme: Light" }).waitFor()
    expect(await background(page)).toBe(LIGHT)
    await switcher.click()
    await page.getByRole("button", { name: "Theme: Dark" }).waitFor()
    await page.emulateMedia({ colorScheme: "light" })
    expect(await background(page)).toBe(DARK)

    await page.reload({ waitUntil: "commit" })
    expect(await firstFrame(page)).toEqual({ theme: "dark", background: DARK })
    await hydrated(page)
    await page.getByRole("button", { name: "Theme: Dark" }).click()
    await page.getByRole("button", { name: "Theme: System" }).waitFor()
    expect(await background(page)).toBe(LIGHT)
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBeNull()
    await page.reload()
    expect(await firstFrame(page)).toEqual({ theme: null, background: LIGHT })
  })
})
