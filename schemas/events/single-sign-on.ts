// Single sign-on links between an identity at the operator's OpenID provider and a quiz
// player. An identity is named only by a hash of its issuer and subject, so no event holds
// what the provider calls the person. Two streams, claimed as usernames are (auth/username.ts):
// `ssoidentity-<hash>` says which player holds the identity, `ssouser-<userId>` which
// identity a player has linked; of two concurrent claims only one append can win.
import { Schema } from "effect"

export const SingleSignOnIdentityClaimed = Schema.Struct({
  type: Schema.Literal("SingleSignOnIdentityClaimed"),
  identity: Schema.String,
  userId: Schema.String,
  at: Schema.String,
})

export const SingleSignOnIdentityReleased = Schema.Struct({
  type: Schema.Literal("SingleSignOnIdentityReleased"),
  identity: Schema.String,
  userId: Schema.String,
  at: Schema.String,
})

export const SingleSignOnIdentityEvent = Schema.Union(SingleSignOnIdentityClaimed, SingleSignOnIdentityReleased)
export type SingleSignOnIdentityEvent = typeof SingleSignOnIdentityEvent.Type

export const SingleSignOnLinked = Schema.Struct({
  type: Schema.Literal("SingleSignOnLinked"),
  userId: Schema.String,
  identity: Schema.String,
  at: Schema.String,
})

export const SingleSignOnUnlinked = Schema.Struct({
  type: Schema.Literal("SingleSignOnUnlinked"),
  userId: Schema.String,
  identity: Schema.String,
  at: Schema.String,
})

export const SingleSignOnUserEvent = Schema.Union(SingleSignOnLinked, SingleSignOnUnlinked)
export type SingleSignOnUserEvent = typeof SingleSignOnUserEvent.Type
