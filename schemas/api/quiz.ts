// What players receive about quizzes (/api/quiz, /api/quiz/all, /open, /id/{id}).
// No correct answers or explanations here, ever: encoding through these schemas drops any
// field they do not name, so even a full stored question cannot leak through them.
import { Schema } from "effect"

export const PlayerQuestion = Schema.Struct({
  id: Schema.String,
  question: Schema.String,
  options: Schema.Array(Schema.String),
})

export const PlayerQuiz = Schema.Struct({
  _id: Schema.String,
  id: Schema.String,
  topic: Schema.String,
  level: Schema.String,
  number: Schema.Number,
  number_questions: Schema.Number,
  model: Schema.String,
  quality: Schema.String,
  /** Mean of the players' ratings to two decimals; null before the first rating. */
  average_rating: Schema.NullOr(Schema.Number),
  rating_count: Schema.Number,
  created_at: Schema.String,
  questions: Schema.Array(PlayerQuestion),
})
export type PlayerQuiz = typeof PlayerQuiz.Type

export const QuizSummary = Schema.Struct({
  _id: Schema.String,
  id: Schema.String,
  topic: Schema.String,
  level: Schema.String,
  number_questions: Schema.Number,
  average_rating: Schema.NullOr(Schema.Number),
  rating_count: Schema.Number,
  created_at: Schema.String,
  quality: Schema.String,
})
export type QuizSummary = typeof QuizSummary.Type
