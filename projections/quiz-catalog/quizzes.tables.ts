// The quizzes' tables: each quiz with its full questions and running rating, and each
// player's current rating of it.
import type { Generated, Selectable } from "kysely"

import type { Level } from "#engine/quiz/types.ts"
import type { QuestionData } from "#schemas/events/quiz.ts"

import type { Jsonb } from "../sql-types.ts"

export const QUIZZES_TABLE = "quizzes"
export const QUIZ_RATINGS_TABLE = "quiz_ratings"

export interface QuizzesTable {
  readonly id: string
  readonly topic: string
  readonly level: Level
  readonly model: string
  readonly quality: string
  readonly number_questions: number
  /** Full questions, correct answers and explanations included: never send as is to players. */
  readonly questions: Jsonb<readonly QuestionData[]>
  readonly created_by: string | null
  readonly created_at: Date
  /** Made for a live round: nobody but its players sees it until live_round_quizzes says the round is over. */
  readonly live_round: Generated<boolean>
  readonly rating_sum: Generated<number>
  readonly rating_count: Generated<number>
}

export interface QuizRatingsTable {
  readonly quiz_id: string
  readonly user_id: string
  readonly rating: number
  readonly review: string | null
  readonly rated_at: Date
}

export type QuizRow = Selectable<QuizzesTable>

export type QuizzesTables = { [QUIZZES_TABLE]: QuizzesTable; [QUIZ_RATINGS_TABLE]: QuizRatingsTable }
