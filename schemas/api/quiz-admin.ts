// Payloads of the quiz admins' tools: a question's edit history and updating a player's sign-in.
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

export const UpdateUserPassword = Schema.Struct({
  username: SignInUsername,
  password: NewPassword,
  email: OptionalEmail,
})
