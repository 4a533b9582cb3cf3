// The uploads read model's queries (projections/media.ts).
import type { Kysely } from "kysely"

import { isMediaId } from "#engine/media/media-id.ts"

import type { DB } from "./db.ts"
import { MEDIA_TABLE } from "./media.tables.ts"

/** Does an uploaded image with this id exist? (A photo's imageId must.) */
export const mediaExists = async (db: Kysely<DB>, mediaId: string): Promise<boolean> => {
  if (!isMediaId(mediaId)) return false
  const row = await db.selectFrom(MEDIA_TABLE).select("id").where("id", "=", mediaId).executeTakeFirst()
  return row !== undefined
}
