// Payloads of the quiz account endpoints (/api/quiz).
import { Schema } from "effect"
import { NewPassword, OptionalEmail, SignInPassword, SignInUsername, Username } from "./fields.ts"

export const QuizRegistration = Schema.Struct({
  username: Username,
  password: NewPassword,
  email: OptionalEmail,
})

export const QuizCredentials = Schema.Struct({
  username: SignInUsername,
  password: SignInPassword,
})

/** A profile update sets the password too, so it needs the current one (403 when wrong). */
export const QuizProfileUpdate = Schema.Struct({
  ...QuizRegistration.fields,
  current_password: SignInPassword,
})

/** What login, register and profile update answer (docs/product.md §3 quiz user). */
export const QuizUserInfo = Schema.Struct({
  id: Schema.String,
  username: Schema.String,
  is_admin: Schema.Boolean,
  token: Schema.String,
  quizzes_remaining: Schema.Number,
  email: Schema.NullOr(Schema.String),
})
export type QuizUserInfo = typeof QuizUserInfo.Type
