import fc from "fast-check"
import { describe, expect, it } from "vitest"

import { stripHtml } from "./plain-text.ts"

describe("stripHtml", () => {
  it("drops tags, decodes entities and collapses space", () => {
    expect(stripHtml("<p>2 cups <b>flour</b>&nbsp;&amp; salt</p><ul><li>Knead</li><li>Rest&#33;</li></ul>")).toBe("2 cups flour & salt Knead Rest!")
    expect(stripHtml("<script>alert(1)</script>Water <i>deeply</i>")).toBe("Water deeply")
    expect(stripHtml("a &bogus; b &#x1F955;")).toBe("a &bogus; b 🥕")
    expect(stripHtml("<p>one</p><p>two&nbsp;&amp; three</p><br>four &#8211; &#x41;")).toBe("one two & three four – A")
  })

  it("splits words at block ends, not inside a word's inline markup", () => {
    expect(stripHtml("<p>The bee<b>s</b> swarm</p><table><tr><td>Hive</td><td>A</td></tr></table>")).toBe("The bees swarm Hive A")
    expect(stripHtml("<h2>Frost</h2>dates<dl><dt>First</dt><dd>Oct</dd></dl>")).toBe("Frost dates First Oct")
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
