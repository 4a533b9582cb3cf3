// Counts calls to the AI provider (and their failures) for the metrics, and logs what a
// failing provider said, which players never see.
import type { Logger } from "../log/logger.ts"
import type { AiCallKind, Metrics } from "../observe/metrics.ts"
import { AiUnavailable } from "./errors.ts"
import type { AiProvider } from "./provider.ts"

export interface CallObserver {
  readonly metrics: Metrics | undefined
  readonly log: Logger
}

export const counted = (provider: AiProvider, observer: CallObserver, kind: AiCallKind): AiProvider => {
  const settled = <T>(call: Promise<T>): Promise<T> =>
    call.then(
      (value) => {
        observer.metrics?.aiCall(kind, "ok")
        return value
      },
      (error: unknown) => {
        observer.metrics?.aiCall(kind, "failed")
        if (error instanceof AiUnavailable) observer.log.warn({ model: provider.model, kind }, `The AI provider failed: ${error.detail}`)
        throw error
      },
    )
  return {
    model: provider.model,
    chatJson: (messages, format, options) => settled(provider.chatJson(messages, format, options)),
    chat: (messages, options) => settled(provider.chat(messages, options)),
    async *chatStream(messages, options) {
      try {
        yield* provider.chatStream(messages, options)
        observer.metrics?.aiCall(kind, "ok")
      } catch (error) {
        observer.metrics?.aiCall(kind, "failed")
        if (error instanceof AiUnavailable) observer.log.warn({ model: provider.model, kind }, `The AI provider failed: ${error.detail}`)
        throw error
      }
    },
  }
}
