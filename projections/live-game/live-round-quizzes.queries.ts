// The live round quizzes read model's queries (projections/live-game/live-round-quizzes.ts).
import type { Kysely } from "kysely"

import type { DB } from "../db.ts"
import { LIVE_ROUND_QUIZZES_TABLE } from "./live-round-quizzes.tables.ts"

/** "held" while a live round plays the quiz, "over" once it ended, null for other quizzes. */
export const liveRoundState = async (db: Kysely<DB>, quizId: string): Promise<"held" | "over" | null> => {
  const row = await db.selectFrom(LIVE_ROUND_QUIZZES_TABLE).select("held").where("quiz_id", "=", quizId).executeTakeFirst()
  return row === undefined ? null : row.held ? "held" : "over"
}

/**
 * As liveRoundState, for a stored quiz: one made for a live round (`live_round`) is "held"
 * until this read model says its round is over, so a quiz the quizzes read model has stored
 * first is never served in between.
 */
export const liveRoundStateOfQuiz = async (db: Kysely<DB>, quiz: { readonly id: string; readonly live_round: boolean }): Promise<"held" | "over" | null> =>
  (await liveRoundState(db, quiz.id)) ?? (quiz.live_round ? "held" : null)
