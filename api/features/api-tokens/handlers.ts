// The token endpoints of the owner and of a player: one set of handlers, told whose tokens.
import { randomUUID } from "node:crypto"

import { Effect } from "effect"
import type { Kysely } from "kysely"

import { CurrentQuizUser } from "#api/features/accounts/public.ts"
import { CurrentOwner } from "#api/features/site-owner/public.ts"
import type { GroupHandlers } from "#api/platform/http/handlers.ts"
import { attempt } from "#api/platform/http/refusals.ts"
import { createApiToken, revokeApiToken } from "#engine/api-tokens/commands.ts"
import { hashApiToken, newApiToken } from "#engine/api-tokens/token.ts"
import type { CommandDeps } from "#engine/command.ts"
import { Invalid, Missing, WrongState } from "#engine/domain-errors.ts"
import { liveApiTokensOf } from "#projections/api-tokens/api-tokens.queries.ts"
import type { DB } from "#projections/db.ts"
import type { NewApiToken } from "#schemas/api/api-tokens.ts"
import type { ApiTokenHolder } from "#schemas/api-token-rules.ts"
import * as Messages from "#schemas/messages.ts"

import type { OwnerApiTokensGroup, PlayerApiTokensGroup } from "./group.ts"
import type { LastUsed } from "./last-used.ts"

export interface ApiTokenDeps {
  readonly db: Kysely<DB>
  readonly commands: CommandDeps
  readonly uses: LastUsed
}

const tokenActions = (deps: ApiTokenDeps, holder: ApiTokenHolder) => ({
  list: (userId: string) =>
    Effect.promise(async () => {
      const rows = await liveApiTokensOf(deps.db, userId, holder)
      const used = await deps.uses.of(rows.map((row) => row.id))
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        scope: row.scope,
        createdAt: new Date(row.created_at).toISOString(),
        lastUsedAt: used.get(row.id)?.toISOString() ?? null,
      }))
    }),
  create: (userId: string, payload: typeof NewApiToken.Type) =>
    Effect.gen(function* () {
      const token = newApiToken()
      const tokenId = randomUUID()
      const now = new Date()
      yield* attempt(
        () => createApiToken(deps.commands, { userId, tokenId, holder, name: payload.name, scope: payload.scope, tokenHash: hashApiToken(token), now }),
        Invalid,
        WrongState,
      )
      const info = { id: tokenId, name: payload.name, scope: payload.scope, createdAt: now.toISOString(), lastUsedAt: null }
      return { token, info, message: Messages.apiTokenCreated }
    }),
  revoke: (userId: string, tokenId: string) =>
    Effect.as(
      attempt(() => revokeApiToken(deps.commands, { userId, tokenId, now: new Date() }), Missing),
      { message: Messages.apiTokenRevoked },
    ),
})

export const ownerApiTokenHandlers = (deps: ApiTokenDeps) => (handlers: GroupHandlers<typeof OwnerApiTokensGroup>) => {
  const tokens = tokenActions(deps, "owner")
  return handlers
    .handle("list", () => Effect.flatMap(CurrentOwner, (owner) => tokens.list(owner.userId)))
    .handle("create", ({ payload }) => Effect.flatMap(CurrentOwner, (owner) => tokens.create(owner.userId, payload)))
    .handle("revoke", ({ path }) => Effect.flatMap(CurrentOwner, (owner) => tokens.revoke(owner.userId, path.id)))
}

export const playerApiTokenHandlers = (deps: ApiTokenDeps) => (handlers: GroupHandlers<typeof PlayerApiTokensGroup>) => {
  const tokens = tokenActions(deps, "player")
  return handlers
    .handle("list", () => Effect.flatMap(CurrentQuizUser, (user) => tokens.list(user.userId)))
    .handle("create", ({ payload }) => Effect.flatMap(CurrentQuizUser, (user) => tokens.create(user.userId, payload)))
    .handle("revoke", ({ path }) => Effect.flatMap(CurrentQuizUser, (user) => tokens.revoke(user.userId, path.id)))
}
