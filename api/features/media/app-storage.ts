// Where a running site keeps its media: in the PostgreSQL database when DATABASE_URL is set
// (database-storage.ts), so every node serves every upload; else local files under
// `${DATA_DIR}/media`. The media feature makes the site's one storage from it (public.ts
// `makeMedia`), shared by the upload handlers, the /media route, backups, the demo seed and the
// start-up sweep; the command-line tools open the same.
import { join } from "node:path"

import type { Kysely } from "kysely"

import type { DB } from "#projections/db.ts"

import { databaseMediaStorage } from "./database-storage.ts"
import { localMediaStorage, type MediaStorage } from "./storage.ts"

export const mediaRootOf = (dataDir: string): string => join(dataDir, "media")

/** The site's database, as far as choosing the media storage goes. */
export interface MediaDatabase {
  readonly kind: "pglite" | "postgres"
  readonly db: Kysely<DB>
}

export const appMediaStorage = (dataDir: string, database: MediaDatabase): MediaStorage =>
  database.kind === "postgres" ? databaseMediaStorage(database.db) : localMediaStorage(mediaRootOf(dataDir))
