// Payloads of the owner's session endpoints (/api/dashboard).
import { Schema } from "effect"

import { CleanText } from "../text.ts"
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
