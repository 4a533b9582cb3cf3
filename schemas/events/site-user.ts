// The site owner (dashboard context), stream `siteuser-<id>`. Events carry only hashes:
// the password's scrypt encoding and the SHA-256 of each session id.
import { Schema } from "effect"

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

export const SiteUserEvent = Schema.Union(SiteUserCreated, SiteUserProfileUpdated, SiteUserSignedIn, SiteUserSignedOut)
export type SiteUserEvent = typeof SiteUserEvent.Type
