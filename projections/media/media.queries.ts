// The uploads read model's queries (projections/media/media.ts).
import type { Kysely } from "kysely"

import { isMediaId } from "#engine/media/media-id.ts"

import type { DB } from "../db.ts"
import { MEDIA_TABLE } from "./media.tables.ts"

/** Does an uploaded image with this id exist? (A photo's imageId must.) */
export const mediaExists = async (db: Kysely<DB>, mediaId: string): Promise<boolean> => {
  if (!isMediaId(mediaId)) return false
  const row = await db.selectFrom(MEDIA_TABLE).select("id").where("id", "=", mediaId).executeTakeFirst()
  return row !== undefined
}

/** The owner's uploads, newest first, as the editor's media library shows them. */
export const listOwnerUploads = async (db: Kysely<DB>, limit: number): Promise<{ id: string; thumb: string; public: string }[]> => {
  const rows = await db
    .selectFrom(MEDIA_TABLE)
    .select(["id", "variants"])
    .where("uploaded_by", "=", "owner")
    .orderBy("created_at", "desc")
    .limit(limit)
    .execute()
  return rows.map((row) => {
    const names = new Set(row.variants.map((v) => v.name))
    const url = (name: string) => `/media/${row.id}/${name}.webp`
    const full = names.has("public") ? url("public") : url("carousel")
    return { id: row.id, thumb: names.has("thumb") ? url("thumb") : full, public: full }
  })
}
