// What the projector's parts share: the store and database, the runners' waits and commit
// listeners, and two facts that change as it runs (where the read models live, once migrated;
// whether it has been stopped).
import type { Kysely } from "kysely"

import type { EventStore } from "#engine/eventstore/port.ts"

import type { CheckpointAdvances } from "../checkpoint-advances.ts"
import type { DB } from "../db.ts"
import type { Placement } from "../upgrade.ts"
import type { CommitListeners } from "./commit-listeners.ts"
import type { ProjectorLogger } from "./status.ts"
import type { Waits } from "./waits.ts"

export interface ProjectorContext {
  readonly store: EventStore
  readonly db: Kysely<DB>
  readonly logger: ProjectorLogger
  /** Events per delivered batch, when set. */
  readonly batchSize: number | undefined
  readonly progressEveryMs: number
  readonly advances: CheckpointAdvances
  readonly waits: Waits
  readonly commits: CommitListeners
  placement: Placement | undefined
  stopped: boolean
}
