// The personal API tokens read model's queries (projections/api-tokens/api-tokens.ts).
import type { Kysely } from "kysely"

import type { DB } from "../db.ts"
import { API_TOKENS_TABLE } from "./api-tokens.tables.ts"

/** The live token with this hash, if there is one. */
export const liveApiToken = (db: Kysely<DB>, hash: string) =>
  db.selectFrom(API_TOKENS_TABLE).select(["id", "user_id", "holder", "scope"]).where("hash", "=", hash).where("revoked_at", "is", null).executeTakeFirst()

/** One account's live tokens of one holder kind, oldest first. */
export const liveApiTokensOf = (db: Kysely<DB>, userId: string, holder: "owner" | "player") =>
  db
    .selectFrom(API_TOKENS_TABLE)
    .select(["id", "name", "scope", "created_at"])
    .where("user_id", "=", userId)
    .where("holder", "=", holder)
    .where("revoked_at", "is", null)
    .orderBy("created_at")
    .orderBy("id")
    .execute()
