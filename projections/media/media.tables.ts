// The uploads table: which media ids exist, their size, variants and uploader.
import type { JSONColumnType } from "kysely"

import type { StoredVariant } from "#schemas/events/media.ts"

export const MEDIA_TABLE = "media"

export interface MediaTable {
  readonly id: string
  readonly width: number
  readonly height: number
  readonly variants: JSONColumnType<readonly StoredVariant[]>
  readonly uploaded_by: "owner" | "guest"
  readonly created_at: Date
}

export type MediaTables = { [MEDIA_TABLE]: MediaTable }
