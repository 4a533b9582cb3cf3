// Payloads of the personal API tokens' endpoints (/api/dashboard/tokens, /api/quiz/profile/tokens).
import { Schema } from "effect"

import { API_TOKEN_NAME_MAX, API_TOKEN_SCOPES } from "../api-token-rules.ts"
import * as Messages from "../messages.ts"
import { CleanText } from "../text.ts"
import { TrimmedText } from "./fields.ts"

export const ApiTokenScope = Schema.Literal(...API_TOKEN_SCOPES)

export const NewApiToken = Schema.Struct({
  name: TrimmedText("Name", API_TOKEN_NAME_MAX).pipe(Schema.nonEmptyString({ message: () => Messages.apiTokenNameRequired })),
  scope: ApiTokenScope,
})

/** A token as lists show it: never the token itself, which only its creation answers. */
export const ApiTokenInfo = Schema.Struct({
  id: CleanText,
  name: CleanText,
  scope: ApiTokenScope,
  createdAt: Schema.String,
  /** When it was last used (to the minute), or null if never. */
  lastUsedAt: Schema.NullOr(Schema.String),
})

export const ApiTokenList = Schema.Array(ApiTokenInfo)

/** What a creation answers: the token, this once, beside its listing. */
export const CreatedApiToken = Schema.Struct({
  token: Schema.String,
  info: ApiTokenInfo,
  message: Schema.String,
})

export const ApiTokenPath = Schema.Struct({ id: TrimmedText("id", 100) })
