// Payloads of the quiz account endpoints (/api/quiz).
import { Schema } from "effect"
import { NewPassword, OptionalEmail, SignInPassword, SignInUsername, Username } from "./fields.ts"
import { CleanText } from "../text.ts"

export const QuizRegistration = Schema.Struct({
  username: Username,
  password: NewPassword,
  email: OptionalEmail,
})

export const QuizCredentials = Schema.Struct({
  username: SignInUsername,
  password: SignInPassword,
})

export const QuizProfileUpdate = QuizRegistration

/** What login, register and profile update answer (docs/product.md §3 quiz user). */
export const QuizUserInfo = Schema.Struct({
  id: CleanText,
  username: CleanText,
  is_admin: Schema.Boolean,
  token: CleanText,
  quizzes_remaining: Schema.Number,
  email: Schema.NullOr(CleanText),
})
export type QuizUserInfo = typeof QuizUserInfo.Type
