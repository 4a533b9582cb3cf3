// The quiz lists: summaries newest first, never a live round's quiz while it plays; for a
// player, without the quizzes they have completed.
import type { Kysely } from "kysely"

import type { DB } from "#projections/db.ts"
import { quizSummaries, type QuizSummaryRow } from "#projections/quiz-catalog/quizzes.queries.ts"

const LIST_LIMIT = 1000

export const listQuizzes = (deps: { readonly db: Kysely<DB> }, input: { readonly excludeCompletedBy?: string }): Promise<QuizSummaryRow[]> =>
  quizSummaries(deps.db, LIST_LIMIT, input.excludeCompletedBy)
