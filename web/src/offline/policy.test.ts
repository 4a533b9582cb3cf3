import { describe, expect, it } from "vitest"

import { isRecipePage, keepRequestOf, markSavedCopy, otherVariants, SAVED_COPY_ATTRIBUTE } from "./policy.ts"

const ORIGIN = "https://homestead.example"

describe("what the offline worker may keep", () => {
  it("keeps a recipe's own page only: not the list, the dashboard's recipe screens or deeper paths", () => {
    expect(isRecipePage("/recipes/skillet_cornbread")).toBe(true)
    expect(isRecipePage("/recipes")).toBe(false)
    expect(isRecipePage("/recipes/")).toBe(false)
    expect(isRecipePage("/recipes/a/b")).toBe(false)
    expect(isRecipePage("/dashboard/recipes/edit/skillet_cornbread")).toBe(false)
    expect(isRecipePage("/quizgame")).toBe(false)
  })

  it("takes a page's request to keep its recipe page and our own photos, and nothing else", () => {
    expect(
      keepRequestOf(
        {
          type: "keep-recipe",
          page: "/recipes/skillet_cornbread",
          photos: [
            `${ORIGIN}/media/abc/public.webp`,
            "/media/abc/public.webp",
            "/media/def/thumb.webp",
            "https://elsewhere.example/media/abc/public.webp",
            "/api/recipes",
            "/media/abc/original.png",
            42,
          ],
        },
        ORIGIN,
      ),
    ).toEqual({ page: "/recipes/skillet_cornbread", photos: ["/media/abc/public.webp", "/media/def/thumb.webp"] })
  })

  it("refuses a request naming another page, another site or another kind of message", () => {
    expect(keepRequestOf({ type: "keep-recipe", page: "/api/recipe/skillet_cornbread", photos: [] }, ORIGIN)).toBeUndefined()
    expect(keepRequestOf({ type: "keep-recipe", page: "/dashboard", photos: [] }, ORIGIN)).toBeUndefined()
    expect(keepRequestOf({ type: "keep-recipe", page: "https://elsewhere.example/recipes/x", photos: [] }, ORIGIN)).toBeUndefined()
    expect(keepRequestOf({ type: "other", page: "/recipes/x" }, ORIGIN)).toBeUndefined()
    expect(keepRequestOf("keep-recipe", ORIGIN)).toBeUndefined()
    expect(keepRequestOf(null, ORIGIN)).toBeUndefined()
    // Photos that are not a list are none.
    expect(keepRequestOf({ type: "keep-recipe", page: "/recipes/x", photos: "/media/a/public.webp" }, ORIGIN)).toEqual({ page: "/recipes/x", photos: [] })
  })

  it("keeps at most forty photos of one page", () => {
    const photos = Array.from({ length: 60 }, (_, i) => `/media/p${i}/public.webp`)
    expect(keepRequestOf({ type: "keep-recipe", page: "/recipes/x", photos }, ORIGIN)?.photos).toHaveLength(40)
  })

  it("marks a saved copy on its root element only, leaving the rest of the page as served", () => {
    const page = '<!doctype html>\n<html lang="en"><head></head><body><div id="root"><p>&lt;html</p></div></body></html>'
    const marked = markSavedCopy(page)
    expect(marked).toBe(`<!doctype html>\n<html ${SAVED_COPY_ATTRIBUTE}="" lang="en"><head></head><body><div id="root"><p>&lt;html</p></div></body></html>`)
  })

  it("lets another kept size of a photo stand in for the one asked for", () => {
    expect(otherVariants("/media/abc/public.webp")).toEqual(["/media/abc/carousel.webp", "/media/abc/thumb.webp"])
    expect(otherVariants("/icons/icon-192.png")).toEqual([])
  })
})
