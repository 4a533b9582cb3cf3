// What a post's page suggests reading next, at its end: pure rules shared by the server's
// render and the browser, so both list the same entries.

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
