import { describe, expect, it } from "vitest"

import { encodeJson, matchesIfNoneMatch } from "./encoded.ts"
import { fastRead } from "./fast-reads.ts"
import type { Current } from "./snapshot.ts"

interface View {
  readonly list: readonly { readonly _id: string; readonly servername: string }[]
  readonly latest: { readonly _id: string } | undefined
  byKey(key: string): object | undefined
}

const list = [
  { _id: "r2", servername: "café_au_lait" },
  { _id: "r1", servername: "plain" },
]
const view: View = {
  list,
  latest: list[0],
  byKey: (key) => list.find((r) => r.servername === key) ?? list.find((r) => r._id === key),
}
const built = (value: View): { now(): Current<View> | undefined } => ({ now: () => ({ value, lastModified: "Thu, 01 Jan 1970 00:00:00 GMT" }) })
const recipes = fastRead("/api/recipe", built(view), { "": (v) => v.list, latest: (v) => v.latest, ":key": (v, key) => v.byKey(key) })

describe("fast read paths", () => {
  it("answer the prefix, its fixed names and one segment below it", () => {
    expect(recipes.answer("")?.value).toBe(list)
    expect(recipes.answer("/latest")?.value).toBe(list[0])
    expect(recipes.answer("/r1")?.value).toBe(list[1])
    expect(recipes.answer("/plain")?.lastModified).toBe("Thu, 01 Jan 1970 00:00:00 GMT")
    for (const other of ["/", "/plain/more", "/no-such-recipe"]) expect(recipes.answer(other)).toBeUndefined()
  })

  it("leave to the API what the table does not declare", () => {
    const categories = fastRead("/api/categories", built(view), { ":kind": (v, kind) => (kind === "photo" ? v.list : undefined) })
    expect(categories.answer("/photo")?.value).toBe(list)
    expect(categories.answer("")).toBeUndefined()
    expect(categories.answer("/constructor")).toBeUndefined()
  })

  it("decodes percent-encoded servernames, and gives up on broken ones", () => {
    expect(recipes.answer("/caf%C3%A9_au_lait")?.value).toBe(list[0])
    expect(recipes.answer("/café_au_lait")?.value).toBe(list[0])
    expect(recipes.answer("/%E0%A4%A")).toBeUndefined()
  })

  it("answer nothing while the snapshot is being built", () => {
    const building = fastRead("/api/recipe", { now: () => undefined }, { "": (v: View) => v.list })
    expect(building.answer("")).toBeUndefined()
  })

  it("take prefixes of two segments only", () => {
    expect(() => fastRead("/api", built(view), {})).toThrow()
    expect(() => fastRead("/api/recipe/more", built(view), {})).toThrow()
  })
})

describe("encoded answers", () => {
  it("give each encoding its own strong ETag and compress only larger bodies", async () => {
    const small = await encodeJson({ a: 1 })
    expect(small.br).toBeUndefined()
    const large = await encodeJson({ text: "compost ".repeat(500) })
    expect(new Set([large.identity.etag, large.br!.etag, large.gzip!.etag]).size).toBe(3)
    expect(large.br!.body.length).toBeLessThan(large.identity.body.length)
    expect((await encodeJson({ text: "compost ".repeat(500) })).identity.etag).toBe(large.identity.etag)
  })

  it("match If-None-Match lists, weak tags and *", () => {
    expect(matchesIfNoneMatch('"a", "b"', '"b"')).toBe(true)
    expect(matchesIfNoneMatch('W/"b"', '"b"')).toBe(true)
    expect(matchesIfNoneMatch("*", '"b"')).toBe(true)
    expect(matchesIfNoneMatch("", '"b"')).toBe(false)
    expect(matchesIfNoneMatch('"c"', '"b"')).toBe(false)
  })
})
