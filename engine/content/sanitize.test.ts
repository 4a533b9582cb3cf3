import fc from "fast-check"
import { describe, expect, it } from "vitest"

import { OWN_IMAGE_SRC } from "#schemas/media-limits.ts"
import { XSS_CORPUS } from "#test/support/xss-corpus.ts"

import { sanitizeContentHtml, sanitizeEntries } from "./sanitize.ts"

// Enough of HTML's character references to read what a browser would read.
const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", colon: ":", tab: "\t", newline: "\n", nbsp: " " }
const decodeEntities = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref[0] === "#") {
      const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10)
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return NAMED[ref.toLowerCase()] ?? whole
  })

/** Every tag's attributes, as a browser would parse them from the sanitiser's output. */
const attributesOf = (html: string): { tag: string; name: string; value: string }[] => {
  const found: { tag: string; name: string; value: string }[] = []
  for (const [, tag, attrs] of html.matchAll(/<([a-z0-9]+)([^>]*)>/gi)) {
    for (const [, name, v1, v2, v3] of attrs!.matchAll(/([^\s"'=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      found.push({ tag: tag!.toLowerCase(), name: name!.toLowerCase(), value: decodeEntities(v1 ?? v2 ?? v3 ?? "") })
    }
  }
  return found
}

const assertSafe = (output: string) => {
  expect(output).not.toMatch(/<script/i)
  expect(output).not.toMatch(/<(iframe|object|embed|svg|math|style|form|input|button|meta|link|base|body|frame|frameset|template)\b/i)
  // no event handler attribute inside any tag
  expect(output).not.toMatch(/<[a-z][^>]*[\s/]on[a-z]+\s*=/i)
  for (const { tag, name, value } of attributesOf(output)) {
    expect(name).not.toMatch(/^on/)
    expect(["style", "srcset", "formaction", "action", "background", "dynsrc", "lowsrc", "xlink:href"]).not.toContain(name)
    const squeezed = value.replace(/[\s\u0000-\u001f]/g, "").toLowerCase()
    expect(squeezed).not.toMatch(/^(javascript|vbscript|data|livescript):/)
    if (tag === "img" && name === "src") expect(value).toMatch(OWN_IMAGE_SRC)
  }
  // and nothing that reads as a script URL anywhere once entities are decoded
  const decoded = decodeEntities(output)
    .replace(/[\s\u0000-\u001f]/g, "")
    .toLowerCase()
  expect(decoded).not.toContain("javascript:")
  expect(decoded).not.toContain("vbscript:")
}

describe("sanitizeContentHtml", () => {
  it("holds at least 60 filter-evasion vectors", () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(60)
  })

  it.each(XSS_CORPUS.map((vector, i) => [i, vector] as const))("neutralises vector %i", (_i, vector) => {
    assertSafe(sanitizeContentHtml(vector))
  })

  it("keeps the vectors safe when they are combined and nested", () => {
    assertSafe(sanitizeContentHtml(XSS_CORPUS.join("\n")))
    assertSafe(sanitizeContentHtml(`<p>${XSS_CORPUS.slice(0, 20).join("<b>")}</p>`))
  })

  it("is idempotent on its own output", () => {
    for (const vector of XSS_CORPUS) {
      const once = sanitizeContentHtml(vector)
      expect(sanitizeContentHtml(once)).toBe(once)
    }
  })

  it("keeps the formatting the owner writes", () => {
    const html =
      "<h2>Harvest</h2><p>We picked <strong>12 lb</strong> of <em>tomatoes</em> &amp; <mark>basil</mark>.</p>" +
      "<ul><li>one</li><li>two</li></ul><ol><li>first</li></ol><blockquote>quote</blockquote><pre><code>x = 1</code></pre><hr />" +
      "<table><thead><tr><th>Bed</th></tr></thead><tbody><tr><td>A</td></tr></tbody></table>"
    expect(sanitizeContentHtml(html)).toBe(html)
  })

  it("keeps safe links and adds rel=noopener noreferrer", () => {
    expect(sanitizeContentHtml('<a href="https://example.com/x?y=1">x</a>')).toBe('<a href="https://example.com/x?y=1" rel="noopener noreferrer">x</a>')
    expect(sanitizeContentHtml('<a href="mailto:me@example.com">mail</a>')).toBe('<a href="mailto:me@example.com" rel="noopener noreferrer">mail</a>')
    expect(sanitizeContentHtml('<a href="/recipes/bread">bread</a>')).toBe('<a href="/recipes/bread" rel="noopener noreferrer">bread</a>')
    expect(sanitizeContentHtml('<a href="https://e.com" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://e.com" rel="noopener noreferrer" target="_blank">x</a>',
    )
    expect(sanitizeContentHtml('<a href="https://e.com" target="_top">x</a>')).toBe('<a href="https://e.com" rel="noopener noreferrer">x</a>')
    expect(sanitizeContentHtml('<a href="//evil.example/">x</a>')).toBe('<a rel="noopener noreferrer">x</a>')
  })

  it("keeps only our own images, with alt and numeric sizes", () => {
    expect(sanitizeContentHtml('<img src="/media/a1_b-2/public.webp" alt="Hens" width="640" height="480" title="t">')).toBe(
      '<img src="/media/a1_b-2/public.webp" alt="Hens" width="640" height="480" />',
    )
    expect(sanitizeContentHtml('<img src="/media/a/thumb.webp" width="100%" height="x">')).toBe('<img src="/media/a/thumb.webp" />')
    expect(sanitizeContentHtml('<img src="https://tracker.example/p.gif">')).toBe("")
    expect(sanitizeContentHtml('<img src="/media/../../etc/passwd.png">')).toBe("")
  })

  it("never lets a tag through from arbitrary text", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom("<", ">", "/", "=", '"', "'", " ", "a", "s", "c", "r", "i", "p", "t", "o", "n", "&", "#", ":", "j", "v") }),
        (text) => {
          assertSafe(sanitizeContentHtml(text))
        },
      ),
      { numRuns: 500 },
    )
  })
})

describe("sanitizeEntries", () => {
  it("sanitises each entry and drops empty ones", () => {
    expect(sanitizeEntries(["<b>2 cups</b> flour", "  ", "<script>x</script>", "salt <i>to taste</i>"])).toEqual([
      "<b>2 cups</b> flour",
      "salt <i>to taste</i>",
    ])
  })
})
