// The lookup every bearer call with a personal API token goes through: a value of the token's
// shape, hashed, found live in the read model; its use noted (last-used.ts).
import type { Kysely } from "kysely"

import type { FindApiToken } from "#engine/api-tokens/access.ts"
import { hashApiToken, looksLikeApiToken } from "#engine/api-tokens/token.ts"
import { liveApiToken } from "#projections/api-tokens/api-tokens.queries.ts"
import type { DB } from "#projections/db.ts"

import type { LastUsed } from "./last-used.ts"

export const apiTokenFinder =
  (db: Kysely<DB>, uses: LastUsed): FindApiToken =>
  async (token, now = new Date()) => {
    if (!looksLikeApiToken(token)) return undefined
    const row = await liveApiToken(db, hashApiToken(token))
    if (!row) return undefined
    await uses.touch(row.id, now)
    return { tokenId: row.id, userId: row.user_id, holder: row.holder, scope: row.scope }
  }
