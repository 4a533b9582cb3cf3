// Read model of mail to the journal's subscribers: who is subscribed (the address only while
// they are: it is blanked when they leave), which posts were ever published, and the outbox.
// A post's first publication (created published, or a draft published by hand or on schedule)
// queues it for every subscriber confirmed by then; a later edit or a second publication queues
// nothing. A JournalPostMailed takes its row out of the outbox; a JournalPostUndelivered (given up after
// its last try) moves it to the undelivered mails the owner is shown. Events apply in one order, so a
// rebuild queues the same rows and takes out the same ones: nothing already mailed is queued again.
import type { Kysely, Transaction } from "kysely"

import { JOURNAL_MAIL_EVENT_TYPES, JournalMailEvent } from "#schemas/events/journal-mail.ts"
import { POST_EVENT_TYPES, PostEvent } from "#schemas/events/post.ts"
import { DEFAULT_LANGUAGE } from "#schemas/i18n/language.ts"

import type { DB } from "../db.ts"
import { eventDecoder, typesOf } from "../decode-event.ts"
import type { Projection } from "../projection.ts"
import { MAILED_POSTS_TABLE, OUTBOX_TABLE, SUBSCRIBERS_TABLE, UNDELIVERED_TABLE } from "./subscribers.tables.ts"

const decodeMail = eventDecoder(JournalMailEvent, JOURNAL_MAIL_EVENT_TYPES)
const decodePost = eventDecoder(PostEvent, POST_EVENT_TYPES)

const applyMail = async (trx: Transaction<DB>, event: JournalMailEvent): Promise<void> => {
  switch (event.type) {
    case "JournalSubscriptionRequested": {
      const language = event.language ?? DEFAULT_LANGUAGE
      await trx
        .insertInto(SUBSCRIBERS_TABLE)
        .values({ id: event.subscriberId, email: event.email, status: "pending", language, requested_at: new Date(event.at), confirmed_at: null })
        .onConflict((oc) => oc.column("id").doUpdateSet({ language, requested_at: new Date(event.at) }))
        .execute()
      return
    }
    case "JournalSubscriptionConfirmed":
      await trx
        .updateTable(SUBSCRIBERS_TABLE)
        .set({ status: "confirmed", confirmed_at: new Date(event.at) })
        .where("id", "=", event.subscriberId)
        .execute()
      return
    case "JournalPostMailed":
      await trx.deleteFrom(OUTBOX_TABLE).where("post_id", "=", event.postId).where("subscriber_id", "=", event.subscriberId).execute()
      return
    case "JournalPostUndelivered":
      await trx.deleteFrom(OUTBOX_TABLE).where("post_id", "=", event.postId).where("subscriber_id", "=", event.subscriberId).execute()
      await trx
        .insertInto(UNDELIVERED_TABLE)
        .values({ post_id: event.postId, subscriber_id: event.subscriberId, given_up_at: new Date(event.at) })
        .onConflict((oc) => oc.columns(["post_id", "subscriber_id"]).doNothing())
        .execute()
      return
    case "JournalUnsubscribed":
      await trx.updateTable(SUBSCRIBERS_TABLE).set({ status: "gone", email: "" }).where("id", "=", event.subscriberId).execute()
      await trx.deleteFrom(OUTBOX_TABLE).where("subscriber_id", "=", event.subscriberId).execute()
      await trx.deleteFrom(UNDELIVERED_TABLE).where("subscriber_id", "=", event.subscriberId).execute()
      return
  }
}

const applyPost = async (trx: Transaction<DB>, event: PostEvent): Promise<void> => {
  if (event.type === "PostDeleted") {
    await trx.deleteFrom(OUTBOX_TABLE).where("post_id", "=", event.postId).execute()
    return
  }
  if (event.draft) return
  const first = await trx
    .insertInto(MAILED_POSTS_TABLE)
    .values({ post_id: event.postId })
    .onConflict((oc) => oc.column("post_id").doNothing())
    .returning("post_id")
    .executeTakeFirst()
  if (!first) return
  const at = new Date(event.at)
  await trx
    .insertInto(OUTBOX_TABLE)
    .columns(["post_id", "subscriber_id", "queued_at", "next_attempt_at"])
    .expression((eb) =>
      eb
        .selectFrom(SUBSCRIBERS_TABLE)
        .select((s) => [s.val(event.postId).as("post_id"), "id as subscriber_id", s.val(at).as("queued_at"), s.val(at).as("next_attempt_at")])
        .where("status", "=", "confirmed"),
    )
    .execute()
}

export const journalMailProjection: Projection = {
  name: "journal-mail",
  // The undelivered mails' table came later and is made in place by `migrate`: no earlier event fills it.
  // 2: a subscriber's language.
  version: 2,
  // The sender reads the language with the address, which the old tables lack.
  oldTablesAnswer: false,
  eventTypes: typesOf(decodeMail, decodePost),
  async migrate(db: Kysely<DB>) {
    await db.schema
      .createTable(SUBSCRIBERS_TABLE)
      .ifNotExists()
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("language", "text", (c) => c.notNull())
      .addColumn("requested_at", "timestamptz", (c) => c.notNull())
      .addColumn("confirmed_at", "timestamptz")
      .execute()
    await db.schema.createIndex("journal_subscribers_email").ifNotExists().on(SUBSCRIBERS_TABLE).column("email").execute()
    await db.schema
      .createTable(MAILED_POSTS_TABLE)
      .ifNotExists()
      .addColumn("post_id", "text", (c) => c.primaryKey())
      .execute()
    await db.schema
      .createTable(OUTBOX_TABLE)
      .ifNotExists()
      .addColumn("post_id", "text", (c) => c.notNull())
      .addColumn("subscriber_id", "text", (c) => c.notNull())
      .addColumn("queued_at", "timestamptz", (c) => c.notNull())
      .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("next_attempt_at", "timestamptz", (c) => c.notNull())
      .addColumn("claimed_until", "timestamptz")
      .addPrimaryKeyConstraint("journal_mail_outbox_pk", ["post_id", "subscriber_id"])
      .execute()
    await db.schema.createIndex("journal_mail_outbox_due").ifNotExists().on(OUTBOX_TABLE).column("next_attempt_at").execute()
    await db.schema
      .createTable(UNDELIVERED_TABLE)
      .ifNotExists()
      .addColumn("post_id", "text", (c) => c.notNull())
      .addColumn("subscriber_id", "text", (c) => c.notNull())
      .addColumn("given_up_at", "timestamptz", (c) => c.notNull())
      .addPrimaryKeyConstraint("journal_mail_undelivered_pk", ["post_id", "subscriber_id"])
      .execute()
  },
  async reset(trx: Transaction<DB>) {
    await trx.deleteFrom(UNDELIVERED_TABLE).execute()
    await trx.deleteFrom(OUTBOX_TABLE).execute()
    await trx.deleteFrom(MAILED_POSTS_TABLE).execute()
    await trx.deleteFrom(SUBSCRIBERS_TABLE).execute()
  },
  async apply(trx: Transaction<DB>, recorded) {
    const mail = decodeMail(recorded)
    if (mail) return applyMail(trx, mail)
    const post = decodePost(recorded)
    if (post) return applyPost(trx, post)
  },
}
