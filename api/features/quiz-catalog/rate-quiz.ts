// A player's rating of a stored quiz (engine/quiz-play/rating.ts decides), answered with the
// quiz's ratings as they now stand.
import type { Kysely } from "kysely"

import type { CommandDeps } from "#engine/command.ts"
import { Missing } from "#engine/domain-errors.ts"
import { rateQuiz } from "#engine/quiz-play/commands.ts"
import { checkRating } from "#engine/quiz-play/rating.ts"
import type { DB } from "#projections/db.ts"
import { findQuiz } from "#projections/quiz-catalog/quizzes.queries.ts"
import * as Messages from "#schemas/messages.ts"

/** A quiz's stars summed over its ratings, and how many ratings there are. */
export interface QuizRating {
  readonly sum: number
  readonly count: number
}

export interface RateQuizInput {
  readonly quizId: string
  readonly userId: string
  /** As sent: anything but a whole number from 1 to 5 is refused (Invalid). */
  readonly rating: unknown
  readonly review: string | null
}

export const rateStoredQuiz = async (deps: { readonly db: Kysely<DB>; readonly commands: CommandDeps }, input: RateQuizInput): Promise<QuizRating> => {
  checkRating(input.rating)
  if (!(await findQuiz(deps.db, input.quizId))) throw new Missing(Messages.quizNotFound)
  await rateQuiz(deps.commands, { ...input, now: new Date() })
  const row = await findQuiz(deps.db, input.quizId)
  return { sum: row?.rating_sum ?? 0, count: row?.rating_count ?? 0 }
}
