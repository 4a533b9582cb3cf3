// Uploads kept in the PostgreSQL database (storage.ts's interface), so every node sharing it
// serves every upload: a row per variant, written with the upload's other variants in one
// transaction (all or none), never changed afterwards. Chosen when DATABASE_URL is set
// (app-storage.ts); the embedded database keeps its files under DATA_DIR.
import { type Kysely, sql } from "kysely"

import { isMediaId } from "#engine/media/media-id.ts"
import { tableOnFirstUse } from "#engine/sql/create-table.ts"
import type { DB } from "#projections/db.ts"
import type { MediaVariantName } from "#schemas/events/media.ts"

import { mediaEtag, type MediaStorage } from "./storage.ts"

export const MEDIA_BLOBS_TABLE = "media_blobs"

export const databaseMediaStorage = (db: Kysely<DB>): MediaStorage => {
  const blobs = sql.table(MEDIA_BLOBS_TABLE)
  const table = tableOnFirstUse(
    db,
    sql`create table if not exists ${blobs} (media_id text not null, variant text not null, body bytea not null, written_at timestamptz not null default now(), primary key (media_id, variant))`,
  )
  return {
    async put(mediaId, files) {
      if (!isMediaId(mediaId)) throw new Error(`Not a media id: ${JSON.stringify(mediaId)}`)
      await table()
      await db.transaction().execute(async (trx) => {
        // Fails on a row already there: an id is never reused.
        for (const [variant, data] of files) {
          await sql`insert into ${blobs} (media_id, variant, body) values (${mediaId}, ${variant}, ${Buffer.from(data.buffer, data.byteOffset, data.byteLength)})`.execute(
            trx,
          )
        }
      })
    },
    async remove(mediaId) {
      await table()
      await sql`delete from ${blobs} where media_id = ${mediaId}`.execute(db)
    },
    async get(mediaId, variant: MediaVariantName) {
      if (!isMediaId(mediaId)) return null
      await table()
      const { rows } = await sql<{ body: Buffer }>`select body from ${blobs} where media_id = ${mediaId} and variant = ${variant}`.execute(db)
      const row = rows[0]
      return row ? { body: row.body, etag: mediaEtag(mediaId, variant) } : null
    },
    async list() {
      await table()
      const { rows } = await sql<{ media_id: string; written_at: Date }>`
        select media_id, min(written_at) as written_at from ${blobs} group by media_id`.execute(db)
      return rows.map((row) => ({ mediaId: row.media_id, writtenAt: row.written_at }))
    },
    async usage() {
      await table()
      const { rows } = await sql<{ files: string; bytes: string }>`
        select count(*) as files, coalesce(sum(octet_length(body)), 0) as bytes from ${blobs}`.execute(db)
      return { files: Number(rows[0]?.files ?? 0), bytes: Number(rows[0]?.bytes ?? 0) }
    },
  }
}
