// Payloads and answers of /api/posts.
import { Schema } from "effect"

import { PostContent } from "#schemas/events/post.ts"
import { TAGS_MAX } from "#schemas/post-address.ts"
import { CleanText } from "#schemas/text.ts"

import { BodyId, Flag, IMAGE_LIST_MAX, IMAGE_URL_MAX, Text, TextList, TITLE_MAX, VIDEO_URL_MAX } from "./fields.ts"

export const POST_BODY_MAX = 100_000

const PostFields = {
  name: Text("Author name", 200),
  title: Text("Title", TITLE_MAX),
  body: Text("Body", POST_BODY_MAX),
  video: Text("Video", VIDEO_URL_MAX),
  images: TextList("Images", IMAGE_LIST_MAX, IMAGE_URL_MAX),
  isjournal: Flag,
  tags: TextList("Tags", TAGS_MAX, 100),
  /** Absent or false publishes the post. */
  draft: Flag,
  /** Markdown source: when not blank, the body is made from it (and `body` is not read). */
  markdown: Text("Body", POST_BODY_MAX),
  /** A draft's moment to publish itself (a date and time with its zone, as ISO 8601 gives it); blank for none. */
  publishAt: Text("Publish at", 100),
}

export const NewPost = Schema.Struct(PostFields)

export const PostUpdate = Schema.Struct({
  ...PostFields,
  _id: BodyId,
  createdAt: Schema.optional(Schema.NullOr(CleanText.pipe(Schema.maxLength(100)))),
})

/** A stored post: its content as the events carry it, its id and its page's slug (`/journal/<slug>`). */
export const Post = Schema.Struct({
  _id: CleanText,
  ...PostContent.fields,
  slug: Schema.String,
})

/** POST /api/posts/preview: the body as it would be stored, from Markdown or HTML. */
export const PostPreviewRequest = Schema.Struct({ body: Text("Body", POST_BODY_MAX), markdown: Text("Body", POST_BODY_MAX) })
export const PostPreview = Schema.Struct({ html: Schema.String })
export type Post = typeof Post.Type
