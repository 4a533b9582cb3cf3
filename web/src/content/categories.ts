import type { CategoryGroup } from "./types.ts"

/** The category picker's value while "New category" is chosen (docs/product.md §2 dashboard forms). */
export const NEW_CATEGORY = "new"

/** The list's own spelling of a typed category (trimmed, ignoring case), if the list has it. */
export function findListedCategory(categories: readonly string[], name: string): string | undefined {
  const wanted = name.trim().toLocaleLowerCase()
  return categories.find((c) => c.trim().toLocaleLowerCase() === wanted)
}

/** Whether a typed category is already in the list: trimmed, ignoring case (docs/product.md §5). */
export function categoryExists(categories: readonly string[], name: string): boolean {
  return findListedCategory(categories, name) !== undefined
}

export type CategoryCheck = { ok: true; category: string } | { ok: false; reason: "empty" | "new" }

/** A form may be submitted only with a real category: not empty and not the unsaved "new" (docs/product.md §4-5). */
export function checkSubmittedCategory(category: string): CategoryCheck {
  const trimmed = category.trim()
  if (category === NEW_CATEGORY) return { ok: false, reason: "new" }
  if (trimmed === "") return { ok: false, reason: "empty" }
  return { ok: true, category: trimmed }
}

/** Every entry of grouped lists, in group order. */
export function flattenGroups<T>(groups: readonly CategoryGroup<T>[]): T[] {
  return groups.flatMap((g) => g.items)
}

/** Groups entries by category, categories A-Z (case-insensitive) and entries in their given order. */
export function groupByCategory<T extends { category: string }>(items: readonly T[]): CategoryGroup<T>[] {
  const byCategory = new Map<string, T[]>()
  for (const item of items) {
    const list = byCategory.get(item.category)
    if (list) list.push(item)
    else byCategory.set(item.category, [item])
  }
  return [...byCategory.entries()]
    .sort(([a], [b]) => a.localeCompare(b, undefined, { sensitivity: "base" }))
    .map(([category, list]) => ({ category, items: list }))
}

/** An element id for a category heading, so a category can be linked to with a hash. */
export function categoryAnchor(prefix: string, category: string): string {
  const slug = category
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
  return `${prefix}-${slug || "uncategorised"}`
}
