// The site owner (dashboard context), stream `siteuser-<id>`. Events carry only hashes:
// the password's scrypt encoding, the SHA-256 of each session id, second-step challenge and
// recovery code. The one secret, the two-factor key, is sealed with the owner's personal key.
import { Schema } from "effect"

import { personal } from "./personal.ts"

export const SiteUserCreated = Schema.Struct({
  type: Schema.Literal("SiteUserCreated"),
  userId: Schema.String,
  username: Schema.String,
  passwordHash: Schema.String,
  at: Schema.String,
})

export const SiteUserProfileUpdated = Schema.Struct({
  type: Schema.Literal("SiteUserProfileUpdated"),
  userId: Schema.String,
  username: Schema.String,
  passwordHash: Schema.String,
  at: Schema.String,
})

export const SiteUserSignedIn = Schema.Struct({
  type: Schema.Literal("SiteUserSignedIn"),
  userId: Schema.String,
  sessionHash: Schema.String,
  expiresAt: Schema.String,
  at: Schema.String,
})

export const SiteUserSignedOut = Schema.Struct({
  type: Schema.Literal("SiteUserSignedOut"),
  userId: Schema.String,
  sessionHash: Schema.String,
  at: Schema.String,
})

/** The authenticator's key (base32), sealed; it turns two-factor on only once a code confirms it. */
const TotpSecret = personal(Schema.String, { owner: "userId", erased: "" })

export const SiteUserTwoFactorSetupStarted = Schema.Struct({
  type: Schema.Literal("SiteUserTwoFactorSetupStarted"),
  userId: Schema.String,
  secret: TotpSecret,
  at: Schema.String,
})

export const SiteUserTwoFactorEnabled = Schema.Struct({
  type: Schema.Literal("SiteUserTwoFactorEnabled"),
  userId: Schema.String,
  secret: TotpSecret,
  /** SHA-256 of each recovery code, as normaliseRecoveryCode gives it. */
  recoveryCodeHashes: Schema.Array(Schema.String),
  /** The time step of the code that confirmed it, which may not sign in again. */
  step: Schema.Number,
  at: Schema.String,
})

export const SiteUserTwoFactorDisabled = Schema.Struct({
  type: Schema.Literal("SiteUserTwoFactorDisabled"),
  userId: Schema.String,
  /** The owner turned it off with a code, or the admin command line reset it. */
  reason: Schema.Literal("owner", "reset"),
  at: Schema.String,
})

/** New recovery codes, asked for with a current code: the old ones, used or not, stop working. */
export const SiteUserRecoveryCodesReplaced = Schema.Struct({
  type: Schema.Literal("SiteUserRecoveryCodesReplaced"),
  userId: Schema.String,
  recoveryCodeHashes: Schema.Array(Schema.String),
  /** The time step of the code that asked for them, which may not sign in again. */
  step: Schema.Number,
  at: Schema.String,
})

/** The password was right; a session waits for the code (the challenge's SHA-256 is in a cookie). */
export const SiteUserSecondStepStarted = Schema.Struct({
  type: Schema.Literal("SiteUserSecondStepStarted"),
  userId: Schema.String,
  challengeHash: Schema.String,
  expiresAt: Schema.String,
  at: Schema.String,
})

export const SiteUserSecondStepFailed = Schema.Struct({
  type: Schema.Literal("SiteUserSecondStepFailed"),
  userId: Schema.String,
  challengeHash: Schema.String,
  reason: Schema.Literal("wrong", "reused", "recovery-code-used"),
  at: Schema.String,
})

/** The code was right: by the authenticator's time step, or by a recovery code (now used). */
export const SiteUserSecondStepPassed = Schema.Struct({
  type: Schema.Literal("SiteUserSecondStepPassed"),
  userId: Schema.String,
  challengeHash: Schema.String,
  step: Schema.optional(Schema.Number),
  recoveryCodeHash: Schema.optional(Schema.String),
  at: Schema.String,
})

export const SiteUserEvent = Schema.Union(
  SiteUserCreated,
  SiteUserProfileUpdated,
  SiteUserSignedIn,
  SiteUserSignedOut,
  SiteUserTwoFactorSetupStarted,
  SiteUserTwoFactorEnabled,
  SiteUserTwoFactorDisabled,
  SiteUserRecoveryCodesReplaced,
  SiteUserSecondStepStarted,
  SiteUserSecondStepFailed,
  SiteUserSecondStepPassed,
)
export type SiteUserEvent = typeof SiteUserEvent.Type
