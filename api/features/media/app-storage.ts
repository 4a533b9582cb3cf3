// Where a running site keeps its media: in an S3-compatible bucket when S3_BUCKET is set
// (bucket-storage.ts); else in the PostgreSQL database when DATABASE_URL is set
// (database-storage.ts), so every node serves every upload; else files under
// `${DATA_DIR}/media` (file-storage.ts), the embedded default. The media feature makes the
// site's one storage from it (public.ts `makeMedia`), shared by the upload handlers, the /media
// route, backups, the demo seed and the start-up sweep; the command-line tools open the same.
import { join } from "node:path"

import type { Kysely } from "kysely"

import type { Config } from "#api/platform/config.ts"
import type { DB } from "#projections/db.ts"

import { bucketMediaStorage } from "./bucket-storage.ts"
import { databaseMediaStorage } from "./database-storage.ts"
import { fileMediaStorage } from "./file-storage.ts"
import type { MediaStorage } from "./storage.ts"

export const mediaRootOf = (dataDir: string): string => join(dataDir, "media")

/** The site's settings that choose the media storage. */
export type MediaSettings = Pick<Config, "dataDir" | "mediaBucket">

/** The site's database, as far as choosing the media storage goes. */
export interface MediaDatabase {
  readonly kind: "pglite" | "postgres"
  readonly db: Kysely<DB>
}

export const appMediaStorage = (settings: MediaSettings, database: MediaDatabase): MediaStorage => {
  if (settings.mediaBucket) return bucketMediaStorage(settings.mediaBucket)
  return database.kind === "postgres" ? databaseMediaStorage(database.db) : fileMediaStorage(mediaRootOf(settings.dataDir))
}
