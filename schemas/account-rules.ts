// Account rules the browser checks before it asks and the server enforces (schemas/api/fields.ts):
// one definition, so the form says what the server would.
import * as Messages from "./messages.ts"

/** A new password's length, in characters. */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 200

/** What is wrong with a new password, or null. */
export const newPasswordProblem = (password: string): string | null => {
  if (password.length < PASSWORD_MIN_LENGTH) return Messages.passwordTooShort
  if (password.length > PASSWORD_MAX_LENGTH) return Messages.passwordTooLong
  return null
}
