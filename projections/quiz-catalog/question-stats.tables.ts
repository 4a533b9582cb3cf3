// The question statistics tables: each player's first answer to each question, the questions
// of the live rounds being played (their answers name a question by index or id only), and the
// questions an admin kept as they are.
import type { Jsonb } from "../sql-types.ts"

export const QUESTION_ANSWERS_TABLE = "question_answers"
export const QUESTION_STATS_ROUNDS_TABLE = "question_stats_rounds"
export const QUESTION_KEPT_TABLE = "question_kept"

export interface QuestionAnswersTable {
  readonly question_id: string
  readonly user_id: string
  readonly quiz_id: string
  /** The option picked, exactly as the question stored it. */
  readonly option: string
  readonly correct: boolean
}

/** What a live round's answers are read against. */
export interface RoundQuestion {
  readonly id: string
  readonly options: readonly string[]
  readonly correct_answer: string
}

export interface QuestionStatsRoundsTable {
  readonly stream_id: string
  readonly round_id: string
  readonly quiz_id: string
  readonly questions: Jsonb<readonly RoundQuestion[]>
}

/** A question an admin kept as it is since its figures last started afresh, and its answers then. */
export interface QuestionKeptTable {
  readonly question_id: string
  readonly answered: number
  readonly by_username: string
  readonly at: Date
}

export type QuestionStatsTables = {
  [QUESTION_ANSWERS_TABLE]: QuestionAnswersTable
  [QUESTION_STATS_ROUNDS_TABLE]: QuestionStatsRoundsTable
  [QUESTION_KEPT_TABLE]: QuestionKeptTable
}
