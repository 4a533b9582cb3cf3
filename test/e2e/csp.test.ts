// The site's Content-Security-Policy in Chromium: our pages run under it without a single
// violation (the harness fails any test that causes one), and it refuses what it should:
// inline script and style, images and frames from other sites. This also proves the harness
// hears violations in every kind of page it hands out.
import type { BrowserContext, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { chromiumAvailable, type CspViolation, type E2E, OWNER, startE2E } from "./harness.ts"

describe.skipIf(!chromiumAvailable)("the Content-Security-Policy in a real browser", { timeout: 120_000 }, () => {
  let e2e: E2E

  beforeAll(async () => {
    e2e = await startE2E()
    const signIn = await fetch(`${e2e.baseUrl}/api/dashboard/10644`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(OWNER),
    })
    const cookie = signIn.headers
      .getSetCookie()
      .find((c) => c.startsWith("homestead_session="))!
      .split(";")[0]!
    const recipe = await fetch(`${e2e.baseUrl}/api/recipe`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({
        name: "Prickly Pear Jam",
        category: "Preserves",
        cooktime: "2 hours",
        baketemp: "",
        hassubrecipes: false,
        subrecipes: [],
        ingredients: ["<b>pears</b> &amp; sugar"],
        method: ["boil"],
        notes: [],
        source: "",
        images: [],
        video: "https://vimeo.com/76979871",
      }),
    })
    expect(recipe.status).toBe(200)
  }, 120_000)

  afterAll(async () => {
    await e2e?.close()
  })

  /** Waits until the page has reported a violation of `directive`, and takes them all. */
  const violationsOf = async (directive: string): Promise<CspViolation[]> => {
    const seen: CspViolation[] = []
    await expect.poll(() => (seen.push(...e2e.takeCspViolations()), seen.some((v) => v.directive === directive)), { timeout: 10_000 }).toBe(true)
    return seen
  }

  it("serves a recipe page with its JSON-LD under the policy, without a violation", async () => {
    const { page, context } = await e2e.newPage()
    // Chromium names any feature of the Permissions-Policy it does not know.
    const policyWarnings: string[] = []
    page.on("console", (message) => {
      if (/Permissions-Policy|Content-Security-Policy/i.test(message.text())) policyWarnings.push(message.text())
    })
    const response = await page.goto("/recipes/prickly_pear_jam")
    expect(response!.headers()["content-security-policy"]).toContain("frame-ancestors 'none'")
    await page.getByRole("heading", { name: "Prickly Pear Jam" }).waitFor()
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(1)
    // The Vimeo player is a frame the policy allows.
    await page.getByRole("button", { name: "Play video: Prickly Pear Jam" }).click()
    await page.locator('iframe[src^="https://player.vimeo.com/video/76979871"]').waitFor({ state: "attached" })
    expect(policyWarnings).toEqual([])
    await context.close()
  })

  const pages: { readonly kind: string; open(): Promise<{ page: Page; context: BrowserContext }> }[] = [
    { kind: "newPage()", open: () => e2e.newPage() },
    {
      kind: "browser.newContext",
      async open() {
        const context = await e2e.browser.newContext({ baseURL: e2e.baseUrl })
        return { context, page: await context.newPage() }
      },
    },
    {
      kind: "a second page of a context",
      async open() {
        const { context } = await e2e.newPage()
        return { context, page: await context.newPage() }
      },
    },
    {
      kind: "browser.newPage",
      async open() {
        const page = await e2e.browser.newPage({ baseURL: e2e.baseUrl })
        return { page, context: page.context() }
      },
    },
  ]

  it.each(pages)("refuses inline script in a page from $kind, and the harness hears it", async ({ open }) => {
    const { page, context } = await open()
    await page.goto("/")
    await page.getByRole("link", { name: "Recipes" }).first().waitFor()
    await page.evaluate(() => {
      const script = document.createElement("script")
      script.textContent = "window.__inlineRan = true"
      document.head.append(script)
    })
    const seen = await violationsOf("script-src-elem")
    expect(seen[0]!.page).toMatch(new RegExp(`^${e2e.baseUrl}/`))
    expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined()
    await context.close()
  })

  it("refuses style elements and attributes in markup, other sites' images, and frames from other sites", async () => {
    const { page, context } = await e2e.newPage()
    await page.route(
      (url) => url.host !== new URL(e2e.baseUrl).host,
      (route) => route.abort(),
    )
    await page.goto("/")
    await page.getByRole("link", { name: "Recipes" }).first().waitFor()

    await page.evaluate(() => {
      const style = document.createElement("style")
      style.textContent = "body { outline: 3px solid red }"
      document.head.append(style)
    })
    await violationsOf("style-src-elem")

    await page.evaluate(() => {
      const holder = document.createElement("div")
      holder.innerHTML = `<p style="color: red">styled</p>`
      document.body.append(holder)
    })
    await violationsOf("style-src-attr")

    await page.evaluate(() => {
      const image = document.createElement("img")
      image.src = "https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg"
      document.body.append(image)
    })
    await violationsOf("img-src")

    await page.evaluate(() => {
      const frame = document.createElement("iframe")
      frame.src = "https://www.youtube.com/embed/dQw4w9WgXcQ"
      document.body.append(frame)
    })
    await violationsOf("frame-src")
    await context.close()
  })
})
