// Payloads of the quiz account endpoints (/api/quiz).
import { Schema } from "effect"

import * as Messages from "../messages.ts"
import { CleanText, CleanTrim } from "../text.ts"
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
  id: CleanText,
  username: CleanText,
  is_admin: Schema.Boolean,
  token: CleanText,
  quizzes_remaining: Schema.Number,
  email: Schema.NullOr(CleanText),
})
export type QuizUserInfo = typeof QuizUserInfo.Type

/** Asking for a reset link: the account's username or its email. */
export const ForgotPassword = Schema.Struct({
  login: CleanTrim.pipe(
    Schema.nonEmptyString({ message: () => Messages.resetLoginRequired }),
    Schema.maxLength(254, { message: () => Messages.fieldTooLong("Username or email", 254) }),
  ),
})

/** Choosing a new password with the link's token. */
export const ResetPassword = Schema.Struct({
  token: CleanText.pipe(Schema.maxLength(200, { message: () => Messages.resetLinkInvalid })),
  password: NewPassword,
})

/** Whether this site can send reset links (else an admin resets passwords). */
export const PasswordResetOptions = Schema.Struct({ email: Schema.Boolean })
