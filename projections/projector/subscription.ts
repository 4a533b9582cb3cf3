// A runner's store subscription: its batches tracked (a stop or rebuild awaits them), and
// known by a fresh token, so the callbacks of a subscription retired since are ignored.
import type { Position, RecordedEvent } from "#engine/eventstore/port.ts"

import type { ProjectorContext } from "./context.ts"
import { type Runner, track } from "./runner.ts"

export interface BatchHandlers {
  readonly onBatch: (token: object, events: readonly RecordedEvent[]) => Promise<void>
  /** The subscription failed (not a batch: an apply failure is handled where it happens). */
  readonly onError: (token: object, error: unknown) => void
}

/** Subscribes the runner from `from`; the live read model is `running` from here (a build stays `upgrading`). */
export const subscribe = (ctx: ProjectorContext, runner: Runner, from: Position, handlers: BatchHandlers): void => {
  const token = {}
  runner.token = token
  if (runner.build === undefined) runner.state = "running"
  runner.subscription = ctx.store.subscribe({
    from,
    ...(ctx.batchSize ? { batchSize: ctx.batchSize } : {}),
    onEvents: (events) => {
      const work = handlers.onBatch(token, events)
      track(runner, work)
      return work
    },
    onError: (error) => {
      // An apply failure has already been recorded (and retired the token).
      if (runner.token !== token) return
      handlers.onError(token, error)
    },
  })
}
