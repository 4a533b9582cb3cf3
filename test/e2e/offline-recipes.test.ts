// The site as an installable app with recipes kept for the kitchen: a recipe page a visitor opened reads,
// shows its photo and cooks with the network cut (Chromium's offline mode), and says it is a saved copy;
// the dashboard, the quiz game and every write go to the network only, so offline they show the app's own
// error, in plain words, rather than an answer kept from before. The manifest carries the configured site name.
import type { BrowserContext, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"

import { chromiumAvailable, type E2E, OWNER, QUIZ_ADMIN, quizLogIn, startE2E } from "./harness.ts"
import { png } from "./png.ts"

const RECIPE = "/recipes/offline_cornbread"
/** Not the build's "Homestead": the manifest is named by the server, as the site is configured. */
const SITE_NAME = "Cornbread Corner"

/** Waits until this page's app says its recipe is kept on this device (the worker has saved it and its photo). */
const savedOnDevice = (page: Page) => page.getByText(Messages.recipeSavedOffline).waitFor()

/** The worker is in charge of this page (its later requests go through it). */
const workerReady = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null)

/** Every address the worker's caches hold, as paths. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = []
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname)
    }
    return paths
  })

describe.skipIf(!chromiumAvailable)("recipes offline, the site installable", { timeout: 120_000 }, () => {
  let e2e: E2E
  let owner: Page

  beforeAll(async () => {
    e2e = await startE2E({ SITE_NAME })
    ;({ page: owner } = await e2e.newPage())
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
    await owner.goto("/dashboard/recipes/addrecipe")
    await owner.getByLabel("Name", { exact: true }).fill("Offline Cornbread")
    await owner.getByLabel("New category").check()
    await owner.getByLabel("New category name").fill("Bread")
    await owner.getByRole("button", { name: "Add category" }).click()
    await owner.getByRole("radio", { name: "Bread" }).waitFor()
    await owner.getByLabel("Servings").fill("4")
    const ingredients = owner.getByRole("group", { name: "Ingredients" })
    for (const line of ["2 cups cornmeal", "1 tsp salt"]) {
      await ingredients.getByLabel("Add ingredient").fill(line)
      await ingredients.getByRole("button", { name: "Add ingredient" }).click()
    }
    const method = owner.getByRole("group", { name: "Method", exact: true })
    for (const step of ["Whisk everything together.", "Bake in a hot skillet."]) {
      await method.getByLabel("Add step").fill(step)
      await method.getByRole("button", { name: "Add step" }).click()
    }
    await owner.getByRole("button", { name: "Add Recipe" }).click()
    await owner.waitForURL((url) => url.pathname === "/dashboard/recipes")
    const saved = await owner.evaluate(async () => (await fetch("/api/recipe/offline_cornbread")).json())
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
    expect(put).toBe(200)
  }, 120_000)

  afterAll(async () => {
    await e2e?.close()
  })

  const visitor = async (): Promise<{ page: Page; context: BrowserContext }> => {
    const { page, context } = await e2e.newPage()
    return { page, context }
  }

  /** Cuts the network, reloads, and checks the recipe is all there from this device. */
  const readOffline = async (page: Page, context: BrowserContext) => {
    await context.setOffline(true)
    const answer = await page.reload()
    // Answered by the worker from its saved copy, not by the server.
    expect(answer?.fromServiceWorker()).toBe(true)
    await page.getByRole("heading", { level: 1, name: "Offline Cornbread" }).waitFor()
    await page.getByText(Messages.offlineSavedCopy).waitFor()
    await page.getByRole("checkbox", { name: "2 cups cornmeal" }).waitFor()
    // The photo drew (a broken image has no natural width).
    await page.waitForFunction(() => {
      const hero = document.querySelector<HTMLImageElement>(".recipe__hero img")
      return hero !== null && hero.complete && hero.naturalWidth > 0
    })
    // Cook mode is the app's: it opens and steps with the network off.
    await page.getByRole("button", { name: "Start cooking" }).click()
    const cook = page.getByRole("dialog", { name: "Offline Cornbread" })
    await cook.getByText("Step 1 of 2").waitFor()
    await page.keyboard.press("ArrowRight")
    await cook.getByText("Step 2 of 2").waitFor()
    expect(await cook.locator(".cook-mode__text").innerText()).toBe("Bake in a hot skillet.")
  }

  it("offers an installable app: a manifest with its name, icons, colour and start page", async () => {
    const { page, context } = await visitor()
    await page.goto("/")
    const href = await page.locator('link[rel="manifest"]').getAttribute("href")
    const manifest = await page.evaluate(async (url) => (await fetch(url!)).json(), href)
    expect(manifest).toMatchObject({ name: SITE_NAME, short_name: SITE_NAME, start_url: "/", display: "standalone", theme_color: "#6b4a2b" })
    const sizes = (manifest.icons as { sizes: string; type: string }[]).map((icon) => icon.sizes)
    expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]))
    for (const icon of manifest.icons as { src: string; type: string }[]) {
      const answer = await page.request.get(icon.src)
      expect(answer.status()).toBe(200)
      expect(answer.headers()["content-type"]).toBe(icon.type)
    }
    await workerReady(page)
    await context.close()
  })

  it("reads, shows the photo of and cooks a recipe opened once, with the network cut, saying it is a saved copy", async () => {
    const { page, context } = await visitor()
    // The very first visit: the page arrives before the worker, which then keeps it.
    await page.goto(RECIPE)
    await savedOnDevice(page)
    await readOffline(page, context)
    await context.close()
  })

  it("keeps a recipe reached inside the app as well", async () => {
    const { page, context } = await visitor()
    await page.goto("/recipes")
    await workerReady(page)
    await page
      .getByRole("link", { name: /Offline Cornbread/ })
      .first()
      .click()
    await page.waitForURL((url) => url.pathname === RECIPE)
    await savedOnDevice(page)
    await readOffline(page, context)
    // Back online, the page is the server's again.
    await context.setOffline(false)
    await page.reload()
    await savedOnDevice(page)
    expect(await page.getByText(Messages.offlineSavedCopy).count()).toBe(0)
    await context.close()
  })

  it("answers the dashboard offline with the app's own error, never an answer kept from before", async () => {
    const { page, context } = await visitor()
    await page.goto("/dashboard/10644")
    await page.getByLabel("Username").fill(OWNER.username)
    await page.getByLabel("Password").fill(OWNER.password)
    await page.getByRole("button", { name: "Sign In" }).click()
    await page.waitForURL((url) => url.pathname === "/dashboard")
    await workerReady(page)
    await page.goto("/dashboard/recipes")
    await page.getByText("Offline Cornbread").first().waitFor()
    await context.setOffline(true)
    await page.reload()
    // In plain words, not the browser's "Failed to fetch".
    await page.getByRole("alert").filter({ hasText: Messages.networkOffline }).first().waitFor()
    expect(await page.getByText("Offline Cornbread").count()).toBe(0)
    expect(await page.getByText(/Failed to fetch|TypeError/).count()).toBe(0)
    await context.close()
  })

  it("answers the quiz game offline with the app's own screens, never an answer kept from before", async () => {
    const { page, context } = await visitor()
    await quizLogIn(page, QUIZ_ADMIN)
    await workerReady(page)
    await page.goto("/quizgame/quizprofile")
    await page.getByRole("heading", { level: 1 }).first().waitFor()
    await context.setOffline(true)
    const answer = await page.reload()
    // The app shell the worker keeps, which then asks the network for the player's data and shows it failing.
    expect(answer?.fromServiceWorker()).toBe(true)
    await page.getByRole("alert").filter({ hasText: Messages.networkOffline }).first().waitFor()
    expect(await page.getByText(/Failed to fetch|TypeError/).count()).toBe(0)
    await context.close()
  })

  it("never answers an API write or an API read from a cache", async () => {
    const { page, context } = await visitor()
    await page.goto(RECIPE)
    await savedOnDevice(page)
    const writes: boolean[] = []
    page.on("response", (response) => {
      if (new URL(response.url()).pathname.startsWith("/api/")) writes.push(response.fromServiceWorker())
    })
    const post = () =>
      page.evaluate(async () => {
        try {
          const answer = await fetch("/api/dashboard/10644", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ username: "nobody", password: "wrong-password" }),
          })
          return answer.status
        } catch {
          return "network error"
        }
      })
    const read = () => page.evaluate(async () => (await fetch("/api/recipe/offline_cornbread").catch(() => undefined))?.status ?? "network error")
    expect(await post()).toBe(401)
    expect(await read()).toBe(200)
    await context.setOffline(true)
    expect(await post()).toBe("network error")
    expect(await read()).toBe("network error")
    expect(writes).toEqual([false, false])
    // Nothing of the API is kept: only the built app, the saved recipe page and its photos.
    const paths = await cachedPaths(page)
    expect(paths).toContain(RECIPE)
    expect(paths.filter((path) => path.startsWith("/api/") || path.startsWith("/socket.io"))).toEqual([])
    await context.close()
  })
})
