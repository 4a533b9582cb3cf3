// A player's completed quizzes: the scoreboard, the pure fold of engine/quiz/scoreboard.ts
// over their rows in `quiz_completions` (oldest first, so a repeated graded row could never
// count twice), and the review of one completion, whose details wait while anyone's graded
// attempt at its quiz runs.
import type { Kysely } from "kysely"

import { Missing } from "#engine/domain-errors.ts"
import { type QuizCompletion, type Scoreboard, scoreboardOf } from "#engine/quiz/scoreboard.ts"
import type { DB } from "#projections/db.ts"
import { findQuiz } from "#projections/quiz-catalog/quizzes.queries.ts"
import { completionOf, completionsOf } from "#projections/quiz-play/quiz-completions.queries.ts"
import * as Messages from "#schemas/messages.ts"

import { type AnswerCaller, type AnswerCheck, checkResultAccess } from "./answer-facts.ts"
import { quizClock } from "./clock.ts"

type Deps = { readonly db: Kysely<DB> }

/** The player's completed attempts, oldest first. */
export const playerCompletions = (deps: Deps, input: { readonly userId: string }) => completionsOf(deps.db, input.userId)

/** The player's scoreboard; its lists oldest first. */
export const scoreboardFor = async (deps: Deps, input: { readonly userId: string }): Promise<Scoreboard> => {
  const rows = await playerCompletions(deps, input)
  return scoreboardOf(
    rows.map((r): QuizCompletion => ({
      quiz_id: r.quiz_id,
      topic: r.topic,
      level: r.level,
      date_completed: r.completed_at.toISOString(),
      number_correct: r.number_correct,
      number_questions: r.number_questions,
      graded: r.graded,
    })),
  )
}

/** One completion with whether its details may be shown, and the time that was judged at. */
export interface ReviewedCompletion {
  readonly row: NonNullable<Awaited<ReturnType<typeof completionOf>>>
  readonly shown: AnswerCheck
  readonly at: Date
}

/** The graded completion of the quiz if there is one, else the newest fun one; Missing when neither. */
export const completionFor = async (
  deps: Deps,
  input: { readonly user: NonNullable<AnswerCaller["user"]>; readonly quizId: string },
): Promise<ReviewedCompletion> => {
  const row = await completionOf(deps.db, input.user.userId, input.quizId)
  if (!row) throw new Missing(Messages.completionNotFound)
  // Its details are the quiz's key: held while anyone's graded attempt at the quiz runs.
  const now = quizClock.now()
  const quiz = (await findQuiz(deps.db, row.quiz_id)) ?? { id: row.quiz_id, live_round: false }
  return { row, shown: await checkResultAccess(deps.db, quiz, input.user, now), at: now }
}
