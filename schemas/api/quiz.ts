// What players receive about quizzes (/api/quiz, /api/quiz/all, /open, /id/{id}).
// No correct answers or explanations here, ever: encoding through these schemas drops any
// field they do not name, so even a full stored question cannot leak through them.
import { Schema } from "effect"

import { CleanText } from "../text.ts"

export const PlayerQuestion = Schema.Struct({
  id: CleanText,
  question: CleanText,
  options: Schema.Array(CleanText),
})

export const PlayerQuiz = Schema.Struct({
  _id: CleanText,
  id: CleanText,
  topic: CleanText,
  level: CleanText,
  number: Schema.Number,
  number_questions: Schema.Number,
  model: CleanText,
  quality: CleanText,
  /** Mean of the players' ratings to two decimals; null before the first rating. */
  average_rating: Schema.NullOr(Schema.Number),
  rating_count: Schema.Number,
  created_at: CleanText,
  questions: Schema.Array(PlayerQuestion),
})
export type PlayerQuiz = typeof PlayerQuiz.Type

export const QuizSummary = Schema.Struct({
  _id: CleanText,
  id: CleanText,
  topic: CleanText,
  level: CleanText,
  number_questions: Schema.Number,
  average_rating: Schema.NullOr(Schema.Number),
  rating_count: Schema.Number,
  created_at: CleanText,
  quality: CleanText,
})
export type QuizSummary = typeof QuizSummary.Type
