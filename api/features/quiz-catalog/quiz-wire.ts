// The quiz as it goes over the wire, in one place: summaries for the lists, the players' shape
// (the stored row without correct answers or explanations), a rating's answer and a
// question's edit history.
import { toPlayerQuestion } from "#engine/quiz/kinds/player-question.ts"
import { editableQuestion } from "#engine/quiz/kinds/question-kind.ts"
import type { QuizSummaryRow } from "#projections/quiz-catalog/quizzes.queries.ts"
import type { QuizRow } from "#projections/quiz-catalog/quizzes.tables.ts"
import type { PlayerQuiz, QuizSummary } from "#schemas/api/quiz.ts"
import type { QuestionHistoryEntry } from "#schemas/api/quiz-admin.ts"
import type { RatingAnswer } from "#schemas/api/quiz-rating.ts"
import * as Messages from "#schemas/messages.ts"
import { QUESTION_KINDS } from "#schemas/question-kinds.ts"

import type { QuestionCorrection } from "./question-history.ts"
import type { QuizRating } from "./rate-quiz.ts"

/** Mean rating to two decimals, or null when nobody has rated the quiz. */
const averageRating = (sum: number, count: number): number | null => (count > 0 ? Math.round((sum * 100) / count) / 100 : null)

/** The kinds a list row names, in the product's order; a name the product no longer knows is left out. */
const kindsOf = (names: readonly string[]): QuizSummary["kinds"] => QUESTION_KINDS.filter((kind) => names.includes(kind))

/** What a list's summary and a player's quiz share. */
const summaryFields = (row: QuizRow | QuizSummaryRow) => ({
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

export const toQuizSummary = (row: QuizSummaryRow): QuizSummary => ({
  ...summaryFields(row),
  kinds: kindsOf(row.kinds),
})

export const toPlayerQuiz = (row: QuizRow): PlayerQuiz => ({
  ...summaryFields(row),
  number: row.number_questions,
  model: row.model,
  // Built field by field so nothing else of a stored question can slip through.
  questions: row.questions.map(toPlayerQuestion),
})

export const toRatingAnswer = (rating: QuizRating): typeof RatingAnswer.Type => ({
  message: Messages.ratingSaved,
  average_rating: averageRating(rating.sum, rating.count),
  rating_count: rating.count,
})

export const toQuestionHistory = (rows: readonly QuestionCorrection[]): (typeof QuestionHistoryEntry.Type)[] =>
  rows.map((r) => ({ at: r.at.toISOString(), by: r.by_username, before: editableQuestion(r.before), after: editableQuestion(r.after) }))
