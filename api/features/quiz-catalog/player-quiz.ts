// One stored quiz for whoever asks by id (the catalog's page, or GET /api/quiz with `_id`). A
// quiz a live round holds is served to nobody but admins until the round is over: its players
// see it through the round alone, one question at a time in that mode.
import type { Kysely } from "kysely"

import { Missing, NotAllowed } from "#engine/domain-errors.ts"
import type { DB } from "#projections/db.ts"
import { liveRoundStateOfQuiz } from "#projections/live-game/live-round-quizzes.queries.ts"
import { findQuiz } from "#projections/quiz-catalog/quizzes.queries.ts"
import type { QuizRow } from "#projections/quiz-catalog/quizzes.tables.ts"
import * as Messages from "#schemas/messages.ts"

export interface QuizReader {
  readonly isAdmin: boolean
}

/** The stored quiz; Missing when there is none, NotAllowed (LIVE_ROUND) while a live round holds it. */
export const quizForPlayer = async (
  deps: { readonly db: Kysely<DB> },
  input: { readonly quizId: string; readonly user: QuizReader | undefined },
): Promise<QuizRow> => {
  const quiz = await findQuiz(deps.db, input.quizId)
  if (!quiz) throw new Missing(Messages.quizNotFound)
  if (input.user?.isAdmin !== true && (await liveRoundStateOfQuiz(deps.db, quiz)) === "held") {
    throw new NotAllowed(Messages.quizHeldForLiveRound, "LIVE_ROUND")
  }
  return quiz
}
