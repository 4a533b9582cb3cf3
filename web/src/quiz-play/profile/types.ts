// The scoreboard as GET /api/quiz/profile/scoreboard/totals sends it, typed from the server's schemas (type-only).
import type {
  CompletedQuiz as CompletedQuizSchema,
  CompletionDetail as CompletionDetailSchema,
  Scoreboard as ScoreboardSchema,
} from "#schemas/api/quiz-play.ts"

export type Scoreboard = typeof ScoreboardSchema.Type
export type CompletedQuiz = typeof CompletedQuizSchema.Type

/** One completion with its per-question results, question text and options. */
export type CompletionDetail = typeof CompletionDetailSchema.Type

/** A stored scoreboard is trusted only when it has the shape this page reads. */
export function isScoreboard(value: unknown): value is Scoreboard {
  if (typeof value !== "object" || value === null) return false
  const v = value as Partial<Scoreboard>
  return (
    typeof v.total_correct === "number" &&
    Array.isArray(v.score_by_level) &&
    Array.isArray(v.completed_quizzes?.graded) &&
    Array.isArray(v.completed_quizzes?.fun)
  )
}
