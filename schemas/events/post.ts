// Posts and journal entries, stream `post-<id>`. Every event carries the whole post as
// it now is (body already sanitised), so a projection never has to merge.
import { Schema } from "effect"

/** A post's content, as every event carries it and the API answers it (with its `_id`). */
export const PostContent = Schema.Struct({
  title: Schema.String,
  name: Schema.String,
  body: Schema.String,
  images: Schema.Array(Schema.String),
  video: Schema.String,
  isjournal: Schema.Boolean,
  createdAt: Schema.String,
})
export type PostData = typeof PostContent.Type

const PostFields = { postId: Schema.String, ...PostContent.fields, at: Schema.String }

export const PostCreated = Schema.Struct({ type: Schema.Literal("PostCreated"), ...PostFields })
export const PostUpdated = Schema.Struct({ type: Schema.Literal("PostUpdated"), ...PostFields })
export const PostDeleted = Schema.Struct({ type: Schema.Literal("PostDeleted"), postId: Schema.String, at: Schema.String })

export const PostEvent = Schema.Union(PostCreated, PostUpdated, PostDeleted)
export type PostEvent = typeof PostEvent.Type
export const POST_EVENT_TYPES = ["PostCreated", "PostUpdated", "PostDeleted"] as const
