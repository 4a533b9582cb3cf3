// Every call to the AI provider is charged before it is made: to the site's daily ceiling
// (AI_DAILY_CALLS) and, for a signed-in account, to that account's daily share of it, so no
// one account can spend the whole site's day (docs/decisions.md, "Who pays for an AI call").
// A generation's own allowance (Basic, High-quality, a guest's hour, a group's live rounds)
// is taken by its caller first; this counts the calls the generation then makes.
import * as Messages from "#schemas/messages.ts"

import { AiCeilingReached } from "./errors.ts"
import type { AiProvider, AiProviders } from "./provider.ts"
import { accountCallsKey, type AiSpend, SITE_KEY } from "./spend.ts"

/** The AI provider of each tier, and what it has cost today against the site's daily calls. */
export interface Ai {
  readonly providers: AiProviders
  readonly spend: AiSpend
  /** AI_DAILY_CALLS: calls the whole site may make per UTC day. */
  readonly dailyCalls: number
  /** AI_CHECK_ANSWERS: generated quizzes' keys get a blind check (a second call, on the Basic model) before storing. */
  readonly checkAnswers: boolean
}

/** Who a call is charged to: a signed-in account (a player, or an admin asking the coach), or a guest. */
export type Payer = { readonly userId: string } | "guest"

/** One account may make at most this share of the site's daily calls. */
export const ACCOUNT_SHARE_OF_SITE = 4

/** Provider calls one account may make per UTC day: a quarter of AI_DAILY_CALLS. */
export const accountDailyCalls = (ai: Pick<Ai, "dailyCalls">): number => Math.floor(ai.dailyCalls / ACCOUNT_SHARE_OF_SITE)

type Charging = Pick<Ai, "spend" | "dailyCalls">

/** Why a call charged to `payer` cannot be made today (the site's or the account's limit), or undefined. */
export const spentAllowance = async (ai: Charging, payer: Payer, now = new Date()): Promise<string | undefined> => {
  if ((await ai.spend.spentToday(SITE_KEY, now)) >= ai.dailyCalls) return Messages.siteAiCeiling
  if (payer !== "guest" && (await ai.spend.spentToday(accountCallsKey(payer.userId), now)) >= accountDailyCalls(ai))
    return Messages.accountAiShare(accountDailyCalls(ai))
  return undefined
}

/** Counts one call against the site and the payer, or throws AiCeilingReached naming which is spent. */
const charge = async (ai: Charging, payer: Payer): Promise<void> => {
  // A site already at its ceiling refuses before the account's count is touched.
  if ((await ai.spend.spentToday(SITE_KEY)) >= ai.dailyCalls) throw new AiCeilingReached()
  // The account's own count first: an account past its share must not use up the site's.
  if (payer !== "guest" && !(await ai.spend.take(accountCallsKey(payer.userId), accountDailyCalls(ai))))
    throw new AiCeilingReached(Messages.accountAiShare(accountDailyCalls(ai)))
  if (!(await ai.spend.take(SITE_KEY, ai.dailyCalls))) throw new AiCeilingReached()
}

/** `provider` with each call charged to `payer` first. */
export const charged = (provider: AiProvider, ai: Charging, payer: Payer): AiProvider => {
  const gate = () => charge(ai, payer)
  return {
    model: provider.model,
    chatJson: async (messages, format, options) => {
      await gate()
      return provider.chatJson(messages, format, options)
    },
    chat: async (messages, options) => {
      await gate()
      return provider.chat(messages, options)
    },
    async *chatStream(messages, options) {
      await gate()
      yield* provider.chatStream(messages, options)
    },
  }
}
