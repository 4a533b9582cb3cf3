// A PIN game's rounds on their registered players' scoreboards: each RoundCompleted of a
// `livegame-pin-<PIN>` stream that names registered players' scores adds a fun completion of
// the round's quiz for each (guests have no scoreboard). The table belongs to the quiz-play
// projection (projections/quiz-play/quiz-completions.ts); a live round never moves the graded
// totals, as a fun quiz does not.
import type { Insertable, Transaction } from "kysely"

import { LiveGameEvent } from "#schemas/events/live-game.ts"

import type { DB } from "../db.ts"
import { eventDecoder, typesOf } from "../decode-event.ts"
import type { Projection } from "../projection.ts"
import { QUIZ_COMPLETIONS_TABLE, type QuizCompletionsTable } from "../quiz-play/quiz-completions.tables.ts"
import { jsonb } from "../sql-types.ts"

const decode = eventDecoder(LiveGameEvent, ["RoundCompleted"])

export const livePinScoreboardsProjection: Projection = {
  name: "live-pin-scoreboards",
  version: 1,
  eventTypes: typesOf(decode),
  async migrate() {
    // The table is created with quiz_completions.
  },
  async reset(trx: Transaction<DB>) {
    await trx.deleteFrom(QUIZ_COMPLETIONS_TABLE).where("id", "like", "livepin:%").execute()
  },
  async apply(trx: Transaction<DB>, recorded) {
    const event = decode(recorded)
    if (event?.type !== "RoundCompleted" || !event.scoreboard) return
    const { quizId, topic, level, scores } = event.scoreboard
    const rows: Insertable<QuizCompletionsTable>[] = scores.map((s) => ({
      id: `livepin:${event.roundId}:${s.userId}`,
      user_id: s.userId,
      quiz_id: quizId,
      topic,
      level,
      graded: false,
      challenged: false,
      late: false,
      number_correct: s.numberCorrect,
      number_questions: s.numberQuestions,
      results: jsonb([]),
      completed_at: new Date(event.at),
    }))
    if (rows.length > 0)
      await trx
        .insertInto(QUIZ_COMPLETIONS_TABLE)
        .values(rows)
        .onConflict((oc) => oc.doNothing())
        .execute()
  },
}
