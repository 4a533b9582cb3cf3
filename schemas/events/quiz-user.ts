// Quiz players and admins, stream `quizuser-<id>`. A token is revoked by its `jti`;
// `expiresAt` lets the read model forget a revocation once the token could not be used anyway.
import { Schema } from "effect"

import { personal } from "./personal.ts"

export const QuizUserRegistered = Schema.Struct({
  type: Schema.Literal("QuizUserRegistered"),
  userId: Schema.String,
  username: Schema.String,
  email: personal(Schema.NullOr(Schema.String), { owner: "userId", erased: null }),
  passwordHash: personal(Schema.String, { owner: "userId", erased: "" }),
  isAdmin: Schema.Boolean,
  at: Schema.String,
})

export const QuizUserProfileUpdated = Schema.Struct({
  type: Schema.Literal("QuizUserProfileUpdated"),
  userId: Schema.String,
  username: Schema.String,
  email: personal(Schema.NullOr(Schema.String), { owner: "userId", erased: null }),
  passwordHash: personal(Schema.String, { owner: "userId", erased: "" }),
  at: Schema.String,
})

export const QuizTokenRevoked = Schema.Struct({
  type: Schema.Literal("QuizTokenRevoked"),
  userId: Schema.String,
  jti: Schema.String,
  expiresAt: Schema.String,
  at: Schema.String,
})

/**
 * Every sign-in of the user made before this ends: a token is good only while the
 * generation it was signed with is at least `generation` (a password change or reset).
 */
export const QuizUserSessionsEnded = Schema.Struct({
  type: Schema.Literal("QuizUserSessionsEnded"),
  userId: Schema.String,
  generation: Schema.Number,
  at: Schema.String,
})

export const QuizUserDeleted = Schema.Struct({
  type: Schema.Literal("QuizUserDeleted"),
  userId: Schema.String,
  at: Schema.String,
})

/** The admin role given or taken away (from the admin command line). */
export const QuizUserAdminGranted = Schema.Struct({
  type: Schema.Literal("QuizUserAdminGranted"),
  userId: Schema.String,
  at: Schema.String,
})

export const QuizUserAdminRevoked = Schema.Struct({
  type: Schema.Literal("QuizUserAdminRevoked"),
  userId: Schema.String,
  at: Schema.String,
})

/** A reset link was sent; only the hash of its secret is kept, and it stops working at `expiresAt`. */
export const QuizPasswordResetRequested = Schema.Struct({
  type: Schema.Literal("QuizPasswordResetRequested"),
  userId: Schema.String,
  tokenHash: Schema.String,
  expiresAt: Schema.String,
  at: Schema.String,
})

/** The link was used (the new password is the QuizUserProfileUpdated before it); it cannot be used again. */
export const QuizPasswordResetUsed = Schema.Struct({
  type: Schema.Literal("QuizPasswordResetUsed"),
  userId: Schema.String,
  at: Schema.String,
})

export const QuizUserEvent = Schema.Union(
  QuizUserRegistered,
  QuizUserProfileUpdated,
  QuizTokenRevoked,
  QuizUserSessionsEnded,
  QuizUserDeleted,
  QuizUserAdminGranted,
  QuizUserAdminRevoked,
  QuizPasswordResetRequested,
  QuizPasswordResetUsed,
)
export type QuizUserEvent = typeof QuizUserEvent.Type
