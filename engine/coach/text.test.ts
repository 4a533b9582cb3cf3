import fc from "fast-check"
import { describe, expect, it } from "vitest"

import { excerpt, stem, stripHtml, terms } from "./text.ts"

describe("stripHtml", () => {
  it("drops tags, decodes entities and collapses space", () => {
    expect(stripHtml("<p>2 cups <b>flour</b>&nbsp;&amp; salt</p><ul><li>Knead</li><li>Rest&#33;</li></ul>")).toBe("2 cups flour & salt Knead Rest!")
    expect(stripHtml("<script>alert(1)</script>Water <i>deeply</i>")).toBe("Water deeply")
    expect(stripHtml("a &bogus; b &#x1F955;")).toBe("a &bogus; b 🥕")
  })

  it("keeps the words of any escaped text", () => {
    const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(stripHtml(`<p>${escape(text)}</p>`)).toBe(text.replace(/\s+/g, " ").trim())
      }),
    )
  })
})

describe("terms", () => {
  it("lower-cases, folds accents, drops stopwords and stems", () => {
    expect(terms("How do I grow Tomatoes in the desert?")).toEqual(["grow", "tomato", "desert"])
    expect(terms("Jalapeño peppers, pickled!")).toEqual(["jalapeno", "pepper", "pickl"])
    expect(terms("berries boxes")).toEqual(["berry", "box"])
  })

  it("stems a word and its plural alike", () => {
    for (const [one, many] of [
      ["carrot", "carrots"],
      ["chicken", "chickens"],
      ["berry", "berries"],
      ["peach", "peaches"],
    ] as const) {
      expect(stem(many)).toBe(stem(one))
    }
  })
})

describe("excerpt", () => {
  it("keeps short text and cuts long text at a word with an ellipsis", () => {
    expect(excerpt("short", 10)).toBe("short")
    expect(excerpt("one two three four", 14)).toBe("one two three…")
  })

  it("never exceeds the limit by more than the ellipsis", () => {
    fc.assert(fc.property(fc.string(), fc.integer({ min: 1, max: 50 }), (text, max) => excerpt(text, max).length <= max + 1))
  })
})
