// Every call to the AI provider is charged before it is made: to the site's daily ceiling
// (AI_DAILY_CALLS) and, for a signed-in account, to that account's daily share of it, so no
// one account can spend the whole site's day (docs/decisions.md, "Who pays for an AI call").
// A generation's own allowance (Basic, High-quality, a guest's hour, a group's live rounds)
// is taken by its caller first; this counts the calls the generation then makes. Each call's
// tokens are recorded by kind and model for the month (usage.ts), and with AI_PRICES and
// AI_MONTHLY_BUDGET set, a month whose priced calls have cost the budget makes no more calls.
import * as Messages from "#schemas/messages.ts"

import { AiCeilingReached } from "./errors.ts"
import { costOf, type Prices } from "./prices.ts"
import type { AiProvider, AiProviders, ChatOptions } from "./provider.ts"
import { accountCallsKey, type AiSpend, SITE_KEY } from "./spend.ts"
import type { AiUsage, TokenUsage, UsageKind } from "./usage.ts"

/** The AI provider of each tier, and what it has cost today against the site's daily calls. */
export interface Ai {
  readonly providers: AiProviders
  readonly spend: AiSpend
  /** AI_DAILY_CALLS: calls the whole site may make per UTC day. */
  readonly dailyCalls: number
  /** AI_CHECK_ANSWERS: generated quizzes' keys get a blind check (a second call, on the Basic model) before storing. */
  readonly checkAnswers: boolean
  /** The month's calls and tokens by kind and model. */
  readonly usage: AiUsage
  /** AI_PRICES: per model, per million tokens in and out. */
  readonly prices: Prices
  /** AI_MONTHLY_BUDGET: what the month's priced calls may cost; undefined for no cap. */
  readonly monthlyBudget: number | undefined
}

/** What the month's calls have cost so far, counting the models with a price. */
export const monthCost = async (ai: Pick<Ai, "usage" | "prices">, now = new Date()): Promise<number> =>
  (await ai.usage.month(now)).reduce((sum, row) => sum + (costOf(ai.prices, row.model, row.promptTokens, row.completionTokens) ?? 0), 0)

const budgetSpent = async (ai: Charging, now?: Date): Promise<boolean> => ai.monthlyBudget !== undefined && (await monthCost(ai, now)) >= ai.monthlyBudget

/** Who a call is charged to: a signed-in account (a player, or an admin asking the coach), or a guest. */
export type Payer = { readonly userId: string } | "guest"

/** One account may make at most this share of the site's daily calls. */
export const ACCOUNT_SHARE_OF_SITE = 4

/** Provider calls one account may make per UTC day: a quarter of AI_DAILY_CALLS. */
export const accountDailyCalls = (ai: Pick<Ai, "dailyCalls">): number => Math.floor(ai.dailyCalls / ACCOUNT_SHARE_OF_SITE)

type Charging = Pick<Ai, "spend" | "dailyCalls" | "usage" | "prices" | "monthlyBudget">

/** Why a call charged to `payer` cannot be made today (the site's or the account's limit), or undefined. */
export const spentAllowance = async (ai: Charging, payer: Payer, now = new Date()): Promise<string | undefined> => {
  if (await budgetSpent(ai, now)) return Messages.aiMonthlyBudget
  if ((await ai.spend.spentToday(SITE_KEY, now)) >= ai.dailyCalls) return Messages.siteAiCeiling
  if (payer !== "guest" && (await ai.spend.spentToday(accountCallsKey(payer.userId), now)) >= accountDailyCalls(ai))
    return Messages.accountAiShare(accountDailyCalls(ai))
  return undefined
}

/** Counts one call against the site and the payer, or throws AiCeilingReached naming which is spent. */
const charge = async (ai: Charging, payer: Payer): Promise<void> => {
  if (await budgetSpent(ai)) throw new AiCeilingReached(Messages.aiMonthlyBudget)
  // A site already at its ceiling refuses before the account's count is touched.
  if ((await ai.spend.spentToday(SITE_KEY)) >= ai.dailyCalls) throw new AiCeilingReached()
  // The account's own count first: an account past its share must not use up the site's.
  if (payer !== "guest" && !(await ai.spend.take(accountCallsKey(payer.userId), accountDailyCalls(ai))))
    throw new AiCeilingReached(Messages.accountAiShare(accountDailyCalls(ai)))
  if (!(await ai.spend.take(SITE_KEY, ai.dailyCalls))) throw new AiCeilingReached()
}

const NO_TOKENS: TokenUsage = { promptTokens: 0, completionTokens: 0 }

/** `provider` with each call charged to `payer` first, and recorded after as a call of `kind` with its tokens. */
export const charged = (provider: AiProvider, ai: Charging, payer: Payer, kind: UsageKind): AiProvider => {
  const gate = () => charge(ai, payer)
  /** The options with a listener for the call's tokens, and the recording of the call once it is over. */
  const metered = (options: ChatOptions | undefined) => {
    let tokens = NO_TOKENS
    return {
      options: { ...options, onUsage: (usage: TokenUsage) => (tokens = usage) },
      // A failed call was still made: it is counted, with whatever tokens were reported.
      record: () => ai.usage.record(kind, provider.model, tokens),
    }
  }
  return {
    model: provider.model,
    chatJson: async (messages, format, options) => {
      await gate()
      const call = metered(options)
      try {
        return await provider.chatJson(messages, format, call.options)
      } finally {
        await call.record()
      }
    },
    chat: async (messages, options) => {
      await gate()
      const call = metered(options)
      try {
        return await provider.chat(messages, call.options)
      } finally {
        await call.record()
      }
    },
    async *chatStream(messages, options) {
      await gate()
      const call = metered(options)
      try {
        yield* provider.chatStream(messages, call.options)
      } finally {
        await call.record()
      }
    },
  }
}
