import fc from "fast-check"
import { describe, expect, it } from "vitest"

import { excerpt } from "./text.ts"

describe("excerpt", () => {
  it("keeps short text and cuts long text at a word with an ellipsis", () => {
    expect(excerpt("short", 10)).toBe("short")
    expect(excerpt("one two three four", 14)).toBe("one two three…")
  })

  it("never exceeds the limit by more than the ellipsis", () => {
    fc.assert(fc.property(fc.string(), fc.integer({ min: 1, max: 50 }), (text, max) => excerpt(text, max).length <= max + 1))
  })
})
