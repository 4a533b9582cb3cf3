// Read model of personal API tokens, `api_tokens`: a bearer call looks its hash up here, and
// the holder's list reads the live ones. Revoked rows stay, marked, so a revoked token is
// told apart from nothing only by the server, never by the caller (both are 401).
import type { Kysely, Transaction } from "kysely"

import { ApiTokenEvent } from "#schemas/events/api-token.ts"

import type { DB } from "../db.ts"
import { eventDecoder, typesOf } from "../decode-event.ts"
import type { Projection } from "../projection.ts"
import { API_TOKENS_TABLE } from "./api-tokens.tables.ts"

const decode = eventDecoder(ApiTokenEvent, ["ApiTokenCreated", "ApiTokenRevoked"])

export const apiTokensProjection: Projection = {
  name: "api-tokens",
  version: 1,
  eventTypes: typesOf(decode),
  async migrate(db: Kysely<DB>) {
    await db.schema
      .createTable(API_TOKENS_TABLE)
      .ifNotExists()
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("hash", "text", (c) => c.notNull().unique())
      .addColumn("user_id", "text", (c) => c.notNull())
      .addColumn("holder", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("scope", "text", (c) => c.notNull())
      .addColumn("created_at", "timestamptz", (c) => c.notNull())
      .addColumn("revoked_at", "timestamptz")
      .execute()
    await db.schema.createIndex(`${API_TOKENS_TABLE}_user`).ifNotExists().on(API_TOKENS_TABLE).column("user_id").execute()
  },
  async reset(trx: Transaction<DB>) {
    await trx.deleteFrom(API_TOKENS_TABLE).execute()
  },
  async apply(trx: Transaction<DB>, recorded) {
    const event = decode(recorded)
    if (!event) return
    switch (event.type) {
      case "ApiTokenCreated":
        await trx
          .insertInto(API_TOKENS_TABLE)
          .values({
            id: event.tokenId,
            hash: event.tokenHash,
            user_id: event.userId,
            holder: event.holder,
            name: event.name,
            scope: event.scope,
            created_at: new Date(event.at),
            revoked_at: null,
          })
          .onConflict((oc) => oc.column("id").doNothing())
          .execute()
        return
      case "ApiTokenRevoked":
        await trx
          .updateTable(API_TOKENS_TABLE)
          .set({ revoked_at: new Date(event.at) })
          .where("id", "=", event.tokenId)
          .execute()
        return
    }
  },
}
