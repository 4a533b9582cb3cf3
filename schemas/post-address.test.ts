import { describe, expect, it } from "vitest"

import { legacySlugOfTitle, normaliseTags, pageOf, pageParam, postPath, slugOfTitle, tagPath, uniqueSlug } from "./post-address.ts"

describe("post addresses", () => {
  it("makes a slug of a title: lower case, accents dropped, words joined by single hyphens", () => {
    expect(slugOfTitle("  Crème Brûlée & Figs!! ")).toBe("creme-brulee-figs")
    expect(slugOfTitle("¿¡!?")).toBe("post")
    expect(slugOfTitle("a".repeat(90) + " b")).toHaveLength(80)
  })

  it("joins the letters around an apostrophe, of any kind, where the rule before split them", () => {
    expect([slugOfTitle("it's"), slugOfTitle("Rosa's beds"), slugOfTitle("Rosa’s beds"), slugOfTitle("Rosaʼs beds")]).toEqual([
      "its",
      "rosas-beds",
      "rosas-beds",
      "rosas-beds",
    ])
    expect(slugOfTitle("The girls' 'first' eggs")).toBe("the-girls-first-eggs")
    expect([legacySlugOfTitle("it's"), legacySlugOfTitle("Rosa’s beds"), legacySlugOfTitle("  Crème Brûlée & Figs!! ")]).toEqual([
      "it-s",
      "rosa-s-beds",
      "creme-brulee-figs",
    ])
    expect(normaliseTags(["Rosa's beds", "#rosa’s-beds"])).toEqual(["rosas-beds"])
  })

  it("takes the first free numbered slug", () => {
    expect(uniqueSlug("frost", new Set())).toBe("frost")
    expect(uniqueSlug("frost", new Set(["frost", "frost-2"]))).toBe("frost-3")
  })

  it("reads tags as one spelling each, blanks and repeats dropped", () => {
    expect(normaliseTags([" Raised Beds", "#raised-beds", "raised beds", "", "Frost"])).toEqual(["raised-beds", "frost"])
  })

  it("encodes what a link cannot hold", () => {
    expect(postPath("über-beds")).toBe("/journal/%C3%BCber-beds")
    expect(tagPath("frost")).toBe("/journal/tag/frost")
    // As a markdown link target needs: a parenthesis would end the link.
    expect(tagPath("beds (raised)")).toBe("/journal/tag/beds%20%28raised%29")
  })

  it("pages a list, clamping the page asked for", () => {
    const items = Array.from({ length: 23 }, (_, i) => i)
    expect(pageOf(items, 3)).toEqual({ items: [20, 21, 22], page: 3, pages: 3 })
    expect(pageOf(items, 9).page).toBe(3)
    expect(pageOf([], 1)).toEqual({ items: [], page: 1, pages: 1 })
    expect([pageParam("2"), pageParam("0"), pageParam("x"), pageParam(null), pageParam("1.5")]).toEqual([2, 1, 1, 1, 1])
  })
})
