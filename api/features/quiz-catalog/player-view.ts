// The quiz as players see it: the stored row without correct answers or explanations.
import type { QuizSummaryRow } from "#projections/quizzes.queries.ts"
import type { QuizRow } from "#projections/quizzes.tables.ts"
import type { PlayerQuiz, QuizSummary } from "#schemas/api/quiz.ts"

/** Mean rating to two decimals, or null when nobody has rated the quiz. */
export const averageRating = (sum: number, count: number): number | null => (count > 0 ? Math.round((sum * 100) / count) / 100 : null)

export const toQuizSummary = (row: QuizSummaryRow): QuizSummary => ({
  _id: row.id,
  id: row.id,
  topic: row.topic,
  level: row.level,
  number_questions: row.number_questions,
  average_rating: averageRating(row.rating_sum, row.rating_count),
  rating_count: row.rating_count,
  created_at: row.created_at.toISOString(),
  quality: row.quality,
})

export const toPlayerQuiz = (row: QuizRow): PlayerQuiz => ({
  ...toQuizSummary(row),
  number: row.number_questions,
  model: row.model,
  // Built field by field so nothing else of a stored question can slip through.
  questions: row.questions.map((q) => ({ id: q.id, question: q.question, options: [...q.options] })),
})
