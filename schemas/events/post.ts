// Posts and journal entries, stream `post-<id>`. Every event carries the whole post as
// it now is (body already sanitised), so a projection never has to merge. `tags`, `draft`
// and `markdown` came with version 2; older events are given none, published and an HTML
// body on read (schemas/events/upcast.ts). PostCreated's `slug` came with version 3; older
// ones are given the slug the rule of their day made. `publishAt` came next (PostCreated 4,
// PostUpdated 3); older events schedule nothing.
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
  /** Normalised tags (schemas/post-address.ts). */
  tags: Schema.Array(Schema.String),
  /** A draft is seen by the owner only: no public read, feed, sitemap or page shows it. */
  draft: Schema.Boolean,
  /** The Markdown the owner wrote (the body is its rendering); "" for a body written as HTML. */
  markdown: Schema.String,
  /**
   * When a draft publishes itself (ISO 8601, UTC); "" for none. The server publishes it then with
   * a PostUpdated that clears the draft and dates the post at that moment (api/features/posts/schedule.ts).
   */
  publishAt: Schema.String,
})
export type PostData = typeof PostContent.Type

const PostFields = { postId: Schema.String, ...PostContent.fields, at: Schema.String }

export const PostCreated = Schema.Struct({
  type: Schema.Literal("PostCreated"),
  ...PostFields,
  /**
   * The slug the title asked for when the post was written (version 3); the read model adds `-2`, `-3`… when a
   * live post has it. Kept in the event so a change of the rule moves no address.
   */
  slug: Schema.String,
})
export const PostUpdated = Schema.Struct({ type: Schema.Literal("PostUpdated"), ...PostFields })
export const PostDeleted = Schema.Struct({ type: Schema.Literal("PostDeleted"), postId: Schema.String, at: Schema.String })

export const PostEvent = Schema.Union(PostCreated, PostUpdated, PostDeleted)
export type PostEvent = typeof PostEvent.Type
export const POST_EVENT_TYPES = ["PostCreated", "PostUpdated", "PostDeleted"] as const
