// A read model running live: each delivered batch applied and committed with its checkpoint
// (or, when it holds none of the model's events, only the checkpoint moved), then the commit
// listeners told and the waits settled. A failure that passes by itself is tried again from
// the checkpoint later; any other stops the projection at that event.
import type { Position, RecordedEvent } from "#engine/eventstore/port.ts"
import { isTransientConflict } from "#engine/sql/transient-conflict.ts"

import { applyBatch, type BatchOutcome, readsNone } from "./apply-batch.ts"
import type { ProjectorContext } from "./context.ts"
import { afterCollision, backOff, passing, tryLater } from "./retries.ts"
import { failureOf, halt, retire, type Runner, serially } from "./runner.ts"
import type { ProjectionState } from "./status.ts"
import { subscribe } from "./subscription.ts"

/** Runs the read model live from `from`. */
export const runLive = (ctx: ProjectorContext, runner: Runner, from: Position): void =>
  subscribe(ctx, runner, from, {
    onBatch: (token, events) => onBatch(ctx, runner, token, events),
    onError: (token, error) => {
      if (passing(error)) tryAgainLater(ctx, runner, token, error)
      else fail(ctx, runner, token, error, undefined)
    },
  })

const onBatch = async (ctx: ProjectorContext, runner: Runner, token: object, events: readonly RecordedEvent[]): Promise<void> => {
  if (runner.token !== token) throw new Error(`Projection ${runner.projection.name}: subscription retired`)
  const fresh = events.filter((e) => e.position > runner.position)
  if (fresh.length === 0) return
  const name = runner.projection.name
  let failedEvent: RecordedEvent | undefined
  let outcome: BatchOutcome
  try {
    const skipped = readsNone(runner, fresh) ? await ctx.advances.advance(name, runner.position, fresh.at(-1)!.position) : null
    outcome =
      skipped !== null
        ? { position: skipped, applied: 0 }
        : await applyBatch(ctx, runner, fresh, (event) => {
            failedEvent = event
          })
  } catch (error) {
    // Nothing of the batch was committed (or, if the commit's answer was lost, the stored
    // checkpoint says so and the retry skips what it covers).
    if (passing(error)) tryAgainLater(ctx, runner, token, error)
    else fail(ctx, runner, token, error, failedEvent)
    throw error
  }
  if ("rewoundTo" in outcome) {
    ctx.logger.info(`Projection ${name} was reset elsewhere; resuming from ${outcome.rewoundTo}`)
    runner.position = outcome.rewoundTo
    if (runner.token === token) {
      retire(runner)
      runLive(ctx, runner, outcome.rewoundTo)
    }
    return
  }
  // Only a build's batch can find its schema gone.
  if ("buildGone" in outcome) return
  // Committed: record it even if the subscription was retired meanwhile.
  runner.position = outcome.position
  runner.applied += outcome.applied
  runner.retries = 0
  ctx.commits.tell(name, fresh)
  ctx.waits.settle()
}

/** Stops the projection at a failure that will not pass by itself; its waits reject. */
export const fail = (ctx: ProjectorContext, runner: Runner, token: object, error: unknown, event: RecordedEvent | undefined): void => {
  const name = runner.projection.name
  ctx.logger.error(
    event ? `Projection ${name} failed on event ${event.position} (${event.type}) of ${event.streamId}; stopped` : `Projection ${name} failed; stopped`,
    { error },
  )
  if (runner.token !== token) return
  runner.state = "failed"
  runner.failure = failureOf(error, event)
  retire(runner)
  ctx.waits.settle()
}

/**
 * The database did not answer, or ended the batch in a collision with another node's transaction: stop this
 * subscription and open another from the checkpoint later. An outage makes the projection `waiting` (health
 * says the database is away); a collision is over as soon as it happened, so the projection stays `running`
 * and tries again after a moment.
 */
const tryAgainLater = (ctx: ProjectorContext, runner: Runner, token: object, error: unknown): void => {
  if (runner.token !== token) return
  const collided = isTransientConflict(error)
  // An outage is logged by the database itself, once; a collision only here.
  if (collided)
    ctx.logger.info(`Projection ${runner.projection.name} collided with another writer (${(error as Error).message}); trying again from its checkpoint`)
  const state: ProjectionState = collided ? "running" : "waiting"
  runner.state = state
  if (!collided) runner.failure = failureOf(error, undefined)
  retire(runner)
  const retired = runner.token
  tryLater(runner, collided ? afterCollision() : backOff(runner), () => {
    void serially(runner, async () => {
      // A stop, a rebuild or a resume since then has taken over.
      if (ctx.stopped || runner.state !== state || runner.token !== retired) return
      await halt(runner)
      runner.failure = undefined
      runLive(ctx, runner, runner.position)
    })
  })
}
