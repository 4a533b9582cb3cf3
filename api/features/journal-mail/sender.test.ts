// The sender against the read models as they really move: each projection commits on its own, so
// the journal-mail outbox can hold a new post's mails (and wake the sender) while the posts read
// model has not yet applied the post. The mail must wait for it, not be dropped as "no such post".
import { Schema } from "effect"
import { afterEach, beforeEach, describe, expect, it } from "vitest"

import type { Mail } from "#api/platform/mail/mailer.ts"
import type { CommandDeps } from "#engine/command.ts"
import { memoryEventStore } from "#engine/eventstore/memory.ts"
import type { EventStore } from "#engine/eventstore/port.ts"
import { confirmSubscription, requestSubscription } from "#engine/journal-mail/commands.ts"
import { createPost } from "#engine/posts/commands.ts"
import { OUTBOX_TABLE } from "#projections/journal-mail/subscribers.tables.ts"
import { journalMailProjection } from "#projections/journal-mail/subscribers.ts"
import { postsProjection } from "#projections/posts/posts.ts"
import type { Projection } from "#projections/projection.ts"
import { Projector } from "#projections/projector.ts"
import { NewPost } from "#schemas/api/content/posts.ts"
import { testDatabases } from "#test/support/databases.ts"
import { quietLog } from "#test/support/quiet-log.ts"

import { subscriberLinks } from "./mails.ts"
import { sendToSubscribers } from "./sender.ts"

/** The posts read model, holding each batch until `release` (a busy database, a slow node). */
const heldPosts = () => {
  let release = () => {}
  let held: Promise<void> | undefined
  const projection: Projection = {
    ...postsProjection,
    async apply(trx, event) {
      if (held) await held
      return postsProjection.apply(trx, event)
    },
  }
  return {
    projection,
    hold: () => {
      held = new Promise<void>((resolve) => (release = resolve))
    },
    release: () => {
      held = undefined
      release()
    },
  }
}

// On PostgreSQL each read model commits on a connection of its own; the embedded database runs one
// transaction at a time, so a held posts model would hold the journal-mail model too.
describe.each(testDatabases.filter((d) => d.name === "postgres"))("the journal's sender on $name", (database) => {
  let app: Awaited<ReturnType<typeof database.open>>
  let store: EventStore
  let projector: Projector
  let stopSending: (() => Promise<void>) | undefined
  const posts = heldPosts()

  beforeEach(async () => {
    app = await database.open()
    store = memoryEventStore()
    projector = new Projector(store, app.db, [journalMailProjection, posts.projection], { logger: quietLog })
    await projector.start()
  })
  afterEach(async () => {
    posts.release()
    await stopSending?.()
    await projector?.stop()
    await app?.dispose()
  })

  it("mails a post whose mails reach the outbox before the post reaches the posts read model", async () => {
    const commands: CommandDeps = { store, projections: projector }
    const sent: Mail[] = []
    stopSending = sendToSubscribers({
      db: app.db,
      commands,
      mailer: { send: async (mail) => void sent.push(mail), close: () => {} },
      site: { name: "Maple Lane", origin: "https://maple-lane.example" },
      perMinute: 100_000,
      retrySeconds: 1,
      links: async () => subscriberLinks("https://maple-lane.example", "token"),
      projector,
      log: quietLog,
    })
    const now = new Date()
    await requestSubscription(commands, { subscriberId: "s1", email: "reader@example.org", tokenHash: "h", language: "en", now })
    await confirmSubscription(commands, { subscriberId: "s1", tokenHash: "h", now })

    posts.hold()
    const queued = new Promise<void>((resolve) => {
      const stop = projector.onCommit((name, events) => {
        if (name !== journalMailProjection.name || !events.some((e) => e.type === "PostCreated")) return
        stop()
        resolve()
      })
    })
    const input = Schema.decodeUnknownSync(NewPost)({
      name: "Keeper",
      title: "First frost",
      body: "<p>Frost tonight.</p>",
      video: "",
      images: [],
      isjournal: true,
    })
    const published = createPost(commands, { postId: "p1", input, now })
    await queued
    // The sender, woken by that commit, has taken the mail in hand (or, wrongly, thrown it away).
    const outbox = () => app.db.selectFrom(OUTBOX_TABLE).select(["attempts", "claimed_until"]).execute()
    await expect.poll(async () => (await outbox()).every((row) => row.claimed_until !== null)).toBe(true)
    posts.release()
    await published

    await expect.poll(() => sent.map((mail) => [mail.to, mail.subject])).toEqual([["reader@example.org", "First frost"]])
    await expect.poll(outbox).toEqual([])
  })
})
