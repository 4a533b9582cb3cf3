// Commands for one stream, from requests this process is answering at the same moment, wait
// in one line and are decided a batch at a time, each batch one append (engine/command.ts's
// runCommands), instead of racing each other to the stream's next revision. A popular group's
// invite keys redeemed by a crowd at once then cost a few appends, not one conflict and a
// retry per joiner; writers in other processes still meet the revision check as before.
import type { CommandDeps, CommandResult } from "./command.ts"
import { runCommands } from "./command.ts"
import type { Decider } from "./decider.ts"

interface Waiting {
  readonly command: unknown
  readonly resolve: (result: CommandResult<never, never>) => void
  readonly reject: (error: unknown) => void
}

// The line takes its decider and retries from the command that opened it (a stream has one
// decider). A command whose decision throws something other than a domain error (a defect)
// fails the batch it was decided in, as it would fail any batch of runCommands.

/** Commands taken into one decision and append: many, yet each batch stays a short step. */
const MAX_BATCH = 100

export class CommandLines {
  readonly #lines = new Map<string, Waiting[]>()

  /** Like handleCommand: the command's events, or its domain error thrown; decided with whoever else waits for `streamId`. */
  handle<C, S, E extends { readonly type: string }>(
    deps: CommandDeps,
    streamId: string,
    decider: Decider<C, S, E>,
    command: C,
    options: { retries?: number } = {},
  ): Promise<CommandResult<E, S>> {
    return new Promise((resolve, reject) => {
      const waiting: Waiting = { command, resolve: resolve as Waiting["resolve"], reject }
      const line = this.#lines.get(streamId)
      if (line) {
        line.push(waiting)
        return
      }
      const fresh = [waiting]
      this.#lines.set(streamId, fresh)
      void this.#drain(deps, streamId, decider, fresh, (options.retries ?? 3) + 1)
    })
  }

  async #drain<C, S, E extends { readonly type: string }>(deps: CommandDeps, streamId: string, decider: Decider<C, S, E>, line: Waiting[], attempts: number) {
    try {
      while (line.length > 0) {
        const batch = line.splice(0, MAX_BATCH)
        try {
          // Decided and stored without waiting for the read models: the line moves on at once,
          // and each caller still answers only once the read models hold its write.
          const { decisions, position } = await runCommands(
            { store: deps.store, ...(deps.folds ? { folds: deps.folds } : {}) },
            streamId,
            decider,
            batch.map((w) => () => w.command as C),
            { attempts },
          )
          const stored = position !== null && deps.projections ? deps.projections.waitFor(position) : Promise.resolve()
          stored.then(
            () =>
              decisions.forEach((d, i) => {
                if (d.ok) batch[i]!.resolve({ events: d.events, position, state: d.state } as CommandResult<never, never>)
                else batch[i]!.reject(d.error)
              }),
            (error: unknown) => batch.forEach((w) => w.reject(error)),
          )
        } catch (error) {
          for (const w of batch) w.reject(error)
        }
      }
    } finally {
      // Synchronous after the last batch settles: nothing can join the line in between.
      this.#lines.delete(streamId)
    }
  }
}
