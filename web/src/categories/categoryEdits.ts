import { findListedCategory } from "#web/content/categories.ts"

/**
 * The list after renaming `from` to `to` (trimmed), in place; or why not: an empty name, or one another category
 * of the list already has (ignoring case). Renaming to a different casing of itself is allowed.
 */
export function renamedList(
  list: readonly string[],
  from: string,
  to: string,
): { ok: true; list: string[]; name: string } | { ok: false; reason: "empty" | "exists" } {
  const name = to.trim()
  if (name === "") return { ok: false, reason: "empty" }
  const listed = findListedCategory(
    list.filter((c) => c !== from),
    name,
  )
  if (listed !== undefined) return { ok: false, reason: "exists" }
  return { ok: true, name, list: list.map((c) => (c === from ? name : c)) }
}
