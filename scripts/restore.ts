// npm run restore -- <file>
// Restores a backup archive into an empty target (the embedded DATA_DIR, or DATABASE_URL, or
// KURRENTDB_URL for the events), then rebuilds every read model from the restored events.
// Every member is checked against the manifest first: a damaged archive or a target that
// already holds anything is refused with one plain line, and nothing is written. Exit 0 on success.
import { resolve } from "node:path"

import { assertEmptyTarget, restoreBackup, verifyBackup } from "#api/features/backup/read-backup.ts"
import { appMediaStorage } from "#api/features/media/public.ts"
import { openSite, runTool, ToolRefused } from "#api/platform/cli/open-site.ts"

runTool(async () => {
  const source = process.argv.slice(2).find((arg) => !arg.startsWith("-"))
  if (!source) throw new ToolRefused("Usage: npm run restore -- <file.tar.gz>")
  const file = resolve(source)
  const manifest = await verifyBackup(file).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") throw new ToolRefused(`No such file: ${file}`)
    throw error
  })
  const site = await openSite()
  const media = appMediaStorage(site.config, site.database)
  try {
    await assertEmptyTarget({ store: site.store, media })
    const tty = process.stderr.isTTY === true
    const restored = await restoreBackup(file, manifest, {
      store: site.store,
      media,
      onProgress: (done, total) => tty && process.stderr.write(`\r\x1b[2KRestoring: events ${done} of ${total}`),
    })
    if (tty) process.stderr.write("\r\x1b[2KRebuilding the read models…")
    await site.catchUp()
    if (tty) process.stderr.write("\r\x1b[2K")
    console.log(
      `Restored ${restored.events} events and ${restored.mediaFiles} media files from ${file} (made by ${manifest.app.name} ${manifest.app.version} on ${manifest.createdAt}); the read models are rebuilt.`,
    )
  } finally {
    await site.close()
  }
})
