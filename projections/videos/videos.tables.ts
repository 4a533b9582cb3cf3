// The videos read model's table: one row per live video.
import type { Int8 } from "../sql-types.ts"

export const VIDEOS_TABLE = "content_videos"

export interface VideosTable {
  readonly id: string
  readonly title: string
  readonly video: string
  readonly description: string
  readonly category: string
  readonly created_at: Date
  readonly created_position: Int8
}

export type VideosTables = { [VIDEOS_TABLE]: VideosTable }
