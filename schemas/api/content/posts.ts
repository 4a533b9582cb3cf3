// Payloads and answers of /api/posts.
import { Schema } from "effect"

import { PostContent } from "#schemas/events/post.ts"
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
}

export const NewPost = Schema.Struct(PostFields)

export const PostUpdate = Schema.Struct({
  ...PostFields,
  _id: BodyId,
  createdAt: Schema.optional(Schema.NullOr(CleanText.pipe(Schema.maxLength(100)))),
})

/** A stored post: its content as the events carry it, and its id. */
export const Post = Schema.Struct({ _id: CleanText, ...PostContent.fields })
export type Post = typeof Post.Type
