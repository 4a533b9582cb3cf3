import { describe, expect, it } from "vitest"

import { Missing } from "#engine/domain-errors.ts"
import type { PostEvent } from "#schemas/events/post.ts"
import * as Messages from "#schemas/messages.ts"

import { type CreatePost, type DeletePost, postDecider, type PostInput, type PostState, type UpdatePost } from "./post.ts"

const NOW = new Date("2026-03-05T10:00:00.000Z")
const INPUT: PostInput = {
  title: " Frost ",
  name: "Keeper",
  body: "<p onclick=x>Cold</p>",
  images: [" /media/a/thumb.webp ", ""],
  video: "",
  isjournal: true,
  tags: [" Raised Beds ", "#raised-beds", "Frost"],
  draft: false,
  markdown: "",
}
const fold = (events: readonly PostEvent[]) => events.reduce(postDecider.evolve, postDecider.initialState)
const decideCreatePost = (command: CreatePost, state: PostState) => postDecider.decide({ type: "CreatePost", ...command }, state)
const decideUpdatePost = (command: UpdatePost, state: PostState) => postDecider.decide({ type: "UpdatePost", ...command }, state)
const decideDeletePost = (command: DeletePost, state: PostState) => postDecider.decide({ type: "DeletePost", ...command }, state)

describe("post aggregate", () => {
  it("creates a post with a sanitised body, trimmed fields and its creation time", () => {
    const events = decideCreatePost({ postId: "p1", input: INPUT, now: NOW }, postDecider.initialState)
    expect(events).toEqual([
      {
        type: "PostCreated",
        postId: "p1",
        title: "Frost",
        name: "Keeper",
        body: "<p>Cold</p>",
        markdown: "",
        images: ["/media/a/thumb.webp"],
        video: "",
        isjournal: true,
        tags: ["raised-beds", "frost"],
        draft: false,
        createdAt: NOW.toISOString(),
        at: NOW.toISOString(),
      },
    ])
    // a retried create of the same id writes nothing more
    expect(decideCreatePost({ postId: "p1", input: INPUT, now: NOW }, fold(events))).toEqual([])
  })

  it("keeps the created-at unless the edit gives one", () => {
    const state = fold(decideCreatePost({ postId: "p1", input: INPUT, now: NOW }, postDecider.initialState))
    const later = new Date("2026-04-01T00:00:00.000Z")
    const [kept] = decideUpdatePost({ postId: "p1", input: INPUT, createdAt: null, now: later }, state)
    expect(kept).toMatchObject({ type: "PostUpdated", createdAt: NOW.toISOString(), at: later.toISOString() })
    const [moved] = decideUpdatePost({ postId: "p1", input: INPUT, createdAt: "2025-12-24", now: later }, state)
    expect(moved).toMatchObject({ createdAt: "2025-12-24T00:00:00.000Z" })
    expect(() => decideUpdatePost({ postId: "p1", input: INPUT, createdAt: "soon", now: later }, state)).toThrow(Messages.dateInvalid("Created at"))
  })

  it("refuses to change or delete a post that does not exist or was deleted", () => {
    expect(() => decideUpdatePost({ postId: "p1", input: INPUT, createdAt: null, now: NOW }, postDecider.initialState)).toThrow(
      new Missing(Messages.postNotFound),
    )
    const created = decideCreatePost({ postId: "p1", input: INPUT, now: NOW }, postDecider.initialState)
    const deleted = fold([...created, ...decideDeletePost({ postId: "p1", now: NOW }, fold(created))])
    expect(deleted.status).toBe("deleted")
    expect(() => decideDeletePost({ postId: "p1", now: NOW }, deleted)).toThrow(Messages.postNotFound)
  })

  it("refuses missing text and foreign video links", () => {
    expect(() => decideCreatePost({ postId: "p", input: { ...INPUT, title: "  " }, now: NOW }, postDecider.initialState)).toThrow(
      Messages.fieldRequired("Title"),
    )
    expect(() => decideCreatePost({ postId: "p", input: { ...INPUT, video: "https://tiktok.com/x" }, now: NOW }, postDecider.initialState)).toThrow(
      Messages.videoLinkInvalid,
    )
  })
})
