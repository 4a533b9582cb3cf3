// The AI provider: any OpenAI-compatible Chat Completions endpoint (OpenAI, Ollama,
// llama.cpp server, vLLM) configured by AI_BASE_URL, AI_API_KEY and a model per tier.
// Used by quiz generation and by the coach chat: `chatJson` for structured answers,
// `chat` for plain text, `chatStream` for text as it is written.
//
// `chatJson` asks for a strict JSON schema; a model that refuses that kind of structured output
// (400 naming the response format, as older local servers do) is asked for a JSON object
// instead, and then for plain text (the prompts ask for JSON only and the reader takes a fenced
// answer), and the providers remember, per model, the simplest way that worked.
//
// The client never retries on its own (`maxRetries: 0`): a time-out is answered at once
// (retrying would keep the player waiting minutes), and other transient failures
// (5xx, dropped connections, provider rate limits) are retried here a bounded number of times.
import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError } from "openai"

import type { ChatMessage } from "#engine/quiz-generation/prompt.ts"
import * as Messages from "#schemas/messages.ts"

import type { Config } from "../config.ts"
import { AiNotConfigured, AiTimeout, AiUnavailable } from "./errors.ts"

export type { ChatMessage }

/** Which configured model: AI_MODEL_BASIC or AI_MODEL_HQ. */
export type ModelTier = "basic" | "high_quality"

export interface JsonFormat {
  /** Letters, digits, `_` and `-`, at most 64. */
  readonly name: string
  readonly schema: Record<string, unknown>
}

export interface ChatOptions {
  readonly maxTokens?: number
  readonly temperature?: number
  readonly signal?: AbortSignal
  /** Told the tokens the provider says the call used, when it says (charge.ts records them). */
  readonly onUsage?: (usage: { readonly promptTokens: number; readonly completionTokens: number }) => void
}

/** The provider's usage report, passed on to `onUsage` when there is one. */
const reportUsage = (options: ChatOptions | undefined, usage: { prompt_tokens?: number; completion_tokens?: number } | null | undefined) => {
  if (usage) options?.onUsage?.({ promptTokens: usage.prompt_tokens ?? 0, completionTokens: usage.completion_tokens ?? 0 })
}

export interface AiProvider {
  /** The model name requests go to (stored with what it wrote). */
  readonly model: string
  /** The answer's text for a structured-output request (strict JSON schema); the caller parses it. */
  chatJson(messages: readonly ChatMessage[], format: JsonFormat, options?: ChatOptions): Promise<string>
  /** A plain text answer. */
  chat(messages: readonly ChatMessage[], options?: ChatOptions): Promise<string>
  /** A plain text answer in pieces, as the model writes it. */
  chatStream(messages: readonly ChatMessage[], options?: ChatOptions): AsyncIterable<string>
}

type AiConfig = Config["ai"]

/** Transient failures get this many tries in all. */
export const PROVIDER_ATTEMPTS = 2
const RETRY_DELAY_MS = 250

/** The providers of one configuration, sharing one client (made when first needed). */
export interface AiProviders {
  /** The provider for a tier, or AiNotConfigured naming what to set. */
  provider(tier: ModelTier): AiProvider
}

/** How a model is asked for JSON: a strict schema, a JSON object, or only by the prompt. */
export type StructuredMode = "json_schema" | "json_object" | "none"

const simpler: Record<StructuredMode, StructuredMode | undefined> = { json_schema: "json_object", json_object: "none", none: undefined }

/** A refusal of the response format itself, not of the request: the next simpler way may work. */
const refusesFormat = (error: unknown): boolean =>
  error instanceof AiUnavailable && error.status === 400 && /response[_ ]?format|json[_ ]?(schema|object)|structured/i.test(error.detail)

export const aiProviders = (config: AiConfig): AiProviders => {
  let client: OpenAI | undefined
  // Per model, the structured output it has refused down to (absent: the strict schema).
  const modes = new Map<string, StructuredMode>()
  return {
    provider(tier) {
      const { baseUrl, apiKey } = config
      if (baseUrl === undefined || apiKey === undefined || config.modelBasic === undefined) throw new AiNotConfigured()
      const model = tier === "basic" ? config.modelBasic : config.modelHq
      if (model === undefined) throw new AiNotConfigured(Messages.aiModelNotConfigured("AI_MODEL_HQ"))
      client ??= new OpenAI({ baseURL: baseUrl, apiKey, timeout: config.timeoutMs, maxRetries: 0 })
      return openAiProvider(client, model, modes)
    },
  }
}

/** A provider of its own (with its own client) for a tier, or AiNotConfigured naming what to set. */
export const aiProvider = (config: AiConfig, tier: ModelTier): AiProvider => aiProviders(config).provider(tier)

/** Turns whatever the client threw into one of our three failures. */
export const toAiError = (error: unknown): AiTimeout | AiUnavailable => {
  if (error instanceof AiTimeout || error instanceof AiUnavailable) return error
  if (error instanceof APIConnectionTimeoutError) return new AiTimeout()
  if (error instanceof APIUserAbortError) return new AiUnavailable("request aborted", false)
  if (error instanceof APIError) {
    const status = error.status
    // No status: the connection failed. 408/409/429/5xx: worth another try.
    const retryable = status === undefined || status === 408 || status === 409 || status === 429 || status >= 500
    return new AiUnavailable(`HTTP ${status ?? "connection error"}: ${error.message}`, retryable, status)
  }
  return new AiUnavailable(error instanceof Error ? error.message : String(error), false)
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const withRetries = async <A>(run: () => Promise<A>): Promise<A> => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run()
    } catch (thrown) {
      const error = toAiError(thrown)
      if (error instanceof AiUnavailable && error.retryable && attempt < PROVIDER_ATTEMPTS) {
        await sleep(RETRY_DELAY_MS * attempt)
        continue
      }
      throw error
    }
  }
}

const requestOptions = (options: ChatOptions | undefined) => (options?.signal ? { signal: options.signal } : undefined)

const sampling = (options: ChatOptions | undefined) => ({
  ...(options?.maxTokens === undefined ? {} : { max_tokens: options.maxTokens }),
  ...(options?.temperature === undefined ? {} : { temperature: options.temperature }),
})

const toParams = (messages: readonly ChatMessage[]) => messages.map((m) => ({ role: m.role, content: m.content }))

const responseFormat = (mode: StructuredMode, format: JsonFormat) =>
  mode === "json_schema"
    ? { response_format: { type: "json_schema" as const, json_schema: { name: format.name, strict: true, schema: format.schema } } }
    : mode === "json_object"
      ? { response_format: { type: "json_object" as const } }
      : {}

export const openAiProvider = (client: OpenAI, model: string, modes: Map<string, StructuredMode> = new Map()): AiProvider => ({
  model,
  chatJson: async (messages, format, options) => {
    for (;;) {
      const mode = modes.get(model) ?? "json_schema"
      try {
        return await withRetries(async () => {
          const completion = await client.chat.completions.create(
            { model, messages: toParams(messages), ...responseFormat(mode, format), ...sampling(options) },
            requestOptions(options),
          )
          reportUsage(options, completion.usage)
          // A refusal or a cut-off answer is still content to check (and reject) upstream.
          return completion.choices[0]?.message.content ?? ""
        })
      } catch (error) {
        const next = simpler[mode]
        if (next === undefined || !refusesFormat(error)) throw error
        modes.set(model, next)
      }
    }
  },
  chat: (messages, options) =>
    withRetries(async () => {
      const completion = await client.chat.completions.create({ model, messages: toParams(messages), ...sampling(options) }, requestOptions(options))
      reportUsage(options, completion.usage)
      return completion.choices[0]?.message.content ?? ""
    }),
  chatStream: (messages, options) => ({
    async *[Symbol.asyncIterator]() {
      const stream = await withRetries(() =>
        // The usage comes in a last chunk of its own, where the server sends one.
        client.chat.completions.create(
          { model, messages: toParams(messages), stream: true, stream_options: { include_usage: true }, ...sampling(options) },
          requestOptions(options),
        ),
      )
      try {
        for await (const chunk of stream) {
          reportUsage(options, chunk.usage)
          const piece = chunk.choices[0]?.delta?.content
          if (piece) yield piece
        }
      } catch (error) {
        throw toAiError(error)
      }
    },
  }),
})
