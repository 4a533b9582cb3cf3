// The stored quiz a play request names, answers included: the server grades and reveals from
// it, whatever the client claims.
import type { Kysely } from "kysely"

import { Missing } from "#engine/domain-errors.ts"
import type { DB } from "#projections/db.ts"
import { findQuiz } from "#projections/quiz-catalog/quizzes.queries.ts"
import type { QuizRow } from "#projections/quiz-catalog/quizzes.tables.ts"
import * as Messages from "#schemas/messages.ts"

export const requireQuiz = async (db: Kysely<DB>, quizId: string): Promise<QuizRow> => {
  const row = await findQuiz(db, quizId)
  if (!row) throw new Missing(Messages.quizNotFound)
  return row
}
