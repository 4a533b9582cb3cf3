import { Link } from "react-router-dom"

import { tagPath } from "#schemas/post-address.ts"
import * as Site from "#schemas/site-messages.ts"
import { useMessages } from "#web/i18n/language.ts"

/** A post's tags, each linking to the list of the posts that carry it. */
export function TagLinks({ tags }: { tags: readonly string[] }) {
  const m = useMessages("site", Site)
  if (tags.length === 0) return null
  return (
    <ul className="tag-links" aria-label={m.tagsLabel}>
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
