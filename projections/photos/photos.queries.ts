// Photos as the API answers them, from `content_photos`: newest first, grouped by category
// A–Z, with the URLs of the upload's variants.
import type { Kysely, Selectable } from "kysely"

import type { Photo } from "#schemas/api/content/photos.ts"

import { groupByCategory } from "../content/group-by-category.ts"
import type { DB } from "../db.ts"
import { PHOTOS_TABLE, type PhotosTable } from "./photos.tables.ts"

export const RECENT_PHOTOS = 10

/** The media pipeline serves every upload's variants at /media/<id>/<variant>.webp. */
export const photoUrls = (image: string) => ({
  carousel: `/media/${image}/carousel.webp`,
  public: `/media/${image}/public.webp`,
  thumb: `/media/${image}/thumb.webp`,
})

const toPhoto = (r: Selectable<PhotosTable>): Photo => ({
  _id: r.id,
  title: r.title,
  description: r.description,
  category: r.category,
  image: r.image,
  name: r.name,
  urls: photoUrls(r.image),
})

export const listPhotos = async (db: Kysely<DB>, limit?: number): Promise<Photo[]> => {
  let query = db.selectFrom(PHOTOS_TABLE).selectAll().orderBy("created_at", "desc").orderBy("created_position", "desc")
  if (limit !== undefined) query = query.limit(limit)
  return (await query.execute()).map(toPhoto)
}

export const groupPhotos = (photos: readonly Photo[]) => groupByCategory(photos).map(({ category, items }) => ({ category, photos: items }))

export const findPhoto = async (db: Kysely<DB>, id: string): Promise<Photo | undefined> => {
  const row = await db.selectFrom(PHOTOS_TABLE).selectAll().where("id", "=", id).executeTakeFirst()
  return row ? toPhoto(row) : undefined
}
