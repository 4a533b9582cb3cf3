import { describe, expect, it } from "vitest"

import { imagesFromElsewhere, insertBlock, markdownImage } from "./markdownText.ts"

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

  it("names the images from elsewhere, which the site will not show, and not its own uploads", () => {
    const text = [
      "![hens](https://example.org/hens.png) and ![ours](/media/abc/public.webp)",
      '<img src="http://example.com/a.jpg"> <img alt="x" src=/media/abc/thumb.webp>',
      "![again](https://example.org/hens.png) ![bare](pics/coop.png)",
    ].join("\n")
    expect(imagesFromElsewhere(text)).toEqual(["https://example.org/hens.png", "pics/coop.png", "http://example.com/a.jpg"])
    expect(imagesFromElsewhere("No pictures, only [a link](https://example.org).")).toEqual([])
  })
})
