// The import endpoints' edges: run an import, its failures as answers. A page or file that cannot be read is a
// 422 naming why; the AI provider's failures are answered as the quiz generator's are (429, 502, 503, 504),
// in words about the import.
import { Effect } from "effect"

import { AiCeilingReached, AiNotConfigured, AiTimeout, AiUnavailable } from "#api/platform/ai/errors.ts"
import { BadGateway, GatewayTimeout, ServiceUnavailable, TooManyRequests } from "#api/platform/http/errors.ts"
import { Unacceptable } from "#engine/domain-errors.ts"
import type { RecipeImport } from "#schemas/api/content/recipe-import.ts"
import * as Messages from "#schemas/messages.ts"

type Answered = Unacceptable | TooManyRequests | BadGateway | ServiceUnavailable | GatewayTimeout

const toAnswer = (error: unknown): Answered | undefined => {
  if (error instanceof Unacceptable) return error
  if (error instanceof AiCeilingReached) return new TooManyRequests({ message: error.message })
  if (error instanceof AiNotConfigured) return new ServiceUnavailable({ message: Messages.recipeImportNeedsAi })
  if (error instanceof AiTimeout) return new GatewayTimeout({ message: Messages.recipeImportAiTimedOut })
  if (error instanceof AiUnavailable) return new BadGateway({ message: Messages.recipeImportAiUnavailable })
  return undefined
}

/** Runs an import, its failures as the endpoint's answers; anything else is a defect (500). */
export const imported = (run: () => Promise<RecipeImport>): Effect.Effect<RecipeImport, Answered> =>
  Effect.tryPromise({ try: run, catch: (error) => error }).pipe(
    Effect.catchAll((error) => {
      const answer = toAnswer(error)
      return answer === undefined ? Effect.die(error) : Effect.fail(answer)
    }),
  )
