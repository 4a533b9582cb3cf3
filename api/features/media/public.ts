// Uploaded images: the upload endpoints, the /media route, the start-up sweep of orphaned
// files, and the one storage under `${DATA_DIR}/media` that backups and the demo seed read
// and write through. Other features take the storage (`MediaStorage`) and `storeUpload`.
import type { Kysely } from "kysely"

import type { Logger } from "#api/platform/log/logger.ts"
import type { CommandDeps } from "#engine/command.ts"
import type { DB } from "#projections/db.ts"

import { mediaRootOf } from "./app-storage.ts"
import { newScreenshotThrottle } from "./screenshot-throttle.ts"
import { makeMediaHandler, type MediaHandlerOptions } from "./serve.ts"
import { localMediaStorage } from "./storage.ts"
import { sweepMediaOrphansAtStart } from "./sweep.ts"
import { mediaUploadHandlers } from "./upload-handlers.ts"

export { appMediaStorage, mediaRootOf } from "./app-storage.ts"
export { mediaBodyLimits } from "./body-limits.ts"
export type { MediaStorage } from "./storage.ts"
export { storeUpload } from "./upload.ts"
export { MediaUploadGroup } from "./upload-group.ts"

export interface MediaDeps {
  /** DATA_DIR: the files live under its `media` folder. */
  readonly dataDir: string
  /** The media read model, for the sweep. */
  readonly db: Kysely<DB>
  readonly commands: CommandDeps
  readonly log: Pick<Logger, "warn" | "error">
}

export const makeMedia = (deps: MediaDeps) => {
  const root = mediaRootOf(deps.dataDir)
  const storage = localMediaStorage(root)
  return {
    /** The site's one media storage. */
    storage,
    uploadHandlers: mediaUploadHandlers({ media: storage, commands: deps.commands, screenshots: newScreenshotThrottle() }),
    /** GET/HEAD /media/<id>/<variant>.webp for the HTTP server's routes. */
    route: (options: Omit<MediaHandlerOptions, "log">) => makeMediaHandler(storage, { ...options, log: deps.log }),
    /** At every start: files no upload event names, removed. */
    sweep: () => sweepMediaOrphansAtStart({ root, media: storage, db: deps.db, log: deps.log }),
  }
}
