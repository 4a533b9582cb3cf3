// Payloads of rating a quiz (POST /api/quiz).
import { Schema } from "effect"

import { QuizLimits } from "../quiz-rules.ts"
import { CleanText } from "../text.ts"
import { TrimmedText } from "./fields.ts"
import { QuizId } from "./quiz-play.ts"

export const RateQuizPayload = Schema.Struct({
  // Checked by the engine so a missing, zero or fractional rating gets the product's words (docs/product.md §8).
  rating: Schema.optional(Schema.Unknown),
  review: Schema.optional(Schema.NullOr(TrimmedText("Review", QuizLimits.maxReviewLength))),
  quiz_id: QuizId,
})

export const RatingAnswer = Schema.Struct({
  message: CleanText,
  average_rating: Schema.NullOr(Schema.Number),
  rating_count: Schema.Number,
})
