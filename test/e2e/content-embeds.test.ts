// Video embeds and the home carousel's timing in a real browser (docs/product.md §2 and §9): players are
// youtube-nocookie (or Vimeo with do-not-track), 400×225 on home and lists and 560×315 on a recipe, and nothing
// is fetched from another site before the visitor presses play; the Recent Photos carousel moves every 5 s,
// not while hovered, with 300 ms transitions; it and the gallery viewer follow swipes of 40 px or more.
import type { Page } from "playwright-core"
import sharp from "sharp"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { hydrated, noteHydration } from "./app-entry.ts"
import { chromiumAvailable, type E2E, OWNER, startE2E, swipe } from "./harness.ts"

describe.skipIf(!chromiumAvailable)("video embeds, the carousel's timing and swipes", { timeout: 120_000 }, () => {
  let e2e: E2E

  /** The owner's writes straight through the API, as the dashboard would send them. */
  const asOwner = async () => {
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
      return answer.json()
    }
    const upload = async (rgb: { r: number; g: number; b: number }) => {
      const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: rgb } })
        .png()
        .toBuffer()
      const form = new FormData()
      form.append("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "photo.png")
      const answer = await fetch(`${e2e.baseUrl}/api/photos/upload`, { method: "POST", body: form, headers: { cookie } })
      expect(answer.status).toBe(200)
      return ((await answer.json()) as { result: { id: string } }).result.id
    }
    return { send, upload }
  }

  /** Every request the page makes to another host, which is refused (the test needs no network). */
  const foreignRequests = async (page: Page) => {
    const seen: string[] = []
    const own = new URL(e2e.baseUrl).host
    await page.route(
      (url) => url.host !== own,
      async (route) => {
        seen.push(route.request().url())
        await route.abort()
      },
    )
    return seen
  }

  beforeAll(async () => {
    e2e = await startE2E()
    const owner = await asOwner()
    await owner.send("/api/posts", {
      name: "Keeper",
      title: "Spring planting",
      body: "<p>Peas in.</p>",
      images: [],
      isjournal: false,
      video: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    })
    await owner.send("/api/posts", {
      name: "Keeper",
      title: "Building a cold frame",
      body: "<p>Old windows, new frame: the seedlings went out a month early, and the hens were kept away from them with a net.</p>",
      images: [],
      isjournal: true,
      video: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    })
    await owner.send("/api/recipe", {
      name: "Pea Soup",
      category: "Soups",
      cooktime: "1 hour",
      baketemp: "",
      hassubrecipes: false,
      subrecipes: [],
      ingredients: ["peas"],
      method: ["simmer"],
      notes: [],
      source: "",
      images: [],
      video: "https://youtu.be/dQw4w9WgXcQ",
    })
    for (const [i, rgb] of [
      { r: 200, g: 40, b: 40 },
      { r: 40, g: 160, b: 40 },
    ].entries()) {
      await owner.send("/api/photos", { title: `Bed ${i + 1}`, category: "Beds", description: "", imageId: await owner.upload(rgb) })
    }
  }, 120_000)

  afterAll(async () => {
    await e2e?.close()
  })

  it("embeds a post's YouTube video at 400×225 from youtube-nocookie, fetching nothing before play", async () => {
    const { page, context } = await e2e.newPage()
    const foreign = await foreignRequests(page)
    await page.goto("/")
    const play = page.getByRole("button", { name: "Play video: Spring planting" })
    await play.waitFor()
    await page.waitForLoadState("networkidle")
    expect(foreign).toEqual([])
    expect(await page.locator("iframe").count()).toBe(0)
    await play.click()
    const frame = page.locator("iframe")
    await frame.waitFor({ state: "attached" })
    expect(await frame.getAttribute("src")).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/)
    expect([await frame.getAttribute("width"), await frame.getAttribute("height")]).toEqual(["400", "225"])
    await context.close()
  })

  it("gives a journal entry's video a player its play button fits, however narrow its column", async () => {
    const { page, context } = await e2e.newPage()
    for (const width of [1366, 1000, 800]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto("/journal")
      const play = page.getByRole("button", { name: "Play video: Building a cold frame" })
      await play.waitFor()
      const box = await play.evaluate((el) => {
        const frame = el.getBoundingClientRect()
        const icon = el.querySelector("svg")!.getBoundingClientRect()
        return { width: frame.width, iconInside: icon.top >= frame.top && icon.bottom <= frame.bottom && icon.left >= frame.left && icon.right <= frame.right }
      })
      expect(box.width, `at ${width}px`).toBeGreaterThanOrEqual(96)
      expect(box.iconInside, `at ${width}px`).toBe(true)
    }
    await context.close()
  })

  it("embeds a recipe's video at 560×315", async () => {
    const { page, context } = await e2e.newPage()
    const foreign = await foreignRequests(page)
    await page.goto("/recipes/pea_soup")
    const play = page.getByRole("button", { name: "Play video: Pea Soup" })
    await play.waitFor()
    await page.waitForLoadState("networkidle")
    expect(foreign).toEqual([])
    await play.click()
    const frame = page.locator("iframe")
    await frame.waitFor({ state: "attached" })
    expect(await frame.getAttribute("src")).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/)
    expect([await frame.getAttribute("width"), await frame.getAttribute("height")]).toEqual(["560", "315"])
    await context.close()
  })

  it("moves the Recent Photos carousel every 5 s with 300 ms transitions, and holds it while hovered", async () => {
    const { page, context } = await e2e.newPage()
    // The page's clock is the test's: its seconds pass at once, and the flips are timed in the page's own time.
    const installedAt = Date.now()
    await context.clock.install({ time: installedAt })
    await page.goto("/")
    const carousel = page.getByRole("region", { name: "Recent photos slideshow" })
    await carousel.waitFor()
    const count = carousel.locator(".carousel__count")
    expect(await count.innerText()).toBe("1 / 2")
    // A minute on, far past whatever time loading the page took, the clock stops and moves only when told.
    await page.clock.pauseAt(installedAt + 60_000)
    // Time moves a tenth of a second at a step; each flip is noted at the page time it was first seen. The first
    // interval starts when the app has hydrated the page, so the time between two flips is what is measured.
    const flips: number[] = []
    let shown = "1 / 2"
    for (let step = 0; flips.length < 2 && step < 250; step++) {
      await page.clock.runFor(100)
      const [text, at] = await count.evaluate((el) => [el.textContent, Date.now()] as const)
      if (text === shown) continue
      shown = text ?? ""
      flips.push(at)
    }
    expect(flips).toHaveLength(2)
    const gap = flips[1]! - flips[0]!
    expect(gap).toBeGreaterThanOrEqual(4_800)
    expect(gap).toBeLessThanOrEqual(5_200)
    expect(shown).toBe("1 / 2")
    const transitions = await carousel.evaluate((root) =>
      [root, ...root.querySelectorAll("*")].map((el) => getComputedStyle(el).transitionDuration).filter((d) => d !== "0s"),
    )
    expect(transitions).toContain("0.3s")

    // Hovered, it holds (and says so to a screen reader: the slides become a live region) past its interval.
    await carousel.hover()
    await carousel.locator(".carousel__track[aria-live=polite]").waitFor()
    await page.clock.runFor(6_000)
    expect(await count.innerText()).toBe("1 / 2")
    await page.mouse.move(0, 0)
    await carousel.locator(".carousel__track[aria-live=off]").waitFor()
    await page.clock.runFor(4_900)
    expect(await count.innerText()).toBe("1 / 2")
    await page.clock.runFor(200)
    await expect.poll(() => count.innerText()).toBe("2 / 2")
    await context.close()
  })
  it("follows swipes of 40 px or more in the gallery viewer and the carousel, wrapping around", async () => {
    const { page, context } = await e2e.newPage()
    await page.goto("/gallery")
    await page.locator(".photo-tile").first().click()
    const viewer = page.getByRole("dialog")
    const count = viewer.locator(".photo-viewer__count")
    await count.waitFor()
    expect(await count.innerText()).toBe("1 / 2")
    await swipe(page, ".photo-viewer__stage img", -30)
    expect(await count.innerText()).toBe("1 / 2")
    await swipe(page, ".photo-viewer__stage img", -60)
    await expect.poll(() => count.innerText()).toBe("2 / 2")
    await swipe(page, ".photo-viewer__stage img", -60)
    await expect.poll(() => count.innerText()).toBe("1 / 2")
    await swipe(page, ".photo-viewer__stage img", 60)
    await expect.poll(() => count.innerText()).toBe("2 / 2")
    await page.keyboard.press("Escape")
    await viewer.waitFor({ state: "detached" })

    // Swipes are the app's: on the server-rendered page they wait for it to hydrate.
    await noteHydration(page)
    await page.goto("/")
    const carousel = page.getByRole("region", { name: "Recent photos slideshow" })
    await carousel.waitFor()
    await hydrated(page)
    const slides = carousel.locator(".carousel__count")
    expect(await slides.innerText()).toBe("1 / 2")
    await swipe(page, ".carousel__viewport", 60)
    await expect.poll(() => slides.innerText()).toBe("2 / 2")
    await swipe(page, ".carousel__viewport", 20)
    expect(await slides.innerText()).toBe("2 / 2")
    // A swipe ends on the slide's link without following it; a plain click still opens the gallery.
    expect(new URL(page.url()).pathname).toBe("/")
    await carousel.locator(".carousel__slide:not([aria-hidden=true]) a").click()
    await page.waitForURL((url) => url.pathname === "/gallery")
    await context.close()
  })
})
