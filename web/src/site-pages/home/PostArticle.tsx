import { Link } from "react-router-dom"

import * as Site from "#schemas/site-messages.ts"
import { useHydrated } from "#web/app/useHydrated.ts"
import { formatLongDate, isoDay } from "#web/content/format.ts"
import { postAddress } from "#web/content/postAddress.ts"
import type { Post } from "#web/content/types.ts"
import { Html } from "#web/content/ui/Html.tsx"
import { ImageStrip } from "#web/content/ui/MediaImage.tsx"
import { TagLinks } from "#web/content/ui/TagLinks.tsx"
import { VideoPlayer } from "#web/content/ui/VideoPlayer.tsx"
import { useLanguage, useMessages } from "#web/i18n/language.ts"

/**
 * One post: title, author and date, the HTML body, its images, optional video and tags. In a list the title
 * links to the post's own page; on that page (`own`) the title is the page's heading.
 */
export function PostArticle({ post, own = false }: { post: Post; own?: boolean }) {
  const headingId = `post-${post._id}`
  const Heading = own ? "h1" : "h2"
  const utc = !useHydrated()
  const m = useMessages("site", Site)
  const language = useLanguage()
  return (
    <article className="post card" aria-labelledby={headingId}>
      <header className="post__header">
        <Heading id={headingId}>{own ? post.title : <Link to={postAddress(post)}>{post.title}</Link>}</Heading>
        <p className="post__meta">
          <span>
            {m.postedBy} <span className="post__author">{post.name}</span>
          </span>
          <span aria-hidden="true">·</span>
          <time dateTime={isoDay(post.createdAt, utc)}>{formatLongDate(post.createdAt, utc, language)}</time>
          {post.isjournal && <span className="badge">{m.gardenJournal}</span>}
        </p>
      </header>
      <Html className="rich-text post__body" html={post.body} />
      <ImageStrip images={post.images} alt={post.title} />
      {post.video && <VideoPlayer url={post.video} title={post.title} />}
      <TagLinks tags={post.tags} />
    </article>
  )
}
