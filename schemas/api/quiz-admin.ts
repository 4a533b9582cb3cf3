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

export const UpdateUserPassword = Schema.Struct({
  username: SignInUsername,
  password: NewPassword,
  email: OptionalEmail,
})
