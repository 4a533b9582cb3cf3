// The public pages' layout on a desktop (1366×800) and on phones (390×844, 360 wide), measured in a real
// browser: what must be on screen is, what must come first does, and nothing scrolls sideways.
import type { BrowserContext, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { chromiumAvailable, type E2E, OWNER, QUIZ_ADMIN, quizLogIn, startE2E } from "./harness.ts"
import { png } from "./png.ts"

const DESKTOP = { width: 1366, height: 800 }
const PHONE = { width: 390, height: 844 }

/** A JSON write from the signed-in owner's page (same origin, so the session cookie and the origin check pass). */
async function ownerWrite(page: Page, method: string, path: string, body: unknown): Promise<any> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api${path}`, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) })
      const json = await response.json()
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`)
      return json
    },
    { method, path, body },
  )
}

/** Uploads a PNG as the owner; answers its media id and its public address. */
async function upload(page: Page, width: number, height: number, rgb: [number, number, number]) {
  const base64 = png(width, height, rgb).toString("base64")
  const answer = await page.evaluate(async (data) => {
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0))
    const form = new FormData()
    form.append("image", new Blob([bytes], { type: "image/png" }), "photo.png")
    const response = await fetch("/api/photos/upload", { method: "POST", body: form })
    return response.json()
  }, base64)
  const id = answer.result.id as string
  const publicUrl = (answer.result.variants as string[])[1]!
  return { id, publicUrl: new URL(publicUrl, "http://x").pathname }
}

const LONG_WORD = "Pneumonoultramicroscopicsilicovolcanoconiosis-and-then-some-more-letters"
const LONG_LINK = "https://example.org/a/very/long/address/that/does/not/break/anywhere/at/all/on/a/phone/screen"

describe.skipIf(!chromiumAvailable)("the public pages' layout", { timeout: 120_000 }, () => {
  let e2e: E2E
  let owner: Page

  const visitor = async (viewport: { width: number; height: number }): Promise<{ page: Page; context: BrowserContext }> => {
    const context = await e2e.browser.newContext({ baseURL: e2e.baseUrl, viewport })
    const page = await context.newPage()
    page.setDefaultTimeout(15_000)
    page.on("pageerror", (error) => console.error("[browser]", error.message))
    return { page, context }
  }

  beforeAll(async () => {
    e2e = await startE2E()
    owner = (await e2e.newPage()).page
    await owner.goto("/dashboard/10644")
    await owner.getByLabel("Username").fill(OWNER.username)
    await owner.getByLabel("Password").fill(OWNER.password)
    await owner.getByRole("button", { name: "Sign In" }).click()
    await owner.waitForURL((url) => url.pathname === "/dashboard")

    // A tall photo (taller than any window) and a wide one.
    const tall = await upload(owner, 600, 1600, [40, 120, 60])
    const wide = await upload(owner, 1200, 600, [200, 120, 40])
    await ownerWrite(owner, "POST", "/photos", {
      title: "The tall sunflower",
      category: "Garden",
      imageId: tall.id,
      description: "Twelve feet of sunflower against the block wall, grown from one seed.",
    })
    await ownerWrite(owner, "POST", "/photos", { title: "The back fence", category: "Garden", imageId: wide.id, description: "" })
    await ownerWrite(owner, "POST", "/video", {
      title: "Building a cold frame",
      category: "Building",
      video: "https://youtu.be/dQw4w9WgXcQ",
      description: "Old windows.",
    })
    await ownerWrite(owner, "POST", "/recipe", {
      name: "Prickly Pear Jelly",
      category: "Preserves",
      cooktime: "45 minutes",
      baketemp: "",
      hassubrecipes: false,
      subrecipes: [],
      ingredients: [`4 cups ${LONG_WORD}`],
      method: ["Boil"],
      notes: [],
      source: LONG_LINK,
      images: [],
      video: "",
    })
    await ownerWrite(owner, "POST", "/posts", {
      name: "Dana",
      title: "Journal without pictures",
      isjournal: true,
      images: [],
      video: "",
      body: "<p>Watered the beds at dawn; the soil held the water well and the peppers perked up by noon.</p>",
    })
    await ownerWrite(owner, "POST", "/posts", {
      name: "Dana",
      title: "Journal with a picture",
      isjournal: true,
      images: [wide.publicUrl],
      video: "https://youtu.be/dQw4w9WgXcQ",
      body: `<p>The fence is done. ${LONG_WORD} <a href="${LONG_LINK}">${LONG_LINK}</a></p>`,
    })
    await ownerWrite(owner, "POST", "/posts", {
      name: "Dana",
      title: "A long day in the beds",
      isjournal: true,
      images: [tall.publicUrl, wide.publicUrl],
      video: "",
      body: `<p>${"Turned the compost into the north beds and watered the seedlings. ".repeat(14)}</p>`,
    })
    // Enough posts that, on a phone, the list is far longer than a screen.
    for (let i = 1; i <= 6; i++) {
      await ownerWrite(owner, "POST", "/posts", {
        name: "Dana",
        title: `Blog post ${i}`,
        isjournal: false,
        images: i === 6 ? [tall.publicUrl, wide.publicUrl] : [],
        video: "",
        body: `<p>${"The garden grows and we write about it. ".repeat(30)}</p>`,
      })
    }
  }, 120_000)

  afterAll(async () => {
    await e2e?.close()
  })

  it("keeps the header one row and one height on every page at 1366 px, for a visitor and for the signed-in owner and quiz admin", async () => {
    const header = async (page: Page, path: string) => {
      await page.goto(path)
      await page.locator(".site-nav__links li").first().waitFor()
      return page.evaluate(() => {
        const shown = [...document.querySelectorAll(".site-nav__links li, .site-nav .site-search, .site-nav .owner-menu")].map((el) =>
          el.getBoundingClientRect(),
        )
        const tops = shown.filter((r) => r.height > 0).map((r) => Math.round(r.top + r.height / 2))
        return { height: document.querySelector(".site-nav")!.getBoundingClientRect().height, rows: new Set(tops).size }
      })
    }
    const pages = ["/", "/journal", "/recipes", "/search", "/quizgame", "/contact"]
    const { page, context } = await visitor(DESKTOP)
    const seen = []
    for (const path of pages) seen.push({ who: "visitor", path, ...(await header(page, path)) })
    await context.close()
    // The widest header: the owner's menu, and a quiz admin's Coach link.
    await owner.setViewportSize(DESKTOP)
    await quizLogIn(owner, QUIZ_ADMIN)
    await owner.getByRole("link", { name: "Coach" }).waitFor()
    for (const path of pages) seen.push({ who: "owner and quiz admin", path, ...(await header(owner, path)) })
    for (const s of seen) expect(s.rows, `${s.who} on ${s.path}: the header's rows`).toBe(1)
    expect(new Set(seen.map((s) => s.height)).size, `the header's heights: ${JSON.stringify(seen)}`).toBe(1)
  })

  it("fits the gallery viewer's photo, title and description in an 800 px tall desktop and on a phone", async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, context } = await visitor(viewport)
      await page.goto("/gallery")
      await page.getByRole("button", { name: "View The tall sunflower full screen" }).click()
      const viewer = page.getByRole("dialog")
      const title = viewer.getByRole("heading", { name: "The tall sunflower" })
      await title.waitFor()
      const photo = viewer.locator("img")
      await page.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>(".photo-viewer img")
        return img !== null && img.complete && img.naturalHeight > 0
      })
      const box = (await photo.boundingBox())!
      const titleBox = (await title.boundingBox())!
      const description = (await viewer.getByText("Twelve feet of sunflower").boundingBox())!
      const back = (await viewer.getByRole("button", { name: "Back" }).boundingBox())!
      // The whole photo is on screen, between the bar and the caption, and so are the title and description.
      expect(box.y).toBeGreaterThanOrEqual(back.y + back.height - 1)
      expect(box.y + box.height).toBeLessThanOrEqual(titleBox.y + 1)
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
      expect(description.y + description.height).toBeLessThanOrEqual(viewport.height)
      // It is shown at a useful size, not shrunk to a stamp.
      expect(box.height).toBeGreaterThan(viewport.height * 0.4)
      // A photo as wide as the screen leaves both arrows on top of it, where a tap reaches them.
      await viewer.getByRole("button", { name: "Next photo" }).click()
      await viewer.getByRole("heading", { name: "The back fence" }).waitFor()
      for (const name of ["Previous photo", "Next photo"]) {
        const arrow = viewer.getByRole("button", { name })
        const at = (await arrow.boundingBox())!
        const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.getAttribute("aria-label") ?? null, {
          x: at.x + at.width / 2,
          y: at.y + at.height / 2,
        })
        expect(hit, `${name} at ${viewport.width} px`).toBe(name)
      }
      await context.close()
    }
  })

  it("opens a post's image in the site's own viewer, and Escape returns to the image's link", async () => {
    const { page, context } = await visitor(DESKTOP)
    await page.goto("/")
    const post = page.locator("article.post", { hasText: "Blog post 6" })
    const first = post.locator(".image-strip a").first()
    await first.waitFor()
    const opened: Page[] = []
    context.on("page", (p) => opened.push(p))
    await first.click()
    const viewer = page.getByRole("dialog")
    await viewer.getByRole("heading", { name: "Blog post 6 (1 of 2)" }).waitFor()
    expect(await viewer.locator("img").getAttribute("src")).toMatch(/^\/media\/.+\/public\.webp$/)
    // Still on the site: same page, no new tab, no raw file.
    expect(new URL(page.url()).pathname).toBe("/")
    expect(opened).toHaveLength(0)
    await viewer.getByRole("button", { name: "Next photo" }).click()
    await viewer.getByRole("heading", { name: "Blog post 6 (2 of 2)" }).waitFor()
    await page.keyboard.press("Escape")
    await viewer.waitFor({ state: "detached" })
    await page.waitForFunction(() => document.activeElement?.closest(".image-strip") !== null)
    await context.close()
  })

  it("shows the journal on a phone as readable cards without columns of dashes, and as a table on a desktop", async () => {
    const { page, context } = await visitor(PHONE)
    await page.goto("/journal")
    const row = page.locator("tbody tr", { hasText: "Journal without pictures" })
    await row.waitFor()
    const body = row.locator("td.journal-table__body")
    const bodyBox = (await body.boundingBox())!
    // The text has the card's width (the 390 px screen less its margins), not a narrow column beside labels.
    expect(bodyBox.width).toBeGreaterThan(300)
    const fontSize = await body.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))
    expect(fontSize).toBeGreaterThanOrEqual(16)
    // The date and "· author" make the card's first line, above the title: no line starting with a dangling "·".
    const [date, author, title] = await Promise.all(
      ["td.journal-table__date", "td.journal-table__author", "td.journal-table__title"].map(async (cell) => (await row.locator(cell).boundingBox())!),
    )
    expect(Math.abs(author!.y - date!.y), "the author beside the date").toBeLessThan(4)
    expect(author!.x).toBeGreaterThan(date!.x)
    expect(title!.y).toBeGreaterThanOrEqual(date!.y + date!.height - 1)
    // An entry without images or a video shows no dashes for them.
    const visibleText = await page.locator("table.journal-table").innerText()
    expect(visibleText).not.toContain("—")
    // The other entry's image and video have the card's width too.
    const pictured = page.locator("tbody tr", { hasText: "Journal with a picture" })
    expect((await pictured.locator(".image-strip img").first().boundingBox())!.width).toBeGreaterThan(150)
    expect((await pictured.locator(".video-frame").boundingBox())!.width).toBeGreaterThan(300)
    await context.close()

    const desktop = await visitor(DESKTOP)
    await desktop.page.goto("/journal")
    await desktop.page.getByRole("columnheader", { name: "Images" }).waitFor()
    expect(await desktop.page.locator("thead th").count()).toBe(6)
    await desktop.context.close()
  })

  it("gives a journal entry's body the table's room at 1366 px, its images thumbnails in a narrow column", async () => {
    const { page, context } = await visitor(DESKTOP)
    await page.goto("/journal")
    const row = page.locator("tbody tr", { hasText: "A long day in the beds" })
    await row.locator(".image-strip img").first().waitFor()
    const [body, images] = await Promise.all(
      ["td.journal-table__body", "td.journal-table__images"].map(async (cell) => (await row.locator(cell).boundingBox())!),
    )
    // About 900 characters of text: a column that reads as lines, not a strip beside a wide empty one.
    expect(body!.width, "the body's column").toBeGreaterThan(400)
    expect(body!.width, "the body's column against the images'").toBeGreaterThan(2 * images!.width)
    const thumb = (await row.locator(".image-strip img").first().boundingBox())!
    expect(thumb.width, "a thumbnail").toBeLessThanOrEqual(100)
    expect((await row.boundingBox())!.height, "the row, within one window").toBeLessThan(DESKTOP.height)
    await context.close()
  })

  it("keeps the carousel's pause and play glyphs inside their circles", async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, context } = await visitor(viewport)
      await page.goto("/")
      const carousel = page.getByRole("region", { name: "Recent photos slideshow" })
      for (const name of ["Pause slideshow", "Play slideshow"]) {
        const button = carousel.getByRole("button", { name })
        await button.waitFor()
        const circle = (await button.boundingBox())!
        const glyph = (await button.locator("svg").boundingBox())!
        const cx = circle.x + circle.width / 2
        const cy = circle.y + circle.height / 2
        const radius = Math.min(circle.width, circle.height) / 2
        // Every corner of the glyph's box lies within the circle, and the glyph is centred in it.
        for (const [x, y] of [
          [glyph.x, glyph.y],
          [glyph.x + glyph.width, glyph.y],
          [glyph.x, glyph.y + glyph.height],
          [glyph.x + glyph.width, glyph.y + glyph.height],
        ]) {
          expect(Math.hypot(x! - cx, y! - cy)).toBeLessThanOrEqual(radius)
        }
        expect(Math.abs(glyph.x + glyph.width / 2 - cx)).toBeLessThanOrEqual(1.5)
        expect(Math.abs(glyph.y + glyph.height / 2 - cy)).toBeLessThanOrEqual(1.5)
        await button.click()
      }
      await context.close()
    }
  })

  it("puts the photos, the latest video and the recipe before the posts on a phone, and beside them on a desktop", async () => {
    const { page, context } = await visitor(PHONE)
    await page.goto("/")
    const firstPost = page.locator("article.post").first()
    await firstPost.waitFor()
    await page.getByRole("link", { name: "Prickly Pear Jelly" }).waitFor()
    const postTop = (await firstPost.boundingBox())!.y
    for (const heading of ["Recent Photos", "Latest Videos", "Check out this recipe"]) {
      const box = (await page.getByRole("heading", { name: heading }).boundingBox())!
      expect(box.y).toBeLessThan(postTop)
    }
    // Within the first two screens, not after thousands of pixels of posts.
    expect((await page.getByRole("link", { name: "Prickly Pear Jelly" }).boundingBox())!.y).toBeLessThan(PHONE.height * 2.5)
    // In reading and keyboard order too: the heading, then the sidebar, then the posts.
    const order = await page.evaluate(() => {
      const h1 = document.querySelector("h1")!
      const aside = document.querySelector("aside.home-sidebar")!
      const post = document.querySelector("article.post")!
      return [h1.compareDocumentPosition(aside) & Node.DOCUMENT_POSITION_FOLLOWING, aside.compareDocumentPosition(post) & Node.DOCUMENT_POSITION_FOLLOWING]
    })
    expect(order.every((bit) => bit !== 0)).toBe(true)
    await context.close()

    const desktop = await visitor(DESKTOP)
    await desktop.page.goto("/")
    const post = desktop.page.locator("article.post").first()
    await post.waitFor()
    const photos = (await desktop.page.getByRole("heading", { name: "Recent Photos" }).boundingBox())!
    const postBox = (await post.boundingBox())!
    expect(photos.x).toBeGreaterThan(postBox.x + postBox.width)
    expect(photos.y).toBeLessThan(DESKTOP.height)
    await desktop.context.close()
  })

  it("lets no public page scroll sideways on a 360 px wide phone", async () => {
    const { page, context } = await visitor({ width: 360, height: 740 })
    const routes: [string, string][] = [
      ["/", "From the homestead"],
      ["/journal", "Garden Journal"],
      ["/videos", "Videos"],
      ["/gallery", "Gallery"],
      ["/recipes", "Recipes"],
      ["/recipes/prickly_pear_jelly", "Prickly Pear Jelly"],
      ["/champlain", "Champlain Valley"],
      ["/contact", "Contact"],
      ["/quizgame", "Quiz Game"],
      ["/quizgame/quizprofile", "Quiz Profile"],
      ["/no/such/page", "Page not found"],
    ]
    const wide: string[] = []
    for (const [path, heading] of routes) {
      await page.goto(path)
      await page.getByRole("heading", { name: heading, exact: false }).first().waitFor()
      await page.waitForLoadState("networkidle")
      const overflow = await page.evaluate(() => {
        const width = document.documentElement.clientWidth
        const offenders = [...document.querySelectorAll("body *")]
          .filter((el) => el.getBoundingClientRect().right > width + 1 && getComputedStyle(el).position !== "fixed")
          .filter((el) => !el.closest("[inert], .visually-hidden, .carousel__track"))
          .slice(0, 3)
          .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join(".")}`)
        return { scroll: document.documentElement.scrollWidth, width, offenders }
      })
      if (overflow.scroll > overflow.width) wide.push(`${path}: ${overflow.scroll} > ${overflow.width} (${overflow.offenders.join(", ")})`)
    }
    expect(wide).toEqual([])
    await context.close()
  })
})
