// The owner's content round trip in a real browser: each kind of content is added, edited and deleted from
// the dashboard, and the public pages follow every change.
import { readFile } from "node:fs/promises"
import { brotliCompressSync, constants } from "node:zlib"

import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"

import { startRecipePages } from "../support/recipe-pages.ts"
import { hydrated, noteHydration } from "./app-entry.ts"
import { chromiumAvailable, type E2E, OWNER, seeText, startE2E } from "./harness.ts"
import { png } from "./png.ts"

const pngFile = (name: string, rgb: [number, number, number]) => ({ name, mimeType: "image/png", buffer: png(96, 64, rgb) })

/** Deletes `name` through the page's own dialog, which asks `question` and names the entry. */
async function deleteEntry(page: Page, name: string, question: string) {
  await page.getByRole("button", { name: `Delete ${name}` }).click()
  const dialog = page.getByRole("dialog", { name: question })
  await dialog.getByText(`“${name}”`).waitFor()
  await dialog.getByRole("button", { name: "Delete", exact: true }).click()
  await dialog.waitFor({ state: "hidden" })
}

async function signIn(page: Page) {
  await page.goto("/dashboard/10644")
  await page.getByLabel("Username").fill(OWNER.username)
  await page.getByLabel("Password").fill(OWNER.password)
  await page.getByRole("button", { name: "Sign In" }).click()
  await page.waitForURL((url) => url.pathname === "/dashboard")
}

const path = (page: Page) => new URL(page.url()).pathname

describe.skipIf(!chromiumAvailable)("content in the dashboard and on the public pages", { timeout: 120_000 }, () => {
  let e2e: E2E
  let page: Page
  let recipePages: Awaited<ReturnType<typeof startRecipePages>>

  beforeAll(async () => {
    // Recipe import reads pages this test serves on 127.0.0.1, so this server may fetch private addresses.
    ;[e2e, recipePages] = await Promise.all([startE2E({ FETCH_ALLOW_PRIVATE: "on" }), startRecipePages()])
    page = (await e2e.newPage()).page
    await signIn(page)
  }, 120_000)

  afterAll(async () => {
    await Promise.all([e2e?.close(), recipePages?.close()])
  })

  it("adds, edits and deletes a post, and the home page and journal follow", async () => {
    await page.goto("/dashboard/posts")
    await seeText(page, "No posts yet")
    await page.getByRole("link", { name: "Add Post" }).click()
    await page.waitForURL((url) => url.pathname === "/dashboard/posts/addpost")

    await page.getByLabel("Garden journal entry").check()
    await page.getByLabel("Author name").fill("Dana")
    await page.getByLabel("Title").fill("First tomatoes")
    expect(await page.getByLabel("Body").getAttribute("rows")).toBe("15")
    await page.getByLabel("Body").fill("<p>The <b>first tomatoes</b> are in.</p>")
    await page.getByLabel("Upload images").setInputFiles([pngFile("tomato.png", [200, 40, 30])])
    await page.locator(".thumb-list img").first().waitFor()
    await page.getByLabel("Video link").fill("https://youtu.be/dQw4w9WgXcQ")
    await page.getByRole("button", { name: "Add Post" }).click()
    await seeText(page, Messages.postAdded)
    // Adding stays on the page with a cleared form.
    expect(path(page)).toBe("/dashboard/posts/addpost")
    expect(await page.getByLabel("Title").inputValue()).toBe("")
    expect(await page.locator(".thumb-list img").count()).toBe(0)

    await page.goto("/")
    const post = page.locator("article.post", { hasText: "First tomatoes" })
    await post.waitFor()
    expect(await post.innerText()).toMatch(/Posted by Dana/)
    expect(await post.locator("time").innerText()).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)
    expect(await post.locator(".post__body b").innerText()).toBe("first tomatoes")
    expect(await post.locator(".image-strip img").count()).toBe(1)
    // The video waits behind a facade: no third-party frame until the visitor presses play.
    expect(await post.locator("iframe").count()).toBe(0)
    await post.getByRole("button", { name: "Play video: First tomatoes" }).click()
    expect(await post.locator("iframe").getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1")

    await page.goto("/journal")
    const row = page.locator("tbody tr", { hasText: "First tomatoes" })
    await row.waitFor()
    expect(await row.locator("td").first().innerText()).toMatch(/^\d{4}\/\d{2}\/\d{2}$/)
    expect(await row.innerText()).toContain("Dana")

    await page.goto("/dashboard/posts")
    await page.getByRole("link", { name: "Edit First tomatoes" }).click()
    await page.waitForURL((url) => url.pathname.startsWith("/dashboard/posts/edit/"))
    await page.getByLabel("Title").fill("Tomatoes everywhere")
    await page.getByRole("button", { name: /^Remove image / }).click()
    expect(await page.getByLabel("Created at").inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    // A date-and-time picker, in the owner's own zone.
    expect(await page.getByLabel("Created at").getAttribute("type")).toBe("datetime-local")
    await page.getByLabel("Created at").fill("2026-03-05T12:00")
    await page.getByRole("button", { name: "Update Post" }).click()
    await page.waitForURL((url) => url.pathname === "/dashboard/posts")
    await seeText(page, Messages.postUpdated)
    await page.getByRole("cell", { name: "Tomatoes everywhere", exact: true }).waitFor()

    await page.goto("/")
    const edited = page.locator("article.post", { hasText: "Tomatoes everywhere" })
    await edited.waitFor()
    expect(await edited.locator("time").innerText()).toBe("March 5, 2026")
    expect(await edited.locator(".image-strip img").count()).toBe(0)

    await page.goto("/dashboard/posts")
    await deleteEntry(page, "Tomatoes everywhere", Messages.deletePost)
    await seeText(page, Messages.postDeleted)
    await seeText(page, "No posts yet")
    await page.goto("/")
    await seeText(page, "No posts yet")
  })

  it("adds photos with a new category, browses them in the wrapping viewer, edits and deletes one", async () => {
    await page.goto("/dashboard/gallery/addphoto")
    await page.getByLabel("Title").fill("Raised bed")
    await page.getByLabel("New category").check()
    // Submitting while "New category" has no name yet is held, with the reason beside the picker.
    await page.getByLabel("Image").setInputFiles([pngFile("bed.png", [60, 140, 60])])
    await page.locator("img.photo-preview").waitFor()
    await page.getByRole("button", { name: "Add Photo" }).click()
    await page.getByRole("alert").filter({ hasText: Messages.saveNewCategoryFirst }).waitFor()
    expect(path(page)).toBe("/dashboard/gallery/addphoto")
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("photo-category-new")

    await page.getByLabel("New category name").fill("Garden Beds")
    await page.getByRole("button", { name: "Add category" }).click()
    await page.getByRole("radio", { name: "Garden Beds" }).waitFor()
    expect(await page.getByRole("radio", { name: "Garden Beds" }).isChecked()).toBe(true)
    // A trimmed duplicate, in any case, is refused and nothing is added.
    await page.getByLabel("New category").check()
    await page.getByLabel("New category name").fill("  garden beds ")
    await page.getByRole("button", { name: "Add category" }).click()
    await page.getByRole("alert").filter({ hasText: Messages.categoryExists }).waitFor()
    expect(await page.getByRole("radio").count()).toBe(2)
    await page.getByRole("radio", { name: "Garden Beds" }).check()
    await page.getByLabel("Description").fill("Cedar boards, drip line, mulch.")
    await page.getByRole("button", { name: "Add Photo" }).click()
    await page.waitForURL((url) => url.pathname === "/dashboard/gallery")
    await seeText(page, Messages.photoAdded)
    await page.getByRole("cell", { name: "Raised bed", exact: true }).waitFor()

    await page.getByRole("link", { name: "Add Photo" }).click()
    await page.getByLabel("Title").fill("Fig tree")
    await page.getByRole("radio", { name: "Garden Beds" }).check()
    await page.getByLabel("Image").setInputFiles([pngFile("fig.png", [120, 80, 160])])
    await page.locator("img.photo-preview").waitFor()
    await page.getByRole("button", { name: "Add Photo" }).click()
    await page.waitForURL((url) => url.pathname === "/dashboard/gallery")
    await page.getByRole("cell", { name: "Fig tree", exact: true }).waitFor()

    await page.goto("/gallery")
    await page.getByRole("heading", { name: /^Garden Beds \d/ }).waitFor()
    const tiles = page.locator(".photo-tile")
    expect(await tiles.count()).toBe(2)
    const lastTitle = (await tiles.nth(1).innerText()).trim()
    const firstTitle = (await tiles.nth(0).innerText()).trim()
    await tiles.nth(1).click()
    const viewer = page.getByRole("dialog")
    await viewer.getByRole("heading", { name: lastTitle }).waitFor()
    expect(await viewer.locator(".photo-viewer__category").textContent()).toBe("Category: Garden Beds")
    // From the last photo, next wraps round to the first.
    await viewer.getByRole("button", { name: "Next photo" }).click()
    await viewer.getByRole("heading", { name: firstTitle }).waitFor()
    await page.keyboard.press("ArrowLeft")
    await viewer.getByRole("heading", { name: lastTitle }).waitFor()
    await page.keyboard.press("ArrowRight")
    await viewer.getByRole("heading", { name: firstTitle }).waitFor()
    await page.keyboard.press("Escape")
    await viewer.waitFor({ state: "detached" })
    await tiles.first().click()
    await viewer.getByRole("button", { name: "Back" }).click()
    await viewer.waitFor({ state: "detached" })

    await page.goto("/")
    const carousel = page.getByRole("region", { name: "Recent photos slideshow" })
    await carousel.waitFor()
    expect(await carousel.locator(".carousel__slide").count()).toBe(2)
    // Hovered, the slideshow holds still; its buttons step through the photos and wrap around.
    await carousel.hover()
    await carousel.getByRole("button", { name: "Next photo" }).click()
    expect(await carousel.locator(".carousel__count").innerText()).toBe("2 / 2")
    await carousel.getByRole("button", { name: "Next photo" }).click()
    expect(await carousel.locator(".carousel__count").innerText()).toBe("1 / 2")
    await carousel.getByRole("button", { name: "Previous photo" }).click()
    expect(await carousel.locator(".carousel__count").innerText()).toBe("2 / 2")

    await page.goto("/dashboard/gallery")
    await page.getByRole("link", { name: "Edit Fig tree" }).click()
    await page.locator("img.photo-preview").waitFor()
    await page.getByLabel("Title").fill("Fig tree in June")
    await page.getByRole("button", { name: "Update Photo" }).click()
    await page.waitForURL((url) => url.pathname === "/dashboard/gallery")
    await seeText(page, Messages.photoUpdated)
    await deleteEntry(page, "Fig tree in June", Messages.deletePhoto)
    await seeText(page, Messages.photoDeleted)
    await page.getByRole("cell", { name: "Fig tree in June", exact: true }).waitFor({ state: "detached" })
    await page.goto("/gallery")
    await page.locator(".photo-tile").first().waitFor()
    expect(await page.locator(".photo-tile").count()).toBe(1)
  })

  it("adds, edits and deletes a video, shown by category with a click-to-play player", async () => {
    await page.goto("/dashboard/videos")
    await page.getByRole("link", { name: "Add Video" }).click()
    await page.getByLabel("Title").fill("Building a cold frame")
    await page.getByLabel("New category").check()
    await page.getByLabel("New category name").fill("Building")
    await page.getByRole("button", { name: "Add category" }).click()
    await page.getByRole("radio", { name: "Building" }).waitFor()
    await page.getByLabel("Video", { exact: true }).fill("https://vimeo.com/76979871")
    await page.getByLabel("Description").fill("Old windows and scrap lumber.")
    await page.getByRole("button", { name: "Add Video" }).click()
    await page.waitForURL((url) => url.pathname === "/dashboard/videos")
    await seeText(page, Messages.videoAdded)
    await page.getByRole("cell", { name: "Building a cold frame", exact: true }).waitFor()

    await page.goto("/videos")
    await page.getByRole("heading", { name: /^Building \d/ }).waitFor()
    await page.getByRole("button", { name: "Play video: Building a cold frame" }).click()
    expect(await page.locator("iframe").getAttribute("src")).toMatch(/^https:\/\/player\.vimeo\.com\/video\/76979871\?.*dnt=1/)

    await page.goto("/")
    await page.getByRole("button", { name: "Play video: Building a cold frame" }).waitFor()

    await page.goto("/dashboard/videos")
    await page.getByRole("link", { name: "Edit Building a cold frame" }).click()
    await page.getByLabel("Title").fill("A cold frame from old windows")
    await page.getByRole("button", { name: "Update Video" }).click()
    await page.waitForURL((url) => url.pathname === "/dashboard/videos")
    await seeText(page, Messages.videoUpdated)
    await page.goto("/videos")
    await page.getByRole("heading", { name: "A cold frame from old windows" }).waitFor()

    await page.goto("/dashboard/videos")
    await deleteEntry(page, "A cold frame from old windows", Messages.deleteVideo)
    await seeText(page, Messages.videoDeleted)
    await page.goto("/videos")
    await seeText(page, "No videos yet")
  })

  it("adds a recipe with a sub-recipe and a new category, prints it alone, edits entries in place and deletes it", async () => {
    await page.goto("/dashboard/recipes")
    await page.getByRole("link", { name: "Add Recipe" }).click()
    await page.getByLabel("Name", { exact: true }).fill("Sourdough Loaf")
    await page.getByLabel("New category").check()
    await page.getByLabel("New category name").fill("Breads")
    await page.getByRole("button", { name: "Add category" }).click()
    await page.getByRole("radio", { name: "Breads" }).waitFor()
    await page.getByLabel("Cook time").fill("45 minutes")
    await page.getByLabel("Bake temperature").fill("450°F")
    await page.getByLabel("Has sub-recipes").check()
    await page.getByLabel("Sub-recipe name").fill("Levain")
    await page.getByRole("button", { name: "Add sub-recipe" }).click()

    const levainIngredients = page.getByRole("group", { name: "Levain ingredients" })
    await levainIngredients.getByLabel("Add ingredient").fill("50 g starter")
    await levainIngredients.getByRole("button", { name: "Add ingredient" }).click()
    await levainIngredients.getByLabel("Add ingredient").fill("100 g flour")
    await levainIngredients.getByLabel("Add ingredient").press("Enter")
    // Empty text is ignored.
    await levainIngredients.getByRole("button", { name: "Add ingredient" }).click()
    expect(await levainIngredients.locator("li").count()).toBe(2)
    const levainMethod = page.getByRole("group", { name: "Levain method" })
    await levainMethod.getByLabel("Add step").fill("Mix and leave overnight")
    await levainMethod.getByRole("button", { name: "Add step" }).click()

    const method = page.getByRole("group", { name: "Method", exact: true })
    await method.getByLabel("Add step").fill("Shape the loaf")
    await method.getByRole("button", { name: "Add step" }).click()
    await method.getByLabel("Add step").fill("Bake for 45 minutes")
    await method.getByRole("button", { name: "Add step" }).click()
    const notes = page.getByRole("group", { name: "Notes" })
    await notes.getByLabel("Add note").fill("Use <em>rye</em> for more tang")
    await notes.getByRole("button", { name: "Add note" }).click()
    expect(await notes.locator("li em").innerText()).toBe("rye")
    // A pasted list adds one note per line, without its bullets.
    await notes.getByLabel("Add note").evaluate((input) => {
      const data = new DataTransfer()
      data.setData("text/plain", "- Feed the starter the night before\n\n- Keep the dough warm\n")
      input.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }))
    })
    await expect
      .poll(() => notes.locator("li .rich-text").allInnerTexts())
      .toEqual(["Use rye for more tang", "Feed the starter the night before", "Keep the dough warm"])
    expect(await notes.getByLabel("Add note").inputValue()).toBe("")
    await page.getByLabel("Source").fill("Grandma Rose")
    await page.getByRole("button", { name: "Add Recipe" }).click()
    await page.waitForURL((url) => url.pathname === "/dashboard/recipes")
    await seeText(page, Messages.recipeAdded)
    await page.getByRole("heading", { name: /^Breads \d/ }).waitFor()

    await page.goto("/recipes")
    await page.getByRole("link", { name: "Sourdough Loaf", exact: true }).click()
    await page.waitForURL((url) => url.pathname === "/recipes/sourdough_loaf")
    const recipe = page.locator("article.recipe-detail")
    await recipe.getByRole("heading", { name: "Levain" }).waitFor()
    const text = await recipe.innerText()
    expect(text).toContain("45 minutes")
    expect(text).toContain("100 g flour")
    expect(text).toContain("Grandma Rose")
    // The preheat line comes before the first step of the method.
    const methodText = await recipe
      .locator("section", { has: page.getByRole("heading", { name: "Method", exact: true }) })
      .last()
      .innerText()
    expect(methodText.indexOf("Preheat oven to 450°F")).toBeGreaterThan(-1)
    expect(methodText.indexOf("Preheat oven to 450°F")).toBeLessThan(methodText.indexOf("Shape the loaf"))

    // The print button waits 500 ms, then prints.
    await page.evaluate(() => {
      ;(window as unknown as { printedAt: number[] }).printedAt = []
      window.print = () => void (window as unknown as { printedAt: number[] }).printedAt.push(performance.now())
    })
    const clickedAt = await page.evaluate(() => performance.now())
    await page.getByRole("button", { name: /Print recipe/ }).click()
    await page.waitForFunction(() => (window as unknown as { printedAt: number[] }).printedAt.length === 1)
    const printedAt = await page.evaluate(() => (window as unknown as { printedAt: number[] }).printedAt[0]!)
    expect(printedAt - clickedAt).toBeGreaterThanOrEqual(480)

    // Printed, the page shows the recipe alone.
    await page.emulateMedia({ media: "print" })
    expect(await page.locator("header.site-header").isVisible()).toBe(false)
    expect(await page.locator("nav").first().isVisible()).toBe(false)
    expect(await page.locator("footer.site-footer").isVisible()).toBe(false)
    expect(await page.getByRole("button", { name: /Print recipe/ }).isVisible()).toBe(false)
    expect(await recipe.getByRole("heading", { name: "Sourdough Loaf" }).isVisible()).toBe(true)
    expect(await recipe.getByText("100 g flour").isVisible()).toBe(true)
    await page.emulateMedia({ media: "screen" })
    expect(await page.locator("header.site-header").isVisible()).toBe(true)

    await page.goto("/")
    await page.getByRole("link", { name: "Sourdough Loaf", exact: true }).waitFor()

    await page.goto("/dashboard/recipes")
    await page.getByRole("link", { name: "Sourdough Loaf", exact: true }).click()
    await page.waitForURL((url) => url.pathname === "/dashboard/recipes/edit/sourdough_loaf")
    // The recipe as Recipe JSON-LD, for a recipe manager to import.
    const [exported] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export this recipe (JSON-LD)" }).click()])
    expect(exported.suggestedFilename()).toBe("sourdough_loaf.jsonld")
    const jsonLd = JSON.parse(await readFile((await exported.path())!, "utf8"))
    expect(jsonLd).toMatchObject({ "@type": "Recipe", name: "Sourdough Loaf", recipeIngredient: expect.arrayContaining(["100 g flour"]) })
    await page.getByLabel("Edit note 1").fill("Use <strong>whole rye</strong> for more tang")
    await page.getByRole("button", { name: "Update note 1" }).click()
    await page.getByRole("group", { name: "Notes" }).locator("strong", { hasText: "whole rye" }).waitFor()
    await page.getByRole("group", { name: "Levain ingredients" }).getByRole("button", { name: "Remove ingredient 1" }).click()
    await page.getByRole("group", { name: "Method", exact: true }).getByLabel("Edit step 2").fill("Bake for 40 minutes")
    await page.getByRole("group", { name: "Method", exact: true }).getByRole("button", { name: "Update step 2" }).click()
    await page.getByRole("button", { name: "Update Recipe" }).click()
    await page.waitForURL((url) => url.pathname === "/dashboard/recipes")
    await seeText(page, Messages.recipeUpdated)

    await page.goto("/recipes/sourdough_loaf")
    await page.getByText("Bake for 40 minutes").waitFor()
    const updated = await page.locator("article.recipe-detail").innerText()
    expect(updated).not.toContain("50 g starter")
    expect(updated).toContain("whole rye")
    // The owner reading the recipe goes straight to its form.
    await page.getByRole("link", { name: "Edit this recipe" }).click()
    await page.waitForURL((url) => url.pathname === "/dashboard/recipes/edit/sourdough_loaf")
    await page.getByRole("button", { name: "Update Recipe" }).waitFor()

    await page.goto("/dashboard/recipes")
    await deleteEntry(page, "Sourdough Loaf", Messages.deleteRecipe)
    await seeText(page, Messages.recipeDeleted)
    await page.goto("/recipes")
    await seeText(page, "No recipes yet")
  })

  it("imports a recipe from a web address into the form, where the owner corrects it before saving", async () => {
    await page.goto("/dashboard/recipes")
    await page.getByRole("link", { name: "Import a recipe" }).click()
    await page.waitForURL((url) => url.pathname === "/dashboard/recipes/addrecipe")
    // A page that is not there is said so, and the form stays empty.
    await page.getByLabel("Recipe web address").fill(`${recipePages.base}/gone`)
    await page.getByRole("button", { name: "Import", exact: true }).click()
    await seeText(page, Messages.fetchStatus(404))
    expect(await page.getByLabel("Name", { exact: true }).inputValue()).toBe("")

    // A recipe manager's file fills the form too; a later import replaces it.
    await page.getByLabel("A Mealie or Tandoor file").check()
    const mealie = { name: "Mealie Meatloaf", recipeIngredient: [{ display: "1 lb beef" }], recipeInstructions: [{ text: "Bake." }] }
    await page.getByLabel("Recipe file").setInputFiles({ name: "meatloaf.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(mealie)) })
    await page.getByRole("button", { name: "Import", exact: true }).click()
    await expect.poll(() => page.getByLabel("Name", { exact: true }).inputValue()).toBe("Mealie Meatloaf")
    await page.getByLabel("A web address").check()
    await page.getByLabel("Recipe web address").fill(`${recipePages.base}/wprm-sections`)
    await page.getByLabel("Recipe web address").press("Enter")
    await page.getByRole("status").filter({ hasText: Messages.recipeImported }).waitFor()
    expect(await page.getByLabel("Name", { exact: true }).inputValue()).toBe("Apple Pie")
    expect(await page.getByLabel("Servings").inputValue()).toBe("8")
    expect(await page.getByLabel("Has sub-recipes").isChecked()).toBe(true)
    await page.getByRole("heading", { name: "Crust" }).waitFor()
    // The page's photo, stored as our own upload.
    expect(await page.locator(".content-form img[src^='/media/']").count()).toBe(1)

    const ingredients = page.getByRole("group", { name: "Other ingredients" })
    await ingredients.getByLabel("Edit ingredient 1").fill("2 ½ cups pastry flour")
    await ingredients.getByRole("button", { name: "Update ingredient 1" }).click()
    await page.getByLabel("New category").check()
    await page.getByLabel("New category name").fill("Pies")
    await page.getByRole("button", { name: "Add Recipe" }).click()
    await page.waitForURL((url) => url.pathname === "/dashboard/recipes")
    await seeText(page, Messages.recipeAdded)

    await page.goto("/recipes/apple_pie")
    const recipe = page.locator("article.recipe-detail")
    await recipe.getByRole("heading", { name: "Filling" }).waitFor()
    expect(await recipe.innerText()).toContain("2 ½ cups pastry flour")
    await page.goto("/dashboard/recipes")
    await deleteEntry(page, "Apple Pie", Messages.deleteRecipe)
  })

  // The server sends each built file brotli-compressed at quality 11 (static-site.ts); #34's limit is on that.
  it("keeps the home page's JavaScript within 100 KB as served, brotli-compressed", async () => {
    const { page: visitor, context } = await e2e.newPage()
    const scripts: Promise<number>[] = []
    visitor.on("response", (response) => {
      if (response.request().resourceType() === "script") {
        scripts.push(response.body().then((body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length))
      }
    })
    // The page asks for the app once it has loaded and painted (web/src/hydrate-later.ts): every script has come
    // when the app has hydrated it, which the network going quiet before that did not say.
    await noteHydration(visitor)
    await visitor.goto("/")
    await visitor.getByRole("heading", { name: "From the homestead" }).waitFor()
    await hydrated(visitor)
    const total = (await Promise.all(scripts)).reduce((a, b) => a + b, 0)
    expect(total).toBeGreaterThan(0)
    expect(total).toBeLessThanOrEqual(100 * 1024)
    await context.close()
  })

  it("shows the server's message when a save is refused", async () => {
    await page.goto("/dashboard/recipes/addrecipe")
    await page.getByLabel("Name", { exact: true }).fill("Plain")
    await page.getByLabel("New category").check()
    await page.getByLabel("New category name").fill("Loaves")
    await page.getByRole("button", { name: "Add category" }).click()
    await page.getByRole("radio", { name: "Loaves" }).waitFor()
    await page.getByRole("button", { name: "Add Recipe" }).click()
    await page.waitForURL((url) => url.pathname === "/dashboard/recipes")
    await page.getByRole("link", { name: "Add Recipe" }).click()
    await page.getByLabel("Name", { exact: true }).fill("  plain ")
    await page.getByRole("radio", { name: "Loaves" }).check()
    await page.getByRole("button", { name: "Add Recipe" }).click()
    await page.getByRole("alert").filter({ hasText: "A recipe with that name already exists." }).waitFor()
    expect(path(page)).toBe("/dashboard/recipes/addrecipe")

    // Renaming moves the recipe to its new address.
    await page.goto("/dashboard/recipes/edit/plain")
    await page.getByLabel("Name", { exact: true }).fill("Plain Bread")
    await page.getByRole("button", { name: "Update Recipe" }).click()
    await page.waitForURL((url) => url.pathname === "/dashboard/recipes")
    await seeText(page, Messages.recipeUpdated)
    await page.getByRole("link", { name: "Plain Bread", exact: true }).waitFor()
    await page.goto("/recipes/plain_bread")
    await page.getByRole("heading", { name: "Plain Bread" }).waitFor()
  })

  // The dashboard in Spanish (?lang=es): a video is added, listed, edited and deleted with the Spanish words,
  // the toasts and the owner's navigation included.
  it("runs an entry's round trip in Spanish, from its list to its edit page", async () => {
    await page.goto("/dashboard/videos/addvideo?lang=es")
    await page.getByRole("heading", { name: "Añadir un video" }).waitFor()
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("es")
    await page.getByRole("navigation", { name: "Panel" }).getByRole("link", { name: "Fotos" }).waitFor()
    await page.getByLabel("Título").fill("Regar el huerto")
    await page.getByLabel("Nueva categoría", { exact: true }).check()
    await page.getByLabel("Nombre de la nueva categoría").fill("Riego")
    await page.getByLabel("Video", { exact: true }).fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ")
    await page.getByRole("button", { name: "Añadir un video" }).click()
    await page.waitForURL((url) => url.pathname === "/dashboard/videos")
    await seeText(page, "Video añadido")

    await page.getByRole("heading", { name: "Videos", level: 1 }).waitFor()
    await seeText(page, "Los videos del sitio, con sus títulos, categorías y descripciones.")
    await page.getByRole("columnheader", { name: "Descripción" }).waitFor()
    await page.getByRole("link", { name: "Editar Regar el huerto" }).click()
    await page.getByRole("heading", { name: "Editar el video" }).waitFor()
    await page.getByLabel("Descripción").fill("Cada mañana, antes del calor.")
    await page.getByRole("button", { name: "Actualizar el video" }).click()
    await page.waitForURL((url) => url.pathname === "/dashboard/videos")
    await seeText(page, "Video actualizado")
    await seeText(page, "Cada mañana, antes del calor.")

    await page.getByRole("button", { name: "Borrar Regar el huerto" }).click()
    const dialog = page.getByRole("dialog", { name: "¿Borrar el video?" })
    await dialog.getByText("Desaparece del sitio en el acto", { exact: false }).waitFor()
    await dialog.getByRole("button", { name: "Borrar", exact: true }).click()
    await seeText(page, "Video borrado")
    await seeText(page, "Todavía no hay videos")
  })
})
