// One projection as the projector runs it: its state, checkpoint and subscription, the work
// of it still settling, and an upgrade's build. A subscription is known by a token: retiring
// it makes a new token, and callbacks of a retired one are ignored.
import { type Position, type RecordedEvent, START, type Subscription } from "#engine/eventstore/port.ts"

import type { Projection } from "../projection.ts"
import type { ProjectionFailure, ProjectionState } from "./status.ts"

export interface Runner {
  readonly projection: Projection
  state: ProjectionState
  position: Position
  applied: number
  failure: ProjectionFailure | undefined
  subscription: Subscription | undefined
  /** Identifies the current subscription; callbacks of a retired one are ignored. */
  token: object
  /** Closing subscriptions and the batch in flight, awaited before a rebuild or on stop. */
  readonly settling: Set<Promise<unknown>>
  /** Serialises stop/rebuild/resume of this projection. */
  ops: Promise<unknown>
  /** Tries since the database last answered, and the timer of the next one. */
  retries: number
  retry: NodeJS.Timeout | undefined
  /** The version the live tables hold, while they differ from the projection's (an upgrade pending). */
  upgradeFrom: number | undefined
  /** The upgrade's build under way. */
  build: Build | undefined
  /** The build failed in a way only a restart with fixed code mends. */
  buildHalted: boolean
}

/** A new version of one read model being built in its own schema (upgrade.ts). */
export interface Build {
  readonly schema: string
  /** The build's checkpoint. */
  position: Position
  /** The store's head when last looked at: the build swaps in once it is there. */
  head: Position
  applied: number
  loggedAt: number
}

export const newRunner = (projection: Projection): Runner => ({
  projection,
  state: "idle",
  position: START,
  applied: 0,
  failure: undefined,
  subscription: undefined,
  token: {},
  settling: new Set(),
  ops: Promise.resolve(),
  retries: 0,
  retry: undefined,
  upgradeFrom: undefined,
  build: undefined,
  buildHalted: false,
})

/** Runs `op` after the runner's earlier operations, whether they succeeded or not. */
export const serially = <T>(runner: Runner, op: () => Promise<T>): Promise<T> => {
  const result = runner.ops.then(op)
  runner.ops = result.catch(() => undefined)
  return result
}

/** Work of the runner to await before it is stopped or rebuilt. */
export const track = (runner: Runner, work: Promise<unknown>): void => {
  const settled = work.then(
    () => undefined,
    () => undefined,
  )
  runner.settling.add(settled)
  void settled.then(() => runner.settling.delete(settled))
}

/** Stop delivering to the current subscription without waiting (safe inside its own handler). */
export const retire = (runner: Runner): void => {
  runner.token = {}
  const subscription = runner.subscription
  runner.subscription = undefined
  if (subscription) track(runner, subscription.close())
}

/** Retire and wait until no handler of this projection runs any more. */
export const halt = async (runner: Runner): Promise<void> => {
  retire(runner)
  while (runner.settling.size > 0) await Promise.all(runner.settling)
}

/** What a failure records: its message, and the event it happened on if any. */
export const failureOf = (error: unknown, event: RecordedEvent | undefined): ProjectionFailure => ({
  message: error instanceof Error ? error.message : String(error),
  ...(event ? { position: event.position, type: event.type } : {}),
  at: new Date(),
})
