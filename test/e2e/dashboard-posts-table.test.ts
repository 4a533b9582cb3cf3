// The dashboard's list of posts, searched, sorted and paged in a real browser: the search looks in the title,
// author, tags and text; the Date and Title headings sort it, by mouse or keyboard, saying so to screen
// readers; twenty to a page; the view is kept in the address through a reload, Back and a visit to an edit
// page; and it all works on a 360 px phone.
import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { chromiumAvailable, type E2E, OWNER, startE2E } from "./harness.ts"

/** The titles in the table, top to bottom. */
const titles = (page: Page) => page.locator("tbody td[data-label='Title']").allInnerTexts()
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams)
const sortOf = (page: Page, column: string) => page.getByRole("columnheader", { name: column }).getAttribute("aria-sort")
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)

describe.skipIf(!chromiumAvailable)("the dashboard's posts table", { timeout: 120_000 }, () => {
  let e2e: E2E
  let page: Page

  beforeAll(async () => {
    e2e = await startE2E()
    page = (await e2e.newPage()).page
    await page.goto("/dashboard/10644")
    await page.getByLabel("Username").fill(OWNER.username)
    await page.getByLabel("Password").fill(OWNER.password)
    await page.getByRole("button", { name: "Sign In" }).click()
    await page.waitForURL((url) => url.pathname === "/dashboard")
    // 24 posts, oldest first: 21 notes by Dana, then three to find by their author, tag and text.
    await page.evaluate(async () => {
      const posts = [
        ...Array.from({ length: 21 }, (_, i) => ({ title: `Note ${i + 1}`, name: "Dana", body: `<p>Day ${i + 1}.</p>`, tags: [] as string[] })),
        { title: "Rosa’s beds", name: "Sam", body: "<p>Built.</p>", tags: ["raised beds"] },
        { title: "Compost heap", name: "Dana", body: "<p>The <b>worms</b> are busy.</p>", tags: [] },
        { title: "Apple tree", name: "Dana", body: "<p>Pruned.</p>", tags: [] },
      ]
      for (const post of posts) {
        const answer = await fetch("/api/posts", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ ...post, images: [], video: "", isjournal: false }),
        })
        if (!answer.ok) throw new Error(await answer.text())
      }
    })
  }, 120_000)

  afterAll(async () => {
    await e2e?.close()
  })

  it("shows twenty a page, newest first, and turns pages keeping the reader at the table", async () => {
    await page.goto("/dashboard/posts")
    await page.getByRole("status").filter({ hasText: "24 posts" }).waitFor()
    expect(await sortOf(page, "Date")).toBe("descending")
    expect(await sortOf(page, "Title")).toBeNull()
    const first = await titles(page)
    expect(first).toHaveLength(20)
    expect(first.slice(0, 3)).toEqual(["Apple tree", "Compost heap", "Rosa’s beds"])
    const pages = page.getByRole("navigation", { name: "Pages of the posts" })
    await pages.getByText("Page 1 of 2").waitFor()
    await pages.getByRole("link", { name: /Next/ }).click()
    await pages.getByText("Page 2 of 2").waitFor()
    expect(query(page)).toEqual({ page: "2" })
    expect(await titles(page)).toEqual(["Note 4", "Note 3", "Note 2", "Note 1"])
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("TABLE")
  })

  it("searches the title, author, tags and text from the first page, and says when nothing matches", async () => {
    await page.goto("/dashboard/posts?page=2")
    const search = page.getByLabel("Search posts")
    await search.fill("sam")
    await page.getByRole("status").filter({ hasText: "1 of 24 posts match “sam”" }).waitFor()
    expect(await titles(page)).toEqual(["Rosa’s beds"])
    expect(query(page)).toEqual({ q: "sam" })
    expect(await search.evaluate((el) => el === document.activeElement)).toBe(true)
    for (const [words, found] of [
      ["#raised", ["Rosa’s beds"]],
      ["WORMS", ["Compost heap"]],
      ["note 1", ["Note 21", "Note 19", "Note 18", "Note 17", "Note 16", "Note 15", "Note 14", "Note 13", "Note 12", "Note 11", "Note 10", "Note 1"]],
    ] as const) {
      await search.fill(words)
      await expect.poll(() => titles(page)).toEqual(found)
    }
    await search.fill("kale")
    await page.getByRole("status").filter({ hasText: "No posts match “kale”" }).waitFor()
    expect(await page.locator("table").count()).toBe(0)

    // A reload keeps the search, and what it found.
    await search.fill("compost")
    await expect.poll(() => titles(page)).toEqual(["Compost heap"])
    await page.reload()
    await page.getByRole("status").filter({ hasText: "1 of 24 posts match “compost”" }).waitFor()
    expect(await page.getByLabel("Search posts").inputValue()).toBe("compost")
    expect(await titles(page)).toEqual(["Compost heap"])
  })

  it("sorts by title or date from the headings with the keyboard, and Back, a reload and an edit keep the view", async () => {
    await page.goto("/dashboard/posts")
    await page.getByRole("status").filter({ hasText: "24 posts" }).waitFor()
    const byTitle = page.getByRole("columnheader", { name: "Title" }).getByRole("button")
    await byTitle.focus()
    await page.keyboard.press("Enter")
    await expect.poll(() => sortOf(page, "Title")).toBe("ascending")
    expect(await sortOf(page, "Date")).toBeNull()
    expect(query(page)).toEqual({ sort: "title" })
    // Numbers in titles in their order: Note 2 before Note 10.
    expect((await titles(page)).slice(0, 5)).toEqual(["Apple tree", "Compost heap", "Note 1", "Note 2", "Note 3"])
    expect(await byTitle.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press("Space")
    await expect.poll(() => sortOf(page, "Title")).toBe("descending")
    expect((await titles(page)).slice(0, 2)).toEqual(["Rosa’s beds", "Note 21"])

    await page.goBack()
    await expect.poll(() => sortOf(page, "Title")).toBe("ascending")
    await page.getByRole("navigation", { name: "Pages of the posts" }).getByRole("link", { name: /Next/ }).click()
    await page.waitForURL((url) => url.search === "?sort=title&page=2")
    expect(await titles(page)).toEqual(["Note 19", "Note 20", "Note 21", "Rosa’s beds"])
    await page.reload()
    await expect.poll(() => titles(page)).toEqual(["Note 19", "Note 20", "Note 21", "Rosa’s beds"])

    // To an edit page and Back: the same page of the same order.
    await page.getByRole("link", { name: "Edit Note 20" }).click()
    await page.waitForURL((url) => url.pathname.startsWith("/dashboard/posts/edit/"))
    await page.goBack()
    await expect.poll(() => titles(page)).toEqual(["Note 19", "Note 20", "Note 21", "Rosa’s beds"])
    expect(await sortOf(page, "Title")).toBe("ascending")

    // Dates back the other way: oldest first.
    await page.getByRole("columnheader", { name: "Date" }).getByRole("button").click()
    await expect.poll(() => sortOf(page, "Date")).toBe("descending")
    await page.getByRole("columnheader", { name: "Date" }).getByRole("button").click()
    await expect.poll(() => sortOf(page, "Date")).toBe("ascending")
    expect(query(page)).toEqual({ sort: "date", dir: "asc" })
    expect((await titles(page)).slice(0, 2)).toEqual(["Note 1", "Note 2"])
  })

  it("searches, sorts and pages on a 360 px phone without scrolling sideways", async () => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto("/dashboard/posts")
    await page.getByRole("status").filter({ hasText: "24 posts" }).waitFor()
    const search = page.getByLabel("Search posts")
    const box = (await search.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(360)
    // The sortable headings stay on a phone, as buttons above the cards.
    const byTitle = page.getByRole("button", { name: "Title" })
    expect(await byTitle.isVisible()).toBe(true)
    await byTitle.click()
    await expect.poll(() => sortOf(page, "Title")).toBe("ascending")
    expect((await titles(page)).slice(0, 2)).toEqual(["Apple tree", "Compost heap"])
    await search.fill("dana")
    await page.getByRole("status").filter({ hasText: "23 of 24 posts match “dana”" }).waitFor()
    await page.getByRole("link", { name: /Next/ }).click()
    await page.getByText("Page 2 of 2").waitFor()
    expect(query(page)).toEqual({ q: "dana", sort: "title", page: "2" })
    expect(await noSidewaysScroll(page)).toBe(true)
    await page.setViewportSize({ width: 1280, height: 900 })
  })
})
