// Escaping for what the server writes into HTML and XML, and plain text out of stored HTML.

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }

/** Text or an attribute value (double- or single-quoted) in HTML or XML. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!)

/** XML 1.0 forbids most control characters even as references; they are dropped. */
export const escapeXml = (text: string): string => escapeHtml(text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, ""))

/**
 * JSON inside <script type="application/ld+json">: `<` escaped so no `</script>` or
 * `<!--` can end or bend the element; U+2028/2029 escaped for old parsers.
 */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029")

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

/** The text of a stored (already sanitised) HTML fragment: tags gone, entities decoded, spaces collapsed. */
export const stripHtml = (html: string): string =>
  decodeEntities(
    html
      .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, " ")
      .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6]|tr|blockquote)>/gi, " ")
      .replace(/<[^>]*>/g, ""),
  )
    .replace(/\s+/g, " ")
    .trim()

/** At most `max` characters, cut at a word boundary with an ellipsis. */
export const truncate = (text: string, max: number): string => {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(" ")
  return `${(space >= max * 0.5 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, "")}…`
}
