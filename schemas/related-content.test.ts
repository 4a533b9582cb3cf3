import { describe, expect, it } from "vitest"

import { relatedPosts } from "./related-content.ts"

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
