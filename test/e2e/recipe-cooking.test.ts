// Cooking from a recipe page in a real browser, on a desktop (1366×800) and a phone (360×740):
// the photo on top, servings that rescale the ingredients (on screen and printed), ingredients
// ticked off and remembered, and cook mode stepping through the method with the keys while
// it keeps the screen awake.
import type { BrowserContext, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { tickedStorageKey } from "#web/recipes/useTickedIngredients.ts"

import { APP_ENTRY, holdAppEntry, hydrated, noteHydration } from "./app-entry.ts"
import { chromiumAvailable, type E2E, OWNER, startE2E } from "./harness.ts"
import { png } from "./png.ts"

const DESKTOP = { width: 1366, height: 800 }
const PHONE = { width: 360, height: 740 }

/** Records what the page asks of the Screen Wake Lock API (headless Chromium has no screen to keep on). */
const fakeWakeLock = () => {
  const calls: string[] = []
  ;(window as unknown as { wakeLockCalls: string[] }).wakeLockCalls = calls
  Object.defineProperty(navigator, "wakeLock", {
    configurable: true,
    value: {
      request: async (type: string) => {
        calls.push(`request ${type}`)
        return { release: async () => void calls.push("release") }
      },
    },
  })
}

const wakeLockCalls = (page: Page) => page.evaluate(() => (window as unknown as { wakeLockCalls: string[] }).wakeLockCalls.slice())

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)

describe.skipIf(!chromiumAvailable)("cooking from a recipe page", { timeout: 120_000 }, () => {
  let e2e: E2E

  const visitor = async (viewport: { width: number; height: number }): Promise<{ page: Page; context: BrowserContext }> => {
    const context = await e2e.browser.newContext({ baseURL: e2e.baseUrl, viewport })
    await context.addInitScript(fakeWakeLock)
    const page = await context.newPage()
    page.setDefaultTimeout(15_000)
    page.on("pageerror", (error) => console.error("[browser]", error.message))
    return { page, context }
  }

  beforeAll(async () => {
    e2e = await startE2E()
    const { page: owner } = await e2e.newPage()
    await owner.goto("/dashboard/10644")
    await owner.getByLabel("Username").fill(OWNER.username)
    await owner.getByLabel("Password").fill(OWNER.password)
    await owner.getByRole("button", { name: "Sign In" }).click()
    await owner.waitForURL((url) => url.pathname === "/dashboard")
    const photo = await owner.evaluate(
      async (data) => {
        const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0))
        const form = new FormData()
        form.append("image", new Blob([bytes], { type: "image/png" }), "cornbread.png")
        const answer = await (await fetch("/api/photos/upload", { method: "POST", body: form })).json()
        return new URL(answer.result.variants[1] as string, location.href).pathname
      },
      png(1200, 900, [200, 150, 40]).toString("base64"),
    )

    // Through the owner's form: the servings field is part of it.
    await owner.goto("/dashboard/recipes/addrecipe")
    await owner.getByLabel("Name", { exact: true }).fill("Skillet Cornbread")
    await owner.getByLabel("New category").check()
    await owner.getByLabel("New category name").fill("Bread")
    await owner.getByRole("button", { name: "Add category" }).click()
    await owner.getByRole("radio", { name: "Bread" }).waitFor()
    await owner.getByLabel("Cook time").fill("25 minutes")
    await owner.getByLabel("Bake temperature").fill("425°F")
    await owner.getByLabel("Servings").fill("4")
    const ingredients = owner.getByRole("group", { name: "Ingredients" })
    for (const line of ["2 cups cornmeal", "1 ½ tsp salt", "500 g buttermilk", "2-3 tbsp butter", "Honey to taste"]) {
      await ingredients.getByLabel("Add ingredient").fill(line)
      await ingredients.getByRole("button", { name: "Add ingredient" }).click()
    }
    const method = owner.getByRole("group", { name: "Method", exact: true })
    for (const step of ["Heat the skillet with the butter in the oven.", "Whisk everything together.", "Pour into the hot skillet and bake."]) {
      await method.getByLabel("Add step").fill(step)
      await method.getByRole("button", { name: "Add step" }).click()
    }
    await owner.getByRole("button", { name: "Add Recipe" }).click()
    await owner.waitForURL((url) => url.pathname === "/dashboard/recipes")
    // The photo through the API (the form's uploader is tested elsewhere).
    const saved = await owner.evaluate(async () => (await fetch("/api/recipe/skillet_cornbread")).json())
    const put = await owner.evaluate(
      async ({ recipe, photo }) =>
        (
          await fetch(`/api/recipe/${recipe._id}`, {
            method: "PUT",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ ...recipe, images: [photo] }),
          })
        ).status,
      { recipe: saved, photo },
    )
    expect(saved.servings).toBe(4)
    expect(put).toBe(200)
  }, 120_000)

  afterAll(async () => {
    await e2e?.close()
  })

  describe.each([
    ["a desktop", DESKTOP],
    ["a phone", PHONE],
  ])("on %s", (_name, viewport) => {
    let page: Page
    let context: BrowserContext
    beforeAll(async () => {
      ;({ page, context } = await visitor(viewport))
      await noteHydration(page)
      await page.goto("/recipes/skillet_cornbread")
      await page.getByRole("checkbox", { name: "2 cups cornmeal" }).waitFor()
      await hydrated(page)
    })
    afterAll(() => context?.close())

    const item = (text: string) => page.locator(".recipe__ingredients li", { hasText: text })

    it("shows the photo first, on the first screen, above the ingredients, without sideways scrolling", async () => {
      const hero = page.locator(".recipe__hero img")
      expect(await hero.getAttribute("alt")).toBe("Skillet Cornbread")
      await page.waitForFunction(() => (document.querySelector(".recipe__hero img") as HTMLImageElement | null)?.complete === true)
      const box = (await hero.boundingBox())!
      const ingredients = (await page.getByRole("heading", { name: "Ingredients" }).boundingBox())!
      expect(box.y).toBeGreaterThanOrEqual(0)
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height)
      expect(box.width).toBeGreaterThan(viewport.width * 0.5)
      expect(box.y + box.height).toBeLessThanOrEqual(ingredients.y)
      expect(await noSidewaysScroll(page)).toBe(true)
      // The served head asked for the photo already, and the image used that very file: one fetch, not two.
      const mediaFetches = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.startsWith("/media/")),
      )
      expect(mediaFetches).toHaveLength(1)
      expect(await page.evaluate(() => document.querySelector('link[rel="preload"][as="image"]')?.getAttribute("href"))).toBe(mediaFetches[0])
    })

    it("takes up servings typed and presses made before the page's app was there, in order", async () => {
      const { page: early, context: earlyContext } = await visitor(viewport)
      const release = await holdAppEntry(early)
      await noteHydration(early)
      await early.goto("/recipes/skillet_cornbread")
      const servings = early.getByRole("spinbutton", { name: "Servings" })
      await servings.fill("8")
      await early.getByRole("button", { name: "More servings" }).click()
      await early.getByRole("checkbox", { name: "2 cups cornmeal" }).click()
      await early.getByRole("checkbox", { name: "1 ½ tsp salt" }).click()
      release()
      // Once the app has hydrated (a loaded machine takes seconds to get there), it takes the presses up at its next paint.
      await hydrated(early)
      // 8 typed, then one more.
      await expect.poll(() => servings.inputValue()).toBe("9")
      await expect.poll(() => early.getByRole("checkbox", { name: /cornmeal/ }).isChecked()).toBe(true)
      expect(await early.getByRole("checkbox", { name: /salt/ }).isChecked()).toBe(true)
      await earlyContext.close()
    })

    it("lets presses go to the browser when the page's app cannot be loaded", async () => {
      const { page: stale, context: staleContext } = await visitor(viewport)
      // As a tab left open across an upgrade: the old build's script is gone.
      await stale.route(APP_ENTRY, (route) => route.fulfill({ status: 404, body: "Not found" }))
      await stale.goto("/recipes/skillet_cornbread")
      const box = stale.getByRole("checkbox", { name: "2 cups cornmeal" })
      await box.click()
      await expect.poll(() => box.isChecked()).toBe(true)
      await staleContext.close()
    })

    it("rescales the ingredients as the servings change, from the buttons, the keyboard or typing", async () => {
      const servings = page.getByRole("spinbutton", { name: "Servings" })
      expect(await servings.inputValue()).toBe("4")
      await page.getByRole("button", { name: "More servings" }).click()
      await page.getByRole("button", { name: "More servings" }).press("Enter")
      await page.getByRole("button", { name: "More servings" }).press("Space")
      await page.getByRole("button", { name: "More servings" }).click()
      await expect.poll(() => servings.inputValue()).toBe("8")
      await page.getByText("Ingredients now for 8 servings.").waitFor({ state: "attached" })
      await item("4 cups cornmeal").waitFor()
      expect(await page.locator(".recipe__ingredients").innerText()).toBe(
        ["4 cups cornmeal", "3 tsp salt", "1000 g buttermilk", "4-6 tbsp butter", "Honey to taste"].join("\n"),
      )
      await servings.fill("2")
      await item("1 cup cornmeal").waitFor()
      expect(await item("tsp salt").innerText()).toBe("¾ tsp salt")
      expect(await item("buttermilk").innerText()).toBe("250 g buttermilk")

      // Printed: the scaled amounts and how many they serve, without the controls.
      await page.emulateMedia({ media: "print" })
      expect(await item("1 cup cornmeal").isVisible()).toBe(true)
      expect(await servings.isVisible()).toBe(false)
      expect(await page.locator(".recipe__facts").innerText()).toMatch(/Servings\s+2/i)
      await page.emulateMedia({ media: "screen" })

      await servings.fill("4")
      await item("2 cups cornmeal").waitFor()
      expect(await noSidewaysScroll(page)).toBe(true)
    })

    it("remembers ticked ingredients across a reload until they are cleared", async () => {
      const salt = page.getByRole("checkbox", { name: "1 ½ tsp salt" })
      await salt.check()
      expect(
        await item("1 ½ tsp salt")
          .locator("span")
          .evaluate((el) => getComputedStyle(el).textDecorationLine),
      ).toBe("line-through")
      await page.reload()
      await page.getByRole("checkbox", { name: "2 cups cornmeal" }).waitFor()
      // The served page shows the list before the script runs; the stored ticks come with hydration.
      await hydrated(page)
      await expect.poll(() => salt.isChecked()).toBe(true)
      expect(await page.getByRole("checkbox", { name: "2 cups cornmeal" }).isChecked()).toBe(false)

      await page.getByRole("button", { name: "Clear ticked ingredients" }).click()
      expect(await salt.isChecked()).toBe(false)
      expect(await page.evaluate((key) => localStorage.getItem(key), tickedStorageKey("skillet_cornbread"))).toBeNull()
      await page.reload()
      await hydrated(page)
      expect(await salt.isChecked()).toBe(false)
    })

    it("cooks one step at a time with the keys, the ingredients at hand and the screen kept awake", async () => {
      const requests = async () => (await wakeLockCalls(page)).filter((c) => c === "request screen").length
      // The open recipe keeps the screen awake once its app runs (the page is shown before it does).
      await expect.poll(requests).toBeGreaterThan(0)
      const locksBefore = await requests()
      const start = page.getByRole("button", { name: "Start cooking" })
      await start.click()
      const cook = page.getByRole("dialog", { name: "Skillet Cornbread" })
      await cook.getByText("Step 1 of 4").waitFor()
      expect(await cook.locator(".cook-mode__text").innerText()).toBe("Preheat oven to 425°F")
      expect(await requests()).toBe(locksBefore + 1)

      await page.keyboard.press("ArrowRight")
      await cook.getByText("Step 2 of 4").waitFor()
      expect(await cook.locator(".cook-mode__text").innerText()).toBe("Heat the skillet with the butter in the oven.")
      await page.keyboard.press("ArrowRight")
      await page.keyboard.press("ArrowLeft")
      await cook.getByText("Step 2 of 4").waitFor()
      await cook.getByRole("button", { name: "Next" }).click()
      await page.keyboard.press("ArrowRight")
      await cook.getByText("Step 4 of 4").waitFor()
      expect(await cook.locator(".cook-mode__text").innerText()).toBe("Pour into the hot skillet and bake.")
      // The last step stays the last.
      await page.keyboard.press("ArrowRight")
      await cook.getByText("Step 4 of 4").waitFor()
      await cook.getByRole("button", { name: "Done" }).waitFor()

      // The ingredients: open beside the step on a desktop, a tap away on a phone; ticks are shared with the page.
      const cornmeal = cook.getByRole("checkbox", { name: "2 cups cornmeal" })
      if (!(await cornmeal.isVisible())) await cook.getByText("Ingredients", { exact: true }).click()
      await cornmeal.check()
      expect(await noSidewaysScroll(page)).toBe(true)
      const stepBox = (await cook.locator(".cook-mode__text").boundingBox())!
      expect(stepBox.x + stepBox.width).toBeLessThanOrEqual(viewport.width)

      await page.keyboard.press("Escape")
      await cook.waitFor({ state: "hidden" })
      expect(await wakeLockCalls(page)).toContain("release")
      expect(await start.evaluate((el) => el === document.activeElement)).toBe(true)
      expect(await page.getByRole("checkbox", { name: "2 cups cornmeal" }).isChecked()).toBe(true)
    })
  })

  it("prints on one Letter page with its scale and address, the step numbers inside the page, the photo only when asked", async () => {
    const { page, context } = await visitor(DESKTOP)
    await page.goto("/recipes/skillet_cornbread")
    await page.getByRole("spinbutton", { name: "Servings" }).fill("12")
    await page.locator(".recipe__ingredients li", { hasText: "6 cups cornmeal" }).waitFor()
    await page.waitForFunction(() => (document.querySelector(".recipe__hero img") as HTMLImageElement | null)?.complete === true)
    /** Letter pages in the PDF Chromium prints (with the print styles: no media emulated, not "screen"). */
    const pages = async () => ((await page.pdf({ format: "Letter" })).toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length
    expect(await pages()).toBe(1)
    // On screen the servings control says how much; on paper a line says it, and where the recipe lives.
    const scaled = page.getByText("Scaled ×3 (12 servings)", { exact: true })
    const canonical = await page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel="canonical"]')!.href)
    expect(canonical).toMatch(/\/recipes\/skillet_cornbread$/)
    const address = page.getByText(`Printed from ${canonical}`, { exact: true })
    expect([await scaled.isVisible(), await address.isVisible()]).toEqual([false, false])
    // The photos print only when asked; the checkbox itself never prints.
    await page.emulateMedia({ media: "print" })
    expect([await scaled.isVisible(), await address.isVisible()]).toEqual([true, true])
    expect(await page.locator(".recipe__hero").isVisible()).toBe(false)
    expect(await page.getByLabel("Print the photos").isVisible()).toBe(false)
    await page.emulateMedia({ media: null })
    expect(await page.locator(".recipe__hero").isVisible()).toBe(true)
    await page.getByLabel("Print the photos").check()
    expect(await pages()).toBe(1)

    await page.emulateMedia({ media: "print" })
    // The widest step number, in the marker's own font, fits in the room the list keeps for it.
    const numbers = await page.evaluate(() => {
      const method = [...document.querySelectorAll("ol.recipe__list")].at(-1)!
      const marker = getComputedStyle(method.querySelector("li")!, "::marker")
      const probe = document.createElement("span")
      probe.textContent = `${method.children.length}. `
      Object.assign(probe.style, { font: marker.font, fontWeight: marker.fontWeight, position: "absolute", whiteSpace: "pre" })
      document.body.append(probe)
      const width = probe.getBoundingClientRect().width
      probe.remove()
      return { room: parseFloat(getComputedStyle(method).paddingInlineStart), width, left: method.getBoundingClientRect().left }
    })
    expect(numbers.left).toBeGreaterThanOrEqual(0)
    expect(numbers.room, `step numbers ${numbers.width}px wide`).toBeGreaterThanOrEqual(numbers.width)
    // The photo prints as a band across the top, not a third of the page.
    expect((await page.locator(".recipe__hero img").boundingBox())!.height).toBeLessThanOrEqual(200)

    await context.close()
  })

  it("scales by batches a recipe that does not say how many it serves", async () => {
    const { page: owner } = await e2e.newPage()
    await owner.goto("/dashboard/10644")
    await owner.getByLabel("Username").fill(OWNER.username)
    await owner.getByLabel("Password").fill(OWNER.password)
    await owner.getByRole("button", { name: "Sign In" }).click()
    await owner.waitForURL((url) => url.pathname === "/dashboard")
    const status = await owner.evaluate(
      async (body) => (await fetch("/api/recipe", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })).status,
      { name: "House Pickles", category: "Bread", ingredients: ["1 cup vinegar", "Dill"], method: ["Pack the jars."] },
    )
    expect(status).toBe(200)
    const { page, context } = await visitor(PHONE)
    await page.goto("/recipes/house_pickles")
    await page.getByRole("checkbox", { name: "1 cup vinegar" }).waitFor()
    expect(await page.getByRole("group", { name: "Batch" }).locator("output").innerText()).toBe("×1")
    await page.getByRole("button", { name: "Fewer batches" }).click()
    await page.getByRole("checkbox", { name: "½ cup vinegar" }).waitFor()
    await page.getByRole("button", { name: "More batches" }).click()
    await page.getByRole("button", { name: "More batches" }).click()
    await page.getByRole("checkbox", { name: "2 cups vinegar" }).waitFor()
    expect(await page.locator(".recipe__facts").innerText()).toMatch(/Makes\s+2 batches/i)
    await page.emulateMedia({ media: "print" })
    await page.getByText("Scaled ×2 (2 batches)", { exact: true }).waitFor()
    await page.emulateMedia({ media: "screen" })
    // No photo: no empty space held for one.
    expect(await page.locator(".recipe__hero").count()).toBe(0)
    await context.close()
  })
})
