// GET /api/quiz: the flow lives in generate-flow.ts; this refuses generations asked for by
// another site's page (403) and maps the flow's failures to answers (AI not configured 503,
// time-out 504, provider trouble or an unusable quiz 502, the site's daily ceiling 429).
import { HttpServerRequest } from "@effect/platform"
import { Effect } from "effect"

import { requestBearerToken } from "#api/features/accounts/quiz-auth.ts"
import { UnusableQuiz } from "#api/features/quiz-generation/quiz-generator.ts"
import { AiCeilingReached, AiNotConfigured, AiTimeout, AiUnavailable } from "#api/platform/ai/errors.ts"
import { BadGateway, BadRequest, Forbidden, GatewayTimeout, NotFound, ServiceUnavailable, TooManyRequests, Unauthorized } from "#api/platform/http/errors.ts"
import { AppService, type GroupHandlers, peerAddress } from "#api/platform/http/handlers.ts"
import { isForeignOrigin } from "#api/platform/http/origin.ts"
import * as Messages from "#schemas/messages.ts"

import { generateOrGetQuiz } from "./generate-flow.ts"
import type { QuizGenerationGroup } from "./group.ts"

type Answered = BadRequest | Unauthorized | NotFound | TooManyRequests | BadGateway | ServiceUnavailable | GatewayTimeout

const toAnswer = (error: unknown): Answered | undefined => {
  if (error instanceof BadRequest || error instanceof Unauthorized || error instanceof NotFound || error instanceof TooManyRequests) return error
  if (error instanceof AiCeilingReached) return new TooManyRequests({ message: error.message })
  if (error instanceof AiNotConfigured) return new ServiceUnavailable({ message: error.message })
  if (error instanceof AiTimeout) return new GatewayTimeout({ message: error.message })
  if (error instanceof AiUnavailable || error instanceof UnusableQuiz) return new BadGateway({ message: error.message })
  // Anything else (a domain error included) is answered by the API's own error middleware.
  return undefined
}

export const quizGenerationHandlers = (handlers: GroupHandlers<typeof QuizGenerationGroup>) =>
  handlers.handle("generateOrGet", ({ urlParams }) =>
    Effect.gen(function* () {
      const app = yield* AppService
      const request = yield* HttpServerRequest.HttpServerRequest
      // A GET that spends an allowance: another site's page (an <img>, a script) may not make one.
      const generating = (urlParams._id?.trim() ?? "") === ""
      if (generating && (request.headers["sec-fetch-site"] === "cross-site" || isForeignOrigin(request))) {
        return yield* new Forbidden({ message: Messages.generationCrossSite })
      }
      const token = yield* requestBearerToken
      const address = yield* peerAddress
      return yield* Effect.tryPromise({ try: () => generateOrGetQuiz(app, urlParams, { token, address }), catch: (error) => error }).pipe(
        Effect.catchAll((error) => {
          const answered = toAnswer(error)
          return answered ? Effect.fail(answered) : Effect.die(error)
        }),
      )
    }),
  )
