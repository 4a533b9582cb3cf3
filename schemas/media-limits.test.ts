import { describe, expect, it } from "vitest"

import { imagesFromElsewhere, isImageFromElsewhere } from "./media-limits.ts"

describe("images from elsewhere", () => {
  it("names the images from other sites and stray picture files, each once, and not the site's own uploads", () => {
    const text = [
      "![hens](https://example.org/hens.png) and ![ours](/media/abc/public.webp)",
      '<img src="http://example.com/a.jpg"> <img alt="x" src=/media/abc/thumb.webp>',
      "![again](https://example.org/hens.png) ![bare](pics/coop.png) <IMG SRC='//cdn.example.net/p.gif'>",
    ].join("\n")
    expect(imagesFromElsewhere(text)).toEqual(["https://example.org/hens.png", "pics/coop.png", "http://example.com/a.jpg", "//cdn.example.net/p.gif"])
    expect(imagesFromElsewhere("No pictures, only [a link](https://example.org).")).toEqual([])
  })

  it("leaves what is no picture a writer meant to the sanitiser", () => {
    for (const src of ["x", "/", "data:image/svg+xml;base64,PHN2Zz4=", "javascript:alert(1)", "/media/../api/posts"])
      expect(isImageFromElsewhere(src), src).toBe(false)
    expect(isImageFromElsewhere("/media/../secret.png")).toBe(true)
  })
})
