// The shopping list in a real browser: ingredients added from recipe pages at the amount shown, added up where
// the ingredient and unit agree, ticked off, removed, printed and cleared; kept in this browser (through a
// reload and with the network gone) and never sent to the server. Desktop, then a phone (360×740) in the dark.
import type { BrowserContext, Page, Request } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { SHOPPING_LIST_KEY } from "#web/shopping-list/store.ts"

import { seriousViolations } from "./axe.ts"
import { chromiumAvailable, type E2E, OWNER, startE2E } from "./harness.ts"

const CORNBREAD = ["2 cups cornmeal", "1 ½ tsp salt", "500 g buttermilk", "2-3 tbsp butter", "Honey to taste"]
const PANCAKES = ["1 cup flour", "250 g buttermilk", "2 eggs", "½ tsp salt", "honey to taste"]

/** The list as it reads: each line's words (with, on a line below, the recipes it is for when there are several). */
const listLines = (page: Page) => page.locator(".shopping-list__text").allInnerTexts()

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)

describe.skipIf(!chromiumAvailable)("the shopping list", { timeout: 120_000 }, () => {
  let e2e: E2E

  beforeAll(async () => {
    e2e = await startE2E()
    const { page: owner, context } = await e2e.newPage()
    await owner.goto("/dashboard/10644")
    await owner.getByLabel("Username").fill(OWNER.username)
    await owner.getByLabel("Password").fill(OWNER.password)
    await owner.getByRole("button", { name: "Sign In" }).click()
    await owner.waitForURL((url) => url.pathname === "/dashboard")
    const recipe = (name: string, ingredients: string[], servings: number | null) => ({
      name,
      category: "Breakfast",
      cooktime: "",
      baketemp: "",
      hassubrecipes: false,
      subrecipes: [],
      ingredients,
      method: ["Mix and cook."],
      notes: [],
      source: "",
      images: [],
      video: "",
      servings,
    })
    for (const body of [recipe("Skillet Cornbread", CORNBREAD, 4), recipe("Buttermilk Pancakes", PANCAKES, null)]) {
      const status = await owner.evaluate(
        async (payload) =>
          (await fetch("/api/recipe", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(payload) })).status,
        body,
      )
      expect(status).toBe(200)
    }
    await context.close()
  }, 120_000)

  afterAll(async () => {
    await e2e?.close()
  })

  describe("on a desktop", () => {
    let page: Page
    let context: BrowserContext
    /** Requests that carry the list's words anywhere: there must be none (the recipe's own reads carry no line). */
    const sent: string[] = []
    const watchRequests = (request: Request) => {
      const words = `${request.url()} ${request.postData() ?? ""}`
      if (/cornmeal|tsp/i.test(words)) sent.push(`${request.method()} ${request.url()}`)
    }

    beforeAll(async () => {
      ;({ page, context } = await e2e.newPage())
      page.on("request", watchRequests)
    })
    afterAll(() => context?.close())

    it("adds a recipe's ingredients at the servings shown, and opens the list with the network gone", async () => {
      await page.goto("/recipes/skillet_cornbread")
      await page.getByRole("checkbox", { name: "2 cups cornmeal" }).waitFor()
      await page.getByRole("spinbutton", { name: "Servings" }).fill("8")
      await page.getByRole("checkbox", { name: "4 cups cornmeal" }).waitFor()
      await page.getByRole("button", { name: "Add to shopping list" }).click()
      await page.getByRole("status").filter({ hasText: "Added 5 ingredients for 8 servings to your shopping list." }).waitFor({ state: "attached" })
      // The button has done its work: the focus goes on to the list's link, and the page says the recipe is on it.
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("View shopping list")
      await page.getByText("On your shopping list").waitFor()

      // Fewer servings than were added: the list can be brought to what is shown.
      await page.getByRole("button", { name: "Fewer servings" }).click()
      await page.getByRole("button", { name: "Update shopping list" }).click()
      await page.getByRole("status").filter({ hasText: "Your shopping list now has this recipe for 7 servings." }).waitFor({ state: "attached" })
      await page.getByRole("button", { name: "More servings" }).click()
      await page.getByRole("button", { name: "Update shopping list" }).click()
      await page.getByText("On your shopping list").waitFor()

      await context.setOffline(true)
      await page.getByRole("link", { name: "View shopping list" }).click()
      await page.getByRole("heading", { level: 1, name: "Shopping list" }).waitFor()
      expect(await listLines(page)).toEqual(["4 cups cornmeal", "3 tsp salt", "1000 g buttermilk", "4-6 tbsp butter", "Honey to taste"])
      await context.setOffline(false)
    })

    it("adds up a second recipe's ingredients where the ingredient and unit agree, and says where each came from", async () => {
      await page.getByRole("link", { name: "Skillet Cornbread" }).click()
      await page.getByRole("link", { name: "← Back to recipes" }).click()
      await page.getByText("Your shopping list has the ingredients of 1 recipe.").waitFor()
      console.log("ONLINE>>", await page.evaluate(() => navigator.onLine), await page.locator("main").innerText())
      await page.getByRole("link", { name: "Buttermilk Pancakes" }).click()
      await page.getByRole("button", { name: "More batches" }).click()
      await page.getByRole("checkbox", { name: "2 cups flour" }).waitFor()
      await page.getByRole("button", { name: "Add to shopping list" }).press("Enter")
      await page.getByRole("link", { name: "View shopping list" }).press("Enter")
      await page.getByRole("heading", { level: 1, name: "Shopping list" }).waitFor()

      const both = "for Skillet Cornbread and Buttermilk Pancakes"
      expect(await listLines(page)).toEqual([
        "4 cups cornmeal\nfor Skillet Cornbread",
        `4 tsp salt\n${both}`,
        `1500 g buttermilk\n${both}`,
        "4-6 tbsp butter\nfor Skillet Cornbread",
        `Honey to taste\n${both}`,
        "2 cups flour\nfor Buttermilk Pancakes",
        "4 eggs\nfor Buttermilk Pancakes",
      ])
      const from = page.getByRole("region", { name: "From these recipes" })
      expect((await from.getByRole("listitem").allInnerTexts()).map((text) => text.replace(/\s*Remove$/, "").replace(/\s+/g, " "))).toEqual([
        "Skillet Cornbread (8 servings)",
        "Buttermilk Pancakes (2 batches)",
      ])
      expect(await from.getByRole("link", { name: "Buttermilk Pancakes" }).getAttribute("href")).toBe("/recipes/buttermilk_pancakes")
      await page.getByText("7 of 7 items left to buy").waitFor()
      expect(await seriousViolations(page)).toEqual([])
    })

    it("ticks lines off by keyboard and keeps them, with the list, through a reload and with the network gone", async () => {
      // A second tab on the list sees the tick at once.
      const other = await context.newPage()
      await other.goto("/shopping-list")
      await other.getByText("7 of 7 items left to buy").waitFor()
      const salt = page.getByRole("checkbox", { name: /^4 tsp salt/ })
      await salt.focus()
      await page.keyboard.press("Space")
      await expect.poll(() => salt.isChecked()).toBe(true)
      await page.getByText("6 of 7 items left to buy").waitFor()
      await other.getByText("6 of 7 items left to buy").waitFor()
      expect(await other.getByRole("checkbox", { name: /^4 tsp salt/ }).isChecked()).toBe(true)
      await other.close()

      await context.setOffline(true)
      await page.getByRole("checkbox", { name: /^2 cups flour/ }).check()
      await page.getByRole("button", { name: "Remove 4 eggs" }).click()
      // The focus stays in the list: on the line that took the removed one's place.
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Remove 2 cups flour")
      expect(await listLines(page)).not.toContain("4 eggs\nfor Buttermilk Pancakes")
      await context.setOffline(false)

      await page.reload()
      await page.getByRole("heading", { level: 1, name: "Shopping list" }).waitFor()
      await page.getByText("4 of 6 items left to buy").waitFor()
      expect(await page.getByRole("checkbox", { name: /^4 tsp salt/ }).isChecked()).toBe(true)
      expect(await page.getByRole("checkbox", { name: /^2 cups flour/ }).isChecked()).toBe(true)
      expect(await page.getByRole("checkbox", { name: /^4 cups cornmeal/ }).isChecked()).toBe(false)
      const stored = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), SHOPPING_LIST_KEY))!)
      expect(stored.recipes.map((r: { name: string }) => r.name)).toEqual(["Skillet Cornbread", "Buttermilk Pancakes"])
      expect(sent).toEqual([])
    })

    it("unticks a line whose amount changes, and drops a recipe's lines with it", async () => {
      // The pancakes again at one batch: the salt to buy is less than was ticked off, so it is to buy again.
      await page.getByRole("link", { name: "Buttermilk Pancakes" }).click()
      await page.getByRole("button", { name: "Update shopping list" }).click()
      await page.getByRole("link", { name: "View shopping list" }).click()
      expect(await page.getByRole("checkbox", { name: /^3 ½ tsp salt/ }).isChecked()).toBe(false)
      expect(await page.getByRole("checkbox", { name: /^1 cup flour/ }).isChecked()).toBe(false)
      // The removed eggs come back with the recipe's lines as the page shows them now.
      expect(await listLines(page)).toContain("2 eggs\nfor Buttermilk Pancakes")

      await page.getByRole("button", { name: "Remove Buttermilk Pancakes from the list" }).click()
      expect(await listLines(page)).toEqual(["4 cups cornmeal", "3 tsp salt", "1000 g buttermilk", "4-6 tbsp butter", "Honey to taste"])
    })

    it("prints the list alone, with no buttons", async () => {
      await page.emulateMedia({ media: "print" })
      expect(await page.getByRole("checkbox", { name: "4 cups cornmeal" }).isVisible()).toBe(true)
      for (const hidden of [
        page.locator(".site-header"),
        page.locator(".site-footer"),
        page.getByRole("button", { name: "Print list" }),
        page.getByRole("button", { name: "Remove 3 tsp salt" }),
      ])
        expect(await hidden.isVisible()).toBe(false)
      await page.emulateMedia({ media: "screen" })
    })

    it("is cleared after asking, and then says so with a way to the recipes", async () => {
      await page.getByRole("button", { name: "Clear list" }).click()
      const dialog = page.getByRole("dialog", { name: "Clear the shopping list?" })
      await dialog.getByRole("button", { name: "Keep it" }).click()
      expect(await listLines(page)).toHaveLength(5)
      await page.getByRole("button", { name: "Clear list" }).click()
      await dialog.getByRole("button", { name: "Clear list" }).click()
      await page.getByText("Your shopping list is empty").waitFor()
      expect(await page.evaluate((key) => localStorage.getItem(key), SHOPPING_LIST_KEY)).toBeNull()
      await page.getByRole("link", { name: "Browse recipes" }).click()
      await page.getByRole("heading", { level: 1, name: "Recipes" }).waitFor()
    })
  })

  it("fits a phone, in the dark theme, and passes axe", async () => {
    const context = await e2e.browser.newContext({ baseURL: e2e.baseUrl, viewport: { width: 360, height: 740 }, colorScheme: "dark" })
    const page = await context.newPage()
    page.setDefaultTimeout(15_000)
    const errors: string[] = []
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()))
    await page.goto("/shopping-list")
    await page.getByText("Your shopping list is empty").waitFor()
    expect(await seriousViolations(page)).toEqual([])

    // A press made before the served page has its app is taken up once it has: each is seen done before moving on.
    await page.goto("/recipes/buttermilk_pancakes")
    await page.getByRole("button", { name: "Add to shopping list" }).click()
    await page.getByText("On your shopping list").waitFor()
    await page.goto("/recipes/skillet_cornbread")
    await page.getByRole("button", { name: "Add to shopping list" }).click()
    await page.getByText("On your shopping list").waitFor()
    // A served recipe page knows nothing of this browser's list: it says what the list holds once hydrated.
    await page.reload()
    await page.getByText("On your shopping list").waitFor()
    expect(errors).toEqual([])
    await page.getByRole("link", { name: "View shopping list" }).click()
    await page.getByRole("checkbox", { name: /^2 tsp salt/ }).check()
    expect(await noSidewaysScroll(page)).toBe(true)
    expect(await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches && !document.documentElement.hasAttribute("data-theme"))).toBe(true)
    expect(await seriousViolations(page)).toEqual([])
    // Each line is a full-width target for a thumb.
    const box = (await page.locator(".shopping-list__tick").first().boundingBox())!
    expect(box.height).toBeGreaterThanOrEqual(44)
    await context.close()
  })
})
