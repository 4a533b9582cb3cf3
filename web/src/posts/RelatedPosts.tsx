import { Link } from "react-router-dom"

import * as Pages from "#schemas/page-messages.ts"
import { relatedPosts } from "#schemas/related-content.ts"
import { useHydrated } from "#web/app/useHydrated.ts"
import { formatLongDate, isoDay } from "#web/content/format.ts"
import { postAddress } from "#web/content/postAddress.ts"
import type { Post } from "#web/content/types.ts"
import { useLanguage, useMessages } from "#web/i18n/language.ts"

/** At the end of a post: the posts that share its tags, else the newest of its kind (schemas/related-content.ts). */
export function RelatedPosts({ post, posts }: { post: Post; posts: readonly Post[] }) {
  const utc = !useHydrated()
  const m = useMessages("pages", Pages)
  const language = useLanguage()
  const related = relatedPosts(post, posts)
  if (related.length === 0) return null
  return (
    <aside className="related no-print" aria-labelledby="related-heading">
      <h2 id="related-heading">{m.readNext}</h2>
      <ul className="related__list">
        {related.map((p) => (
          <li key={p._id} className="related__item card">
            <Link to={postAddress(p)}>{p.title}</Link>
            <time dateTime={isoDay(p.createdAt, utc)}>{formatLongDate(p.createdAt, utc, language)}</time>
          </li>
        ))}
      </ul>
    </aside>
  )
}
