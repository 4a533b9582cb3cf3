import { Either, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"

import * as Messages from "./messages.ts"
import { CleanText, CleanTrim, findUnsafeText, isUnsafeText, jsonDepthExceeds } from "./text.ts"

const decode = Schema.decodeUnknownEither(CleanText)

describe("the shared text rule", () => {
  it("refuses NUL and unpaired surrogates, with the product's words", () => {
    for (const bad of ["bees\u0000", "\uD800", "a\uDC00b", "x\uD83D"]) {
      const result = decode(bad)
      expect(Either.isLeft(result)).toBe(true)
      if (Either.isLeft(result)) expect(String(result.left.message)).toContain(Messages.textNotAllowed)
    }
  })
  it("accepts any other text, paired surrogates (emoji) included", () => {
    expect(Either.isRight(decode("hens 🐔 and bees"))).toBe(true)
    fc.assert(fc.property(fc.string({ unit: "grapheme" }), (s) => isUnsafeText(s) === s.includes("\u0000")))
  })
  it("trims after the check", () => {
    expect(Schema.decodeUnknownSync(CleanTrim)("  eggs ")).toBe("eggs")
    expect(Either.isLeft(Schema.decodeUnknownEither(CleanTrim)(" \u0000 "))).toBe(true)
  })
  it("measures JSON nesting without parsing, ignoring brackets in strings", () => {
    expect(jsonDepthExceeds("[".repeat(5000) + "]".repeat(5000))).toBe(true)
    expect(jsonDepthExceeds(`{"a":"${"[".repeat(100)}"}`)).toBe(false)
    expect(jsonDepthExceeds(`{"a":[[{"b":[1]}]]}`, 5)).toBe(false)
    expect(jsonDepthExceeds(`{"a":[[{"b":[[1]]}]]}`, 5)).toBe(true)
    expect(jsonDepthExceeds(`{"a":"\\"[[[[[[","b":1}`, 1)).toBe(false)
  })
  it("finds unsafe text in keys and values", () => {
    expect(findUnsafeText({ a: [{ b: "ok" }, "x\u0000"] })).toBe("x\u0000")
    expect(findUnsafeText({ ["\uD800"]: 1 })).toBe("\uD800")
    expect(findUnsafeText({ a: ["fine", 1, null, true] })).toBeUndefined()
  })
})
