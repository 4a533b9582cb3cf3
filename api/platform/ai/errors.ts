// Why a call to the AI provider did not give an answer. The HTTP edge maps them to
// 503 (not configured), 504 (time-out) and 502 (anything else the provider did).
import * as Messages from "#schemas/messages.ts"

export class AiNotConfigured extends Error {
  readonly _tag = "AiNotConfigured"
  constructor(message: string = Messages.aiNotConfigured) {
    super(message)
  }
}

export class AiTimeout extends Error {
  readonly _tag = "AiTimeout"
  constructor() {
    super(Messages.aiTimedOut)
  }
}

export class AiUnavailable extends Error {
  readonly _tag = "AiUnavailable"
  /** What went wrong, for the server log only: never shown to users. */
  readonly detail: string
  readonly retryable: boolean
  /** The provider's HTTP status, when it answered one. */
  readonly status: number | undefined
  constructor(detail: string, retryable: boolean, status?: number) {
    super(Messages.aiUnavailable)
    this.detail = detail
    this.retryable = retryable
    this.status = status
  }
}

/** The site's daily ceiling on provider calls, or the caller's share of it, is reached (api/platform/ai/charge.ts): answered 429. */
export class AiCeilingReached extends Error {
  readonly _tag = "AiCeilingReached"
  constructor(message: string = Messages.siteAiCeiling) {
    super(message)
  }
}

export type AiError = AiNotConfigured | AiTimeout | AiUnavailable | AiCeilingReached

export const isAiError = (error: unknown): error is AiError =>
  error instanceof AiNotConfigured || error instanceof AiTimeout || error instanceof AiUnavailable || error instanceof AiCeilingReached
