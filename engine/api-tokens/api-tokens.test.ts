// An account's personal API tokens: created up to the cap (a revoked one frees its place),
// a player's read only, revoked once, and an unknown one named as such.
import { describe, expect, it } from "vitest"

import { API_TOKENS_PER_ACCOUNT } from "#schemas/api-token-rules.ts"
import type { ApiTokenEvent } from "#schemas/events/api-token.ts"
import * as Messages from "#schemas/messages.ts"
import { given } from "#test/support/decider.ts"

import { Invalid, Missing, WrongState } from "../domain-errors.ts"
import { apiTokens, type ApiTokensCommand } from "./api-tokens.ts"
import { hashApiToken, looksLikeApiToken, newApiToken } from "./token.ts"

const now = new Date("2026-03-05T12:00:00Z")
const at = now.toISOString()
const create = (tokenId: string, holder: "owner" | "player" = "owner", scope: "read" | "write" = "read"): ApiTokensCommand => ({
  type: "CreateApiToken",
  userId: "u1",
  tokenId,
  holder,
  name: `script ${tokenId}`,
  scope,
  tokenHash: `hash-${tokenId}`,
  now,
})
const created = (tokenId: string, holder: "owner" | "player" = "owner", scope: "read" | "write" = "read"): ApiTokenEvent => ({
  type: "ApiTokenCreated",
  userId: "u1",
  tokenId,
  holder,
  name: `script ${tokenId}`,
  scope,
  tokenHash: `hash-${tokenId}`,
  at,
})
const revoked = (tokenId: string): ApiTokenEvent => ({ type: "ApiTokenRevoked", userId: "u1", tokenId, at })
const many = (n: number) => Array.from({ length: n }, (_, i) => created(`t${i}`))

describe("personal API tokens", () => {
  it("creates the owner's read and write tokens, and a player's read token", () => {
    given(apiTokens, [])
      .when(create("a", "owner", "write"))
      .then([created("a", "owner", "write")])
    given(apiTokens, [])
      .when(create("b", "player", "read"))
      .then([created("b", "player", "read")])
  })

  it("refuses a player's token that could write", () => {
    given(apiTokens, [])
      .when(create("a", "player", "write"))
      .then(new Invalid(Messages.apiTokenPlayerReadOnly))
  })

  it("holds at most the cap of live tokens; a revoked one frees its place", () => {
    given(apiTokens, many(API_TOKENS_PER_ACCOUNT))
      .when(create("new"))
      .then(new WrongState(Messages.apiTokenLimit(API_TOKENS_PER_ACCOUNT)))
    given(apiTokens, [...many(API_TOKENS_PER_ACCOUNT), revoked("t3")])
      .when(create("new"))
      .then([created("new")])
  })

  it("revokes a live token once; an unknown or revoked one is missing", () => {
    const revoke: ApiTokensCommand = { type: "RevokeApiToken", userId: "u1", tokenId: "a", now }
    given(apiTokens, [created("a")])
      .when(revoke)
      .then([revoked("a")])
    given(apiTokens, [created("a"), revoked("a")])
      .when(revoke)
      .then(new Missing(Messages.apiTokenMissing))
    given(apiTokens, []).when(revoke).then(new Missing(Messages.apiTokenMissing))
  })

  it("makes tokens with the prefix and enough randomness, stored as a hash", () => {
    const tokens = new Set(Array.from({ length: 50 }, newApiToken))
    expect(tokens.size).toBe(50)
    for (const token of tokens) {
      expect(looksLikeApiToken(token)).toBe(true)
      expect(hashApiToken(token)).toMatch(/^[0-9a-f]{64}$/)
      expect(hashApiToken(token)).not.toContain(token.slice(4))
    }
    expect(looksLikeApiToken("hst_short")).toBe(false)
  })
})
