// Payloads of general feedback (/api/quiz/admin/general_feedback).
import { Schema } from "effect"
import { Messages } from "../messages.ts"
import { OptionalEmail, TrimmedText } from "./fields.ts"

export const FEEDBACK_MAX = 5000

export const GeneralFeedbackSubmission = Schema.Struct({
  player: Schema.optional(Schema.NullOr(TrimmedText("Player", 100))),
  player_email: OptionalEmail,
  screenshot_id: Schema.optional(Schema.NullOr(TrimmedText("Screenshot id", 200))),
  // Missing or blank feedback is refused by the engine with the product's exact words (docs/product.md §8).
  feedback: Schema.optional(Schema.NullOr(Schema.Trim.pipe(Schema.maxLength(FEEDBACK_MAX, { message: () => Messages.feedbackTooLong })))),
})

export const GeneralFeedbackItem = Schema.Struct({
  id: Schema.String,
  player: Schema.NullOr(Schema.String),
  player_email: Schema.NullOr(Schema.String),
  screenshot_id: Schema.NullOr(Schema.String),
  feedback: Schema.String,
  user_id: Schema.NullOr(Schema.String),
  created_at: Schema.String,
})
