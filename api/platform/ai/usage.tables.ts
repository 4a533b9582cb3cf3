// The AI usage table (api/platform/ai/usage.ts). Not a read model, so not in projections/db.ts:
// its module adds it to the handle with `withTables`.
export const AI_USAGE_TABLE = "ai_usage"

export interface AiUsageTable {
  /** The UTC month, "2026-11". */
  readonly month: string
  /** What the calls were for (UsageKind). */
  readonly kind: string
  readonly model: string
  readonly calls: number
  readonly prompt_tokens: number
  readonly completion_tokens: number
}

export type AiUsageTables = { [AI_USAGE_TABLE]: AiUsageTable }
