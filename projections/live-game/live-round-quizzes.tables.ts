// The live round quizzes table: quizzes made for live rounds, and whether their round is held.
export const LIVE_ROUND_QUIZZES_TABLE = "live_round_quizzes"

export interface LiveRoundQuizzesTable {
  readonly quiz_id: string
  readonly group_id: string
  readonly round_id: string
  readonly held: boolean
}

export type LiveRoundQuizzesTables = { [LIVE_ROUND_QUIZZES_TABLE]: LiveRoundQuizzesTable }
