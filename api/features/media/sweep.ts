// First-start housekeeping: a crash between writing an upload's files and recording it
// leaves files no event names (and staging folders mid-write). They are removed once
// they are an hour old, so an upload another node is finishing right now is left alone.
import type { Kysely } from "kysely"

import type { Logger } from "#api/platform/log/logger.ts"
import type { DB } from "#projections/db.ts"
import { mediaExists } from "#projections/media/media.queries.ts"

import { sweepIncoming } from "./file-storage.ts"
import type { MediaStorage } from "./storage.ts"

const GRACE_MS = 60 * 60 * 1000

export interface SweepDeps {
  /** The media folder (`${DATA_DIR}/media`), for its staging folders. */
  readonly root: string
  readonly media: MediaStorage
  /** The media read model: which uploads an event names. */
  readonly db: Kysely<DB>
}

export const sweepMediaOrphans = async (deps: SweepDeps, now = new Date()): Promise<number> => {
  const olderThan = new Date(now.getTime() - GRACE_MS)
  await sweepIncoming(deps.root, olderThan)
  let removed = 0
  for (const { mediaId, writtenAt } of await deps.media.list()) {
    if (writtenAt >= olderThan || (await mediaExists(deps.db, mediaId))) continue
    await deps.media.remove(mediaId)
    removed++
  }
  return removed
}

/** The start-up task: sweeps, and warns when it found anything. */
export const sweepMediaOrphansAtStart = async (deps: SweepDeps & { readonly log: Pick<Logger, "warn"> }): Promise<void> => {
  const removed = await sweepMediaOrphans(deps)
  if (removed > 0) deps.log.warn({ removed }, `Removed ${removed} uploaded image folder(s) that no upload event names.`)
}
