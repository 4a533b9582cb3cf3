// Reads a backup archive (schemas/backup.ts) twice: first to check every member against the
// manifest (a damaged or incomplete archive is refused before anything is written), then to
// restore it into an empty store and media folder. Both passes stream; only one media
// upload's files are held at a time.
import { createHash } from "node:crypto"
import { createReadStream } from "node:fs"
import { createGunzip } from "node:zlib"

import { Either, Schema } from "effect"
import tar from "tar-stream"

import type { MediaStorage } from "#api/features/media/public.ts"
import { type EventStore, type NewEvent, START } from "#engine/eventstore/port.ts"
import { BackupEvent, BackupManifest, type BackupManifest as Manifest, EVENTS_MEMBER, MANIFEST_MEMBER, MEDIA_PREFIX } from "#schemas/backup.ts"
import { MediaVariantName } from "#schemas/events/media.ts"

/** A refusal to restore, with one plain line saying why; nothing was written. */
export class RestoreRefused extends Error {
  readonly _tag = "RestoreRefused"
}

type Entry = { readonly name: string; readonly stream: AsyncIterable<Buffer> }

/** Runs `visit` on each member of the archive at `file`, in order. */
const eachMember = async (file: string, visit: (entry: Entry) => Promise<void>): Promise<void> => {
  const extract = tar.extract()
  const source = createReadStream(file)
  const gunzip = createGunzip()
  const failed = new Promise<never>((_, reject) => {
    source.once("error", reject)
    gunzip.once("error", reject)
    extract.once("error", reject)
  })
  source.pipe(gunzip).pipe(extract)
  const read = (async () => {
    for await (const entry of extract) {
      await visit({ name: entry.header.name, stream: entry as AsyncIterable<Buffer> })
      entry.resume()
    }
  })()
  await Promise.race([read, failed])
}

const drain = async (stream: AsyncIterable<Buffer>, onChunk: (chunk: Buffer) => void) => {
  for await (const chunk of stream) onChunk(chunk)
}

const decodeManifest = Schema.decodeUnknownEither(Schema.parseJson(BackupManifest))
const decodeEvent = Schema.decodeUnknownEither(Schema.parseJson(BackupEvent))

/** Checks every member against the manifest; answers the manifest, or throws RestoreRefused. */
export const verifyBackup = async (file: string): Promise<Manifest> => {
  const seen = new Map<string, { bytes: number; sha256: string }>()
  let manifestText: string | undefined
  try {
    await eachMember(file, async ({ name, stream }) => {
      if (name === MANIFEST_MEMBER) {
        const parts: Buffer[] = []
        await drain(stream, (c) => parts.push(c))
        manifestText = Buffer.concat(parts).toString("utf8")
        return
      }
      const hash = createHash("sha256")
      let bytes = 0
      await drain(stream, (c) => {
        hash.update(c)
        bytes += c.length
      })
      seen.set(name, { bytes, sha256: hash.digest("hex") })
    })
  } catch (error) {
    throw new RestoreRefused(`The archive cannot be read (${error instanceof Error ? error.message : String(error)}); is it a backup file?`)
  }
  if (manifestText === undefined) throw new RestoreRefused("The archive has no manifest: it is incomplete or not a backup.")
  const manifest = decodeManifest(manifestText)
  if (Either.isLeft(manifest)) throw new RestoreRefused("The archive's manifest cannot be read: it is damaged or from another program.")
  const listed = new Set(manifest.right.members.map((m) => m.name))
  for (const member of manifest.right.members) {
    const found = seen.get(member.name)
    if (!found) throw new RestoreRefused(`The archive is missing ${member.name}: it is incomplete.`)
    if (found.bytes !== member.bytes || found.sha256 !== member.sha256)
      throw new RestoreRefused(`${member.name} does not match its checksum: the archive is damaged.`)
  }
  for (const name of seen.keys())
    if (!listed.has(name)) throw new RestoreRefused(`The archive holds ${name}, which its manifest does not list: it was altered.`)
  if (!listed.has(EVENTS_MEMBER)) throw new RestoreRefused("The archive has no events.")
  return manifest.right
}

export interface RestoreTarget {
  readonly store: EventStore
  readonly media: MediaStorage
  readonly onProgress?: (done: number, total: number) => void
}

/** Refuses a target that already holds events or media files. */
export const assertEmptyTarget = async ({ store, media }: Pick<RestoreTarget, "store" | "media">): Promise<void> => {
  if ((await store.head()) !== START) throw new RestoreRefused("The target already holds events: restore only into an empty store.")
  if ((await media.list()).length > 0) throw new RestoreRefused("The target's media folder is not empty: restore only into an empty one.")
}

/** Appends runs of one stream's events as one append, at the revision before the run. */
const BATCH = 500

/** Restores a verified archive into an empty target. */
export const restoreBackup = async (file: string, manifest: Manifest, target: RestoreTarget): Promise<{ events: number; mediaFiles: number }> => {
  await assertEmptyTarget(target)
  let appended = 0
  let mediaFiles = 0
  let run: { stream: string; first: bigint; events: NewEvent[] } | undefined
  const flush = async () => {
    if (!run) return
    await target.store.append(run.stream, run.events, run.first === 0n ? "no_stream" : run.first - 1n)
    appended += run.events.length
    target.onProgress?.(appended, manifest.events.count)
    run = undefined
  }
  let pendingMedia: { id: string; files: Map<MediaVariantName, Uint8Array> } | undefined
  const flushMedia = async () => {
    if (!pendingMedia) return
    await target.media.put(pendingMedia.id, pendingMedia.files)
    mediaFiles += pendingMedia.files.size
    pendingMedia = undefined
  }
  await eachMember(file, async ({ name, stream }) => {
    if (name === EVENTS_MEMBER) {
      let rest = ""
      const take = async (line: string) => {
        if (line === "") return
        const decoded = decodeEvent(line)
        if (Either.isLeft(decoded)) throw new RestoreRefused(`An event line cannot be read: ${line.slice(0, 80)}`)
        const e = decoded.right
        const revision = BigInt(e.revision)
        if (!run || run.stream !== e.stream || run.events.length >= BATCH || run.first + BigInt(run.events.length) !== revision) {
          await flush()
          run = { stream: e.stream, first: revision, events: [] }
        }
        run.events.push({ id: e.id, type: e.type, data: e.data, metadata: e.metadata })
      }
      for await (const chunk of stream) {
        const lines = (rest + (chunk as Buffer).toString("utf8")).split("\n")
        rest = lines.pop()!
        for (const line of lines) await take(line)
      }
      await take(rest)
      await flush()
      return
    }
    if (name.startsWith(MEDIA_PREFIX)) {
      const [mediaId = "", fileName = ""] = name.slice(MEDIA_PREFIX.length).split("/")
      const variant = fileName.replace(/\.webp$/, "")
      if (!(MediaVariantName.literals as readonly string[]).includes(variant)) return
      const parts: Buffer[] = []
      await drain(stream, (c) => parts.push(c))
      if (pendingMedia?.id !== mediaId) {
        await flushMedia()
        pendingMedia = { id: mediaId, files: new Map() }
      }
      pendingMedia.files.set(variant as MediaVariantName, Buffer.concat(parts))
    }
  })
  await flushMedia()
  return { events: appended, mediaFiles }
}
