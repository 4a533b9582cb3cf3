import { describe, expect, it } from "vitest"

import { relatedPosts, relatedRecipes } from "./related-content.ts"

const post = (id: string, tags: string[], createdAt: string, isjournal = true) => ({ _id: id, tags, createdAt, isjournal })

describe("related posts", () => {
  const here = post("here", ["frost", "beds"], "2026-03-01T00:00:00Z")
  const posts = [
    here,
    post("one-tag-old", ["frost"], "2026-01-01T00:00:00Z"),
    post("both-tags", ["beds", "frost", "hens"], "2025-06-01T00:00:00Z"),
    post("one-tag-new", ["beds"], "2026-02-01T00:00:00Z"),
    post("untagged-new", [], "2026-04-01T00:00:00Z"),
    post("a-post-not-journal", [], "2026-05-01T00:00:00Z", false),
  ]

  it("lists those sharing the most tags first, newer first among equals, never the post itself", () => {
    expect(relatedPosts(here, posts).map((p) => p._id)).toEqual(["both-tags", "one-tag-new", "one-tag-old"])
  })

  it("fills the list with the newest of the same kind when few share a tag", () => {
    const lonely = post("lonely", ["quail"], "2026-03-02T00:00:00Z")
    expect(relatedPosts(lonely, [...posts, lonely]).map((p) => p._id)).toEqual(["untagged-new", "here", "one-tag-new"])
    expect(relatedPosts(posts[5]!, posts).map((p) => p._id)).toEqual([])
  })
})

describe("related recipes", () => {
  const r = (id: string, category: string) => ({ _id: id, category })
  const groups = [
    { category: "Bread", recipes: [r("a", "Bread"), r("b", "Bread"), r("c", "Bread"), r("d", "Bread"), r("e", "Bread")] },
    { category: "Jams", recipes: [r("j", "Jams")] },
  ]

  it("leads on to the next recipes of the same category, going round", () => {
    expect(relatedRecipes(r("d", " bread "), groups).map((x) => x._id)).toEqual(["e", "a", "b"])
    expect(relatedRecipes(r("a", "Bread"), groups).map((x) => x._id)).toEqual(["b", "c", "d"])
  })

  it("lists nothing for a recipe alone in its category or without one", () => {
    expect(relatedRecipes(r("j", "Jams"), groups)).toEqual([])
    expect(relatedRecipes(r("x", ""), groups)).toEqual([])
  })
})
