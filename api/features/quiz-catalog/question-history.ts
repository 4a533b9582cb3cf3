// A question's edit history, oldest first, from the QuestionUpdated events' read model. A
// question nobody has corrected has an empty history; an unknown one is Missing.
import type { Kysely } from "kysely"

import { Missing } from "#engine/domain-errors.ts"
import type { DB } from "#projections/db.ts"
import { questionHistory } from "#projections/quiz-catalog/question-history.queries.ts"
import { findQuizOfQuestion } from "#projections/quiz-catalog/quizzes.queries.ts"
import * as Messages from "#schemas/messages.ts"

/** One correction: when, by whom, the question before and after. */
export type QuestionCorrection = Awaited<ReturnType<typeof questionHistory>>[number]

export const historyOfQuestion = async (deps: { readonly db: Kysely<DB> }, input: { readonly questionId: string }): Promise<QuestionCorrection[]> => {
  const rows = await questionHistory(deps.db, input.questionId)
  if (rows.length === 0 && !(await findQuizOfQuestion(deps.db, input.questionId))) throw new Missing(Messages.questionNotFound)
  return rows
}
