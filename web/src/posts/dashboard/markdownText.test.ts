import { describe, expect, it } from "vitest"

import { insertBlock, markdownImage } from "./markdownText.ts"

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
