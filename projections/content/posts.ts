// Read model of posts: `content_posts`, one row per live post (deleted posts are removed).
// Lists read newest first by created_at, ties broken by creation order.
import type { Kysely, Transaction } from "kysely"

import { POST_EVENT_TYPES, PostEvent } from "#schemas/events/post.ts"

import type { DB } from "../db.ts"
import { eventDecoder, typesOf } from "../decode-event.ts"
import type { Projection } from "../projection.ts"
import { jsonb, positionOf } from "../sql-types.ts"
import { POSTS_TABLE } from "./posts.tables.ts"

const decode = eventDecoder(PostEvent, POST_EVENT_TYPES)

export const postsProjection: Projection = {
  name: "content-posts",
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
      .execute()
    await db.schema.createIndex("content_posts_created").ifNotExists().on(POSTS_TABLE).columns(["created_at", "created_position"]).execute()
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
    }
    if (event.type === "PostCreated") {
      await trx
        .insertInto(POSTS_TABLE)
        .values({ id: event.postId, ...row, created_position: positionOf(recorded.position) })
        .onConflict((oc) => oc.column("id").doNothing())
        .execute()
    } else {
      await trx.updateTable(POSTS_TABLE).set(row).where("id", "=", event.postId).execute()
    }
  },
}
