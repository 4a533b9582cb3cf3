// Every append wakes every projection, and most read none of its events (a thousand answers
// to a live question concern no read model): each then only moves its checkpoint on. Those
// moves, one statement per projection, queued on the embedded database ahead of the next
// append and of the live game's reads. Moves asked for in the same turn of the event loop
// (one delivery reaches all the subscriptions at once) now go in one statement.
import type { Kysely } from "kysely"

import type { Position } from "#engine/eventstore/port.ts"

import { advanceCheckpoints, type CheckpointMove } from "./checkpoints.ts"
import type { DB } from "./db.ts"

interface Pending {
  readonly move: CheckpointMove
  readonly resolve: (position: Position | null) => void
  readonly reject: (error: unknown) => void
}

export class CheckpointAdvances {
  #pending: Pending[] = []

  constructor(private readonly db: Kysely<DB>) {}

  /** Where the checkpoint now is; null when it was missing or behind `from` (see advanceCheckpoints). */
  advance(name: string, from: Position, to: Position): Promise<Position | null> {
    return new Promise((resolve, reject) => {
      this.#pending.push({ move: { name, from, to }, resolve, reject })
      if (this.#pending.length === 1) setImmediate(() => void this.#flush())
    })
  }

  async #flush(): Promise<void> {
    let pending = this.#pending
    this.#pending = []
    while (pending.length > 0) {
      // One move per name in a statement: a later one for the same name waits for the next.
      const names = new Set<string>()
      const now = pending.filter((p) => !names.has(p.move.name) && names.add(p.move.name))
      pending = pending.filter((p) => !now.includes(p))
      try {
        const positions = await advanceCheckpoints(
          this.db,
          now.map((p) => p.move),
        )
        for (const p of now) p.resolve(positions.get(p.move.name) ?? null)
      } catch (error) {
        for (const p of now) p.reject(error)
      }
    }
  }
}
