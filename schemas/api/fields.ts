// Field schemas shared by the account and feedback payloads. Text is trimmed (passwords
// are not: spaces may be part of one) and every rule carries the message users see.
import { Schema } from "effect"

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../account-rules.ts"
import * as Messages from "../messages.ts"
import { CleanText, CleanTrim } from "../text.ts"

export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,30}$/
const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/

/** Trimmed text of at most `max` characters. */
export const TrimmedText = (field: string, max: number) => CleanTrim.pipe(Schema.maxLength(max, { message: () => Messages.fieldTooLong(field, max) }))

/** A new username: 3–30 letters, digits, `_`, `-` or `.`. */
export const Username = CleanTrim.pipe(
  Schema.nonEmptyString({ message: () => Messages.usernameRequired }),
  Schema.pattern(USERNAME_PATTERN, { message: () => Messages.usernameRule }),
)

/** A new password: 8–200 characters (schemas/account-rules.ts, which the forms check too). */
export const NewPassword = CleanText.pipe(
  Schema.minLength(PASSWORD_MIN_LENGTH, { message: () => Messages.passwordTooShort }),
  Schema.maxLength(PASSWORD_MAX_LENGTH, { message: () => Messages.passwordTooLong }),
)

/** What a sign-in form sends: anything non-empty, bounded so nobody can make us hash a megabyte. */
export const SignInUsername = CleanTrim.pipe(
  Schema.nonEmptyString({ message: () => Messages.usernameRequired }),
  Schema.maxLength(100, { message: () => Messages.fieldTooLong("Username", 100) }),
)
export const SignInPassword = CleanText.pipe(
  Schema.nonEmptyString({ message: () => Messages.passwordRequired }),
  Schema.maxLength(1000, { message: () => Messages.fieldTooLong("Password", 1000) }),
)

/** An optional email: absent, null or "" mean none. */
export const OptionalEmail = Schema.optional(
  Schema.NullOr(CleanTrim.pipe(Schema.filter((s) => s === "" || (s.length <= 254 && EMAIL_PATTERN.test(s)), { message: () => Messages.emailInvalid }))),
)

/** A required email, with the message its form shows. */
export const Email = (message: string) => CleanTrim.pipe(Schema.filter((s) => s.length <= 254 && EMAIL_PATTERN.test(s), { message: () => message }))

/** "" and null both mean "not given". */
export const blankToNull = (value: string | null | undefined): string | null => (value === undefined || value === null || value === "" ? null : value)
