// The post aggregate, given/when/then: given the post's stored events, when a create, edit or
// delete comes, then these events (or this refusal).
import { describe, expect, it } from "vitest"

import { Missing } from "#engine/domain-errors.ts"
import type { PostEvent } from "#schemas/events/post.ts"
import * as Messages from "#schemas/messages.ts"
import { given } from "#test/support/decider.ts"

import { type PostCommand, postDecider, type PostInput } from "./post.ts"

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
  publishAt: "",
}
const create = (input: PostInput = INPUT, postId = "p1"): PostCommand => ({ type: "CreatePost", postId, input, now: NOW })
const update = (createdAt: string | null, now: Date): PostCommand => ({ type: "UpdatePost", postId: "p1", input: INPUT, createdAt, now })
const remove: PostCommand = { type: "DeletePost", postId: "p1", now: NOW }

const created = {
  type: "PostCreated",
  postId: "p1",
  title: "Frost",
  slug: "frost",
  name: "Keeper",
  body: "<p>Cold</p>",
  markdown: "",
  images: ["/media/a/thumb.webp"],
  video: "",
  isjournal: true,
  tags: ["raised-beds", "frost"],
  draft: false,
  publishAt: "",
  createdAt: NOW.toISOString(),
  at: NOW.toISOString(),
} satisfies PostEvent
const { slug: _slug, ...content } = created
const deleted: PostEvent = { type: "PostDeleted", postId: "p1", at: NOW.toISOString() }

describe("post aggregate", () => {
  it("creates a post with a sanitised body, trimmed fields and its creation time", () => {
    given(postDecider).when(create()).then([created])
    // a retried create of the same id writes nothing more
    given(postDecider, [created]).when(create()).then([])
  })

  it("keeps the created-at unless the edit gives one", () => {
    const later = new Date("2026-04-01T00:00:00.000Z")
    given(postDecider, [created])
      .when(update(null, later))
      .then([{ ...content, type: "PostUpdated", createdAt: NOW.toISOString(), at: later.toISOString() }])
    given(postDecider, [created])
      .when(update("2025-12-24", later))
      .then([{ ...content, type: "PostUpdated", createdAt: "2025-12-24T00:00:00.000Z", at: later.toISOString() }])
    given(postDecider, [created]).when(update("soon", later)).then(Messages.dateInvalid("Created at"))
  })

  it("decides the slug when the post is written, apostrophes joining their word, and keeps it through edits", () => {
    const [written] = given(postDecider)
      .when(create({ ...INPUT, title: "Rosa’s beds: it's May" }))
      .events()
    expect(written).toMatchObject({ type: "PostCreated", slug: "rosas-beds-its-may" })
    const [edited] = given(postDecider, [created]).when(update(null, NOW)).events()
    expect(edited).not.toHaveProperty("slug")
  })

  it("refuses to change or delete a post that does not exist or was deleted", () => {
    given(postDecider).when(update(null, NOW)).then(new Missing(Messages.postNotFound))
    const state = given(postDecider, [created]).when(remove).then([deleted])
    expect(state.status).toBe("deleted")
    given(postDecider, [created, deleted]).when(remove).then(Messages.postNotFound)
  })

  it("schedules a draft for a time still to come, and publishes it then, dated then, once", () => {
    const at = "2026-03-06T07:30:00.000Z"
    const scheduledInput = { ...INPUT, draft: true, publishAt: "2026-03-06T08:30:00+01:00" }
    const [scheduled] = given(postDecider).when(create(scheduledInput)).events()
    expect(scheduled).toMatchObject({ type: "PostCreated", draft: true, publishAt: at })
    const publish = (now: string): PostCommand => ({ type: "PublishDuePost", postId: "p1", now: new Date(now) })
    // Not before its time; at it (or however late), published as it stands and dated at its time.
    given(postDecider, [scheduled!]).when(publish("2026-03-06T07:29:59.000Z")).then([])
    const later = "2026-03-06T09:00:00.000Z"
    const [published] = given(postDecider, [scheduled!]).when(publish(later)).events()
    const { slug: _s, type: _t, ...asWritten } = scheduled as Extract<PostEvent, { type: "PostCreated" }>
    expect(published).toEqual({ ...asWritten, type: "PostUpdated", draft: false, publishAt: "", createdAt: at, at: later })
    // Asked again (another node, a second look): nothing more.
    given(postDecider, [scheduled!, published!]).when(publish(later)).then([])
    // Edited back into a plain draft, or deleted: it waits for the owner.
    const [unscheduled] = given(postDecider, [scheduled!]).when(update(null, NOW)).events()
    given(postDecider, [scheduled!, { ...unscheduled!, draft: true } as PostEvent])
      .when(publish(later))
      .then([])
    given(postDecider, [scheduled!, deleted]).when(publish(later)).then([])
  })

  it("refuses a time to publish that has passed, or on a post that is not a draft", () => {
    given(postDecider)
      .when(create({ ...INPUT, draft: true, publishAt: "2026-03-05T09:59:00.000Z" }))
      .then(Messages.publishAtPast)
    given(postDecider)
      .when(create({ ...INPUT, draft: false, publishAt: "2026-04-01T09:00:00.000Z" }))
      .then(Messages.publishAtNeedsDraft)
    given(postDecider)
      .when(create({ ...INPUT, draft: true, publishAt: "tomorrow" }))
      .then(Messages.dateInvalid("Publish at"))
  })

  it("refuses missing text and foreign video links", () => {
    given(postDecider)
      .when(create({ ...INPUT, title: "  " }, "p"))
      .then(Messages.fieldRequired("Title"))
    given(postDecider)
      .when(create({ ...INPUT, video: "https://tiktok.com/x" }, "p"))
      .then(Messages.videoLinkInvalid)
  })

  it("refuses images from elsewhere, in Markdown (inline or by reference) and in HTML, instead of dropping them", () => {
    const hens = "https://example.org/hens.png"
    for (const text of [`![hens](${hens})`, `![hens][h]\n\n[h]: ${hens}`, `Look: <img src="${hens}">`])
      given(postDecider)
        .when(create({ ...INPUT, markdown: text }, "p"))
        .then(Messages.imagesFromElsewhere([hens]))
    given(postDecider)
      .when(create({ ...INPUT, body: `<p><img src="${hens}"></p>` }, "p"))
      .then(Messages.imagesFromElsewhere([hens]))
    // Our own uploads are kept.
    const own = given(postDecider)
      .when(create({ ...INPUT, markdown: "![beds](/media/a/public.webp)" }, "p"))
      .events()
    expect(own[0]).toMatchObject({ body: '<p><img src="/media/a/public.webp" alt="beds" /></p>' })
  })
})
