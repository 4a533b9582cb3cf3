// Markdown-lite for the coach's replies: paragraphs (line breaks kept), bulleted and
// numbered lists, links, bold, italics and inline code. It produces a small tree that
// MarkdownText renders as React elements, so nothing the model writes is ever HTML.

export type Inline =
  | { readonly type: "text"; readonly text: string }
  | { readonly type: "code"; readonly text: string }
  | { readonly type: "strong" | "em"; readonly children: readonly Inline[] }
  | { readonly type: "link"; readonly target: LinkTarget; readonly children: readonly Inline[] }

export type Block =
  | { readonly type: "paragraph"; readonly lines: readonly (readonly Inline[])[] }
  | { readonly type: "list"; readonly ordered: boolean; readonly items: readonly (readonly Inline[])[] }

/** Where a link may go: a page of this site (client-side) or an http(s) page elsewhere. */
export type LinkTarget = { readonly kind: "site"; readonly to: string } | { readonly kind: "web"; readonly href: string }

/** Only site-relative paths and http(s) URLs are links; anything else (javascript:, data:, //host) stays text. */
export function linkTarget(url: string): LinkTarget | null {
  const href = url.trim()
  if (href.startsWith("/") && !href.startsWith("//") && !href.includes("\\")) return { kind: "site", to: href }
  if (!/^https?:\/\//i.test(href)) return null
  try {
    const parsed = new URL(href)
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? { kind: "web", href: parsed.href } : null
  } catch {
    return null
  }
}

// Earliest match wins: a link, **bold**, `code`, *italic* or _italic_.
const INLINE = /\[([^\]\n]+)\]\(([^)\s]+)\)|\*\*([^\n]+?)\*\*|`([^`\n]+)`|\*([^*\s\n](?:[^*\n]*[^*\s\n])?)\*|\b_([^_\n]+)_\b/

export function parseInline(text: string): Inline[] {
  const out: Inline[] = []
  let rest = text
  while (rest !== "") {
    const match = INLINE.exec(rest)
    if (!match) {
      out.push({ type: "text", text: rest })
      break
    }
    if (match.index > 0) out.push({ type: "text", text: rest.slice(0, match.index) })
    const [whole, linkText, url, strong, code, em, underscored] = match
    if (linkText !== undefined && url !== undefined) {
      const target = linkTarget(url)
      out.push(target ? { type: "link", target, children: parseInline(linkText) } : { type: "text", text: linkText })
    } else if (strong !== undefined) out.push({ type: "strong", children: parseInline(strong) })
    else if (code !== undefined) out.push({ type: "code", text: code })
    else out.push({ type: "em", children: parseInline(em ?? underscored ?? "") })
    rest = rest.slice(match.index + whole.length)
  }
  return mergeText(out)
}

const mergeText = (nodes: Inline[]): Inline[] => {
  const out: Inline[] = []
  for (const node of nodes) {
    const last = out.at(-1)
    if (node.type === "text" && last?.type === "text") out[out.length - 1] = { type: "text", text: last.text + node.text }
    else out.push(node)
  }
  return out
}

const BULLET = /^\s{0,3}[-*+•]\s+(.*)$/
const NUMBERED = /^\s{0,3}\d{1,3}[.)]\s+(.*)$/
const HEADING = /^\s{0,3}#{1,6}\s+(.*)$/

export function parseMarkdown(text: string): Block[] {
  const blocks: Block[] = []
  let paragraph: Inline[][] = []
  let list: { ordered: boolean; items: Inline[][] } | null = null

  const flush = () => {
    if (paragraph.length > 0) blocks.push({ type: "paragraph", lines: paragraph })
    if (list) blocks.push({ type: "list", ordered: list.ordered, items: list.items })
    paragraph = []
    list = null
  }

  for (const raw of text.replace(/\r\n?/g, "\n").split("\n")) {
    if (raw.trim() === "") {
      flush()
      continue
    }
    const bullet = BULLET.exec(raw)
    const numbered = bullet ? null : NUMBERED.exec(raw)
    const item = bullet ?? numbered
    if (item) {
      const ordered = numbered !== null
      if (paragraph.length > 0 || (list && list.ordered !== ordered)) flush()
      list ??= { ordered, items: [] }
      list.items.push(parseInline(item[1]!.trim()))
      continue
    }
    if (list) {
      // An indented line continues the list item above it.
      const last = list.items.at(-1)
      if (/^\s+/.test(raw) && last) {
        list.items[list.items.length - 1] = mergeText([...last, { type: "text", text: " " }, ...parseInline(raw.trim())])
        continue
      }
      flush()
    }
    const heading = HEADING.exec(raw)
    // Headings are not part of the coach's style; if one slips through it reads as a bold line.
    paragraph.push(heading ? [{ type: "strong", children: parseInline(heading[1]!.trim()) }] : parseInline(raw.trim()))
  }
  flush()
  return blocks
}

const inlineText = (nodes: readonly Inline[]): string => nodes.map((n) => (n.type === "text" || n.type === "code" ? n.text : inlineText(n.children))).join("")

/** The words of a reply without its markup, for a screen reader's announcement. */
export function markdownToPlainText(text: string): string {
  return parseMarkdown(text)
    .map((block) => (block.type === "paragraph" ? block.lines.map(inlineText).join(" ") : block.items.map(inlineText).join("; ")))
    .join(" ")
}
