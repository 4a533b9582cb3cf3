// General feedback about the quiz game, stream `feedback-<id>`. Guests may send it, so
// the signed-in user is optional.
import { Schema } from "effect"

export const GeneralFeedbackSubmitted = Schema.Struct({
  type: Schema.Literal("GeneralFeedbackSubmitted"),
  feedbackId: Schema.String,
  userId: Schema.NullOr(Schema.String),
  player: Schema.NullOr(Schema.String),
  playerEmail: Schema.NullOr(Schema.String),
  screenshotId: Schema.NullOr(Schema.String),
  feedback: Schema.String,
  at: Schema.String,
})

export const FeedbackEvent = Schema.Union(GeneralFeedbackSubmitted)
export type FeedbackEvent = typeof FeedbackEvent.Type
