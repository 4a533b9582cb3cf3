// Where a running site keeps its media: local files under `${DATA_DIR}/media`. The media
// feature makes the site's one storage from it (public.ts `makeMedia`), shared by the upload
// handlers, the /media route, backups, the demo seed and the start-up sweep; the command-line
// tools open the same folder.
import { join } from "node:path"

import { localMediaStorage, type MediaStorage } from "./storage.ts"

export const mediaRootOf = (dataDir: string): string => join(dataDir, "media")

export const appMediaStorage = (dataDir: string): MediaStorage => localMediaStorage(mediaRootOf(dataDir))
