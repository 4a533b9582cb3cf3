import { Link } from "react-router-dom"

import { tagPath } from "#schemas/post-address.ts"

/** A post's tags, each linking to the list of the posts that carry it. */
export function TagLinks({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null
  return (
    <ul className="tag-links" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag}>
          <Link className="tag-link" to={tagPath(tag)}>
            #{tag}
          </Link>
        </li>
      ))}
    </ul>
  )
}
