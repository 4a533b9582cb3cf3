// What a personal API token may reach, as a pure rule: the owner's tokens the owner's API
// (a read token only its reads), a player's tokens only their own scoreboard and history.
// The edge asks it for every bearer call; sessions are not subject to it.
import type { ApiTokenHolder, ApiTokenScope } from "#schemas/api-token-rules.ts"
import * as Messages from "#schemas/messages.ts"

/** A live token as its lookup finds it. */
export interface FoundApiToken {
  readonly tokenId: string
  readonly userId: string
  readonly holder: ApiTokenHolder
  readonly scope: ApiTokenScope
}

/** Finds the live token a bearer value is, or nothing (unknown, revoked, or its account gone). */
export type FindApiToken = (token: string, now?: Date) => Promise<FoundApiToken | undefined>

/** Which API a call is to: the owner's, a player's own data (scoreboard, history), or the rest of a player's. */
export type TokenArea = "owner" | "player-data" | "player"

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"])

/** undefined when the token may make the call; otherwise the 403's message. */
export const tokenRefusal = (token: Pick<FoundApiToken, "holder" | "scope">, area: TokenArea, method: string): string | undefined => {
  if (token.holder === "player") {
    if (area === "owner") return Messages.apiTokenNotForOwner
    if (area !== "player-data") return Messages.apiTokenNotForThis
  } else if (area !== "owner") return Messages.apiTokenOwnerOnly
  if (token.scope === "read" && !SAFE_METHODS.has(method.toUpperCase())) return Messages.apiTokenReadOnly
  return undefined
}
