// The public pages arrive server-rendered: the content is in the HTML before any script runs (a plain
// fetch, and a browser with JavaScript off), the app hydrates it without a mismatch or a CSP violation
// (the harness fails a test that causes one), and the page works as before once hydrated.
import type { ConsoleMessage, Page } from "playwright-core"
import sharp from "sharp"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { SERVER_STATE_ID } from "#schemas/server-state.ts"

import { APP_ENTRY, holdAppEntry, hydrated, noteHydration } from "./app-entry.ts"
import { chromiumAvailable, type E2E, OWNER, QUIZ_ADMIN, quizLogIn, startE2E, swipe } from "./harness.ts"

describe.skipIf(!chromiumAvailable)("server-rendered public pages", { timeout: 120_000 }, () => {
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
    const send = async (path: string, body: unknown) => {
      const answer = await fetch(`${e2e.baseUrl}${path}`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json" },
        body: JSON.stringify(body),
      })
      expect(answer.status, `${path}: ${await answer.clone().text()}`).toBe(200)
    }
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 90, g: 140, b: 60 } } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "photo.png")
    const uploaded = await fetch(`${e2e.baseUrl}/api/photos/upload`, { method: "POST", body: form, headers: { cookie } })
    const imageId = ((await uploaded.json()) as { result: { id: string } }).result.id

    // A title that would end a script block if the page's data were not escaped.
    await send("/api/posts", {
      name: "Keeper",
      title: "Spring planting </script><b>",
      body: "<p>The peas went in today.</p>",
      images: [],
      isjournal: true,
      video: "",
    })
    // A long post: React would send a boundary this large after its fallback, moved in by an inline script.
    const long = Array.from({ length: 200 }, (_, i) => `<p>Day ${i + 1}: the soil was turned, the beds were watered and the chickens were fed.</p>`).join("")
    await send("/api/posts", { name: "Keeper", title: "A season of notes", body: long, images: [], isjournal: false, video: "" })
    // Older than the jam, so the jam stays the latest recipe; its page ends with this one.
    await send("/api/recipe", {
      name: "Prickly Pear Syrup",
      category: "Preserves",
      cooktime: "40 minutes",
      baketemp: "",
      hassubrecipes: false,
      subrecipes: [],
      ingredients: ["two cups of prickly pear juice"],
      method: ["Simmer the juice with the sugar."],
      notes: [],
      source: "",
      images: [],
      video: "",
    })
    await send("/api/recipe", {
      name: "Prickly Pear Jam",
      category: "Preserves",
      cooktime: "2 hours",
      baketemp: "",
      hassubrecipes: false,
      subrecipes: [],
      ingredients: ["four cups of prickly pear juice"],
      method: ["Boil the juice with the sugar."],
      notes: [],
      source: "",
      images: [],
      video: "",
    })
    await send("/api/photos", { title: "The back fence", category: "Garden", description: "", imageId })
    await send("/api/posts", {
      name: "Keeper",
      title: "The fence in pictures",
      body: "<p>Posts done.</p>",
      images: [`/media/${imageId}/public.webp`],
      isjournal: false,
      video: "",
    })
    // A second photo, so the home page's carousel has a slide off screen.
    await send("/api/photos", { title: "The hen house", category: "Garden", description: "", imageId })
  }, 120_000)

  afterAll(async () => {
    await e2e?.close()
  })

  const PAGES = [
    { path: "/", text: ["Spring planting </script><b>", "The peas went in today.", "Prickly Pear Jam"] },
    {
      path: "/recipes/prickly_pear_jam",
      text: ["Prickly Pear Jam", "four cups of prickly pear juice", "Boil the juice with the sugar.", "More Preserves recipes", "Prickly Pear Syrup"],
    },
    { path: "/gallery", text: ["The back fence"] },
    { path: "/journal", text: ["Spring planting </script><b>"] },
    { path: "/journal/a-season-of-notes", text: ["A season of notes", "Day 200: the soil was turned"] },
  ] as const

  /** The page's text inside #root as the server sent it, without running any script. */
  const serverText = async (path: string) => {
    const answer = await fetch(`${e2e.baseUrl}${path}`)
    expect(answer.status).toBe(200)
    const html = await answer.text()
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? ""
    const text = root
      .replace(/<[^>]*>/g, " ")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&")
      .replace(/\s+/g, " ")
    return { html, text }
  }

  it.each(PAGES)("sends $path with its content in the HTML", async ({ path, text }) => {
    const page = await serverText(path)
    for (const t of text) expect(page.text).toContain(t)
    // No inline script (the CSP allows none): only the module scripts, JSON-LD and the data block.
    expect([...page.html.matchAll(/<script(?![^>]*(\bsrc=|type="application\/(json|ld\+json)"))[^>]*>/g)].map((m) => m[0])).toEqual([])
    // The data block is data: it holds no "</script>" that would end it early.
    const block = new RegExp(`<script type="application/json" id="${SERVER_STATE_ID}">([^<]*)</script>`).exec(page.html)
    expect(block).not.toBeNull()
    expect(JSON.stringify(JSON.parse(block![1]!))).toContain(JSON.stringify(text[0]))
  })

  it("answers a path it does not render ahead with the app shell", async () => {
    const answer = await fetch(`${e2e.baseUrl}/contact`)
    expect(await answer.text()).toContain('<div id="root"></div>')
  })

  it("shows the content in a browser with JavaScript off", async () => {
    const context = await e2e.browser.newContext({ javaScriptEnabled: false, baseURL: e2e.baseUrl })
    const page = await context.newPage()
    for (const { path, text } of PAGES) {
      await page.goto(path)
      for (const t of text) await expect.poll(() => page.getByText(t, { exact: false }).first().isVisible()).toBe(true)
    }
    await context.close()
  })

  /** Console errors and warnings of a page (a hydration mismatch is reported there). */
  const listen = (page: Page) => {
    const seen: string[] = []
    page.on("console", (m: ConsoleMessage) => {
      if (m.type() === "error" || m.type() === "warning") seen.push(m.text())
    })
    page.on("pageerror", (e) => seen.push(e.message))
    return seen
  }

  it.each(PAGES)("hydrates $path without a mismatch and without fetching its content again", async ({ path, text }) => {
    const { page, context } = await e2e.newPage()
    const seen = listen(page)
    const reads: string[] = []
    page.on("request", (r) => {
      const url = new URL(r.url())
      if (/^\/api\/(posts|photos|recipe|video)/.test(url.pathname)) reads.push(url.pathname)
    })
    await noteHydration(page)
    await page.goto(path)
    await hydrated(page)
    for (const t of text) expect(await page.getByText(t, { exact: false }).first().isVisible()).toBe(true)
    expect(seen).toEqual([])
    expect(reads).toEqual([])
    await context.close()
  })

  it("works once hydrated: the gallery viewer opens and closes", async () => {
    const { page, context } = await e2e.newPage()
    const seen = listen(page)
    await noteHydration(page)
    await page.goto("/gallery")
    await hydrated(page)
    await page.getByRole("button", { name: /The back fence/ }).click()
    const viewer = page.getByRole("dialog")
    await viewer.waitFor()
    await page.keyboard.press("Escape")
    await viewer.waitFor({ state: "detached" })
    expect(seen).toEqual([])
    await context.close()
  })

  it("asks for the app's scripts only once the page has loaded and painted, then hydrates it", async () => {
    const { page, context } = await e2e.newPage()
    const seen = listen(page)
    await noteHydration(page)
    await page.goto("/gallery")
    // Hydrated, not "no requests for a while": the app is asked for up to seconds after the load on a busy machine.
    await hydrated(page)
    const timing = await page.evaluate((appEntry) => {
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming
      const entry = performance.getEntriesByType("resource").find((r) => new RegExp(appEntry).test(r.name))
      return { loaded: navigation.loadEventStart, entry: entry?.startTime }
    }, APP_ENTRY.source)
    expect(timing.entry).toBeDefined()
    expect(timing.entry!).toBeGreaterThanOrEqual(timing.loaded)
    expect(seen).toEqual([])
    await context.close()
  })

  it("presses again, once hydrated, a button pressed before the app was there", async () => {
    const { page, context } = await e2e.newPage()
    const seen = listen(page)
    // The app's entry is held back until the visitor has pressed the photo.
    const release = await holdAppEntry(page)
    await page.goto("/gallery")
    await page.getByRole("button", { name: /The back fence/ }).click()
    expect(await page.getByRole("dialog").count()).toBe(0)
    release()
    await page.getByRole("dialog").waitFor()
    expect(seen).toEqual([])
    await context.close()
  })

  it("opens a post's photo pressed before the app was there in the site's viewer once it has hydrated, not as a file", async () => {
    const { page, context } = await e2e.newPage()
    const seen = listen(page)
    const release = await holdAppEntry(page)
    const opened: Page[] = []
    context.on("page", (p) => opened.push(p))
    await page.goto("/")
    await page.locator("article.post", { hasText: "The fence in pictures" }).locator(".image-strip a").first().click()
    release()
    await page
      .getByRole("dialog")
      .getByRole("heading", { name: /The fence in pictures/ })
      .waitFor()
    expect(new URL(page.url()).pathname).toBe("/")
    expect(opened).toHaveLength(0)
    expect(seen).toEqual([])
    await context.close()
  })

  it("does not follow the carousel's link at the end of a swipe made before the app was there", async () => {
    const { page, context } = await e2e.newPage()
    const seen = listen(page)
    const release = await holdAppEntry(page)
    await page.goto("/")
    await swipe(page, ".carousel__viewport", 60)
    release()
    await page.waitForLoadState("networkidle")
    expect(new URL(page.url()).pathname).toBe("/")
    // A plain press of the slide still opens the gallery.
    await page.locator(".carousel__slide:not([aria-hidden=true]) a").click()
    await page.waitForURL((url) => url.pathname === "/gallery")
    expect(seen).toEqual([])
    await context.close()
  })

  it("takes up words typed in the search box before the app was there, and suggests matches once it is", async () => {
    const { page, context } = await e2e.newPage()
    const seen = listen(page)
    const release = await holdAppEntry(page)
    await page.goto("/")
    const box = page.getByRole("combobox", { name: "Search the site" })
    await box.pressSequentially("prickly")
    release()
    await page.getByRole("option", { name: /Prickly Pear Jam/ }).waitFor()
    expect(await box.inputValue()).toBe("prickly")
    expect(seen).toEqual([])
    await context.close()
  })

  it("sends the home page's first carousel photo first, and the others once the app runs", async () => {
    const { page, context } = await e2e.newPage()
    const photos = new Set<string>()
    page.on("request", (r) => {
      if (r.url().includes("/carousel.webp")) photos.add(new URL(r.url()).pathname)
    })
    // The page as it is before its app runs.
    await page.route(APP_ENTRY, (route) => route.abort())
    await page.goto("/")
    await page.waitForLoadState("networkidle")
    const slides = page.locator(".carousel__slide img")
    expect(await slides.count()).toBe(2)
    expect(await slides.nth(0).getAttribute("fetchpriority")).toBe("high")
    expect(await slides.nth(1).getAttribute("src")).toBeNull()
    expect(photos.size).toBe(1)
    await context.close()
  })

  it("shows a recipe's stored ticks once hydrated, without a mismatch", async () => {
    const { page, context } = await e2e.newPage()
    const seen = listen(page)
    await noteHydration(page)
    await page.goto("/recipes/prickly_pear_jam")
    await hydrated(page)
    const box = page.getByRole("checkbox").first()
    await box.check()
    await page.reload()
    await hydrated(page)
    await expect.poll(() => page.getByRole("checkbox").first().isChecked()).toBe(true)
    expect(seen).toEqual([])
    await context.close()
  })

  it("shows a stored owner login once hydrated", async () => {
    const { page, context } = await e2e.newPage()
    const seen = listen(page)
    await page.goto("/dashboard/10644")
    await page.getByLabel("Username").fill(OWNER.username)
    await page.getByLabel("Password").fill(OWNER.password)
    await page.getByRole("button", { name: /sign in/i }).click()
    await page.waitForURL(/\/dashboard$/)
    await noteHydration(page)
    await page.goto("/")
    await hydrated(page)
    await expect.poll(() => page.getByText(OWNER.username).first().isVisible()).toBe(true)
    expect(seen.filter((m) => /hydrat/i.test(m))).toEqual([])
    await context.close()
  })

  it("sends the quiz game as a guest sees it, and a signed-in player's bar and game once hydrated, without a mismatch", async () => {
    const served = await serverText("/quizgame")
    expect(served.text).toContain("Pick a topic and a level and get a fresh multiple-choice quiz.")
    expect(served.text).toContain("Playing as a guest.")
    // The game itself is the browser's: who plays, and their round, are known only there.
    expect(served.text).not.toContain("Generate a quiz")
    const { page, context } = await e2e.newPage()
    const seen = listen(page)
    await quizLogIn(page, QUIZ_ADMIN)
    await page.reload()
    await page.waitForLoadState("networkidle")
    await page.getByText("Welcome,").waitFor()
    await page.getByRole("heading", { name: "Generate a quiz" }).waitFor()
    expect(await page.getByText("Playing as a guest.").count()).toBe(0)
    expect(seen.filter((m) => /hydrat|did not match/i.test(m))).toEqual([])
    await context.close()
  })
})
