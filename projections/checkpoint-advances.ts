// Every append wakes every projection, and most read none of its events (a thousand answers
// to a live question concern no read model): each then only moves its checkpoint on. Those
// moves, one statement per projection, queued on the embedded database ahead of the next
// append and of the live game's reads. Moves asked for in the same turn of the event loop
// (one delivery reaches all the subscriptions at once) now go in one statement, and those
// asked while it is out go together in the next.
import type { Kysely } from "kysely"

import { batchedCalls, type PendingCall } from "#engine/batching/batch-queue.ts"
import type { Position } from "#engine/eventstore/port.ts"

import { advanceCheckpoints, type CheckpointMove } from "./checkpoints.ts"
import type { DB } from "./db.ts"

type Asked = PendingCall<CheckpointMove, Position | null>

/** One move per name in a statement: a later one for the same name waits for the next. */
const onePerName = (waiting: Asked[]): Asked[] => {
  const names = new Set<string>()
  const now = waiting.filter((asked) => !names.has(asked.arg.name) && names.add(asked.arg.name))
  const later = waiting.filter((asked) => !now.includes(asked))
  waiting.splice(0, waiting.length, ...later)
  return now
}

export class CheckpointAdvances {
  readonly #advance: (move: CheckpointMove) => Promise<Position | null>

  constructor(db: Kysely<DB>) {
    this.#advance = batchedCalls(
      async (moves: CheckpointMove[]) => {
        const positions = await advanceCheckpoints(db, moves)
        return moves.map((move) => positions.get(move.name) ?? null)
      },
      { start: "turn", take: onePerName },
    )
  }

  /** Where the checkpoint now is; null when it was missing or behind `from` (see advanceCheckpoints). */
  advance(name: string, from: Position, to: Position): Promise<Position | null> {
    return this.#advance({ name, from, to })
  }
}
