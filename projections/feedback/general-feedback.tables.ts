// The general feedback table, newest first for admins.
export const GENERAL_FEEDBACK_TABLE = "general_feedback"

export interface GeneralFeedbackTable {
  readonly id: string
  readonly user_id: string | null
  readonly player: string | null
  readonly player_email: string | null
  readonly screenshot_id: string | null
  readonly feedback: string
  readonly created_at: Date
}

export type GeneralFeedbackTables = { [GENERAL_FEEDBACK_TABLE]: GeneralFeedbackTable }
