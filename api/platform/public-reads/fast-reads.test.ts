import { describe, expect, it } from "vitest"

import { kindOfPath, pathKey } from "./answers.ts"
import { makeSnapshot, matchesIfNoneMatch } from "./snapshot.ts"

describe("fast read paths", () => {
  it("knows which public reads are content", () => {
    expect(kindOfPath("/api/posts")).toBe("posts")
    expect(kindOfPath("/api/posts/journal")).toBe("posts")
    expect(kindOfPath("/api/video/latest")).toBe("videos")
    expect(kindOfPath("/api/photos/recent")).toBe("photos")
    expect(kindOfPath("/api/recipe/bread")).toBe("recipes")
    expect(kindOfPath("/api/categories/photo")).toBe("categories")
    for (const other of ["/api/postsx", "/api/categories", "/api/quiz/all", "/api/health", "/api/videos"]) expect(kindOfPath(other)).toBeUndefined()
  })

  it("decodes percent-encoded servernames, and gives up on broken ones", () => {
    expect(pathKey("/api/recipe/caf%C3%A9_au_lait")).toBe("/api/recipe/café_au_lait")
    expect(pathKey("/api/recipe/plain")).toBe("/api/recipe/plain")
    expect(pathKey("/api/recipe/%E0%A4%A")).toBeUndefined()
  })
})

describe("snapshots", () => {
  it("give each encoding its own strong ETag and compress only larger bodies", async () => {
    const small = await makeSnapshot({ a: 1 }, new Date(0))
    expect(small.br).toBeUndefined()
    expect(small.lastModified).toBe("Thu, 01 Jan 1970 00:00:00 GMT")
    const large = await makeSnapshot({ text: "compost ".repeat(500) }, new Date(0))
    expect(new Set([large.identity.etag, large.br!.etag, large.gzip!.etag]).size).toBe(3)
    expect(large.br!.body.length).toBeLessThan(large.identity.body.length)
    expect((await makeSnapshot({ text: "compost ".repeat(500) }, new Date(1000))).identity.etag).toBe(large.identity.etag)
  })

  it("match If-None-Match lists, weak tags and *", () => {
    expect(matchesIfNoneMatch('"a", "b"', '"b"')).toBe(true)
    expect(matchesIfNoneMatch('W/"b"', '"b"')).toBe(true)
    expect(matchesIfNoneMatch("*", '"b"')).toBe(true)
    expect(matchesIfNoneMatch("", '"b"')).toBe(false)
    expect(matchesIfNoneMatch('"c"', '"b"')).toBe(false)
  })
})
