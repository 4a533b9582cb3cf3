// npm run backup -- <file>
// Writes one archive of the whole site: every event in position order, every media file and
// a manifest with a checksum for each (schemas/backup.ts). Reads the same settings as the
// server. The archive is the site at one position, the moment it began. On PostgreSQL the
// command reads the database itself, beside any server; on the embedded database it reads the
// folder itself when no server runs, and otherwise asks the running server for the archive
// over the server's socket in DATA_DIR (api/features/backup/backup-socket.ts). The last line says which.
import { createWriteStream } from "node:fs"
import { rename, rm } from "node:fs/promises"
import { resolve } from "node:path"

import { backupSocketPath, BackupUnavailable, requestBackup } from "#api/features/backup/backup-socket.ts"
import { RestoreRefused, verifyBackup } from "#api/features/backup/read-backup.ts"
import { type BackupProgress, writeBackup } from "#api/features/backup/write-backup.ts"
import { appMediaStorage } from "#api/features/media/public.ts"
import { configFromEnvironment, openSite, runTool, ToolRefused } from "#api/platform/cli/open-site.ts"
import type { Config } from "#api/platform/config.ts"
import { FolderInUse } from "#engine/files/pid-lock.ts"
import { MEDIA_PREFIX } from "#schemas/backup.ts"

const tty = process.stderr.isTTY === true
const progress = (line: string) => tty && process.stderr.write(`\r\x1b[2KBacking up: ${line}`)

const progressLine = (p: BackupProgress): string =>
  p.phase === "events" ? `events ${p.done} of ${p.total}` : p.phase === "media" ? `media ${p.done} of ${p.total} uploads` : "finishing"

/** Writes the archive beside `file` and renames it when complete, so a broken run leaves no half archive under its name. */
const writeThenRename = async (file: string, write: (partial: string) => Promise<string>): Promise<string> => {
  const partial = `${file}.partial`
  try {
    const said = await write(partial)
    await rename(partial, file)
    if (tty) process.stderr.write("\r\x1b[2K")
    return said
  } catch (error) {
    await rm(partial, { force: true })
    throw error
  }
}

/** The site's own store and media, read by this process; FolderInUse while a server holds the embedded folder. */
const fromTheFolder = async (config: Config, file: string): Promise<string> => {
  const site = await openSite(config)
  try {
    return await writeThenRename(file, async (partial) => {
      const summary = await writeBackup(
        { store: site.store, media: appMediaStorage(config, site.database), onProgress: (p) => progress(progressLine(p)) },
        createWriteStream(partial, { mode: 0o600 }),
      )
      return `Backed up ${summary.events} events (up to position ${summary.lastPosition}) and ${summary.mediaFiles} media files to ${file}, read from the database directly.`
    })
  } finally {
    await site.close()
  }
}

/** The running server's archive, checked against its own manifest before it takes the file's name. */
const fromTheServer = async (config: Config, file: string, pid: number): Promise<string> => {
  const socket = backupSocketPath(config.dataDir)
  const server = `the running server (pid ${pid})`
  return writeThenRename(file, async (partial) => {
    try {
      await requestBackup(socket, createWriteStream(partial, { mode: 0o600 }), (bytes) => progress(`${(bytes / 1e6).toFixed(1)} MB from ${server}`))
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (code === "ENOENT" || code === "ECONNREFUSED")
        throw new ToolRefused(
          `Another Homestead process (pid ${pid}) is using ${config.dataDir} and does not answer backup requests on ${socket} (it may still be starting, or be an older version); try again, or stop it first.`,
        )
      if (error instanceof BackupUnavailable) throw new ToolRefused(`${error.message} Nothing was written.`)
      throw new ToolRefused(`The archive from ${server} did not arrive whole (${error instanceof Error ? error.message : String(error)}); nothing was written.`)
    }
    const manifest = await verifyBackup(partial).catch((error: unknown) => {
      if (error instanceof RestoreRefused) throw new ToolRefused(`The archive from ${server} is not whole (${error.message}); nothing was written.`)
      throw error
    })
    const media = manifest.members.filter((m) => m.name.startsWith(MEDIA_PREFIX)).length
    return `Backed up ${manifest.events.count} events (up to position ${manifest.events.lastPosition}) and ${media} media files to ${file}, made by ${server}.`
  })
}

runTool(async () => {
  const target = process.argv.slice(2).find((arg) => !arg.startsWith("-"))
  if (!target) throw new ToolRefused("Usage: npm run backup -- <file.tar.gz>")
  const file = resolve(target)
  const config = configFromEnvironment()
  const said = await fromTheFolder(config, file).catch((error: unknown) => {
    // The embedded folder is held by a running server: it makes the archive.
    if (error instanceof FolderInUse) return fromTheServer(config, file, error.pid)
    throw error
  })
  console.log(said)
})
