// The question reports table: open ones, and resolved ones with who reviewed them.
export const QUESTION_REPORTS_TABLE = "question_reports"

export interface QuestionReportsTable {
  readonly id: string
  readonly quiz_id: string
  readonly question_id: string
  readonly user_id: string | null
  readonly reported_by: string
  readonly report: string
  readonly option_id: string | null
  readonly option_text: string | null
  readonly created_at: Date
  readonly reviewed_by: string | null
  readonly reviewed_at: Date | null
}

export type QuestionReportsTables = { [QUESTION_REPORTS_TABLE]: QuestionReportsTable }
