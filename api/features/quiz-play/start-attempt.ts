// Recording the start of an attempt: a graded one's clock starts now (a graded attempt
// started before comes back unchanged). A quiz a live round is playing cannot be started.
import type { Kysely } from "kysely"

import type { CommandDeps } from "#engine/command.ts"
import type { GradedStart } from "#engine/quiz-play/attempt.ts"
import { startAttempt } from "#engine/quiz-play/commands.ts"
import type { DB } from "#projections/db.ts"

import { refuseWhileLiveRound } from "./answer-facts.ts"
import { quizClock } from "./clock.ts"
import { requireQuiz } from "./stored-quiz.ts"

export interface StartedAttempt extends GradedStart {
  readonly quizId: string
  readonly graded: boolean
}

export interface StartInput {
  readonly userId: string
  readonly quizId: string
  readonly graded: boolean
  readonly challenged: boolean
}

export const beginAttempt = async (deps: { readonly db: Kysely<DB>; readonly commands: CommandDeps }, input: StartInput): Promise<StartedAttempt> => {
  const quiz = await requireQuiz(deps.db, input.quizId)
  await refuseWhileLiveRound(deps.db, quiz)
  const start = await startAttempt(deps.commands, {
    userId: input.userId,
    quizId: quiz.id,
    graded: input.graded,
    challenged: input.challenged,
    numberQuestions: quiz.number_questions,
    now: quizClock.now(),
  })
  return { ...start, quizId: quiz.id, graded: input.graded }
}
