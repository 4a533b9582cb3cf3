// Writes a backup archive (schemas/backup.ts) while the server keeps running: the store's
// head is read first and only events up to it are written, so the archive is the site at
// one position. Events go to a private temporary file first (a tar member needs its size
// up front), then everything streams into the gzip'd tar; nothing is held in memory whole.
import { createHash } from "node:crypto"
import { createReadStream, createWriteStream } from "node:fs"
import { mkdtemp, rm, stat } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { Writable } from "node:stream"
import { pipeline } from "node:stream/promises"
import { createGzip } from "node:zlib"

import tar from "tar-stream"

import type { MediaStorage } from "#api/features/media/public.ts"
import { type EventStore, type Position, type RecordedEvent, START } from "#engine/eventstore/port.ts"
import { readUpTo } from "#engine/eventstore/read-up-to.ts"
import { BACKUP_FORMAT, type BackupEvent, type BackupManifest, type BackupMember, EVENTS_MEMBER, MANIFEST_MEMBER, MEDIA_PREFIX } from "#schemas/backup.ts"
import { MediaVariantName } from "#schemas/events/media.ts"

import { APP_NAME, APP_VERSION } from "./app-version.ts"

export interface BackupProgress {
  readonly phase: "events" | "media" | "done"
  readonly done: number
  readonly total: number
}

export interface BackupSources {
  readonly store: EventStore
  readonly media: MediaStorage
  readonly onProgress?: (progress: BackupProgress) => void
}

export interface BackupSummary {
  readonly events: number
  readonly lastPosition: Position
  readonly mediaFiles: number
}

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest("hex")

const lineOf = (e: RecordedEvent): string => {
  const line: BackupEvent = {
    stream: e.streamId,
    revision: e.revision.toString(),
    position: e.position.toString(),
    id: e.id,
    type: e.type,
    data: e.data,
    metadata: e.metadata,
    time: e.createdAt.toISOString(),
  }
  return `${JSON.stringify(line)}\n`
}

/** Every event up to `head`, in position order, into `file`; the media ids uploaded, in order. */
const writeEvents = async (store: EventStore, head: Position, file: string, progress: (done: number) => void) => {
  const out = createWriteStream(file, { mode: 0o600 })
  const hash = createHash("sha256")
  const media: string[] = []
  let count = 0
  let bytes = 0
  await readUpTo(store, head, async (events) => {
    for (const e of events) {
      const line = lineOf(e)
      hash.update(line)
      bytes += Buffer.byteLength(line)
      if (!out.write(line)) await new Promise<void>((drained) => out.once("drain", () => drained()))
      if (e.type === "MediaUploaded" && e.streamId.startsWith("media-")) media.push(e.streamId.slice("media-".length))
      count++
    }
    progress(count)
  })
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())))
  return { count, bytes, sha256: hash.digest("hex"), media }
}

/** Writes the whole archive to `destination` (a file stream, or a response body). */
export const writeBackup = async ({ store, media, onProgress }: BackupSources, destination: Writable): Promise<BackupSummary> => {
  const head = await store.head()
  const work = await mkdtemp(join(tmpdir(), "homestead-backup-"))
  try {
    const eventsFile = join(work, EVENTS_MEMBER)
    // Positions are not dense: the total is counted where the store can, else estimated from them.
    const total = store.countBetween ? await store.countBetween(START, head) : Number(head + 1n)
    const events = await writeEvents(store, head, eventsFile, (done) => onProgress?.({ phase: "events", done, total }))
    const pack = tar.pack()
    const written = pipeline(pack, createGzip(), destination)
    const members: BackupMember[] = [{ name: EVENTS_MEMBER, bytes: (await stat(eventsFile)).size, sha256: events.sha256 }]
    await new Promise<void>((resolve, reject) => {
      const entry = pack.entry({ name: EVENTS_MEMBER, size: members[0]!.bytes, mode: 0o600 }, (error) => (error ? reject(error) : resolve()))
      createReadStream(eventsFile).on("error", reject).pipe(entry)
    })
    let files = 0
    const ids = [...new Set(events.media)]
    for (const [i, mediaId] of ids.entries()) {
      for (const variant of MediaVariantName.literals) {
        const file = await media.get(mediaId, variant)
        if (!file) continue
        const name = `${MEDIA_PREFIX}${mediaId}/${variant}.webp`
        members.push({ name, bytes: file.body.length, sha256: sha256(file.body) })
        await new Promise<void>((resolve, reject) => pack.entry({ name, mode: 0o600 }, file.body, (error) => (error ? reject(error) : resolve())))
        files++
      }
      onProgress?.({ phase: "media", done: i + 1, total: ids.length })
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      app: { name: APP_NAME, version: APP_VERSION },
      createdAt: new Date().toISOString(),
      events: { count: events.count, lastPosition: head.toString() },
      members,
    }
    pack.entry({ name: MANIFEST_MEMBER, mode: 0o600 }, `${JSON.stringify(manifest, null, 1)}\n`)
    pack.finalize()
    await written
    onProgress?.({ phase: "done", done: events.count, total: events.count })
    return { events: events.count, lastPosition: head, mediaFiles: files }
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}
