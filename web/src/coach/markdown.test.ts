import fc from "fast-check"
import { describe, expect, it } from "vitest"

import { type Block, type Inline, linkTarget, markdownToPlainText, parseInline, parseMarkdown } from "./markdown.ts"

describe("linkTarget", () => {
  it("accepts site paths and http(s) URLs only", () => {
    expect(linkTarget("/recipes/sourdough_bread")).toEqual({ kind: "site", to: "/recipes/sourdough_bread" })
    expect(linkTarget("/journal#post-abc")).toEqual({ kind: "site", to: "/journal#post-abc" })
    expect(linkTarget("https://extension.usu.edu/x")).toEqual({ kind: "web", href: "https://extension.usu.edu/x" })
    for (const bad of [
      "javascript:alert(1)",
      "JAVASCRIPT:alert(1)",
      "data:text/html,x",
      "//evil.example/x",
      "/\\evil.example",
      "vbscript:x",
      "recipes/x",
      "ftp://x",
    ]) {
      expect(linkTarget(bad)).toBeNull()
    }
  })
})

describe("parseInline", () => {
  it("reads links, bold, italics and code", () => {
    expect(parseInline("See [Jelly](/recipes/jelly), **really** *now* and `pH 4.6`.")).toEqual([
      { type: "text", text: "See " },
      { type: "link", target: { kind: "site", to: "/recipes/jelly" }, children: [{ type: "text", text: "Jelly" }] },
      { type: "text", text: ", " },
      { type: "strong", children: [{ type: "text", text: "really" }] },
      { type: "text", text: " " },
      { type: "em", children: [{ type: "text", text: "now" }] },
      { type: "text", text: " and " },
      { type: "code", text: "pH 4.6" },
      { type: "text", text: "." },
    ])
  })

  it("keeps an unsafe link as its text", () => {
    expect(parseInline("[click](javascript:alert(1))")).toEqual([{ type: "text", text: "click)" }])
    expect(parseInline("[x](data:text/html;base64,AAAA)")).toEqual([{ type: "text", text: "x" }])
  })

  it("finds a link inside bold text", () => {
    expect(parseInline("**[Bread](/recipes/bread)**")).toEqual([
      { type: "strong", children: [{ type: "link", target: { kind: "site", to: "/recipes/bread" }, children: [{ type: "text", text: "Bread" }] }] },
    ])
  })

  it("never loses or invents plain text", () => {
    const plain = (nodes: readonly Inline[]): string => nodes.map((n) => (n.type === "text" || n.type === "code" ? n.text : plain(n.children))).join("")
    fc.assert(fc.property(fc.stringMatching(/^[a-z ]*$/), (text) => plain(parseInline(text)) === text))
  })

  it("only ever links to safe targets", () => {
    const links = (nodes: readonly Inline[]): string[] =>
      nodes.flatMap((n) =>
        n.type === "link"
          ? [n.target.kind === "site" ? n.target.to : n.target.href, ...links(n.children)]
          : n.type === "strong" || n.type === "em"
            ? links(n.children)
            : [],
      )
    fc.assert(
      fc.property(fc.string(), fc.string(), (label, url) => {
        for (const target of links(parseInline(`[${label}](${url})`))) expect(linkTarget(target)).not.toBeNull()
      }),
    )
  })
})

describe("parseMarkdown", () => {
  it("splits paragraphs, keeps line breaks, and reads lists", () => {
    const blocks = parseMarkdown("Start here.\nThen this.\n\n- one\n- two\n  more\n\n1. first\n2) second\nAfter.")
    expect(blocks.map((b) => b.type)).toEqual(["paragraph", "list", "list", "paragraph"])
    const [p, bullets, numbers] = blocks as [Extract<Block, { type: "paragraph" }>, Extract<Block, { type: "list" }>, Extract<Block, { type: "list" }>]
    expect(p.lines).toEqual([[{ type: "text", text: "Start here." }], [{ type: "text", text: "Then this." }]])
    expect(bullets).toEqual({ type: "list", ordered: false, items: [[{ type: "text", text: "one" }], [{ type: "text", text: "two more" }]] })
    expect(numbers.ordered).toBe(true)
    expect(numbers.items).toHaveLength(2)
  })

  it("reads a heading as a bold line and ignores empty text", () => {
    expect(parseMarkdown("## Water")).toEqual([{ type: "paragraph", lines: [[{ type: "strong", children: [{ type: "text", text: "Water" }] }]] }])
    expect(parseMarkdown("\n\n")).toEqual([])
  })
})

describe("markdownToPlainText", () => {
  it("keeps the words and drops the markup", () => {
    expect(markdownToPlainText("See [Jelly](/recipes/jelly).\n\n- **one**\n- two")).toBe("See Jelly. one; two")
  })
})
