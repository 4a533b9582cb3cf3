// npm run backup -- <file>
// Writes one archive of the whole site: every event in position order, every media file and
// a manifest with a checksum for each (schemas/backup.ts). Reads the same settings as the
// server. On PostgreSQL it runs beside the server and the archive is the site at the moment
// it began; on the embedded database stop the server first (or download a backup from the
// owner's dashboard, which the running server makes).
import { createWriteStream } from "node:fs"
import { rename, rm } from "node:fs/promises"
import { resolve } from "node:path"

import { type BackupProgress, writeBackup } from "#api/backup/write-backup.ts"
import { openSite, runTool, ToolRefused } from "#api/cli/open-site.ts"

const progressLine = (p: BackupProgress): string =>
  p.phase === "events" ? `events ${p.done} of ${p.total}` : p.phase === "media" ? `media ${p.done} of ${p.total} uploads` : "finishing"

runTool(async () => {
  const target = process.argv.slice(2).find((arg) => !arg.startsWith("-"))
  if (!target) throw new ToolRefused("Usage: npm run backup -- <file.tar.gz>")
  const file = resolve(target)
  const site = await openSite()
  // Written beside the target and renamed when complete, so a broken run leaves no half archive under its name.
  const partial = `${file}.partial`
  try {
    const tty = process.stderr.isTTY === true
    const summary = await writeBackup(
      { store: site.store, media: site.media, onProgress: (p) => tty && process.stderr.write(`\r\x1b[2KBacking up: ${progressLine(p)}`) },
      createWriteStream(partial, { mode: 0o600 }),
    )
    await rename(partial, file)
    if (tty) process.stderr.write("\r\x1b[2K")
    console.log(`Backed up ${summary.events} events (up to position ${summary.lastPosition}) and ${summary.mediaFiles} media files to ${file}`)
  } catch (error) {
    await rm(partial, { force: true })
    throw error
  } finally {
    await site.close()
  }
})
