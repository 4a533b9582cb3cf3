// Personal API tokens, stream `apitokens-<userId>` (the owner's or a player's). Events carry the
// token's SHA-256 only; the token itself is shown once and never stored. The name the holder
// gave it is sealed with the holder's personal key, so a deleted player's names go with them.
import { Schema } from "effect"

import { API_TOKEN_HOLDERS, API_TOKEN_SCOPES } from "../api-token-rules.ts"
import { personal } from "./personal.ts"

export const ApiTokenCreated = Schema.Struct({
  type: Schema.Literal("ApiTokenCreated"),
  userId: Schema.String,
  tokenId: Schema.String,
  holder: Schema.Literal(...API_TOKEN_HOLDERS),
  name: personal(Schema.String, { owner: "userId", erased: "" }),
  scope: Schema.Literal(...API_TOKEN_SCOPES),
  /** SHA-256 (hex) of the token. */
  tokenHash: Schema.String,
  at: Schema.String,
})

export const ApiTokenRevoked = Schema.Struct({
  type: Schema.Literal("ApiTokenRevoked"),
  userId: Schema.String,
  tokenId: Schema.String,
  at: Schema.String,
})

export const ApiTokenEvent = Schema.Union(ApiTokenCreated, ApiTokenRevoked)
export type ApiTokenEvent = typeof ApiTokenEvent.Type
