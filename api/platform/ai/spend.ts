// What the AI provider has cost today, counted the moment a call is made: per site and per
// account (every provider call, api/platform/ai/charge.ts), per signed-in player and quality (each
// generation, solo or a live round's), per group (its live rounds that generate). Operational
// counters, not domain facts, so a small table beside app_secrets rather than events: one row per UTC
// day and key, taken with a single conditional upsert, so concurrent requests on any number
// of nodes sharing the database cannot pass a limit together. Nothing is ever given back.
import { type Kysely, sql } from "kysely"

import { dayKey } from "#engine/quiz/quota.ts"
import { tableOnFirstUse } from "#engine/sql/create-table.ts"
import type { DB } from "#projections/db.ts"

import { AI_SPEND_TABLE, type AiSpendTables } from "./spend.tables.ts"

export const SITE_KEY = "site"
export const generationKey = (userId: string, quality: "basic" | "high_quality"): string => `${quality}:${userId}`
/** Provider calls charged to one account (a player, or an admin asking the coach). */
export const accountCallsKey = (userId: string): string => `calls:${userId}`
/** Live rounds of one group that called the generator. */
export const liveRoundsKey = (groupId: string): string => `live:${groupId}`

/** The day's counters of one database; the table is created on first use. */
export interface AiSpend {
  /** Counts one call against `key` today if fewer than `limit` were made; false (nothing counted) otherwise. */
  take(key: string, limit: number, now?: Date): Promise<boolean>
  /** Calls counted against `key` today. */
  spentToday(key: string, now?: Date): Promise<number>
}

export const aiSpend = (db: Kysely<DB>): AiSpend => {
  const migrate = tableOnFirstUse(
    db,
    sql`create table if not exists ${sql.table(AI_SPEND_TABLE)} (day text not null, key text not null, calls integer not null, primary key (day, key))`,
  )
  return {
    async take(key, limit, now = new Date()) {
      if (limit <= 0) return false
      await migrate()
      const day = dayKey(now)
      const row = await db
        .withTables<AiSpendTables>()
        .insertInto(AI_SPEND_TABLE)
        .values({ day, key, calls: 1 })
        .onConflict((oc) =>
          oc
            .columns(["day", "key"])
            .doUpdateSet((eb) => ({ calls: eb(`${AI_SPEND_TABLE}.calls`, "+", 1) }))
            .where(`${AI_SPEND_TABLE}.calls`, "<", limit),
        )
        .returning("calls")
        .executeTakeFirst()
      return row !== undefined
    },
    async spentToday(key, now = new Date()) {
      await migrate()
      const row = await db
        .withTables<AiSpendTables>()
        .selectFrom(AI_SPEND_TABLE)
        .select("calls")
        .where("day", "=", dayKey(now))
        .where("key", "=", key)
        .executeTakeFirst()
      return row?.calls ?? 0
    },
  }
}
