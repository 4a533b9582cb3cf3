// A post's own page, tags, drafts and the paged lists, as a visitor and the owner use them:
// a draft stays off the site until it is published; the published post has its page at
// /journal/<slug> with its images in the site's viewer and tags leading to their lists;
// the journal pages ten entries at a time; nothing scrolls sideways at 360 px.
import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"

import { chromiumAvailable, type E2E, OWNER, seeText, startE2E } from "./harness.ts"
import { png } from "./png.ts"

describe.skipIf(!chromiumAvailable)("post pages, tags and drafts", { timeout: 120_000 }, () => {
  let e2e: E2E
  let page: Page
  let visitor: Page

  beforeAll(async () => {
    e2e = await startE2E()
    page = (await e2e.newPage()).page
    visitor = (await e2e.newPage()).page
    await page.goto("/dashboard/10644")
    await page.getByLabel("Username").fill(OWNER.username)
    await page.getByLabel("Password").fill(OWNER.password)
    await page.getByRole("button", { name: "Sign In" }).click()
    await page.waitForURL((url) => url.pathname === "/dashboard")
  }, 120_000)

  afterAll(async () => {
    await e2e?.close()
  })

  const noSidewaysScroll = (p: Page) => p.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)

  it("keeps a draft off the site, then publishes it at its own page with its tags and images", async () => {
    await page.goto("/dashboard/posts/addpost")
    await page.getByLabel("Garden journal entry").check()
    await page.getByLabel("Author name").fill("Dana")
    await page.getByLabel("Title").fill("Raised beds: week one")
    await page.getByLabel("Body").fill("<p>The <b>beds</b> are built.</p>")
    await page.getByLabel("Upload images").setInputFiles([{ name: "bed.png", mimeType: "image/png", buffer: png(120, 90, [60, 140, 60]) }])
    await page.locator(".thumb-list img").first().waitFor()
    await page.getByLabel("Tags").fill("Raised Beds, #frost")
    await page.getByLabel("Draft (only you can see it)").check()
    await page.getByRole("button", { name: "Add Post" }).click()
    await seeText(page, Messages.postAdded)
    await seeText(page, "as a draft: only you can see it")

    // The visitor finds it nowhere.
    await visitor.goto("/journal/raised-beds-week-one")
    await visitor.getByRole("heading", { level: 1, name: "Post not found" }).waitFor()
    await visitor.goto("/journal")
    await seeText(visitor, "No journal entries yet")

    // The owner's list marks it, with its date and where it will show, and publishing it is one untick.
    const list = await page.context().newPage()
    await list.goto("/dashboard/posts")
    const row = list.getByRole("row", { name: /Raised beds: week one/ })
    await row.waitFor()
    const cells = await row.getByRole("cell").allInnerTexts()
    expect(cells.slice(0, 5)).toEqual([expect.stringMatching(/^\d{4}\/\d{2}\/\d{2}$/), "Raised beds: week one", "Draft", "Garden journal", "Dana"])
    await list.close()
    await page.getByRole("link", { name: "Edit the draft" }).click()
    await page.waitForURL((url) => url.pathname.startsWith("/dashboard/posts/edit/"))
    await page.getByRole("button", { name: "Update Post" }).waitFor()
    expect(await page.getByLabel("Tags").inputValue()).toBe("raised-beds, frost")
    await page.getByLabel("Draft (only you can see it)").uncheck()
    await page.getByRole("button", { name: "Update Post" }).click()
    await page.waitForURL((url) => url.pathname === "/dashboard/posts")
    await seeText(page, Messages.postUpdated)
    await page.getByRole("link", { name: "Raised beds: week one", exact: true }).click()
    await page.waitForURL((url) => url.pathname === "/journal/raised-beds-week-one")
    // The owner reading the post has a way back to its form; a visitor has none (below).
    await page.getByRole("link", { name: "Edit this post" }).click()
    await page.waitForURL((url) => url.pathname.startsWith("/dashboard/posts/edit/"))
    await page.getByRole("button", { name: "Update Post" }).waitFor()

    await visitor.goto("/journal/raised-beds-week-one")
    const article = visitor.locator("article.post")
    await visitor.getByRole("heading", { level: 1, name: "Raised beds: week one" }).waitFor()
    expect(await visitor.getByRole("link", { name: "Edit this post" }).count()).toBe(0)
    expect(await article.innerText()).toMatch(/Posted by Dana/)
    expect(await article.locator("time").innerText()).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)
    expect(await article.locator(".post__body b").innerText()).toBe("beds")
    // The image opens in the site's own viewer, not as the bare file.
    await article.locator(".image-strip a").first().click()
    const viewer = visitor.getByRole("dialog")
    await viewer.waitFor()
    expect(new URL(visitor.url()).pathname).toBe("/journal/raised-beds-week-one")
    await visitor.keyboard.press("Escape")
    await viewer.waitFor({ state: "detached" })

    await visitor.setViewportSize({ width: 360, height: 740 })
    expect(await noSidewaysScroll(visitor)).toBe(true)
    await visitor.setViewportSize({ width: 1280, height: 900 })

    // Moving inside the app, the tab is named for each page as the server names it.
    expect(await visitor.title()).toBe("Raised beds: week one · Homestead")
    await article.getByRole("link", { name: "#raised-beds" }).click()
    await visitor.waitForURL((url) => url.pathname === "/journal/tag/raised-beds")
    await visitor.getByRole("heading", { level: 1, name: "Posts tagged raised-beds" }).waitFor()
    await expect.poll(() => visitor.title()).toBe("Posts tagged raised-beds · Homestead")
    await visitor.locator('a[href="/journal/raised-beds-week-one"]').click()
    await visitor.waitForURL((url) => url.pathname === "/journal/raised-beds-week-one")
    await expect.poll(() => visitor.title()).toBe("Raised beds: week one · Homestead")
  })

  it("schedules a draft to publish itself at a time the owner picks", async () => {
    await page.goto("/dashboard/posts/addpost")
    await page.getByLabel("Author name").fill("Dana")
    await page.getByLabel("Title").fill("Seed swap on Saturday")
    await page.getByLabel("Body").fill("Bring seeds.")
    // The time to publish belongs to drafts: it shows once Draft is ticked.
    expect(await page.getByLabel("Publish at").count()).toBe(0)
    await page.getByLabel("Draft (only you can see it)").check()
    await page.getByLabel("Publish at").fill("2099-05-01T09:30")
    await page.getByRole("button", { name: "Add Post" }).click()
    await seeText(page, "until it publishes itself on")
    const list = await page.context().newPage()
    await list.goto("/dashboard/posts")
    const row = list.getByRole("row", { name: /Seed swap on Saturday/ })
    await row.getByText(/^Publishes /).waitFor()
    // Stored as the instant the owner's own clock meant.
    const stored = await row.locator("time[datetime]").last().getAttribute("datetime")
    expect(stored).toBe(await list.evaluate(() => new Date("2099-05-01T09:30").toISOString()))
    await list.close()
    // A time gone by is refused with the server's words.
    await page.getByLabel("Author name").fill("Dana")
    await page.getByLabel("Title").fill("Too late")
    await page.getByLabel("Body").fill("x")
    await page.getByLabel("Draft (only you can see it)").check()
    await page.getByLabel("Publish at").fill("2001-05-01T09:30")
    await page.getByRole("button", { name: "Add Post" }).click()
    await seeText(page, Messages.publishAtPast)
  })

  it("pages the journal ten entries at a time with Previous and Next", async () => {
    await page.evaluate(async () => {
      for (let i = 1; i <= 11; i++) {
        const body = { name: "Dana", title: `Note ${i}`, body: `<p>Day ${i}.</p>`, images: [], video: "", isjournal: true }
        const answer = await fetch("/api/posts", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })
        if (!answer.ok) throw new Error(await answer.text())
      }
    })
    // 12 entries: the newest ten, then two.
    await visitor.goto("/journal")
    const pages = visitor.getByRole("navigation", { name: "Pages of the journal" })
    await pages.getByText("Page 1 of 2").waitFor()
    expect(await visitor.locator("tbody tr").count()).toBe(10)
    expect(await pages.getByRole("link", { name: /Previous/ }).count()).toBe(0)
    await pages.getByRole("link", { name: /Next/ }).click()
    await visitor.waitForURL((url) => url.pathname === "/journal" && url.search === "?page=2")
    await pages.getByText("Page 2 of 2").waitFor()
    expect(await visitor.locator("tbody tr").count()).toBe(2)
    await visitor.locator('a[href="/journal/raised-beds-week-one"]').waitFor()
    // The server renders the second page as such, though the first was rendered (and kept) before it.
    const served = await (await fetch(`${e2e.baseUrl}/journal?page=2`)).text()
    expect(served.replace(/<!-- -->/g, "")).toContain("Page 2 of 2")

    await visitor.setViewportSize({ width: 360, height: 740 })
    expect(await noSidewaysScroll(visitor)).toBe(true)
    // "← Previous" keeps to one line on a phone.
    const previous = pages.getByRole("link", { name: /Previous/ })
    expect(await previous.evaluate((el) => el.getBoundingClientRect().height < 2 * parseFloat(getComputedStyle(el).lineHeight))).toBe(true)
    await visitor.setViewportSize({ width: 1280, height: 900 })

    await pages.getByRole("link", { name: /Previous/ }).click()
    await pages.getByText("Page 1 of 2").waitFor()
    await visitor.getByRole("link", { name: "Note 11", exact: true }).click()
    await visitor.waitForURL((url) => url.pathname === "/journal/note-11")
    await visitor.getByRole("heading", { level: 1, name: "Note 11" }).waitFor()
    // Its end leads on: no tag shared with another entry, so the newest other journal entries.
    const next = visitor.getByRole("complementary", { name: "Read next" })
    expect(await next.getByRole("link").allInnerTexts()).toEqual(["Note 10", "Note 9", "Note 8"])
    await next.getByRole("link", { name: "Note 9" }).click()
    await visitor.getByRole("heading", { level: 1, name: "Note 9" }).waitFor()
  })

  it("writes the body in Markdown with a live preview and puts an uploaded image in it", async () => {
    await page.goto("/dashboard/posts/addpost")
    await page.getByLabel("Author name").fill("Dana")
    await page.getByLabel("Title").fill("Compost notes")
    const body = page.getByLabel("Body")
    await body.fill("## Layers\n\nGreens and **browns**.\n\n<script>window.__x = 1</script>")
    const preview = page.getByRole("region", { name: "Preview" })
    await preview.getByRole("heading", { level: 2, name: "Layers" }).waitFor()
    expect(await preview.locator("strong").innerText()).toBe("browns")
    expect(await preview.locator("script").count()).toBe(0)

    // A quote, a table and code are set as a reader expects; an image from another site is named, not dropped silently.
    await body.fill(
      "## Layers\n\nGreens and **browns**.\n\n> Feed the soil.\n\n| Layer | Inches |\n|---|---|\n| Greens | 2 |\n\n```\nturn weekly\n```\n\n![hens](https://example.org/hens.png)",
    )
    await preview.locator("pre code").waitFor()
    const look = await preview.evaluate((el) => {
      const style = (selector: string) => getComputedStyle(el.querySelector(selector)!)
      return {
        quoteRule: style("blockquote").borderInlineStartWidth,
        cellRule: style("td").borderTopWidth,
        codeBox: style("pre").backgroundColor,
      }
    })
    expect(look.quoteRule).not.toBe("0px")
    expect(look.cellRule).not.toBe("0px")
    expect(look.codeBox).not.toBe("rgba(0, 0, 0, 0)")
    const editor = page.locator(".body-editor")
    await editor
      .getByRole("status")
      .filter({ hasText: Messages.imagesFromElsewhere(["https://example.org/hens.png"]) })
      .waitFor()
    expect(await preview.locator("img").count()).toBe(0)
    // Saved as it is, the post is refused with the same words, rather than published without the picture.
    await page.getByRole("button", { name: "Add Post" }).click()
    await page
      .locator(".form-error")
      .filter({ hasText: Messages.imagesFromElsewhere(["https://example.org/hens.png"]) })
      .waitFor()
    await body.fill("## Layers\n\nGreens and **browns**.")
    await editor.getByRole("status").waitFor({ state: "detached" })

    await page.getByLabel("Upload images").setInputFiles([{ name: "heap.png", mimeType: "image/png", buffer: png(120, 90, [120, 80, 40]) }])
    // An uploaded image shows in the preview below the body, as the post will show it, before it is put in the text.
    await preview.locator(".image-strip img").waitFor()
    await body.press("End")
    await page.getByRole("button", { name: "Insert image 1" }).click()
    expect(await body.inputValue()).toMatch(/!\[Compost notes\]\(\/media\/[\w-]+\/public\.webp\)/)
    await preview.locator('img[src$="/public.webp"]').waitFor()

    await page.setViewportSize({ width: 360, height: 740 })
    expect(await noSidewaysScroll(page)).toBe(true)
    await page.setViewportSize({ width: 1280, height: 900 })

    await page.getByRole("button", { name: "Add Post" }).click()
    await seeText(page, Messages.postAdded)
    await page.getByRole("link", { name: "View the post" }).click()
    await page.waitForURL((url) => url.pathname === "/journal/compost-notes")
    const article = page.locator("article.post")
    await article.getByRole("heading", { level: 2, name: "Layers" }).waitFor()
    expect(await article.locator(".post__body img").count()).toBe(1)

    // Editing brings the Markdown back, not the HTML made from it.
    await page.goto("/dashboard/posts")
    await page.getByRole("link", { name: "Edit Compost notes" }).click()
    await page.getByRole("button", { name: "Update Post" }).waitFor()
    expect(await page.getByLabel("Body").inputValue()).toMatch(/^## Layers/)
  })

  it("takes several dropped images with a progress bar each, and earlier uploads from the media library", async () => {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route("**/api/photos/upload", async (route) => {
      await held
      await route.continue()
    })
    await page.goto("/dashboard/posts/addpost")
    const files = [
      { name: "left.png", bytes: [...png(120, 90, [200, 40, 30])] },
      { name: "right.png", bytes: [...png(120, 90, [30, 40, 200])] },
    ]
    const dropped = await page.evaluateHandle((list) => {
      const transfer = new DataTransfer()
      for (const f of list) transfer.items.add(new File([new Uint8Array(f.bytes)], f.name, { type: "image/png" }))
      return transfer
    }, files)
    await page.locator(".post-images").dispatchEvent("drop", { dataTransfer: dropped })
    const uploads = page.getByRole("list", { name: "Uploads" })
    await uploads.getByRole("progressbar", { name: "Uploading left.png" }).waitFor()
    await uploads.locator("li", { hasText: "right.png" }).getByText("Waiting…").waitFor()
    expect(await page.getByRole("button", { name: "Add Post" }).isDisabled()).toBe(true)
    release()
    await expect.poll(() => uploads.getByText("Uploaded").count()).toBe(2)
    await page.unroute("**/api/photos/upload")
    expect(await page.locator(".thumb-list img").count()).toBe(2)

    await page.getByRole("button", { name: "Media library" }).click()
    const library = page.getByRole("dialog", { name: "Media library" })
    // newest first: the image dropped last leads
    await library.getByRole("button", { name: "Add uploaded image 1" }).click()
    await library.waitFor({ state: "hidden" })
    expect(await page.locator(".thumb-list img").count()).toBe(3)
    const srcs = await page.locator(".thumb-list img").evaluateAll((imgs) => imgs.map((i) => i.getAttribute("src")))
    expect(srcs[2]).toBe(srcs[1])

    await page.setViewportSize({ width: 360, height: 740 })
    expect(await noSidewaysScroll(page)).toBe(true)
    await page.setViewportSize({ width: 1280, height: 900 })
  })

  it("is a writing surface: the page's width, a tall body, a toolbar with undo, a preview tab on a phone, and nothing lost", async () => {
    await page.goto("/dashboard/posts/addpost")
    // Start from a browser that keeps no unsaved post from the tests before.
    await page.evaluate(() => Object.keys(localStorage).forEach((key) => key.startsWith("homestead:draft:") && localStorage.removeItem(key)))
    await page.reload()
    const body = page.getByLabel("Body")
    const preview = page.getByRole("region", { name: "Preview" })
    const box = async (selector: string) => (await page.locator(selector).boundingBox())!
    const window = await page.evaluate(() => ({ width: innerWidth, height: innerHeight }))
    const write = await box(".body-editor textarea")
    const shown = await box(".body-editor__preview")
    // Beside each other, sharing the content's width, the text as tall as the window allows.
    expect(shown.x).toBeGreaterThan(write.x + write.width)
    expect(write.width).toBeGreaterThan(window.width * 0.35)
    expect(write.height).toBeGreaterThan(window.height * 0.6)

    const toolbar = page.getByRole("toolbar", { name: "Formatting" })
    await body.fill("beans")
    await body.press("Control+a")
    await toolbar.getByRole("button", { name: "Bold" }).click()
    expect(await body.inputValue()).toBe("**beans**")
    await preview.locator("strong", { hasText: "beans" }).waitFor()
    // The browser's undo takes a toolbar edit back, as it would typing.
    await body.press("Control+z")
    expect(await body.inputValue()).toBe("beans")
    await body.press("Control+a")
    await body.press("Control+i")
    expect(await body.inputValue()).toBe("_beans_")
    await body.fill("peas\ncorn")
    await body.press("Control+a")
    await toolbar.getByRole("button", { name: "Numbered list" }).click()
    expect(await body.inputValue()).toBe("1. peas\n2. corn")
    await preview.locator("ol > li").nth(1).waitFor()
    // One tab stop; the arrow keys move along the toolbar.
    await toolbar.getByRole("button", { name: "Bold" }).focus()
    await page.keyboard.press("ArrowRight")
    expect(await toolbar.getByRole("button", { name: "Italics" }).evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await toolbar.locator('button[tabindex="0"]').count()).toBe(1)

    // An uploaded image is listed once, in Images, where it is put in the text.
    await page.getByLabel("Upload images").setInputFiles([{ name: "row.png", mimeType: "image/png", buffer: png(120, 90, [90, 120, 40]) }])
    await page.locator(".thumb-list img").waitFor()
    expect(await page.locator(".body-editor__write img").count()).toBe(0)
    expect(await page.locator("form img[src$='/thumb.webp']").count()).toBe(1)

    // On a phone, Write and Preview are tabs.
    await page.setViewportSize({ width: 360, height: 740 })
    const tabs = page.getByRole("tablist", { name: "Write or preview" })
    await tabs.getByRole("tab", { name: "Write", selected: true }).waitFor()
    expect(await page.locator(".body-editor__preview").isVisible()).toBe(false)
    await tabs.getByRole("tab", { name: "Preview" }).click()
    await page.getByRole("tabpanel", { name: "Preview" }).locator("ol > li").nth(1).waitFor()
    expect(await body.isVisible()).toBe(false)
    await page.keyboard.press("ArrowLeft")
    await tabs.getByRole("tab", { name: "Write", selected: true }).waitFor()
    expect(await body.isVisible()).toBe(true)
    expect(await noSidewaysScroll(page)).toBe(true)
    await page.setViewportSize({ width: 1280, height: 900 })

    // A closed tab loses nothing: the next visit offers the unsaved post back.
    await page.getByLabel("Author name").fill("Dana")
    await page.getByLabel("Title").fill("Unsent rows")
    await page.close()
    page = await page.context().newPage()
    await page.goto("/dashboard/posts/addpost")
    const offer = page.getByRole("group", { name: "Unsaved draft" })
    await offer.getByRole("button", { name: "Restore them" }).click()
    expect(await page.getByLabel("Title").inputValue()).toBe("Unsent rows")
    expect(await page.getByLabel("Body").inputValue()).toBe("1. peas\n2. corn")
    expect(await page.locator(".thumb-list img").count()).toBe(1)
    await page.getByRole("button", { name: "Add Post" }).click()
    await seeText(page, Messages.postAdded)
    // Saved, it is no longer offered.
    await page.reload()
    await page.getByLabel("Title").waitFor()
    expect(await offer.count()).toBe(0)
  })
})
