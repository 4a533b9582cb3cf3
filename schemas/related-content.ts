// What a post's or a recipe's page suggests reading next, at its end: pure rules, so every answer and
// render lists the same entries.

/** Entries suggested at the end of a page. */
const RELATED_MAX = 3

interface Dated {
  readonly createdAt: string
}

const newestFirst = (a: Dated, b: Dated) => Date.parse(b.createdAt) - Date.parse(a.createdAt)

/**
 * Other posts, those sharing the most tags with this one first (newer first among equals); then, to fill the
 * list, the newest of the same kind (journal entries beside a journal entry, posts beside a post).
 */
export const relatedPosts = <P extends Dated & { readonly _id: string; readonly tags: readonly string[]; readonly isjournal: boolean }>(
  post: P,
  posts: readonly P[],
  max = RELATED_MAX,
): P[] => {
  const others = posts.filter((p) => p._id !== post._id)
  const shared = (p: P) => p.tags.filter((t) => post.tags.includes(t)).length
  const byTags = others
    .filter((p) => shared(p) > 0)
    .sort((a, b) => shared(b) - shared(a) || newestFirst(a, b))
    .slice(0, max)
  const fill = others
    .filter((p) => p.isjournal === post.isjournal && !byTags.includes(p))
    .sort(newestFirst)
    .slice(0, max - byTags.length)
  return [...byTags, ...fill]
}

/**
 * Other recipes of the same category (compared trimmed, ignoring case), in the category's order from the one
 * after this recipe, going round to the start: each recipe of a category leads on to the next ones.
 */
export const relatedRecipes = <R extends { readonly _id: string; readonly category: string }>(
  recipe: R,
  groups: readonly { readonly category: string; readonly recipes: readonly R[] }[],
  max = RELATED_MAX,
): R[] => {
  const category = recipe.category.trim().toLowerCase()
  const group = groups.find((g) => g.category.trim().toLowerCase() === category)
  if (category === "" || !group) return []
  const at = group.recipes.findIndex((r) => r._id === recipe._id)
  const after = at < 0 ? group.recipes : [...group.recipes.slice(at + 1), ...group.recipes.slice(0, at)]
  return after.filter((r) => r._id !== recipe._id).slice(0, max)
}
