// The whole site's daily ceiling on AI provider calls (AI_DAILY_CALLS): every call is
// counted before it is made, whoever asked (quizzes, live rounds, the coach), and once
// the day's ceiling is reached the call is refused with AiCeilingReached instead.
import type { App } from "../app.ts"
import { AiCeilingReached } from "./errors.ts"
import type { AiProvider } from "./provider.ts"
import { SITE_KEY } from "./spend.ts"

export const withSiteCeiling = (provider: AiProvider, app: Pick<App, "services" | "config">): AiProvider => {
  const gate = async () => {
    if (!(await app.services.aiSpend.take(SITE_KEY, app.config.aiDailyCalls))) throw new AiCeilingReached()
  }
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
