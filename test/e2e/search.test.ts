// Site search in a real browser: the header's box shows live matches as you type, Enter
// opens the results page at /search?q=…, results link to where the content is read, and
// the page's empty and error states; nothing scrolls sideways on a 360 px phone.
import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"

import { chromiumAvailable, type E2E, OWNER, startE2E } from "./harness.ts"

describe.skipIf(!chromiumAvailable)("site search in a real browser", { timeout: 90_000 }, () => {
  let e2e: E2E
  const ids: Record<string, string> = {}

  const write = async (cookie: string, path: string, body: unknown) => {
    const response = await fetch(`${e2e.baseUrl}/api${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify(body),
    })
    const json = (await response.json()) as any
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`)
    return json
  }

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
    ids.journal = (
      await write(cookie, "/posts", {
        name: "Keeper",
        title: "Planting garlic",
        body: "<p>Cloves in, pointy end up, before the first frost.</p>",
        video: "",
        images: [],
        isjournal: true,
      })
    )._id
    await write(cookie, "/posts", {
      name: "Keeper",
      title: "New plants for the shade bed",
      body: "<p>Ferns and hostas.</p>",
      video: "",
      images: [],
      isjournal: false,
    })
    await write(cookie, "/recipe", {
      name: "Prickly Pear Jelly",
      category: "Preserves",
      cooktime: "30 minutes",
      baketemp: "",
      hassubrecipes: false,
      subrecipes: [],
      ingredients: ["4 cups prickly pear juice", "1 box pectin"],
      method: ["Boil the juice with the pectin."],
      notes: [],
      source: "",
      images: [],
      video: "",
    })
  })
  afterAll(() => e2e?.close())

  const searchBox = (page: Page) => page.getByRole("combobox", { name: "Search the site" })

  it("shows matches as you type, opens the results page on Enter, and its results link to the content", async () => {
    const { page } = await e2e.newPage()
    await page.goto("/recipes")
    await searchBox(page).pressSequentially("planting", { delay: 20 })
    const list = page.getByRole("listbox", { name: "Search suggestions" })
    await list.getByRole("option", { name: /Planting garlic/ }).waitFor()
    expect(await searchBox(page).getAttribute("aria-expanded")).toBe("true")
    // "planting" matches "plants" too, by its stem; the matched word is marked.
    await list.getByRole("option", { name: /New plants for the shade bed/ }).waitFor()
    expect(await list.locator("mark").allTextContents()).toEqual(expect.arrayContaining(["Planting", "plants"]))

    await searchBox(page).press("Enter")
    await page.waitForURL((url) => url.pathname === "/search" && url.searchParams.get("q") === "planting")
    await page.getByRole("heading", { level: 1, name: "Results for “planting”" }).waitFor()
    const results = page.locator(".search-results > li")
    await results.first().waitFor()
    expect(await results.count()).toBe(2)
    expect((await page.locator(".search-result__title mark").allTextContents()).sort()).toEqual(["Planting", "plants"])

    await page.getByRole("link", { name: "Planting garlic" }).click()
    // A post's own page, named by the slug of its title.
    await page.waitForURL((url) => url.pathname === "/journal/planting-garlic")
    await page.getByRole("heading", { level: 1, name: "Planting garlic" }).waitFor()
  })

  it("opens a match chosen with the arrow keys", async () => {
    const { page } = await e2e.newPage()
    await page.goto("/")
    await searchBox(page).pressSequentially("pear", { delay: 20 })
    const option = page.getByRole("option", { name: /Prickly Pear Jelly/ })
    await option.waitFor()
    await searchBox(page).press("ArrowDown")
    expect(await option.getAttribute("aria-selected")).toBe("true")
    expect(await searchBox(page).getAttribute("aria-activedescendant")).toBe(await option.getAttribute("id"))
    await searchBox(page).press("Enter")
    await page.waitForURL((url) => url.pathname === "/recipes/prickly_pear_jelly")
    await page.getByRole("heading", { name: "Prickly Pear Jelly" }).first().waitFor()
  })

  it("says so when nothing matches, shows the server's words when search fails, and offers a retry", async () => {
    const { page } = await e2e.newPage()
    await page.goto("/search?q=okra")
    await page.getByText(Messages.searchNoResults("okra")).waitFor()

    await page.route("**/api/search?*", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ message: "Search is resting." }) }),
    )
    await page.goto("/search?q=garlic")
    await page.getByRole("alert").getByText("Search is resting.").waitFor()
    await page.unroute("**/api/search?*")
    await page.getByRole("button", { name: "Try again" }).click()
    await page.getByRole("link", { name: "Planting garlic" }).waitFor()
  })

  it("fits a 360 px phone: the box and its list and the results page never scroll sideways", async () => {
    const context = await e2e.browser.newContext({ baseURL: e2e.baseUrl, viewport: { width: 360, height: 740 } })
    const page = await context.newPage()
    page.setDefaultTimeout(15_000)
    const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    await page.goto("/")
    await searchBox(page).pressSequentially("prickly", { delay: 20 })
    await page.getByRole("option", { name: /Prickly Pear Jelly/ }).waitFor()
    expect(await sideways()).toBe(0)
    await searchBox(page).press("Enter")
    await page.getByRole("link", { name: /Prickly Pear Jelly/ }).waitFor()
    expect(await sideways()).toBe(0)
    await context.close()
  })
})
