// The question history table: every admin correction of a question.
import type { QuestionData } from "#schemas/events/quiz.ts"

import type { Int8, Jsonb } from "../sql-types.ts"

export const QUESTION_HISTORY_TABLE = "question_history"

export interface QuestionHistoryTable {
  readonly event_id: string
  readonly position: Int8
  readonly quiz_id: string
  readonly question_id: string
  readonly by_user_id: string
  readonly by_username: string
  readonly before: Jsonb<QuestionData>
  readonly after: Jsonb<QuestionData>
  readonly at: Date
}

export type QuestionHistoryTables = { [QUESTION_HISTORY_TABLE]: QuestionHistoryTable }
