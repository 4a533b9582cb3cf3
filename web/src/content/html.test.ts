import { describe, expect, it } from "vitest"

import { excerpt, htmlToText } from "./html.ts"
import { mediaVariant, uploadedUrls } from "./media.ts"

describe("HTML previews", () => {
  it("keeps the text of sanitised HTML", () => {
    expect(htmlToText("<p>Tomatoes &amp; <b>peppers</b></p><p>went&nbsp;in</p>")).toBe("Tomatoes & peppers went in")
    expect(htmlToText("a<br>b")).toBe("a b")
  })

  it("cuts long text at a word with an ellipsis", () => {
    expect(excerpt("<p>one two three four five</p>", 15)).toBe("one two three…")
    expect(excerpt("short", 12)).toBe("short")
  })
})

describe("media URLs", () => {
  it("swaps the variant of our media URLs and leaves others alone", () => {
    expect(mediaVariant("/media/abc123/public.webp", "thumb")).toBe("/media/abc123/thumb.webp")
    expect(mediaVariant("https://example.com/x.jpg", "thumb")).toBe("https://example.com/x.jpg")
  })

  it("reads an upload answer's variants in the order carousel, public, thumb", () => {
    expect(uploadedUrls({ result: { id: "m1", variants: ["/media/m1/carousel.webp", "/media/m1/public.webp", "/media/m1/thumb.webp"] } })).toEqual({
      id: "m1",
      carousel: "/media/m1/carousel.webp",
      public: "/media/m1/public.webp",
      thumb: "/media/m1/thumb.webp",
    })
  })
})
