// Payloads of general feedback (/api/quiz/admin/general_feedback).
import { Schema } from "effect"

import * as Messages from "../messages.ts"
import { CleanText, CleanTrim } from "../text.ts"
import { OptionalEmail, TrimmedText } from "./fields.ts"

export const FEEDBACK_MAX = 5000

export const GeneralFeedbackSubmission = Schema.Struct({
  player: Schema.optional(Schema.NullOr(TrimmedText("Player", 100))),
  player_email: OptionalEmail,
  screenshot_id: Schema.optional(Schema.NullOr(TrimmedText("Screenshot id", 200))),
  // Missing or blank feedback is refused by the engine with the product's exact words (docs/product.md §8).
  feedback: Schema.optional(Schema.NullOr(CleanTrim.pipe(Schema.maxLength(FEEDBACK_MAX, { message: () => Messages.feedbackTooLong })))),
})

export const GeneralFeedbackItem = Schema.Struct({
  id: CleanText,
  player: Schema.NullOr(CleanText),
  player_email: Schema.NullOr(CleanText),
  screenshot_id: Schema.NullOr(CleanText),
  feedback: CleanText,
  user_id: Schema.NullOr(CleanText),
  created_at: CleanText,
})
