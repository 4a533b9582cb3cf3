// One message to the coach, as plain async code: the rate, the provider, the site content
// found for the question, the remembered turns, and the model's reply (whole or in pieces).
// The exchange is remembered only once the reply is complete.
import type { Kysely } from "kysely"

import { type Ai, charged } from "#api/platform/ai/charge.ts"
import { type CallObserver, counted } from "#api/platform/ai/counted.ts"
import { AiUnavailable } from "#api/platform/ai/errors.ts"
import type { AiProvider, ChatMessage } from "#api/platform/ai/provider.ts"
import { TooManyRequests } from "#api/platform/http/errors.ts"
import type { Throttle } from "#api/platform/limits/throttles.ts"
import { coachMessages, retrievalQuery } from "#engine/coach/context.ts"
import { CoachLimits } from "#engine/coach/limits.ts"
import type { CoachId } from "#engine/coach/persona.ts"
import type { DB } from "#projections/db.ts"
import * as Messages from "#schemas/messages.ts"

import type { CoachMemory } from "./memory.ts"
import { nextWithin } from "./quiet-limit.ts"
import { groundingDocuments } from "./site-content.ts"

/** What asking the coach needs; the provider's calls are counted in the metrics and log of CallObserver. */
export interface CoachAskDeps extends CallObserver {
  readonly ai: Ai
  /** AI_MODEL_HQ: the coach answers with the better model when one is set. */
  readonly modelHq: string | undefined
  /** AI_TIMEOUT_MS: how long a streamed reply may go quiet. */
  readonly aiTimeoutMs: number
  readonly db: Kysely<DB>
  /** The conversations of this process (memory.ts). */
  readonly memory: CoachMemory
  /** Messages per user (CoachLimits.rate), in the shared limits' store. */
  readonly rate: Throttle
}

export interface CoachAsk {
  readonly coach: CoachId
  readonly message: string
  readonly userId: string
}

const SAMPLING = { maxTokens: CoachLimits.replyMaxTokens, temperature: 0.4 }

interface Prepared {
  readonly provider: AiProvider
  readonly messages: ChatMessage[]
  remember(reply: string): void
}

const prepare = async (deps: CoachAskDeps, ask: CoachAsk): Promise<Prepared> => {
  // The better model when there is one; a missing provider is reported before the rate is touched.
  // Each reply is charged to the admin asking (their account's share of the site's day).
  const tier = deps.modelHq === undefined ? "basic" : "high_quality"
  const provider = counted(charged(deps.ai.providers.provider(tier), deps.ai, { userId: ask.userId }, "coach"), deps, "coach")
  const { memory } = deps
  const now = Date.now()
  const admission = await deps.rate.begin(ask.userId)
  if (!admission.admitted) {
    const { limit, windowMs } = CoachLimits.rate
    throw new TooManyRequests({ message: Messages.coachTooManyMessages(limit, Math.round(windowMs / 60_000)) })
  }
  const history = memory.history(ask.userId, now)
  const sources = await groundingDocuments(deps.db, retrievalQuery(history, ask.message), CoachLimits.maxSources)
  return {
    provider,
    messages: coachMessages(ask.coach, history, sources, ask.message),
    remember: (reply) => memory.record(ask.userId, { question: ask.message, reply }, Date.now()),
  }
}

const emptyReply = () => new AiUnavailable("the model answered with no text", false)

/** The whole reply. */
export const askCoach = async (deps: CoachAskDeps, ask: CoachAsk, signal?: AbortSignal): Promise<string> => {
  const prepared = await prepare(deps, ask)
  const reply = (await prepared.provider.chat(prepared.messages, { ...SAMPLING, ...(signal ? { signal } : {}) })).trim()
  if (reply === "") throw emptyReply()
  prepared.remember(reply)
  return reply
}

export interface CoachStream {
  /** The reply's pieces in order; remembered when the last one has been read. */
  readonly pieces: AsyncIterable<string>
  /** Stops the model (the reader went away). */
  cancel(): void
}

/**
 * The reply in pieces. Resolves once the first piece has arrived, so a provider that
 * fails at once is still answered with a status rather than inside a stream. A provider
 * quiet for longer than AI_TIMEOUT_MS, before the first piece or between two, is a time-out.
 */
export const streamCoach = async (deps: CoachAskDeps, ask: CoachAsk, signal?: AbortSignal): Promise<CoachStream> => {
  const prepared = await prepare(deps, ask)
  const controller = new AbortController()
  // The caller's signal covers the wait for the first piece; after that, `cancel` does.
  const stop = () => controller.abort()
  signal?.addEventListener("abort", stop)
  const iterator = prepared.provider.chatStream(prepared.messages, { ...SAMPLING, signal: controller.signal })[Symbol.asyncIterator]()
  const quietMs = deps.aiTimeoutMs
  const first = await nextWithin(iterator, quietMs, stop).finally(() => signal?.removeEventListener("abort", stop))
  if (first.done) throw emptyReply()
  async function* pieces() {
    let text = ""
    let next = first
    while (!next.done) {
      text += next.value
      yield next.value
      next = await nextWithin(iterator, quietMs, stop)
    }
    if (text.trim() === "") throw emptyReply()
    prepared.remember(text.trim())
  }
  return { pieces: pieces(), cancel: () => controller.abort() }
}
