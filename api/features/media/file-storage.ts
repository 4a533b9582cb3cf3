// Uploads as files under `${DATA_DIR}/media/<id>/<variant>.webp` (storage.ts's interface):
// the embedded default, where one server holds the site.
import { randomBytes } from "node:crypto"
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises"
import { join } from "node:path"

import { isMediaId } from "#engine/media/media-id.ts"

import { mediaEtag, type MediaStorage, type MediaUsage } from "./storage.ts"

const assertId = (mediaId: string) => {
  // The id becomes a folder name: anything else could escape the media folder.
  if (!isMediaId(mediaId)) throw new Error(`Not a media id: ${JSON.stringify(mediaId)}`)
}

/** Files under `root`. Uploads are written to a dot-folder first and renamed into place, so readers never see half an upload. */
export const fileMediaStorage = (root: string): MediaStorage => {
  const incoming = join(root, ".incoming")
  return {
    async put(mediaId, files) {
      assertId(mediaId)
      const staging = join(incoming, `${mediaId}-${randomBytes(4).toString("hex")}`)
      try {
        // The server account's alone, whatever the umask (DATA_DIR is private).
        await mkdir(staging, { recursive: true, mode: 0o700 })
        for (const [variant, data] of files) await writeFile(join(staging, `${variant}.webp`), data, { flag: "wx", mode: 0o600 })
        // Fails if the folder exists: an id is never reused.
        await rename(staging, join(root, mediaId))
      } catch (error) {
        await rm(staging, { recursive: true, force: true }).catch(() => undefined)
        throw error
      }
    },
    async remove(mediaId) {
      assertId(mediaId)
      await rm(join(root, mediaId), { recursive: true, force: true })
    },
    async get(mediaId, variant) {
      if (!isMediaId(mediaId)) return null
      try {
        const body = await readFile(join(root, mediaId, `${variant}.webp`))
        return { body, etag: mediaEtag(mediaId, variant) }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null
        throw error
      }
    },
    async list() {
      const entries = await readdir(root, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return []
        throw error
      })
      const ids = entries.filter((e) => e.isDirectory() && isMediaId(e.name)).map((e) => e.name)
      return Promise.all(ids.map(async (mediaId) => ({ mediaId, writtenAt: (await stat(join(root, mediaId))).mtime })))
    },
    usage: () => folderUsage(root),
  }
}

/** Every file under `root`, measured on disk. */
const folderUsage = async (root: string): Promise<MediaUsage> => {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return []
    throw error
  })
  let files = 0
  let bytes = 0
  for (const entry of entries) {
    if (!entry.isFile()) continue
    files++
    bytes += (await stat(join(entry.parentPath, entry.name))).size
  }
  return { files, bytes }
}

/** Staging folders left by a crash mid-write; safe to drop when older than `olderThan`. */
export const sweepIncoming = async (root: string, olderThan: Date): Promise<void> => {
  const incoming = join(root, ".incoming")
  const entries = await readdir(incoming).catch(() => [] as string[])
  for (const name of entries) {
    const path = join(incoming, name)
    const info = await stat(path).catch(() => undefined)
    if (info && info.mtime < olderThan) await rm(path, { recursive: true, force: true })
  }
}
