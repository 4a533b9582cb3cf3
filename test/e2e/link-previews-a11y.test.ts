// What clients nobody here wrote see in the public pages: link previews (every page names an image,
// with its alt text, and its locale), the browser's own warnings (no preloaded stylesheet wasted by
// a credentials mismatch), and axe-core's accessibility rules, on the demo homestead.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { seriousViolations } from "./axe.ts"
import { chromiumAvailable, type E2E, startE2E } from "./harness.ts"

describe.skipIf(!chromiumAvailable)("link previews, browser warnings and accessibility of the public pages", { timeout: 180_000 }, () => {
  let e2e: E2E
  let recipePath: string

  beforeAll(async () => {
    e2e = await startE2E({ HOMESTEAD_SEED: "on" })
    const groups = (await (await fetch(`${e2e.baseUrl}/api/recipe`)).json()) as { recipes: { servername: string; images: string[] }[] }[]
    const recipes = groups.flatMap((g) => g.recipes)
    recipePath = `/recipes/${recipes[0]!.servername}`
  }, 150_000)

  afterAll(async () => {
    await e2e?.close()
  })

  it("names an image with alt text and a locale on every page, also where the page has no picture", async () => {
    for (const path of ["/", "/videos", "/contact", "/quizgame", recipePath]) {
      const html = await (await fetch(`${e2e.baseUrl}${path}`)).text()
      const meta = (property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1]
      expect(meta("og:image"), path).toMatch(/^http/)
      expect(meta("og:image:alt"), path).toBeTruthy()
      expect(meta("og:locale"), path).toBe("en_US")
    }
    const fallback = await fetch(`${e2e.baseUrl}/og-image.png`)
    expect(fallback.status).toBe(200)
    expect(fallback.headers.get("content-type")).toBe("image/png")
  })

  it("wastes no preloaded stylesheet, and axe finds no serious or critical fault on /, /videos, a recipe and search", async () => {
    const { page, context } = await e2e.newPage()
    const warnings: string[] = []
    page.on("console", (message) => {
      if (message.type() === "warning" || message.type() === "error") warnings.push(message.text())
    })
    try {
      for (const path of ["/", "/videos", recipePath, "/search?q=tomato"]) {
        await page.goto(path)
        await page.locator("main h1").first().waitFor()
        await page.waitForLoadState("networkidle")
        const serious = await seriousViolations(page)
        expect(serious, path).toEqual([])
      }
      // The header's search with its list of matches open.
      await page.getByRole("combobox", { name: "Search the site" }).pressSequentially("tomato", { delay: 20 })
      await page.getByRole("option").first().waitFor()
      await page.getByRole("combobox", { name: "Search the site" }).press("ArrowDown")
      const serious = await seriousViolations(page)
      expect(serious, "search suggestions").toEqual([])
      expect(warnings.filter((w) => /preload/i.test(w))).toEqual([])
    } finally {
      await context.close()
    }
  })
})
