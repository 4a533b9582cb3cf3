// Payloads of the quiz admins' tools: a question's edit history, the questions dropped when its
// quiz was made, and updating a player's sign-in.
import { Schema } from "effect"

import { CleanText } from "../text.ts"
import { NewPassword, OptionalEmail, SignInUsername } from "./fields.ts"
import { ReportedQuestion } from "./quiz-reports.ts"

export const QuestionHistoryEntry = Schema.Struct({
  at: CleanText,
  by: CleanText,
  before: ReportedQuestion,
  after: ReportedQuestion,
})

/** A generated question the blind check kept out of a quiz, and why. */
export const DroppedQuestionEntry = Schema.Struct({
  question: CleanText,
  options: Schema.Array(CleanText),
  correct_answer: CleanText,
  reason: CleanText,
})

/** One kind and model of the month's AI calls: what they used, and what they cost where the model has a price. */
export const AiUsageRow = Schema.Struct({
  kind: Schema.Literal("solo", "live", "verification", "coach", "recipe_import"),
  model: CleanText,
  calls: Schema.Number,
  prompt_tokens: Schema.Number,
  completion_tokens: Schema.Number,
  cost: Schema.NullOr(Schema.Number),
})

/** The month's AI use so far, and the budget it counts against (null: no cap). */
export const AiUsageReport = Schema.Struct({
  month: CleanText,
  budget: Schema.NullOr(Schema.Number),
  spent: Schema.Number,
  rows: Schema.Array(AiUsageRow),
})

export const UpdateUserPassword = Schema.Struct({
  username: SignInUsername,
  password: NewPassword,
  email: OptionalEmail,
})
