// Where variant files live. Local files under `${DATA_DIR}/media/<id>/<variant>.webp` now;
// an S3-compatible store can implement the same interface later. Only WebP variants are
// ever written: the uploaded original is never stored anywhere.
import { randomBytes } from "node:crypto"
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises"
import { join } from "node:path"

import { isMediaId } from "#engine/media/media-id.ts"
import type { MediaVariantName } from "#schemas/events/media.ts"

export interface StoredFile {
  readonly body: Buffer
  /** Strong validator; an id's files never change, so the id and variant are enough. */
  readonly etag: string
}

export interface MediaStorage {
  /** Stores one upload's variants, all or none. */
  put(mediaId: string, files: ReadonlyMap<MediaVariantName, Uint8Array>): Promise<void>
  /** Removes an upload's files; a missing upload is not an error. */
  remove(mediaId: string): Promise<void>
  /** One variant, or null when there is no such file. */
  get(mediaId: string, variant: MediaVariantName): Promise<StoredFile | null>
  /** Ids with files, each with when they were written (for sweeping orphans). */
  list(): Promise<readonly { readonly mediaId: string; readonly writtenAt: Date }[]>
}

const assertId = (mediaId: string) => {
  // The id becomes a folder name: anything else could escape the media folder.
  if (!isMediaId(mediaId)) throw new Error(`Not a media id: ${JSON.stringify(mediaId)}`)
}

/** Files under `root`. Uploads are written to a dot-folder first and renamed into place, so readers never see half an upload. */
export const localMediaStorage = (root: string): MediaStorage => {
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
        return { body, etag: `"${mediaId}-${variant}"` }
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
  }
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
