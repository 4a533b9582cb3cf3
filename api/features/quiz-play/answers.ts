// A quiz's answer key for whoever may see it (answer-facts.ts): after their own submitted
// attempt, after the live round that used it, or an admin; never anyone else while a graded
// attempt at it runs. A guest's fun attempt is submitted with the request.
import type { Kysely } from "kysely"

import type { DB } from "#projections/db.ts"
import type { QuizRow } from "#projections/quiz-catalog/quizzes.tables.ts"

import { type AnswerCaller, checkAnswerAccess, refuseAnswers } from "./answer-facts.ts"
import { quizClock } from "./clock.ts"
import { requireQuiz } from "./stored-quiz.ts"

export interface RevealInput {
  readonly quizId: string
  readonly user: AnswerCaller["user"]
  /** A guest handing in a fun attempt with this request. */
  readonly submitting: boolean
  /** The quizzes the guest's browser has submitted before (their signed cookie). */
  readonly guestSubmitted: readonly string[]
}

/** The stored quiz with its key, or the refusal saying why not (NotAllowed) or that there is none (Missing). */
export const revealAnswers = async (deps: { readonly db: Kysely<DB> }, input: RevealInput): Promise<QuizRow> => {
  const quiz = await requireQuiz(deps.db, input.quizId)
  const caller = { user: input.user, guestSubmitted: input.submitting || input.guestSubmitted.includes(quiz.id) }
  const now = quizClock.now()
  // Refused, a guest's submission is not remembered: nothing of it was shown.
  refuseAnswers(await checkAnswerAccess(deps.db, quiz, caller, now), now, input.submitting)
  return quiz
}
