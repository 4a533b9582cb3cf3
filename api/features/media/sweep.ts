// First-start housekeeping: a crash between writing an upload's files and recording it
// leaves files no event names (and staging folders mid-write). They are removed once
// they are an hour old, so an upload another node is finishing right now is left alone.
import type { App } from "#api/compose.ts"
import { mediaExists } from "#projections/media.queries.ts"

import { mediaRoot } from "./app-storage.ts"
import { sweepIncoming } from "./storage.ts"

const GRACE_MS = 60 * 60 * 1000

export const sweepMediaOrphans = async (app: Pick<App, "config" | "database" | "services">, now = new Date()): Promise<number> => {
  const olderThan = new Date(now.getTime() - GRACE_MS)
  await sweepIncoming(mediaRoot(app), olderThan)
  const storage = app.services.media
  let removed = 0
  for (const { mediaId, writtenAt } of await storage.list()) {
    if (writtenAt >= olderThan || (await mediaExists(app.database.db, mediaId))) continue
    await storage.remove(mediaId)
    removed++
  }
  return removed
}

/** The start-up task: sweeps, and warns when it found anything. */
export const sweepMediaOrphansAtStart = async (app: App): Promise<void> => {
  const removed = await sweepMediaOrphans(app)
  if (removed > 0) app.log.warn({ removed }, `Removed ${removed} uploaded image folder(s) that no upload event names.`)
}
