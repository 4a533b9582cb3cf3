// Escaping for what the server writes into HTML and XML, and text cut to a length.
// (Plain text out of stored HTML is engine/content/plain-text.ts.)

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

/** At most `max` characters, cut at a word boundary with an ellipsis. */
export const truncate = (text: string, max: number): string => {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(" ")
  return `${(space >= max * 0.5 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, "")}…`
}
