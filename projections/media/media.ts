// Read model of uploaded images: which media ids exist (content checks a photo's image
// against it), their size, their variants and who uploaded them.
import type { Kysely, Transaction } from "kysely"

import { MediaEvent } from "#schemas/events/media.ts"

import type { DB } from "../db.ts"
import { eventDecoder, typesOf } from "../decode-event.ts"
import type { Projection } from "../projection.ts"
import { MEDIA_TABLE } from "./media.tables.ts"

const decode = eventDecoder(MediaEvent, ["MediaUploaded"])

export const mediaProjection: Projection = {
  name: "media",
  version: 1,
  eventTypes: typesOf(decode),
  async migrate(db: Kysely<DB>) {
    await db.schema
      .createTable(MEDIA_TABLE)
      .ifNotExists()
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("width", "integer", (c) => c.notNull())
      .addColumn("height", "integer", (c) => c.notNull())
      .addColumn("variants", "jsonb", (c) => c.notNull())
      .addColumn("uploaded_by", "text", (c) => c.notNull())
      .addColumn("created_at", "timestamptz", (c) => c.notNull())
      .execute()
  },
  async reset(trx: Transaction<DB>) {
    await trx.deleteFrom(MEDIA_TABLE).execute()
  },
  async apply(trx: Transaction<DB>, recorded) {
    const event = decode(recorded)
    if (!event) return
    await trx
      .insertInto(MEDIA_TABLE)
      .values({
        id: event.mediaId,
        width: event.width,
        height: event.height,
        variants: JSON.stringify(event.variants),
        uploaded_by: event.uploadedBy,
        created_at: new Date(event.at),
      })
      .onConflict((oc) => oc.column("id").doNothing())
      .execute()
  },
}
