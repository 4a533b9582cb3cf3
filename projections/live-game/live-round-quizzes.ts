// `live_round_quizzes`: the quizzes made for live rounds, and whether their round is still
// being played. While it is (`held`), nobody but an admin sees the quiz's answers or may
// grade it, whatever else they did: the round's players all see its id in game_update.
// Held from QuizCreated with `liveRound` (before the round even begins) or RoundStarted
// (quizzes stored before the marker existed) until the round completes or fails, or the
// game is reset or ends. The older quizzes are not upcast: their round is named only by the
// later RoundStarted, which an upcaster of one event cannot see.
import type { Kysely, Transaction } from "kysely"

import type { RecordedEvent } from "#engine/eventstore/port.ts"
import { LiveGameEvent } from "#schemas/events/live-game.ts"
import { QuizEvent } from "#schemas/events/quiz.ts"

import type { DB } from "../db.ts"
import { eventDecoder, typesOf } from "../decode-event.ts"
import type { Projection } from "../projection.ts"
import { LIVE_ROUND_QUIZZES_TABLE } from "./live-round-quizzes.tables.ts"

const decodeQuiz = eventDecoder(QuizEvent, ["QuizCreated"])
const decodeLive = eventDecoder(LiveGameEvent, ["RoundStarted", "RoundCompleted", "RoundFailed", "GameReset", "GameEnded"])

const LIVE_STREAM = /^livegame-(.+)$/

export const liveRoundQuizzesProjection: Projection = {
  name: "live-round-quizzes",
  version: 1,
  eventTypes: typesOf(decodeQuiz, decodeLive),
  async migrate(db: Kysely<DB>) {
    await db.schema
      .createTable(LIVE_ROUND_QUIZZES_TABLE)
      .ifNotExists()
      .addColumn("quiz_id", "text", (c) => c.primaryKey())
      .addColumn("group_id", "text", (c) => c.notNull())
      .addColumn("round_id", "text", (c) => c.notNull())
      .addColumn("held", "boolean", (c) => c.notNull())
      .execute()
    await db.schema.createIndex("live_round_quizzes_round").ifNotExists().on(LIVE_ROUND_QUIZZES_TABLE).column("round_id").execute()
  },
  async reset(trx: Transaction<DB>) {
    await trx.deleteFrom(LIVE_ROUND_QUIZZES_TABLE).execute()
  },
  apply: (trx, recorded) => {
    const op = opOf(recorded)
    return op ? write(trx, [op]) : Promise.resolve()
  },
  // A busy evening ends a hundred rounds in one batch: one statement per run of holds or
  // releases instead of one per event. Releases only clear `held`, so a run of them goes in
  // any order; a hold and a release keep theirs.
  async applyBatch(trx, events) {
    let run: Op[] = []
    for (const recorded of events) {
      const op = opOf(recorded)
      if (!op) continue
      if (run.length > 0 && run[0]!.kind !== op.kind) {
        await write(trx, run)
        run = []
      }
      run.push(op)
    }
    if (run.length > 0) await write(trx, run)
  },
}

type Op =
  | { readonly kind: "hold"; readonly quizId: string; readonly groupId: string; readonly roundId: string }
  | { readonly kind: "release"; readonly roundId?: string; readonly groupId?: string }

/** What an event does to the table, if anything. */
const opOf = (recorded: RecordedEvent): Op | undefined => {
  const quiz = decodeQuiz(recorded)
  if (quiz?.type === "QuizCreated") {
    return quiz.liveRound ? { kind: "hold", quizId: quiz.quizId, groupId: quiz.liveRound.groupId, roundId: quiz.liveRound.roundId } : undefined
  }
  const event = decodeLive(recorded)
  if (!event) return undefined
  const groupId = LIVE_STREAM.exec(recorded.streamId)?.[1] ?? ""
  switch (event.type) {
    case "RoundStarted":
      // A stored quiz a PIN game's host chose is not the round's to hold or open.
      return event.stored ? undefined : { kind: "hold", quizId: event.quiz.id, groupId, roundId: event.roundId }
    case "RoundCompleted":
    case "RoundFailed":
      return { kind: "release", roundId: event.roundId }
    case "GameReset":
    case "GameEnded":
      return { kind: "release", groupId }
  }
}

/** A run of ops of one kind in one statement. */
const write = async (trx: Transaction<DB>, run: readonly Op[]): Promise<void> => {
  if (run[0]!.kind === "hold") {
    const rows = run.flatMap((op) => (op.kind === "hold" ? [{ quiz_id: op.quizId, group_id: op.groupId, round_id: op.roundId, held: true }] : []))
    // A quiz held twice in one run (QuizCreated, then RoundStarted) keeps its first row, as one by one.
    const first = [...new Map(rows.reverse().map((r) => [r.quiz_id, r])).values()]
    await trx
      .insertInto(LIVE_ROUND_QUIZZES_TABLE)
      .values(first)
      .onConflict((oc) => oc.column("quiz_id").doNothing())
      .execute()
    return
  }
  const rounds = run.flatMap((op) => (op.kind === "release" && op.roundId !== undefined ? [op.roundId] : []))
  const groups = run.flatMap((op) => (op.kind === "release" && op.groupId !== undefined ? [op.groupId] : []))
  await trx
    .updateTable(LIVE_ROUND_QUIZZES_TABLE)
    .set({ held: false })
    .where((eb) => eb.or([...(rounds.length > 0 ? [eb("round_id", "in", rounds)] : []), ...(groups.length > 0 ? [eb("group_id", "in", groups)] : [])]))
    .execute()
}
