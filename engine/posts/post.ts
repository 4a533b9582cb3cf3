// The post aggregate (stream `post-<id>`): journal entries and posts, body sanitised on write.
import type { Decider } from "#engine/decider.ts"
import { Invalid } from "#engine/domain-errors.ts"
import type { NewPost } from "#schemas/api/content/posts.ts"
import { type PostData, PostEvent } from "#schemas/events/post.ts"
import * as Messages from "#schemas/messages.ts"
import { normaliseTags, slugOfTitle, TAGS_MAX } from "#schemas/post-address.ts"

import { type EntityStatus, requireLive } from "../content/entity.ts"
import { checkImages, parseDate, refuseImagesFromElsewhere, requireText } from "../content/fields.ts"
import { renderMarkdown } from "../content/markdown.ts"
import { sanitizeContentHtml } from "../content/sanitize.ts"
import { optionalVideoLink } from "../content/video-link.ts"

export interface PostState {
  readonly status: EntityStatus
  readonly createdAt: string
  /** The post as its last event left it (a scheduled draft is published from it). */
  readonly post: PostData | null
}

export const postStream = (postId: string): string => `post-${postId}`

/** A post as the owner's form sends it, once the payload schema has read it. */
export type PostInput = typeof NewPost.Type

const checkTags = (tags: readonly string[]): string[] => {
  const kept = normaliseTags(tags)
  if (kept.length > TAGS_MAX) throw new Invalid(Messages.tooMany("Tags", TAGS_MAX))
  return kept
}

/** The body's HTML as written, before the sanitiser: rendered from the Markdown when there is some. */
const writtenHtml = (input: { readonly body: string; readonly markdown: string }): string =>
  input.markdown.trim() === "" ? input.body : renderMarkdown(input.markdown)

/** The stored body (what the editor's preview shows): the written HTML sanitised, and the Markdown it came from. */
export const postBody = (input: { readonly body: string; readonly markdown: string }): { body: string; markdown: string } => ({
  body: sanitizeContentHtml(writtenHtml(input)),
  markdown: input.markdown.trim() === "" ? "" : input.markdown,
})

/** 400 for images from elsewhere, looked for in the rendered HTML so that reference-style Markdown images count. */
const checkBody = (input: PostInput): { body: string; markdown: string } => {
  refuseImagesFromElsewhere(writtenHtml(input))
  return postBody(input)
}

/** A draft's moment to publish itself: "" for none; otherwise a time still to come, and for a draft only. */
const checkPublishAt = (input: PostInput, now: Date): string => {
  if (input.publishAt.trim() === "") return ""
  if (!input.draft) throw new Invalid(Messages.publishAtNeedsDraft)
  const at = parseDate(input.publishAt, "Publish at")
  if (Date.parse(at) <= now.getTime()) throw new Invalid(Messages.publishAtPast)
  return at
}

const preparePost = (input: PostInput, now: Date): Omit<PostData, "createdAt"> => ({
  title: requireText(input.title, "Title"),
  name: requireText(input.name, "Author name"),
  ...checkBody(input),
  images: checkImages(input.images),
  video: optionalVideoLink(input.video),
  isjournal: input.isjournal,
  tags: checkTags(input.tags),
  draft: input.draft,
  publishAt: checkPublishAt(input, now),
})

export interface DeletePost {
  readonly postId: string
  readonly now: Date
}

export interface CreatePost {
  readonly postId: string
  readonly input: PostInput
  readonly now: Date
}

const create = (command: CreatePost, state: PostState): PostEvent[] => {
  if (state.status !== "none") return []
  const at = command.now.toISOString()
  const post = preparePost(command.input, command.now)
  // The slug is decided here and kept in the event, so a later change of the rule moves no address; the read
  // model makes it unique among the live posts.
  return [{ type: "PostCreated", postId: command.postId, ...post, slug: slugOfTitle(post.title), createdAt: at, at }]
}

export interface UpdatePost {
  readonly postId: string
  readonly input: PostInput
  /** The edit form's created-at text; absent or blank keeps the original. */
  readonly createdAt: string | null
  readonly now: Date
}

const update = (command: UpdatePost, state: PostState): PostEvent[] => {
  requireLive(state.status, Messages.postNotFound)
  const createdAt = command.createdAt === null || command.createdAt.trim() === "" ? state.createdAt : parseDate(command.createdAt, "Created at")
  return [{ type: "PostUpdated", postId: command.postId, ...preparePost(command.input, command.now), createdAt, at: command.now.toISOString() }]
}

export interface PublishDuePost {
  readonly postId: string
  readonly now: Date
}

/**
 * A scheduled draft whose time has come is published as it stands, dated at the time it was set for (however
 * late the server gets to it). Anything else (not due yet, published, edited back to a plain draft, deleted)
 * publishes nothing, so every node may ask and a repeated ask does nothing.
 */
const publishDue = (command: PublishDuePost, state: PostState): PostEvent[] => {
  const post = state.post
  if (state.status !== "live" || !post?.draft || post.publishAt === "" || Date.parse(post.publishAt) > command.now.getTime()) return []
  return [{ type: "PostUpdated", postId: command.postId, ...post, draft: false, publishAt: "", createdAt: post.publishAt, at: command.now.toISOString() }]
}

/** The content fields of a post event (without its type, id, slug or time). */
const contentOf = (event: PostData): PostData => ({
  title: event.title,
  name: event.name,
  body: event.body,
  images: event.images,
  video: event.video,
  isjournal: event.isjournal,
  createdAt: event.createdAt,
  tags: event.tags,
  draft: event.draft,
  markdown: event.markdown,
  publishAt: event.publishAt,
})

const remove = (command: DeletePost, state: PostState): PostEvent[] => {
  requireLive(state.status, Messages.postNotFound)
  return [{ type: "PostDeleted", postId: command.postId, at: command.now.toISOString() }]
}

export type PostCommand =
  | ({ readonly type: "CreatePost" } & CreatePost)
  | ({ readonly type: "UpdatePost" } & UpdatePost)
  | ({ readonly type: "DeletePost" } & DeletePost)
  | ({ readonly type: "PublishDuePost" } & PublishDuePost)

export const postDecider: Decider<PostCommand, PostState, PostEvent> = {
  decide: (command, state) => {
    switch (command.type) {
      case "CreatePost":
        return create(command, state)
      case "UpdatePost":
        return update(command, state)
      case "DeletePost":
        return remove(command, state)
      case "PublishDuePost":
        return publishDue(command, state)
    }
  },
  evolve: (state, event) =>
    event.type === "PostDeleted" ? { ...state, status: "deleted" } : { status: "live", createdAt: event.createdAt, post: contentOf(event) },
  initialState: { status: "none", createdAt: "", post: null },
  events: PostEvent,
}
