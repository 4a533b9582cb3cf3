// Sanitised HTML as plain text, for what reads words rather than markup: the search index,
// the coach's sources, and the descriptions in page tags and structured data.

const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  hellip: "…",
  mdash: "—",
  ndash: "–",
  deg: "°",
  frac12: "½",
  frac14: "¼",
  frac34: "¾",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
  times: "×",
}

const decodeEntities = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : ""
    }
    return NAMED[name.toLowerCase()] ?? whole
  })

/** Where words end at a tag: a line break and the start or end of a block (an inline tag, as in "bee<b>s</b>", splits no word). */
const BLOCK_TAGS = /<br\s*\/?>|<\/?(p|div|li|dl|dt|dd|h[1-6]|tr|td|th|blockquote|pre|figure|figcaption|section|article|header|footer|ul|ol|table)\b[^>]*>/gi

/** The text of a stored (already sanitised) HTML fragment: tags gone, entities decoded, spaces collapsed. */
export const stripHtml = (html: string): string =>
  decodeEntities(
    html
      .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, " ")
      .replace(BLOCK_TAGS, " ")
      .replace(/<[^>]*>/g, ""),
  )
    .replace(/\s+/g, " ")
    .trim()
