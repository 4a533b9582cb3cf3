// Read model of uploaded images: which media ids exist (content checks a photo's image
// against it), their size, their variants and who uploaded them.
import type { Kysely, Transaction } from "kysely"
import { MediaEvent } from "../schemas/events/media.ts"
import { eventDecoder, typesOf } from "./decode-event.ts"
import type { Projection } from "./projection.ts"

export interface MediaRow {
  readonly id: string
  readonly width: number
  readonly height: number
  /** JSON: [{name, width, height, bytes}]. */
  readonly variants: unknown
  readonly uploaded_by: "owner" | "guest"
  readonly created_at: Date
}

const decode = eventDecoder(MediaEvent, ["MediaUploaded"])

export const mediaProjection: Projection = {
  name: "media",
  eventTypes: typesOf(decode),
  async migrate(db: Kysely<any>) {
    await db.schema
      .createTable("media")
      .ifNotExists()
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("width", "integer", (c) => c.notNull())
      .addColumn("height", "integer", (c) => c.notNull())
      .addColumn("variants", "jsonb", (c) => c.notNull())
      .addColumn("uploaded_by", "text", (c) => c.notNull())
      .addColumn("created_at", "timestamptz", (c) => c.notNull())
      .execute()
  },
  async reset(trx: Transaction<any>) {
    await trx.deleteFrom("media").execute()
  },
  async apply(trx: Transaction<any>, recorded) {
    const event = decode(recorded)
    if (!event) return
    await trx
      .insertInto("media")
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
