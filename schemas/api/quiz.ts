// What players receive about quizzes (/api/quiz, /api/quiz/all, /open, /id/{id}).
// No correct answers or explanations here, ever: encoding through these schemas drops any
// field they do not name, so even a full stored question cannot leak through them.
import { Schema } from "effect"

import { QUESTION_KINDS } from "../question-kinds.ts"
import { CleanText } from "../text.ts"

export const PlayerQuestion = Schema.Struct({
  id: CleanText,
  question: CleanText,
  /** The options, or a put-in-order question's items in the order first shown (never the right one). */
  options: Schema.Array(CleanText),
  /** The kind (schemas/question-kinds.ts); absent for multiple choice. */
  kind: Schema.optional(Schema.Literal("true_false", "type_answer", "order", "slider", "poll")),
  /** A slider's bounds and unit; its value is the key, and is not here. */
  slider: Schema.optional(Schema.Struct({ min: Schema.Number, max: Schema.Number, step: Schema.Number, unit: CleanText })),
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
  /** The kinds of question the quiz holds, in the order of QUESTION_KINDS (schemas/question-kinds.ts). */
  kinds: Schema.Array(Schema.Literal(...QUESTION_KINDS)),
})
export type QuizSummary = typeof QuizSummary.Type
