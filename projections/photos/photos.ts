// Read model of gallery photos: `content_photos`, one row per live photo.
import type { Kysely, Transaction } from "kysely"

import { PHOTO_EVENT_TYPES, PhotoEvent } from "#schemas/events/photo.ts"

import type { DB } from "../db.ts"
import { eventDecoder, typesOf } from "../decode-event.ts"
import type { Projection } from "../projection.ts"
import { positionOf } from "../sql-types.ts"
import { PHOTOS_TABLE } from "./photos.tables.ts"

const decode = eventDecoder(PhotoEvent, PHOTO_EVENT_TYPES)

export const photosProjection: Projection = {
  name: "content-photos",
  version: 1,
  eventTypes: typesOf(decode),
  async migrate(db: Kysely<DB>) {
    await db.schema
      .createTable(PHOTOS_TABLE)
      .ifNotExists()
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("description", "text", (c) => c.notNull())
      .addColumn("category", "text", (c) => c.notNull())
      .addColumn("image", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("cloudflare_id", "text")
      .addColumn("created_at", "timestamptz", (c) => c.notNull())
      .addColumn("created_position", "bigint", (c) => c.notNull())
      .execute()
  },
  async reset(trx: Transaction<DB>) {
    await trx.deleteFrom(PHOTOS_TABLE).execute()
  },
  async apply(trx: Transaction<DB>, recorded) {
    const event = decode(recorded)
    if (!event) return
    if (event.type === "PhotoDeleted") {
      await trx.deleteFrom(PHOTOS_TABLE).where("id", "=", event.photoId).execute()
      return
    }
    const row = {
      title: event.title,
      description: event.description,
      category: event.category,
      image: event.image,
      name: event.name,
      cloudflare_id: event.cloudflareId,
    }
    if (event.type === "PhotoAdded") {
      await trx
        .insertInto(PHOTOS_TABLE)
        .values({ id: event.photoId, ...row, created_at: new Date(event.at), created_position: positionOf(recorded.position) })
        .onConflict((oc) => oc.column("id").doNothing())
        .execute()
    } else {
      await trx.updateTable(PHOTOS_TABLE).set(row).where("id", "=", event.photoId).execute()
    }
  },
}
