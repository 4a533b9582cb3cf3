// One delivered batch = one transaction: the events are applied in order and the checkpoint
// moves in the same commit, so a crash never applies an event twice or skips one. A batch is
// applied whole through the projection's `applyBatch` when it has one, else (or when that
// fails) event by event, so a failure names its event. With an upgrade's build, the batch
// goes into the build's schema and its own checkpoint.
import type { Kysely } from "kysely"

import type { Position, RecordedEvent } from "#engine/eventstore/port.ts"
import { yieldToLoop } from "#engine/yield.ts"

import { lockCheckpoint, writeCheckpoint } from "../checkpoints.ts"
import type { DB } from "../db.ts"
import { type Placement, useBuildSchema } from "../upgrade.ts"
import { passing } from "./retries.ts"
import type { Build, Runner } from "./runner.ts"
import type { ProjectorLogger } from "./status.ts"

/** Events applied between turns given to the rest of the process, inside one batch. */
const YIELD_EVERY = 25

export type BatchOutcome =
  | { readonly position: Position; readonly applied: number }
  | { readonly rewoundTo: Position }
  /** The build's schema is gone: another node has swapped it in. */
  | { readonly buildGone: true }

export interface ApplyDeps {
  readonly db: Kysely<DB>
  readonly logger: ProjectorLogger
  /** Where the read models live; known once migrated, needed by a build's batches only. */
  readonly placement: Placement | undefined
}

/** Whether the projection declares the types it reads and the batch holds none of them. */
export const readsNone = (runner: Runner, events: readonly RecordedEvent[]): boolean => {
  const reads = runner.projection.eventTypes
  return reads !== undefined && !events.some((e) => reads.has(e.type))
}

/**
 * Applies the batch and moves the checkpoint in one transaction; `failedOn` learns which
 * event threw. With `build`, into the upgrade's build schema and its own checkpoint.
 */
export const applyBatch = async (
  deps: ApplyDeps,
  runner: Runner,
  fresh: readonly RecordedEvent[],
  failedOn: (event: RecordedEvent) => void,
  build?: Build,
): Promise<BatchOutcome> => {
  if (!runner.projection.applyBatch || fresh.length < 2) return applyEach(deps, runner, fresh, failedOn, build)
  try {
    return await applyAll(deps, runner, fresh, build)
  } catch (error) {
    // Nothing of it was committed: event by event, the failure (if it recurs) names its event.
    if (passing(error)) throw error
    deps.logger.error(`Projection ${runner.projection.name}: a batch failed as a whole; applying it event by event`, { error })
    return applyEach(deps, runner, fresh, failedOn, build)
  }
}

/** The batch through the projection's `applyBatch`, and the checkpoint, in one transaction. */
const applyAll = (deps: ApplyDeps, runner: Runner, fresh: readonly RecordedEvent[], build?: Build): Promise<BatchOutcome> => {
  const name = runner.projection.name
  return deps.db.transaction().execute(async (trx): Promise<BatchOutcome> => {
    if (build && !(await useBuildSchema(trx, deps.placement!, build.schema))) return { buildGone: true }
    const stored = await lockCheckpoint(trx, name)
    if (stored < (build ? build.position : runner.position)) return { rewoundTo: stored }
    const events = fresh.filter((e) => e.position > stored)
    if (events.length === 0) return { position: stored, applied: 0 }
    await runner.projection.applyBatch!(trx, events)
    const last = events.at(-1)!.position
    await writeCheckpoint(trx, name, last)
    return { position: last, applied: events.length }
  })
}

/** The batch event by event through `apply`, and the checkpoint, in one transaction. */
const applyEach = (
  deps: ApplyDeps,
  runner: Runner,
  fresh: readonly RecordedEvent[],
  failedOn: (event: RecordedEvent) => void,
  build?: Build,
): Promise<BatchOutcome> => {
  const name = runner.projection.name
  return deps.db.transaction().execute(async (trx): Promise<BatchOutcome> => {
    if (build && !(await useBuildSchema(trx, deps.placement!, build.schema))) return { buildGone: true }
    const stored = await lockCheckpoint(trx, name)
    // Someone else rebuilt this read model: our subscription is ahead of it.
    if (stored < (build ? build.position : runner.position)) return { rewoundTo: stored }
    let last = stored
    let applied = 0
    const reads = runner.projection.eventTypes
    for (const event of fresh) {
      // Compared with the stored checkpoint, not the previous event: the events of one
      // KurrentDB append share a position.
      if (event.position <= stored) continue
      // A type the model does not read changes nothing (an upgrade's build passes the whole log).
      if (reads && !reads.has(event.type)) {
        last = event.position
        continue
      }
      try {
        await runner.projection.apply(trx, event)
      } catch (error) {
        failedOn(event)
        throw error
      }
      last = event.position
      // The embedded database answers without giving timers and sockets a turn: a long
      // batch would hold them all for seconds.
      if (++applied % YIELD_EVERY === 0) await yieldToLoop()
    }
    if (last > stored) await writeCheckpoint(trx, name, last)
    return { position: last, applied }
  })
}
