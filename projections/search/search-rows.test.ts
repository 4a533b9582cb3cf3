import { describe, expect, it } from "vitest"

import { anyWords, toSegments } from "./search.queries.ts"
import { searchChange } from "./search-rows.ts"

describe("searchChange", () => {
  it("indexes a recipe's plain text: name as title, ingredients, sub-recipes, method and notes as body", () => {
    const change = searchChange({
      type: "RecipeCreated",
      recipeId: "r1",
      name: "Apple <i>Pie</i>",
      servername: "apple_pie",
      category: "Desserts",
      cooktime: "1 hour",
      baketemp: "400F",
      hassubrecipes: true,
      subrecipes: [{ name: "Crust", ingredients: ["<p>2 cups flour</p>"], method: ["<p>Cut in butter</p>"] }],
      ingredients: ["<p>6 apples &amp; cinnamon</p>"],
      method: ["<p>Fill and bake.</p>"],
      notes: ["<p>Serve warm\uE000</p>"],
      source: "",
      images: [],
      video: "",
      at: "2026-01-01T00:00:00.000Z",
    })
    expect(change).toEqual({
      put: {
        source: "recipe",
        id: "r1",
        kind: "recipe",
        title: "Apple Pie",
        body: "6 apples & cinnamon · Crust · 2 cups flour · Cut in butter · Fill and bake. · Serve warm",
        category: "Desserts",
        url: "/recipes/apple_pie",
        createdAt: "2026-01-01T00:00:00.000Z",
      },
    })
  })

  it("files a post as a journal entry or a post by its flag, and removes deleted items", () => {
    const post = {
      postId: "p1",
      title: "T",
      name: "K",
      body: "",
      images: [],
      video: "",
      createdAt: "2026-01-01T00:00:00.000Z",
      at: "x",
      tags: [],
      draft: false,
      markdown: "",
      publishAt: "",
    }
    expect(searchChange({ type: "PostUpdated", ...post, isjournal: true })).toMatchObject({ put: { kind: "journal" } })
    expect(searchChange({ type: "PostUpdated", ...post, isjournal: false })).toMatchObject({ put: { kind: "post" } })
    // A draft leaves the index (and never enters it) until it is published.
    expect(searchChange({ type: "PostUpdated", ...post, isjournal: false, draft: true })).toEqual({ remove: { source: "post", id: "p1" } })
    expect(searchChange({ type: "PhotoDeleted", photoId: "ph", at: "x" })).toEqual({ remove: { source: "photo", id: "ph" } })
  })
})

describe("toSegments", () => {
  it("splits a headline at its marks, the marked words being hits", () => {
    expect(toSegments("We were \uE000planting\uE001 the \uE000plants\uE001")).toEqual([
      { text: "We were ", hit: false },
      { text: "planting", hit: true },
      { text: " the ", hit: false },
      { text: "plants", hit: true },
    ])
    expect(toSegments("")).toEqual([])
  })
})

describe("anyWords", () => {
  it("joins a question's words with `or`, dropping punctuation and search operators", () => {
    expect(anyWords('How do I make "prickly pear" jelly -fast or slow?')).toBe("How or do or I or make or prickly or pear or jelly or fast or slow")
    expect(anyWords("?!")).toBe("")
  })
})
