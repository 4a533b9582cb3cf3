import { formatLongDate, isoDay } from "#web/content/format.ts"
import type { Post } from "#web/content/types.ts"
import { Html } from "#web/content/ui/Html.tsx"
import { ImageStrip } from "#web/content/ui/MediaImage.tsx"
import { VideoPlayer } from "#web/content/ui/VideoPlayer.tsx"

/** One post on the home page: title, author and date, the HTML body, its images and optional video. */
export function PostArticle({ post }: { post: Post }) {
  const headingId = `post-${post._id}`
  return (
    <article className="post card" aria-labelledby={headingId}>
      <header className="post__header">
        <h2 id={headingId}>{post.title}</h2>
        <p className="post__meta">
          <span>
            Posted by <span className="post__author">{post.name}</span>
          </span>
          <span aria-hidden="true">·</span>
          <time dateTime={isoDay(post.createdAt)}>{formatLongDate(post.createdAt)}</time>
          {post.isjournal && <span className="badge">Garden journal</span>}
        </p>
      </header>
      <Html className="rich-text post__body" html={post.body} />
      <ImageStrip images={post.images} alt={post.title} />
      {post.video && <VideoPlayer url={post.video} title={post.title} />}
    </article>
  )
}
