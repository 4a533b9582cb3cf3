// Where a running app keeps its media: local files under `${DATA_DIR}/media`. The startup
// module makes the app's one storage from it (app.services.media), shared by the upload
// handlers, the /media route, backups and the start-up sweep.
import { join } from "node:path"

import type { App } from "#api/compose.ts"

import { localMediaStorage, type MediaStorage } from "./storage.ts"

export const mediaRootOf = (dataDir: string): string => join(dataDir, "media")

export const mediaRoot = (app: Pick<App, "config">): string => mediaRootOf(app.config.dataDir)

export const appMediaStorage = (dataDir: string): MediaStorage => localMediaStorage(mediaRootOf(dataDir))
