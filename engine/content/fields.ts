// Rules shared by every content entity: required text, the category a form may send,
// image references and dates. Pure; a broken rule is a 400 naming the field.
import { imagesFromElsewhere, OWN_IMAGE_SRC } from "#schemas/media-limits.ts"
import * as Messages from "#schemas/messages.ts"

import { Invalid } from "../domain-errors.ts"

/** Trimmed text that must not be empty. */
export const requireText = (value: string, field: string): string => {
  const text = value.trim()
  if (text === "") throw new Invalid(Messages.fieldRequired(field))
  return text
}

/** "new" is what the forms send for a category that has not been saved yet. */
export const NEW_CATEGORY_PLACEHOLDER = "new"

export const requireCategory = (value: string): string => {
  const category = value.trim().replace(/\s+/g, " ")
  if (category === "") throw new Invalid(Messages.categoryRequired)
  if (category.toLowerCase() === NEW_CATEGORY_PLACEHOLDER) throw new Invalid(Messages.saveNewCategoryFirst)
  return category
}

// An image is one of our uploads (/media/…) or an absolute http(s) URL without characters
// that could break out of an attribute.
const HTTP_IMAGE = /^https?:\/\/[^\s"'<>`\\]+$/i

export const isImageReference = (value: string): boolean => {
  if (OWN_IMAGE_SRC.test(value)) return true
  if (!HTTP_IMAGE.test(value)) return false
  try {
    const url = new URL(value)
    return url.protocol === "https:" || url.protocol === "http:"
  } catch {
    return false
  }
}

/** Trimmed image references, blanks dropped; 400 for anything else. */
export const checkImages = (images: readonly string[]): string[] => {
  const kept = images.map((i) => i.trim()).filter((i) => i !== "")
  if (kept.some((i) => !isImageReference(i))) throw new Invalid(Messages.imageUrlInvalid)
  return kept
}

/**
 * 400 naming the images from elsewhere in the HTML (or Markdown) texts: the sanitiser keeps only our uploads,
 * so saved they would vanish without a word to the writer.
 */
export const refuseImagesFromElsewhere = (...texts: readonly string[]): void => {
  const found = [...new Set(texts.flatMap(imagesFromElsewhere))]
  if (found.length > 0) throw new Invalid(Messages.imagesFromElsewhere(found))
}

/** An ISO timestamp from a date the owner typed (e.g. "2026-03-05" or a full ISO time). */
export const parseDate = (text: string, field: string): string => {
  const time = Date.parse(text.trim())
  if (text.trim() === "" || Number.isNaN(time)) throw new Invalid(Messages.dateInvalid(field))
  return new Date(time).toISOString()
}

/** Case-insensitive match of a category in a list (categories are compared trimmed, ignoring case). */
export const sameCategory = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase()
