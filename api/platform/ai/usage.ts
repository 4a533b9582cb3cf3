// What the AI provider's calls used, by UTC month, kind and model: the calls and the tokens the
// provider reported for them. Operational counters like the day's spend (spend.ts), so a small table
// beside it, one row per month, kind and model, added to with one upsert per call.
import { type Kysely, sql } from "kysely"

import { tableOnFirstUse } from "#engine/sql/create-table.ts"
import type { DB } from "#projections/db.ts"

import { AI_USAGE_TABLE, type AiUsageTables } from "./usage.tables.ts"

/** What a call was for: a player's own quiz, a live round's, the blind check of a quiz's keys, the coach. */
export type UsageKind = "solo" | "live" | "verification" | "coach" | "recipe_import"

export interface TokenUsage {
  readonly promptTokens: number
  readonly completionTokens: number
}

export interface UsageRow extends TokenUsage {
  readonly kind: UsageKind
  readonly model: string
  readonly calls: number
}

export interface AiUsage {
  /** Counts one call of `kind` on `model` and its tokens (zero when the provider said none). */
  record(kind: UsageKind, model: string, tokens: TokenUsage, now?: Date): Promise<void>
  /** The month's rows, by kind then model. */
  month(now?: Date): Promise<UsageRow[]>
}

/** The UTC month of a moment, "2026-11". */
export const monthKey = (now: Date): string => now.toISOString().slice(0, 7)

export const aiUsage = (db: Kysely<DB>): AiUsage => {
  const migrate = tableOnFirstUse(
    db,
    sql`create table if not exists ${sql.table(AI_USAGE_TABLE)} (month text not null, kind text not null, model text not null, calls integer not null, prompt_tokens bigint not null, completion_tokens bigint not null, primary key (month, kind, model))`,
  )
  const table = () => db.withTables<AiUsageTables>()
  return {
    async record(kind, model, tokens, now = new Date()) {
      await migrate()
      const prompt = Math.max(0, Math.round(tokens.promptTokens))
      const completion = Math.max(0, Math.round(tokens.completionTokens))
      await table()
        .insertInto(AI_USAGE_TABLE)
        .values({ month: monthKey(now), kind, model, calls: 1, prompt_tokens: prompt, completion_tokens: completion })
        .onConflict((oc) =>
          oc.columns(["month", "kind", "model"]).doUpdateSet((eb) => ({
            calls: eb(`${AI_USAGE_TABLE}.calls`, "+", 1),
            prompt_tokens: eb(`${AI_USAGE_TABLE}.prompt_tokens`, "+", prompt),
            completion_tokens: eb(`${AI_USAGE_TABLE}.completion_tokens`, "+", completion),
          })),
        )
        .execute()
    },
    async month(now = new Date()) {
      await migrate()
      const rows = await table().selectFrom(AI_USAGE_TABLE).selectAll().where("month", "=", monthKey(now)).orderBy("kind").orderBy("model").execute()
      // bigint columns come back as strings from some drivers.
      return rows.map((r) => ({
        kind: r.kind as UsageKind,
        model: r.model,
        calls: Number(r.calls),
        promptTokens: Number(r.prompt_tokens),
        completionTokens: Number(r.completion_tokens),
      }))
    },
  }
}
