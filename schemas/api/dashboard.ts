// Payloads of the owner's session endpoints (/api/dashboard).
import { Schema } from "effect"

import * as Messages from "../messages.ts"
import { CleanText, CleanTrim } from "../text.ts"
import { NewPassword, SignInPassword, SignInUsername, TrimmedText, Username } from "./fields.ts"

export const OwnerCredentials = Schema.Struct({
  username: SignInUsername,
  password: SignInPassword,
})

export const OwnerProfileUpdate = Schema.Struct({
  _id: TrimmedText("_id", 100),
  username: Username,
  password: NewPassword,
})

/** The signed-in owner, as login, profile and /me answer. */
export const OwnerInfo = Schema.Struct({
  _id: CleanText,
  username: CleanText,
})

/** What sign-in answers when the password was right and two-factor is on: a code is asked for next. */
export const OwnerSecondStep = Schema.Struct({
  secondStep: Schema.Literal(true),
  message: Schema.String,
})

/** An authenticator code or a recovery code, as typed. */
export const TwoFactorCode = Schema.Struct({
  code: CleanTrim.pipe(
    Schema.nonEmptyString({ message: () => Messages.twoFactorCodeRequired }),
    Schema.maxLength(40, { message: () => Messages.fieldTooLong("Code", 40) }),
  ),
})

export const TwoFactorStatus = Schema.Struct({
  enabled: Schema.Boolean,
  recoveryCodesLeft: Schema.Number,
})

/** A new key for the owner's authenticator: as text, and as the address its QR code holds. */
export const TwoFactorSetup = Schema.Struct({
  secret: Schema.String,
  uri: Schema.String,
})

/** Shown once, as two-factor is turned on or the codes are replaced. */
export const RecoveryCodes = Schema.Struct({
  recoveryCodes: Schema.Array(Schema.String),
  message: Schema.String,
})
