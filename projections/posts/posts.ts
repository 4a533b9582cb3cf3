// Read model of posts: `content_posts`, one row per live post (deleted posts are removed).
// Lists read newest first by created_at, ties broken by creation order.
//
// A post's slug is made unique here, when its PostCreated is applied: the slug the event
// carries (decided by the command; older events are given the one the rule of their day
// made), or the first free `-2`, `-3`… after it among the live posts. Events are applied in
// one order, so a rebuild gives every post the same slug again. Edits keep it, so a shared
// link keeps working.
import type { Kysely, Transaction } from "kysely"

import { POST_EVENT_TYPES, PostEvent } from "#schemas/events/post.ts"
import { uniqueSlug } from "#schemas/post-address.ts"

import type { DB } from "../db.ts"
import { eventDecoder, typesOf } from "../decode-event.ts"
import type { Projection } from "../projection.ts"
import { jsonb, positionOf } from "../sql-types.ts"
import { POSTS_TABLE } from "./posts.tables.ts"

const decode = eventDecoder(PostEvent, POST_EVENT_TYPES)

const NAME = "content-posts"

const freeSlug = async (trx: Transaction<DB>, base: string): Promise<string> => {
  const rows = await trx
    .selectFrom(POSTS_TABLE)
    .select("slug")
    .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base.replace(/[\\%_]/g, "\\$&")}-%`)]))
    .execute()
  return uniqueSlug(base, new Set(rows.map((r) => r.slug)))
}

export const postsProjection: Projection = {
  name: NAME,
  // Version 2 added slugs, tags, drafts and Markdown. Slugs follow from the order posts were
  // created in, so an older table cannot be filled in place: it is built again from the
  // events, and the queries, which select the new columns, wait for it. Version 3 added
  // `publish_at` (scheduled drafts), built again the same way.
  version: 3,
  oldTablesAnswer: false,
  eventTypes: typesOf(decode),
  async migrate(db: Kysely<DB>) {
    await db.schema
      .createTable(POSTS_TABLE)
      .ifNotExists()
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("body", "text", (c) => c.notNull())
      .addColumn("images", "jsonb", (c) => c.notNull())
      .addColumn("video", "text", (c) => c.notNull())
      .addColumn("isjournal", "boolean", (c) => c.notNull())
      .addColumn("created_at", "timestamptz", (c) => c.notNull())
      .addColumn("created_position", "bigint", (c) => c.notNull())
      .addColumn("slug", "text", (c) => c.notNull())
      .addColumn("tags", "jsonb", (c) => c.notNull())
      .addColumn("draft", "boolean", (c) => c.notNull())
      .addColumn("markdown", "text", (c) => c.notNull())
      .addColumn("publish_at", "text", (c) => c.notNull())
      .execute()
    await db.schema.createIndex("content_posts_created").ifNotExists().on(POSTS_TABLE).columns(["created_at", "created_position"]).execute()
    await db.schema.createIndex("content_posts_slug").ifNotExists().on(POSTS_TABLE).column("slug").execute()
  },
  async reset(trx: Transaction<DB>) {
    await trx.deleteFrom(POSTS_TABLE).execute()
  },
  async apply(trx: Transaction<DB>, recorded) {
    const event = decode(recorded)
    if (!event) return
    if (event.type === "PostDeleted") {
      await trx.deleteFrom(POSTS_TABLE).where("id", "=", event.postId).execute()
      return
    }
    const row = {
      title: event.title,
      name: event.name,
      body: event.body,
      images: jsonb(event.images),
      video: event.video,
      isjournal: event.isjournal,
      created_at: new Date(event.createdAt),
      tags: jsonb(event.tags),
      draft: event.draft,
      markdown: event.markdown,
      publish_at: event.publishAt,
    }
    if (event.type === "PostCreated") {
      const known = await trx.selectFrom(POSTS_TABLE).select("id").where("id", "=", event.postId).executeTakeFirst()
      if (known) return
      await trx
        .insertInto(POSTS_TABLE)
        .values({ id: event.postId, ...row, created_position: positionOf(recorded.position), slug: await freeSlug(trx, event.slug) })
        .execute()
    } else {
      await trx.updateTable(POSTS_TABLE).set(row).where("id", "=", event.postId).execute()
    }
  },
}
