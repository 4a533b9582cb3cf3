import { describe, expect, it } from "vitest"

import { changedStretch, insertBlock, insertLink, markdownImage, markLines, wrapSelection } from "./markdownText.ts"

describe("markdown editing", () => {
  it("writes an image with a safe alt text", () => {
    expect(markdownImage("/media/a/public.webp", "Beds [week 1]")).toBe("![Beds  week 1](/media/a/public.webp)")
  })

  it("puts a block on its own lines at the caret, replacing the selection", () => {
    expect(insertBlock("", 0, 0, "![x](/m)")).toEqual({ text: "![x](/m)", caret: 8 })
    expect(insertBlock("one two", 3, 3, "B")).toEqual({ text: "one\n\nB\n\n two", caret: 6 })
    expect(insertBlock("one\n\ntwo", 5, 5, "B")).toEqual({ text: "one\n\nB\n\ntwo", caret: 6 })
    expect(insertBlock("one OLD", 4, 7, "B")).toEqual({ text: "one \n\nB", caret: 7 })
  })
})

describe("the toolbar's edits", () => {
  it("wraps the selection, or a placeholder left selected, and unwraps a wrapped one", () => {
    expect(wrapSelection("grow beans", 5, 10, "**", "bold text")).toEqual({ text: "grow **beans**", start: 7, end: 12 })
    expect(wrapSelection("grow ", 5, 5, "_", "italic text")).toEqual({ text: "grow _italic text_", start: 6, end: 17 })
    expect(wrapSelection("grow **beans**", 7, 12, "**", "bold text")).toEqual({ text: "grow beans", start: 5, end: 10 })
  })

  it("marks every line the selection touches, numbering a list, and takes the mark off again", () => {
    const text = "intro\nbeans\npeas\nend"
    const listed = markLines(text, 8, 14, "numbers")
    expect(listed).toEqual({ text: "intro\n1. beans\n2. peas\nend", start: 6, end: 22 })
    expect(markLines(listed.text, listed.start, listed.end, "numbers").text).toBe(text)
    expect(markLines("a\nb", 0, 3, "quote").text).toBe("> a\n> b")
    expect(markLines("- beans", 3, 3, "heading").text).toBe("## beans")
    // A selection ending at a line break leaves the next line alone; a blank line inside stays blank.
    expect(markLines("a\n\nb\nc", 0, 5, "bullets").text).toBe("- a\n\n- b\nc")
  })

  it("makes a link with the address selected, or around a selected address", () => {
    expect(insertLink("see beds", 4, 8, "link text")).toEqual({ text: "see [beds](https://)", start: 11, end: 19 })
    expect(insertLink("see https://example.org", 4, 23, "link text")).toEqual({ text: "see [link text](https://example.org)", start: 5, end: 14 })
  })

  it("finds the one stretch that changed", () => {
    expect(changedStretch("grow beans", "grow beans!")).toEqual({ from: 10, to: 10, insert: "!" })
    expect(changedStretch("grow beans", "grow **beans**")).toEqual({ from: 5, to: 10, insert: "**beans**" })
    expect(changedStretch("a **b** c", "a b c")).toEqual({ from: 2, to: 7, insert: "b" })
    expect(changedStretch("same", "same")).toEqual({ from: 4, to: 4, insert: "" })
  })
})
