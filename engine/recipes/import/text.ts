// Text as imported pages give it (HTML fragments, entities, runs of spaces) made plain, and plain text
// made into the HTML entries a recipe stores.
import { DomUtils, parseDocument } from "htmlparser2"

/** The text of a value that may hold tags and entities, on one line. */
export const plainText = (value: unknown): string => {
  if (typeof value === "number") return String(value)
  if (typeof value !== "string") return ""
  const text = /[<&]/.test(value) ? DomUtils.textContent(parseDocument(value)) : value
  return text.replace(/\s+/g, " ").trim()
}

/**
 * Plain text as a stored entry, which is HTML: what would read as a tag or an entity is escaped; a lone `&`
 * stays as the owner would type it in the form (the sanitiser writes it as `&amp;`).
 */
export const asEntry = (text: string): string =>
  text
    .replace(/&(?=#?\w+;)/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")

/** A value that may be one or many, as a list. */
export const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value])
