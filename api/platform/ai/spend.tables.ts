// The AI spend counters' table (api/platform/ai/spend.ts). Not a read model, so not in projections/db.ts:
// its module adds it to the handle with `withTables`.
export const AI_SPEND_TABLE = "ai_spend"

export interface AiSpendTable {
  /** The UTC day, as dayKey gives it. */
  readonly day: string
  readonly key: string
  readonly calls: number
}

export type AiSpendTables = { [AI_SPEND_TABLE]: AiSpendTable }
