// One account's personal API tokens (stream `apitokens-<userId>`): created with a name and a
// scope, revoked by their holder. A player's are read only; an account holds at most
// API_TOKENS_PER_ACCOUNT live ones, counted here so two creations at once cannot pass it.
import { API_TOKENS_PER_ACCOUNT, type ApiTokenHolder, type ApiTokenScope } from "#schemas/api-token-rules.ts"
import { ApiTokenEvent } from "#schemas/events/api-token.ts"
import * as Messages from "#schemas/messages.ts"

import type { Decider } from "../decider.ts"
import { Invalid, Missing, WrongState } from "../domain-errors.ts"

export interface ApiTokensState {
  /** Live tokens by id. */
  readonly live: ReadonlySet<string>
}

export const apiTokensStream = (userId: string): string => `apitokens-${userId}`

export type ApiTokensCommand =
  | {
      readonly type: "CreateApiToken"
      readonly userId: string
      readonly tokenId: string
      readonly holder: ApiTokenHolder
      readonly name: string
      readonly scope: ApiTokenScope
      readonly tokenHash: string
      readonly now: Date
    }
  | { readonly type: "RevokeApiToken"; readonly userId: string; readonly tokenId: string; readonly now: Date }

const evolve = (state: ApiTokensState, event: ApiTokenEvent): ApiTokensState => {
  const live = new Set(state.live)
  if (event.type === "ApiTokenCreated") live.add(event.tokenId)
  else live.delete(event.tokenId)
  return { live }
}

const decide = (command: ApiTokensCommand, state: ApiTokensState): ApiTokenEvent[] => {
  const at = command.now.toISOString()
  switch (command.type) {
    case "CreateApiToken": {
      if (command.holder === "player" && command.scope !== "read") throw new Invalid(Messages.apiTokenPlayerReadOnly)
      if (state.live.has(command.tokenId)) return []
      if (state.live.size >= API_TOKENS_PER_ACCOUNT) throw new WrongState(Messages.apiTokenLimit(API_TOKENS_PER_ACCOUNT))
      const { userId, tokenId, holder, name, scope, tokenHash } = command
      return [{ type: "ApiTokenCreated", userId, tokenId, holder, name, scope, tokenHash, at }]
    }
    case "RevokeApiToken":
      if (!state.live.has(command.tokenId)) throw new Missing(Messages.apiTokenMissing)
      return [{ type: "ApiTokenRevoked", userId: command.userId, tokenId: command.tokenId, at }]
  }
}

export const apiTokens: Decider<ApiTokensCommand, ApiTokensState, ApiTokenEvent> = {
  decide,
  evolve,
  initialState: { live: new Set() },
  events: ApiTokenEvent,
}
