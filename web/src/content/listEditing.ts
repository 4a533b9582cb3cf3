// Editing the ordered text lists of a recipe (ingredients, method steps, notes) and its sub-recipes.
// Every function returns a new list and leaves the given one untouched.

/** Appends trimmed text; empty or blank text is ignored (docs/product.md §5). */
export function addEntry(list: readonly string[], text: string): string[] {
  const trimmed = text.trim()
  return trimmed === "" ? [...list] : [...list, trimmed]
}

/** Replaces one entry; blank text or an index outside the list leaves the list as it was. */
/**
 * The entries of a pasted list, one per line: blank lines dropped, and the marks a list was written
 * with ("- ", "• ", "* ", "1. ", "2) ", a checkbox "[ ] ") taken off, since the page numbers and bullets them itself.
 */
export function entriesFromPaste(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/^\s*(?:[-•*▪◦‣+]\s+|\d{1,3}[.)]\s+|\[[ xX]?\]\s+)?/, "").trim())
    .filter((line) => line !== "")
}

/** Appends each of several entries (as `addEntry` does one). */
export function addEntries(list: readonly string[], texts: readonly string[]): string[] {
  return texts.reduce<string[]>((next, text) => addEntry(next, text), [...list])
}

export function updateEntry(list: readonly string[], index: number, text: string): string[] {
  const trimmed = text.trim()
  if (trimmed === "" || index < 0 || index >= list.length) return [...list]
  return list.map((entry, i) => (i === index ? trimmed : entry))
}

export function removeEntry<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index)
}

/** Moves an entry one place up (-1) or down (+1); at either end nothing moves. */
export function moveEntry<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list]
  const next = [...list]
  const [moved] = next.splice(index, 1)
  next.splice(target, 0, moved as T)
  return next
}

export interface SubRecipeDraft {
  readonly name: string
  readonly ingredients: readonly string[]
  readonly method: readonly string[]
}

/** Appends an empty sub-recipe with the trimmed name; a blank name is ignored. */
export function addSubRecipe<S extends SubRecipeDraft>(list: readonly S[], name: string): Array<S | SubRecipeDraft> {
  const trimmed = name.trim()
  return trimmed === "" ? [...list] : [...list, { name: trimmed, ingredients: [], method: [] }]
}

/** Replaces one sub-recipe's ingredients or method. */
export function setSubRecipeList<S extends SubRecipeDraft>(list: readonly S[], index: number, key: "ingredients" | "method", items: readonly string[]): S[] {
  return list.map((sub, i) => (i === index ? { ...sub, [key]: items } : sub))
}
