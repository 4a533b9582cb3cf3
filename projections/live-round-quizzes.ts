// `live_round_quizzes`: the quizzes made for live rounds, and whether their round is still
// being played. While it is (`held`), nobody but an admin sees the quiz's answers or may
// grade it, whatever else they did: the round's players all see its id in game_update.
// Held from QuizCreated with `liveRound` (before the round even begins) or RoundStarted
// (quizzes stored before the marker existed) until the round completes or fails, or the
// game is reset or ends. The older quizzes are not upcast: their round is named only by the
// later RoundStarted, which an upcaster of one event cannot see.
import type { Kysely, Transaction } from "kysely"

import { LiveGameEvent } from "#schemas/events/live-game.ts"
import { QuizEvent } from "#schemas/events/quiz.ts"

import type { DB } from "./db.ts"
import { eventDecoder, typesOf } from "./decode-event.ts"
import { LIVE_ROUND_QUIZZES_TABLE } from "./live-round-quizzes.tables.ts"
import type { Projection } from "./projection.ts"

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
  async apply(trx: Transaction<DB>, recorded) {
    const quiz = decodeQuiz(recorded)
    if (quiz?.type === "QuizCreated") {
      if (!quiz.liveRound) return
      await trx
        .insertInto(LIVE_ROUND_QUIZZES_TABLE)
        .values({ quiz_id: quiz.quizId, group_id: quiz.liveRound.groupId, round_id: quiz.liveRound.roundId, held: true })
        .onConflict((oc) => oc.column("quiz_id").doNothing())
        .execute()
      return
    }
    const event = decodeLive(recorded)
    if (!event) return
    const groupId = LIVE_STREAM.exec(recorded.streamId)?.[1] ?? ""
    switch (event.type) {
      case "RoundStarted":
        await trx
          .insertInto(LIVE_ROUND_QUIZZES_TABLE)
          .values({ quiz_id: event.quiz.id, group_id: groupId, round_id: event.roundId, held: true })
          .onConflict((oc) => oc.column("quiz_id").doNothing())
          .execute()
        return
      case "RoundCompleted":
      case "RoundFailed":
        await trx.updateTable(LIVE_ROUND_QUIZZES_TABLE).set({ held: false }).where("round_id", "=", event.roundId).execute()
        return
      case "GameReset":
      case "GameEnded":
        await trx.updateTable(LIVE_ROUND_QUIZZES_TABLE).set({ held: false }).where("group_id", "=", groupId).execute()
        return
    }
  },
}
