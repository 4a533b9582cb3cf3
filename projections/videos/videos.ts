// Read model of videos: `content_videos`, one row per live video.
import type { Kysely, Transaction } from "kysely"

import { VIDEO_EVENT_TYPES, VideoEvent } from "#schemas/events/video.ts"

import type { DB } from "../db.ts"
import { eventDecoder, typesOf } from "../decode-event.ts"
import type { Projection } from "../projection.ts"
import { positionOf } from "../sql-types.ts"
import { VIDEOS_TABLE } from "./videos.tables.ts"

const decode = eventDecoder(VideoEvent, VIDEO_EVENT_TYPES)

export const videosProjection: Projection = {
  name: "content-videos",
  version: 1,
  eventTypes: typesOf(decode),
  async migrate(db: Kysely<DB>) {
    await db.schema
      .createTable(VIDEOS_TABLE)
      .ifNotExists()
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("video", "text", (c) => c.notNull())
      .addColumn("description", "text", (c) => c.notNull())
      .addColumn("category", "text", (c) => c.notNull())
      .addColumn("created_at", "timestamptz", (c) => c.notNull())
      .addColumn("created_position", "bigint", (c) => c.notNull())
      .execute()
  },
  async reset(trx: Transaction<DB>) {
    await trx.deleteFrom(VIDEOS_TABLE).execute()
  },
  async apply(trx: Transaction<DB>, recorded) {
    const event = decode(recorded)
    if (!event) return
    if (event.type === "VideoDeleted") {
      await trx.deleteFrom(VIDEOS_TABLE).where("id", "=", event.videoId).execute()
      return
    }
    const row = { title: event.title, video: event.video, description: event.description, category: event.category }
    if (event.type === "VideoAdded") {
      await trx
        .insertInto(VIDEOS_TABLE)
        .values({ id: event.videoId, ...row, created_at: new Date(event.at), created_position: positionOf(recorded.position) })
        .onConflict((oc) => oc.column("id").doNothing())
        .execute()
    } else {
      await trx.updateTable(VIDEOS_TABLE).set(row).where("id", "=", event.videoId).execute()
    }
  },
}
