// The media storage of a running app: local files under `${DATA_DIR}/media`, one per app,
// shared by the upload handlers and the /media route.
import { join } from "node:path"
import type { App } from "../app.ts"
import { localMediaStorage, type MediaStorage } from "./storage.ts"

const storages = new WeakMap<App, MediaStorage>()

export const mediaRootOf = (dataDir: string): string => join(dataDir, "media")

export const mediaRoot = (app: App): string => mediaRootOf(app.config.dataDir)

export const mediaStorageFor = (app: App): MediaStorage => {
  let storage = storages.get(app)
  if (!storage) {
    storage = localMediaStorage(mediaRoot(app))
    storages.set(app, storage)
  }
  return storage
}
