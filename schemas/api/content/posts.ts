// Payloads and answers of /api/posts.
import { Schema } from "effect"
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
  createdAt: Schema.optional(Schema.NullOr(Schema.String.pipe(Schema.maxLength(100)))),
})

export const Post = Schema.Struct({
  _id: Schema.String,
  title: Schema.String,
  name: Schema.String,
  body: Schema.String,
  images: Schema.Array(Schema.String),
  video: Schema.String,
  isjournal: Schema.Boolean,
  createdAt: Schema.String,
})
export type Post = typeof Post.Type
