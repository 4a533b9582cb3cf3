// For content features: does an uploaded image with this id exist? (A photo's imageId must.)
import type { Kysely } from "kysely"
import { isMediaId } from "../../engine/media/media-id.ts"

export const mediaExists = async (db: Kysely<any>, mediaId: string): Promise<boolean> => {
  if (!isMediaId(mediaId)) return false
  const row = await db.selectFrom("media").select("id").where("id", "=", mediaId).executeTakeFirst()
  return row !== undefined
}
