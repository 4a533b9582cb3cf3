// Videos as the API answers them, from `content_videos`: newest first, grouped by category A–Z.
import type { Kysely, Selectable } from "kysely"

import type { Video } from "#schemas/api/content/videos.ts"

import { groupByCategory } from "../content/group-by-category.ts"
import type { DB } from "../db.ts"
import { VIDEOS_TABLE, type VideosTable } from "./videos.tables.ts"

const toVideo = (r: Selectable<VideosTable>): Video => ({
  _id: r.id,
  title: r.title,
  video: r.video,
  description: r.description,
  category: r.category,
})

export const listVideos = async (db: Kysely<DB>): Promise<Video[]> =>
  (await db.selectFrom(VIDEOS_TABLE).selectAll().orderBy("created_at", "desc").orderBy("created_position", "desc").execute()).map(toVideo)

export const groupVideos = (videos: readonly Video[]) => groupByCategory(videos).map(({ category, items }) => ({ category, videos: items }))

export const findVideo = async (db: Kysely<DB>, id: string): Promise<Video | undefined> => {
  const row = await db.selectFrom(VIDEOS_TABLE).selectAll().where("id", "=", id).executeTakeFirst()
  return row ? toVideo(row) : undefined
}
