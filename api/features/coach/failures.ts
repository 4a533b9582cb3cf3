// How the coach's failures are answered: the provider's troubles in the coach's own words
// (503 not configured, 504 too slow, 502 anything else), our own refusals as they are.
import { AiCeilingReached, AiNotConfigured, AiTimeout, AiUnavailable } from "#api/platform/ai/errors.ts"
import { toAiError } from "#api/platform/ai/provider.ts"
import { BadGateway, BadRequest, GatewayTimeout, ServiceUnavailable, TooManyRequests } from "#api/platform/http/errors.ts"
import * as Messages from "#schemas/messages.ts"

export type CoachFailure = BadRequest | TooManyRequests | BadGateway | ServiceUnavailable | GatewayTimeout

export const toCoachFailure = (error: unknown): CoachFailure | undefined => {
  if (error instanceof BadRequest || error instanceof TooManyRequests) return error
  if (error instanceof AiCeilingReached) return new TooManyRequests({ message: error.message })
  if (error instanceof AiNotConfigured) return new ServiceUnavailable({ message: Messages.coachNotConfigured })
  if (error instanceof AiTimeout) return new GatewayTimeout({ message: Messages.coachTimedOut })
  // What the provider said is logged where the call was made (api/platform/ai/counted.ts).
  if (error instanceof AiUnavailable) return new BadGateway({ message: Messages.coachUnavailable })
  // Anything else (a database failure) is answered by the API's own error middleware.
  return undefined
}

/** The words for a failure after the stream has begun. */
export const coachFailureMessage = (error: unknown): string =>
  toCoachFailure(error instanceof AiCeilingReached ? error : toAiError(error))?.message ?? Messages.coachUnavailable
