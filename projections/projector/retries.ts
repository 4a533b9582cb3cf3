// Failures that pass by themselves (the database away, or a collision with another node's
// transaction) are tried again from the checkpoint after a while, by a timer of the runner's.
import { isTransientConflict } from "#engine/sql/transient-conflict.ts"
import { isStoreUnavailable } from "#engine/store-unavailable.ts"

import type { Runner } from "./runner.ts"

/** A projection that could not reach the database tries again after this, doubling up to the most. */
const RETRY_FIRST_MS = 250
const RETRY_MOST_MS = 5_000
/** A projection whose batch collided with another node's tries again after this, and up to twice it (apart from the other). */
const COLLISION_RETRY_MS = 50

/** A failure that passes by itself (the database away, or a collision with another node's transaction): try again, do not stop. */
export const passing = (error: unknown): boolean => isStoreUnavailable(error) || isTransientConflict(error)

/** The wait before the next try while the database does not answer, doubling with each try. */
export const backOff = (runner: Runner): number => Math.min(RETRY_MOST_MS, RETRY_FIRST_MS * 2 ** runner.retries++)

/** The wait after a collision: short, and apart from the other writer's. */
export const afterCollision = (): number => COLLISION_RETRY_MS * (1 + Math.random())

/** Runs `retry` after `delay`, in place of any try already due; the timer does not hold the process open. */
export const tryLater = (runner: Runner, delay: number, retry: () => void): void => {
  clearTimeout(runner.retry)
  runner.retry = setTimeout(retry, delay)
  runner.retry.unref()
}
