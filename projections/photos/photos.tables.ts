// The gallery's read model table: one row per live photo.
import type { Int8 } from "../sql-types.ts"

export const PHOTOS_TABLE = "content_photos"

export interface PhotosTable {
  readonly id: string
  readonly title: string
  readonly description: string
  readonly category: string
  /** The media id of the upload. */
  readonly image: string
  readonly name: string
  readonly cloudflare_id: string | null
  readonly created_at: Date
  readonly created_position: Int8
}

export type PhotosTables = { [PHOTOS_TABLE]: PhotosTable }
