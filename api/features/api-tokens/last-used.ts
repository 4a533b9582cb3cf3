// When a personal API token was last used: an operational fact, not a domain one (a script
// polling every few seconds would fill the log), so a small table beside the events, like the
// AI spend. Written at most once a minute per token: this process skips a token it wrote in
// the last minute, and the upsert itself only moves a time older than a minute, so several
// nodes together still write about once a minute.
import { type Kysely, sql } from "kysely"

import { tableOnFirstUse } from "#engine/sql/create-table.ts"
import type { DB } from "#projections/db.ts"
import { LAST_USED_EVERY_MS } from "#schemas/api-token-rules.ts"

import { API_TOKEN_USES_TABLE, type ApiTokenUsesTables } from "./last-used.tables.ts"

export interface LastUsed {
  /** Notes a use of the token at `now`, unless one was noted in the minute before. */
  touch(tokenId: string, now?: Date): Promise<void>
  /** The last use of each token named that has one. */
  of(tokenIds: readonly string[]): Promise<ReadonlyMap<string, Date>>
}

/** Tokens this process remembers writing; past this many, the oldest are forgotten. */
const REMEMBERED = 10_000

export const lastUsed = (db: Kysely<DB>): LastUsed => {
  const migrate = tableOnFirstUse(
    db,
    sql`create table if not exists ${sql.table(API_TOKEN_USES_TABLE)} (token_id text primary key, used_at timestamptz not null)`,
  )
  const table = () => db.withTables<ApiTokenUsesTables>()
  const written = new Map<string, number>()
  return {
    async touch(tokenId, now = new Date()) {
      const last = written.get(tokenId)
      if (last !== undefined && now.getTime() - last < LAST_USED_EVERY_MS) return
      written.delete(tokenId)
      written.set(tokenId, now.getTime())
      if (written.size > REMEMBERED) written.delete(written.keys().next().value!)
      await migrate()
      await table()
        .insertInto(API_TOKEN_USES_TABLE)
        .values({ token_id: tokenId, used_at: now })
        .onConflict((oc) =>
          oc
            .column("token_id")
            .doUpdateSet({ used_at: now })
            .where(`${API_TOKEN_USES_TABLE}.used_at`, "<", new Date(now.getTime() - LAST_USED_EVERY_MS)),
        )
        .execute()
    },
    async of(tokenIds) {
      if (tokenIds.length === 0) return new Map()
      await migrate()
      const rows = await table().selectFrom(API_TOKEN_USES_TABLE).select(["token_id", "used_at"]).where("token_id", "in", tokenIds).execute()
      return new Map(rows.map((row) => [row.token_id, new Date(row.used_at)]))
    },
  }
}
