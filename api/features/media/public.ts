// Uploaded images: the upload endpoints, the /media route, the start-up sweep of orphaned
// uploads, and the one storage (app-storage.ts: an S3-compatible bucket when S3_BUCKET is set,
// the PostgreSQL database when DATABASE_URL is, else `${DATA_DIR}/media`) that backups, the
// admin's stats and the demo seed read and write through. Other features take the storage
// (`MediaStorage`) and `storeUpload`.
import type { SharedLimits } from "#api/platform/limits/shared-limits.ts"
import type { Logger } from "#api/platform/log/logger.ts"
import type { CommandDeps } from "#engine/command.ts"

import { appMediaStorage, type MediaDatabase, mediaRootOf, type MediaSettings } from "./app-storage.ts"
import { newScreenshotThrottle } from "./screenshot-throttle.ts"
import { makeMediaHandler, type MediaHandlerOptions } from "./serve.ts"
import { sweepMediaOrphansAtStart } from "./sweep.ts"
import { mediaUploadHandlers } from "./upload-handlers.ts"

export { appMediaStorage } from "./app-storage.ts"
export { mediaBodyLimits } from "./body-limits.ts"
export type { MediaStorage } from "./storage.ts"
export { storeUpload } from "./upload.ts"
export { MediaUploadGroup } from "./upload-group.ts"

export interface MediaDeps {
  /** DATA_DIR (on the embedded database the files live under its `media` folder) and the S3 bucket, if any. */
  readonly settings: MediaSettings
  /** The site's database: the media read model (for the sweep), and the uploads themselves on PostgreSQL. */
  readonly database: MediaDatabase
  readonly commands: CommandDeps
  readonly log: Pick<Logger, "warn" | "error">
  /** Where the screenshots per address count (shared by the nodes on PostgreSQL). */
  readonly limits: SharedLimits
}

export const makeMedia = (deps: MediaDeps) => {
  const root = mediaRootOf(deps.settings.dataDir)
  const storage = appMediaStorage(deps.settings, deps.database)
  return {
    /** The site's one media storage. */
    storage,
    uploadHandlers: mediaUploadHandlers({ media: storage, commands: deps.commands, screenshots: newScreenshotThrottle(deps.limits) }),
    /** GET/HEAD /media/<id>/<variant>.webp for the HTTP server's routes. */
    route: (options: Omit<MediaHandlerOptions, "log">) => makeMediaHandler(storage, { ...options, log: deps.log }),
    /** At every start: uploads no upload event names, removed. */
    sweep: () => sweepMediaOrphansAtStart({ root, media: storage, db: deps.database.db, log: deps.log }),
  }
}
