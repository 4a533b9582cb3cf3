// The data folder made private and the site's database opened: the first part of opening the
// platform (runtime.ts), on its own so that api/main.ts can begin it as soon as the settings
// are read, while the rest of the server's modules load (see docs/decisions.md, "A cold start").
import { join } from "node:path"

import { makePrivateDir, restrictUmask, tightenTree } from "#engine/files/private-files.ts"
import { openDatabase } from "#engine/sql/database.ts"
import type { AppDatabase, DB } from "#projections/db.ts"

import type { Config } from "./config.ts"
import type { Logger } from "./log/logger.ts"

export const openSiteDatabase = async (config: Config, log: Logger): Promise<AppDatabase> => {
  makeDataDirPrivate(config.dataDir, log)
  const dbLog = log.child({ component: "database" })
  return openDatabase<DB>({
    ...(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: join(config.dataDir, "pg") }),
    onAvailability: (available, error) => {
      if (available) return dbLog.info("The PostgreSQL database answers again")
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error
      dbLog.error(
        { reason: cause instanceof Error ? cause.message : String(cause) },
        "The PostgreSQL database is not answering; requests that need it get 503 until it is back",
      )
    },
  })
}

/**
 * DATA_DIR (the embedded database, uploads) is the server account's alone: created 0700, and
 * an older install's files that other accounts could read are tightened before anything opens.
 * The process's own new files get no group or other bits.
 */
const makeDataDirPrivate = (dataDir: string, log: Logger) => {
  restrictUmask()
  makePrivateDir(dataDir)
  const tightened = tightenTree(dataDir)
  if (tightened > 0) log.info({ tightened }, `Made ${tightened} file(s) and folder(s) under ${dataDir} private to this account`)
}
