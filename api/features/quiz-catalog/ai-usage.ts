// The month's AI use for the quiz admin: calls and tokens by kind and model, what they cost
// where AI_PRICES names the model, and the budget they count against (api/platform/ai/charge.ts).
import { type Ai, monthCost } from "#api/platform/ai/charge.ts"
import { costOf } from "#api/platform/ai/prices.ts"
import { monthKey } from "#api/platform/ai/usage.ts"
import type { AiUsageReport } from "#schemas/api/quiz-admin.ts"

export const aiUsageReport = async (ai: Pick<Ai, "usage" | "prices" | "monthlyBudget">, now = new Date()): Promise<typeof AiUsageReport.Type> => {
  const rows = await ai.usage.month(now)
  return {
    month: monthKey(now),
    budget: ai.monthlyBudget ?? null,
    spent: await monthCost(ai, now),
    rows: rows.map((r) => ({
      kind: r.kind,
      model: r.model,
      calls: r.calls,
      prompt_tokens: r.promptTokens,
      completion_tokens: r.completionTokens,
      cost: costOf(ai.prices, r.model, r.promptTokens, r.completionTokens),
    })),
  }
}
