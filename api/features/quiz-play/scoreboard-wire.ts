// The scoreboard and a completion's review as they go over the wire: lists newest first.
import { percent, remark } from "#engine/quiz/score.ts"
import type { Scoreboard } from "#engine/quiz/scoreboard.ts"
import type { CompletionDetail } from "#schemas/api/quiz-play.ts"

import { resultDetails } from "./attempt-wire.ts"
import type { ReviewedCompletion } from "./scoreboard.ts"

export const toScoreboard = (board: Scoreboard): Scoreboard => ({
  ...board,
  completed_quizzes: {
    graded: [...board.completed_quizzes.graded].reverse(),
    fun: [...board.completed_quizzes.fun].reverse(),
  },
})

export const toCompletionDetail = ({ row, shown, at }: ReviewedCompletion): typeof CompletionDetail.Type => ({
  quiz_id: row.quiz_id,
  topic: row.topic,
  level: row.level,
  date_completed: row.completed_at.toISOString(),
  number_correct: row.number_correct,
  number_questions: row.number_questions,
  percent_score: percent(row.number_correct, row.number_questions),
  graded: row.graded,
  challenged: row.challenged,
  late: row.late,
  remark: remark(row.number_correct, row.number_questions),
  ...resultDetails(shown, row.results, at),
})
