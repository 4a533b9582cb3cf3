// What the projector tells the rest of the server: each projection's state and checkpoint, the
// options it is made with, and the listeners it calls after each committed batch.
import type { Position, RecordedEvent } from "#engine/eventstore/port.ts"

export interface ProjectorLogger {
  info(message: string, details?: Record<string, unknown>): void
  error(message: string, details?: Record<string, unknown>): void
}

export interface ProjectorOptions {
  /** Events per delivered batch, hence per transaction. */
  readonly batchSize?: number
  readonly logger?: ProjectorLogger
  /** How often an upgrade's build logs how far it has got. Default 5 s. */
  readonly progressEveryMs?: number
}

/**
 * `waiting`: the database did not answer while a batch was applied; the projection tries
 * again from its checkpoint by itself, backing off, and is `running` once it does. (A batch
 * ended in a collision with another node is tried again after 50-100 ms; the projection stays `running`.)
 * `upgrading`: its version changed; the new version is being built beside the old tables,
 * which keep answering (held at their checkpoint), and is swapped in once caught up. A
 * failure of the build shows as `failure`; the old tables keep answering.
 */
export type ProjectionState = "idle" | "running" | "waiting" | "failed" | "rebuilding" | "upgrading" | "stopped"

export interface ProjectionFailure {
  readonly message: string
  /** The event the projection could not apply; absent when the subscription itself failed. */
  readonly position?: Position
  readonly type?: string
  readonly at: Date
}

export interface ProjectionStatus {
  readonly name: string
  readonly state: ProjectionState
  /** Checkpoint: the last position applied and committed. */
  readonly position: Position
  /** Events applied since this projection was last (re)started. */
  readonly applied: number
  readonly failure?: ProjectionFailure
}

export interface ProjectorStatus {
  readonly head: Position
  /** Every projection running and at the store's head. */
  readonly caughtUp: boolean
  readonly projections: readonly ProjectionStatus[]
}

/**
 * Told, after each committed batch and before read-your-writes waits resolve, which events
 * one projection's read model now includes (applied here or by another node). Caches of
 * read-model answers drop what changed.
 */
export type CommitListener = (projection: string, events: readonly RecordedEvent[]) => void

export class ProjectionFailedError extends Error {
  readonly _tag = "ProjectionFailedError"
  constructor(
    readonly projection: string,
    readonly failure: ProjectionFailure,
  ) {
    const where = failure.position === undefined ? "" : ` at event ${failure.position} (${failure.type})`
    super(`Projection ${projection} stopped${where}: ${failure.message}`)
  }
}

export class ProjectionTimeoutError extends Error {
  readonly _tag = "ProjectionTimeoutError"
  constructor(
    readonly position: Position,
    readonly timeoutMs: number,
    readonly behind: Readonly<Record<string, Position>>,
  ) {
    const list = Object.entries(behind).map(([name, at]) => `${name} at ${at}`)
    super(`Read models did not reach position ${position} within ${timeoutMs} ms (${list.join(", ")})`)
  }
}
