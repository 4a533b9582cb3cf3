// General feedback about the quiz game, stream `feedback-<id>`. Guests may send it, so
// the signed-in user is optional.
import { Schema } from "effect"

import { personal } from "./personal.ts"

export const GeneralFeedbackSubmitted = Schema.Struct({
  type: Schema.Literal("GeneralFeedbackSubmitted"),
  feedbackId: Schema.String,
  userId: Schema.NullOr(Schema.String),
  /** The name and email the sender gave (a signed-in player's own fill the blanks); sealed with a player's key, plain from a guest. */
  player: personal(Schema.NullOr(Schema.String), { owner: "userId", erased: null }),
  playerEmail: personal(Schema.NullOr(Schema.String), { owner: "userId", erased: null }),
  screenshotId: Schema.NullOr(Schema.String),
  feedback: Schema.String,
  at: Schema.String,
})

export const FeedbackEvent = Schema.Union(GeneralFeedbackSubmitted)
export type FeedbackEvent = typeof FeedbackEvent.Type
