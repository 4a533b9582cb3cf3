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

/** Plain text as a stored entry: the sanitiser keeps HTML, so the text's own `<` and `&` are escaped. */
export const asEntry = (text: string): string => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")

/** A value that may be one or many, as a list. */
export const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value])
