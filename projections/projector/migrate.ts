// The checkpoint table and every read model made or brought up to date, once per projector:
// a model whose tables hold another version is marked for an upgrade (built beside them at
// start) instead of migrated in place.
import type { Kysely } from "kysely"

import { lockMigrations, migrateCheckpoints, readCheckpoints, readVersions, writeVersion } from "../checkpoints.ts"
import type { DB } from "../db.ts"
import { type Placement, placementOf } from "../upgrade.ts"
import type { Runner } from "./runner.ts"

/** Where the read models live. */
export const migrate = (db: Kysely<DB>, runners: Iterable<Runner>): Promise<Placement> =>
  // One transaction under an advisory lock: nodes starting together would otherwise race
  // on CREATE TABLE IF NOT EXISTS.
  db.transaction().execute(async (trx) => {
    await lockMigrations(trx)
    const placement = await placementOf(trx)
    await migrateCheckpoints(trx)
    const versions = await readVersions(trx)
    const checkpoints = await readCheckpoints(trx)
    for (const runner of runners) {
      const { name, version } = runner.projection
      // A model with a checkpoint and no recorded version predates versions: version 1.
      const held = versions.get(name)?.version ?? (checkpoints.has(name) ? 1 : undefined)
      if (held !== undefined && held !== version) {
        runner.upgradeFrom = held
        continue
      }
      // New (made here, in place) or unchanged.
      runner.upgradeFrom = undefined
      await runner.projection.migrate(trx)
      if (versions.get(name)?.version !== version) await writeVersion(trx, name, version)
    }
    return placement
  })
