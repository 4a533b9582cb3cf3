// Commands for one stream, from whatever this process is doing at the same moment (requests,
// sockets, start-up work), wait in one line and are decided a batch at a time, each batch one
// append (the runner's runCommands, engine/command.ts), instead of racing each other to the stream's next
// revision. Every handleCommand goes through its store's lines, so no two writers in one process
// ever meet a conflict; a crowd redeeming one group's invite keys costs a few appends, and a
// commissioner adding keys meanwhile waits its turn instead of losing every race. Writers in
// other processes still meet the revision check: a conflict is decided again on fresh state.
import { type BatchQueue, batchQueue } from "./batching/batch-queue.ts"
import type { BatchOptions, BatchResult, CommandResult, ReadYourWrites } from "./command-types.ts"
import type { DomainError } from "./domain-errors.ts"
import { WrongExpectedRevision } from "./eventstore/port.ts"

/** How a line decides and stores a batch: runCommands on the stream, with the batch's options. */
export type RunBatch<C, S, E> = (
  commands: readonly (() => C)[],
  options: Required<Pick<BatchOptions<S>, "attempts">> & Pick<BatchOptions<S>, "metadata">,
) => Promise<BatchResult<S, E>>

export interface LineJob<C, S, E> {
  /** The batch runner of the stream; a line uses the one of the command that opened it (a stream has one decider). */
  readonly run: RunBatch<C, S, E>
  /** Appends tried before a conflict with another process is given up on. */
  readonly attempts: number
  readonly metadata?: Record<string, unknown>
  /** Thrown when the appends still conflict after `attempts`: a refusal that says to try again. */
  readonly busy: () => DomainError
  readonly projections?: ReadYourWrites
}

interface Waiting {
  readonly command: unknown
  readonly job: LineJob<unknown, unknown, unknown>
  readonly resolve: (result: CommandResult<never, never>) => void
  readonly reject: (error: unknown) => void
}

// A command whose decision throws something other than a domain error (a defect) fails the
// batch it was decided in, as it would fail any batch of runCommands.

/** Commands taken into one decision and append: many, yet each batch stays a short step. */
const MAX_BATCH = 100

export class CommandLines {
  readonly #lines = new Map<string, BatchQueue<Waiting>>()

  /** The command's events, or its domain error thrown; decided with whoever else waits for `streamId`. */
  handle<C, S, E>(streamId: string, command: C, job: LineJob<C, S, E>): Promise<CommandResult<E, S>> {
    return new Promise((resolve, reject) => {
      let line = this.#lines.get(streamId)
      if (!line) {
        const run = job.run as RunBatch<unknown, unknown, unknown>
        // Dropped once it runs dry, in the same turn: nothing can join it in between.
        line = batchQueue<Waiting>({ handle: (batch) => decideBatch(batch, run), max: MAX_BATCH, idle: () => this.#lines.delete(streamId) })
        this.#lines.set(streamId, line)
      }
      line.add({ command, job: job as LineJob<unknown, unknown, unknown>, resolve: resolve as Waiting["resolve"], reject })
    })
  }
}

async function decideBatch(batch: readonly Waiting[], run: RunBatch<unknown, unknown, unknown>): Promise<void> {
  try {
    // Decided and stored without waiting for the read models: the line moves on at once,
    // and each caller still answers only once the read models hold its write.
    const { decisions, position } = await run(
      batch.map((w) => () => w.command),
      { attempts: Math.max(...batch.map((w) => w.job.attempts)), metadata: (_i, _count, command) => batch[command]!.job.metadata },
    )
    // One wait per set of read models (every caller of an app passes the same projector).
    const waits = new Map<ReadYourWrites | undefined, Promise<void>>()
    const stored = (projections: ReadYourWrites | undefined) => {
      let wait = waits.get(projections)
      if (!wait) waits.set(projections, (wait = position !== null && projections ? projections.waitFor(position) : Promise.resolve()))
      return wait
    }
    batch.forEach((w, i) => {
      const d = decisions[i]!
      stored(w.job.projections).then(
        () => (d.ok ? w.resolve({ events: d.events, position, state: d.state } as CommandResult<never, never>) : w.reject(d.error)),
        (error: unknown) => w.reject(error),
      )
    })
  } catch (error) {
    for (const w of batch) w.reject(error instanceof WrongExpectedRevision ? w.job.busy() : error)
  }
}

const linesByStore = new WeakMap<object, CommandLines>()

/**
 * The lines of one event store in this process. They belong to the store rather than to the
 * command deps a caller builds, so no handler, socket or task can write beside them by
 * forgetting to pass them.
 */
export const linesOf = (store: object): CommandLines => {
  let lines = linesByStore.get(store)
  if (!lines) linesByStore.set(store, (lines = new CommandLines()))
  return lines
}
