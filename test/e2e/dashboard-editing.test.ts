// The owner's editing screens where they used to trip: an upload in progress, a new category typed but not
// added, renaming and deleting categories, the post's date, deleting with undo, and finding the post just added.
import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"

import { chromiumAvailable, type E2E, OWNER, seeText, startE2E } from "./harness.ts"
import { png } from "./png.ts"

const pngFile = (name: string, rgb: [number, number, number]) => ({ name, mimeType: "image/png", buffer: png(120, 90, rgb) })

describe.skipIf(!chromiumAvailable)("editing in the dashboard", { timeout: 120_000 }, () => {
  let e2e: E2E
  let page: Page
  const dialogs: string[] = []

  beforeAll(async () => {
    e2e = await startE2E()
    page = (await e2e.newPage()).page
    // No native alert or confirm anywhere in these flows: each one would be recorded (and dismissed) here.
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await page.goto("/dashboard/10644")
    await page.getByLabel("Username").fill(OWNER.username)
    await page.getByLabel("Password").fill(OWNER.password)
    await page.getByRole("button", { name: "Sign In" }).click()
    await page.waitForURL((url) => url.pathname === "/dashboard")
  }, 120_000)

  afterAll(async () => {
    await e2e?.close()
  })

  it("holds Add Photo while the image uploads, keeps the chosen file in the field, and takes a typed new category", async () => {
    // The upload answers only when the test lets it, so the screen can be read mid-upload.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route("**/api/photos/upload", async (route) => {
      await held
      await route.continue()
    })
    await page.goto("/dashboard/gallery/addphoto")
    await page.getByLabel("Title").fill("Raised bed")
    await page.getByLabel("New category").check()
    await page.getByLabel("New category name").fill("Garden Beds")
    await page.getByLabel("Image", { exact: true }).setInputFiles([pngFile("raised-bed.png", [60, 140, 60])])

    const add = page.getByRole("button", { name: "Add Photo" })
    await seeText(page, "Uploading image…")
    expect(await add.isDisabled()).toBe(true)
    await add.click({ force: true })
    expect(await page.getByText(Messages.uploadImageFirst).count()).toBe(0)
    // The field names the file it is uploading.
    expect(await page.getByLabel("Image", { exact: true }).evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe("raised-bed.png")

    release()
    await page.locator("img.photo-preview").waitFor()
    expect(await add.isEnabled()).toBe(true)
    expect(await page.getByLabel("Replace image").evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe("raised-bed.png")
    await page.unroute("**/api/photos/upload")

    // "New category" with a typed name is enough: sending the form saves the category and uses it.
    await add.click()
    await page.waitForURL((url) => url.pathname === "/dashboard/gallery")
    await seeText(page, Messages.photoAdded)
    await page.getByRole("cell", { name: "Garden Beds", exact: true }).waitFor()
    await page.goto("/gallery")
    await page.getByRole("heading", { name: /^Garden Beds/ }).waitFor()
    expect(dialogs).toEqual([])
  })

  it("asks for the image beside the form and drops that request once the image is there", async () => {
    await page.goto("/dashboard/gallery/addphoto")
    await page.getByLabel("Title").fill("Fig tree")
    await page.getByRole("radio", { name: "Garden Beds" }).check()
    await page.getByRole("button", { name: "Add Photo" }).click()
    const asked = page.getByRole("alert").filter({ hasText: Messages.uploadImageFirst })
    await asked.waitFor()
    await page.getByLabel("Image", { exact: true }).setInputFiles([pngFile("fig.png", [120, 80, 160])])
    await page.locator("img.photo-preview").waitFor()
    await asked.waitFor({ state: "detached" })
    // A new category name already in the list (another casing) is the listed one, not a second copy.
    await page.getByLabel("New category").check()
    await page.getByLabel("New category name").fill(" garden beds ")
    await page.getByRole("button", { name: "Add Photo" }).click()
    await page.waitForURL((url) => url.pathname === "/dashboard/gallery")
    const categories = await page.evaluate(async () => (await fetch("/api/categories/photo")).json())
    expect(categories).toEqual(["Garden Beds"])
    expect(dialogs).toEqual([])
  })

  it("renames a category with its entries and deletes one nothing uses, from the categories screen", async () => {
    await page.evaluate(async () => {
      await fetch("/api/categories", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "photo", category: "Unused" }),
      })
    })
    await page.goto("/dashboard")
    await page.getByRole("navigation", { name: "Dashboard", exact: true }).getByRole("link", { name: "Categories" }).click()
    await page.waitForURL((url) => url.pathname === "/dashboard/categories")
    const photos = page.getByRole("region", { name: "Photo categories" })
    await photos.getByText("2 photos").waitFor()
    // One in use cannot be deleted; the screen says what to do instead.
    expect(await photos.getByRole("button", { name: "Delete Garden Beds" }).isDisabled()).toBe(true)

    await photos.getByRole("button", { name: "Rename Garden Beds" }).click()
    const box = photos.getByLabel("New name for “Garden Beds”")
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true)
    await box.fill("unused")
    await photos.getByRole("button", { name: "Save" }).click()
    await photos.getByRole("alert").filter({ hasText: Messages.categoryExists }).waitFor()
    await box.fill("Raised Beds")
    await box.press("Enter")
    await seeText(page, "Renamed “Garden Beds” to “Raised Beds”")
    await photos.getByRole("button", { name: "Rename Raised Beds" }).waitFor()

    await photos.getByRole("button", { name: "Delete Unused" }).click()
    await photos.getByText("Unused", { exact: true }).waitFor({ state: "detached" })

    await page.goto("/gallery")
    await page.getByRole("heading", { name: /^Raised Beds/ }).waitFor()
    expect(await page.getByRole("heading", { name: /^Garden Beds/ }).count()).toBe(0)
    expect(await page.evaluate(async () => (await fetch("/api/categories/photo")).json())).toEqual(["Raised Beds"])
    expect(dialogs).toEqual([])
  })

  it("links to the post just added, dates a post with a picker, and deletes it naming it, with undo", async () => {
    await page.goto("/dashboard/posts/addpost")
    await page.getByLabel("Author name").fill("Dana")
    await page.getByLabel("Title").fill("Seed swap")
    await page.getByLabel("Body").fill("<p>Bring seeds.</p>")
    await page.getByRole("button", { name: "Add Post" }).click()
    await seeText(page, Messages.postAdded)
    await page.getByRole("link", { name: "View the post" }).click()
    await page.waitForURL((url) => url.pathname === "/journal/seed-swap")
    await page.getByRole("heading", { level: 1, name: "Seed swap" }).waitFor()
    const postId: string = await page.evaluate(async () => (await (await fetch("/api/posts")).json()).find((p: any) => p.slug === "seed-swap")._id)

    await page.goto(`/dashboard/posts/edit/${postId}`)
    const created = page.getByLabel("Created at")
    expect(await created.getAttribute("type")).toBe("datetime-local")
    expect(await created.inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
    await created.fill("2025-12-24T09:30")
    await page.getByRole("button", { name: "Update Post" }).click()
    await page.waitForURL((url) => url.pathname === "/dashboard/posts")
    const stored = await page.evaluate(async (id) => (await fetch(`/api/posts/${id}`)).json(), postId)
    expect(new Date(stored.createdAt).getTime()).toBe(new Date(2025, 11, 24, 9, 30).getTime())

    await page.getByRole("button", { name: "Delete Seed swap" }).click()
    const ask = page.getByRole("dialog", { name: Messages.deletePost })
    await ask.getByText("“Seed swap”").waitFor()
    // Cancel has the focus: a stray Enter keeps the post.
    await page.waitForFunction(() => document.activeElement?.textContent === "Cancel")
    await page.keyboard.press("Enter")
    await ask.waitFor({ state: "hidden" })
    await page.getByRole("cell", { name: "Seed swap", exact: true }).waitFor()

    await page.getByRole("button", { name: "Delete Seed swap" }).click()
    await ask.getByRole("button", { name: "Delete", exact: true }).click()
    await seeText(page, `${Messages.postDeleted}: “Seed swap”`)
    await seeText(page, "No posts yet")
    await page.getByRole("button", { name: "Undo" }).click()
    await seeText(page, "Restored “Seed swap”")
    await page.getByRole("cell", { name: "Seed swap", exact: true }).waitFor()
    // It comes back as it was, date included.
    const posts = await page.evaluate(async () => (await fetch("/api/posts")).json())
    expect(posts).toHaveLength(1)
    expect(posts[0]).toMatchObject({ title: "Seed swap", name: "Dana", createdAt: stored.createdAt })
    expect(dialogs).toEqual([])
  })
})
