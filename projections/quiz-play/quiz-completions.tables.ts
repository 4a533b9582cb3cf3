// The quiz play tables: each player's graded attempt per quiz, and every completed attempt.
import type { Level } from "#engine/quiz/types.ts"
import type { QuestionResultData } from "#schemas/events/quiz-attempt.ts"

import type { Jsonb } from "../sql-types.ts"

export const QUIZ_ATTEMPTS_TABLE = "quiz_attempts"
export const QUIZ_COMPLETIONS_TABLE = "quiz_completions"

export interface QuizAttemptsTable {
  readonly user_id: string
  readonly quiz_id: string
  readonly challenged: boolean
  readonly started_at: Date
  readonly deadline: Date
  readonly completed_at: Date | null
}

export interface QuizCompletionsTable {
  /** The id of the QuizAttemptCompleted event. */
  readonly id: string
  readonly user_id: string
  readonly quiz_id: string
  readonly topic: string
  readonly level: Level
  readonly graded: boolean
  readonly challenged: boolean
  readonly late: boolean
  readonly number_correct: number
  readonly number_questions: number
  readonly results: Jsonb<readonly QuestionResultData[]>
  readonly completed_at: Date
}

export type QuizCompletionsTables = { [QUIZ_ATTEMPTS_TABLE]: QuizAttemptsTable; [QUIZ_COMPLETIONS_TABLE]: QuizCompletionsTable }
