// A player's rating of a quiz, stream `rating-<quizId>-<userId>`: one per player and quiz;
// rating again replaces the earlier one. The event carries the rating it replaces so the
// quiz's running sum and count stay right without reading other rows.
import { Schema } from "effect"

export const QuizRated = Schema.Struct({
  type: Schema.Literal("QuizRated"),
  quizId: Schema.String,
  userId: Schema.String,
  rating: Schema.Number,
  review: Schema.NullOr(Schema.String),
  /** The player's earlier rating of this quiz, or null for a first rating. */
  previousRating: Schema.NullOr(Schema.Number),
  at: Schema.String,
})

export const QuizRatingEvent = Schema.Union(QuizRated)
export type QuizRatingEvent = typeof QuizRatingEvent.Type
