import { describe, expect, it } from "vitest"

import { markdownToHtml } from "./markdown.ts"

describe("markdownToHtml", () => {
  it("renders headings, emphasis, lists, links and our own images", () => {
    const html = markdownToHtml(
      "## Beds\n\nThe **first** _tomatoes_.\n\n- kale\n- chard\n\n[Gallery](/gallery) ![Bed](/media/AAAAAAAAAAAAAAAAAAAAAA/public.webp)",
    )
    expect(html).toContain("<h2>Beds</h2>")
    expect(html).toContain("<p>The <strong>first</strong> <em>tomatoes</em>.</p>")
    expect(html).toContain("<li>kale</li>")
    expect(html).toContain('<a href="/gallery" rel="noopener noreferrer">Gallery</a>')
    expect(html).toContain('<img src="/media/AAAAAAAAAAAAAAAAAAAAAA/public.webp" alt="Bed" />')
  })

  it("sanitises what the Markdown carries as the HTML body would be", () => {
    const html = markdownToHtml('<script>alert(1)</script>\n\n[x](javascript:alert(1)) ![t](https://tracker.example/p.gif) <b onclick="x">b</b>')
    expect(html).not.toMatch(/script|javascript|tracker|onclick/)
    expect(html).toContain("<b>b</b>")
  })
})
