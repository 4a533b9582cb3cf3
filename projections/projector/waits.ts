// Read-your-writes: `waitFor(position)` resolves once every projection has applied the
// position, and rejects once one never will without help (failed, stopped) or the time runs
// out. A read model being upgraded keeps answering from its old tables, so it is not waited
// for unless its queries need the new shape (`oldTablesAnswer: false`).
import type { EventStore, Position } from "#engine/eventstore/port.ts"
import { isStoreUnavailable, StoreUnavailable } from "#engine/store-unavailable.ts"

import type { Runner } from "./runner.ts"
import { ProjectionFailedError, ProjectionTimeoutError } from "./status.ts"

interface Waiter {
  readonly position: Position
  readonly resolve: () => void
  readonly reject: (error: Error) => void
}

export class Waits {
  readonly #waiters = new Set<Waiter>()

  constructor(
    private readonly runners: ReadonlyMap<string, Runner>,
    private readonly stopped: () => boolean,
    private readonly store: Pick<EventStore, "head">,
  ) {}

  waitFor(position: Position, timeoutMs: number): Promise<void> {
    const verdict = this.#verdict(position)
    if (verdict === true) return Promise.resolve()
    if (verdict instanceof Error) return Promise.reject(verdict)
    return new Promise<void>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined
      const waiter: Waiter = {
        position,
        resolve: () => {
          clearTimeout(timer)
          this.#waiters.delete(waiter)
          resolve()
        },
        reject: (error) => {
          clearTimeout(timer)
          this.#waiters.delete(waiter)
          reject(error)
        },
      }
      this.#waiters.add(waiter)
      if (Number.isFinite(timeoutMs)) {
        timer = setTimeout(() => {
          void this.#whyLate(position, timeoutMs).then((error) => this.#waiters.has(waiter) && waiter.reject(error))
        }, timeoutMs)
      }
    })
  }

  /** Resolves or rejects every wait whose verdict is in; called whenever a projection moves or stops. */
  settle(): void {
    for (const waiter of [...this.#waiters]) {
      const verdict = this.#verdict(waiter.position)
      if (verdict === true) waiter.resolve()
      else if (verdict instanceof Error) waiter.reject(verdict)
    }
  }

  /** true: every projection has `position`; an Error: one never will without help; false: keep waiting. */
  #verdict(position: Position): true | Error | false {
    let pending = false
    for (const runner of this.runners.values()) {
      if (runner.state === "upgrading") {
        // Its old tables answer as they stand until the new version is swapped in, unless its queries need the new shape.
        if (runner.projection.oldTablesAnswer !== false) continue
        if (runner.buildHalted && runner.failure) return new ProjectionFailedError(runner.projection.name, runner.failure)
        if (this.stopped()) return new Error(`Projector stopped before ${runner.projection.name} was upgraded`)
        pending = true
        continue
      }
      if (runner.position >= position) continue
      if (runner.state === "failed" && runner.failure) return new ProjectionFailedError(runner.projection.name, runner.failure)
      if (this.stopped()) return new Error(`Projector stopped before position ${position} (${runner.projection.name} at ${runner.position})`)
      pending = true
    }
    return !pending
  }

  /** A wait ran out: because a database is not answering (an event stored just before it went away), or slow. */
  async #whyLate(position: Position, timeoutMs: number): Promise<Error> {
    const waiting = [...this.runners.values()].find((r) => r.position < position && r.state === "waiting")
    if (waiting) return new StoreUnavailable(`the read models' database (${waiting.projection.name} waits for it)`)
    try {
      await this.store.head()
    } catch (error) {
      if (isStoreUnavailable(error)) return error as Error
    }
    return new ProjectionTimeoutError(position, timeoutMs, this.#behind(position))
  }

  #behind(position: Position): Record<string, Position> {
    const late = (r: Runner) => (r.state === "upgrading" ? r.projection.oldTablesAnswer === false : r.position < position)
    return Object.fromEntries([...this.runners].filter(([, r]) => late(r)).map(([n, r]) => [n, r.build?.position ?? r.position]))
  }
}
