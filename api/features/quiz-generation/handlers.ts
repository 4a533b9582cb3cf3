// GET /api/quiz: refuses generations asked for by another site's page (403), reads the query
// in the form's own words (400) and who asks (a sent token must be good; none means a guest),
// runs the use case (generate-flow.ts) and answers with wire.ts. Failures become the
// endpoint's answers: AI not configured 503, time-out 504, provider trouble or an unusable
// quiz 502, an allowance or the site's daily ceiling 429.
import { HttpServerRequest } from "@effect/platform"
import { Effect, Either, ParseResult, Schema } from "effect"

import { type QuizSessions, requestBearerToken } from "#api/features/accounts/public.ts"
import { AiCeilingReached, AiNotConfigured, AiTimeout, AiUnavailable } from "#api/platform/ai/errors.ts"
import { BadGateway, BadRequest, Forbidden, GatewayTimeout, NotFound, ServiceUnavailable, TooManyRequests, Unauthorized } from "#api/platform/http/errors.ts"
import { type GroupHandlers, peerAddress } from "#api/platform/http/handlers.ts"
import { isForeignOrigin } from "#api/platform/http/origin.ts"
import { type DomainError, Missing, RateLimited, Unauthenticated } from "#engine/domain-errors.ts"
import { GenerationQuery, type GenerationUrlParams } from "#schemas/api/quiz-generation.ts"
import * as Messages from "#schemas/messages.ts"

import { generateNewQuiz, type GenerationDeps, type ServedQuiz, serveStoredQuiz } from "./generate-flow.ts"
import type { QuizGenerationGroup } from "./group.ts"
import { UnusableQuiz } from "./quiz-generator.ts"
import { toGeneratedQuiz } from "./wire.ts"

export interface QuizGenerationHandlersDeps extends GenerationDeps {
  readonly sessions: Pick<QuizSessions, "authenticate">
}

const decodeQuery = Schema.decodeUnknownEither(GenerationQuery)

/** The request, or the first problem in the form's own words. */
const readGenerationQuery = (params: GenerationUrlParams): Effect.Effect<GenerationQuery, BadRequest> => {
  const decoded = decodeQuery(
    { topic: params.topic ?? "", level: params.level ?? "", number: params.number ?? "", model: params.model ?? "", kinds: params.kinds ?? "" },
    { errors: "first" },
  )
  if (Either.isRight(decoded)) return Effect.succeed(decoded.right)
  const [issue] = ParseResult.ArrayFormatter.formatErrorSync(decoded.left)
  return Effect.fail(new BadRequest({ message: issue?.message ?? Messages.topicRequired }))
}

type Answered = Unauthorized | NotFound | TooManyRequests | BadGateway | ServiceUnavailable | GatewayTimeout

const words = (error: DomainError) => (error.code === undefined ? { message: error.message } : { message: error.message, code: error.code })

const toAnswer = (error: unknown): Answered | undefined => {
  if (error instanceof Missing) return new NotFound(words(error))
  if (error instanceof Unauthenticated) return new Unauthorized(words(error))
  if (error instanceof RateLimited) return new TooManyRequests(words(error))
  if (error instanceof AiCeilingReached) return new TooManyRequests({ message: error.message })
  if (error instanceof AiNotConfigured) return new ServiceUnavailable({ message: error.message })
  if (error instanceof AiTimeout) return new GatewayTimeout({ message: error.message })
  if (error instanceof AiUnavailable || error instanceof UnusableQuiz) return new BadGateway({ message: error.message })
  // Anything else (a live round's quiz refused to a player included) is answered by the API's own error middleware.
  return undefined
}

/** Runs a use case, its failures as the endpoint's answers. */
const answered = (run: () => Promise<ServedQuiz>): Effect.Effect<ServedQuiz, Answered> =>
  Effect.tryPromise({ try: run, catch: (error) => error }).pipe(
    Effect.catchAll((error) => {
      const answer = toAnswer(error)
      return answer ? Effect.fail(answer) : Effect.die(error)
    }),
  )

export const quizGenerationHandlers = (deps: QuizGenerationHandlersDeps) => (handlers: GroupHandlers<typeof QuizGenerationGroup>) => {
  /** A sent token must be good (an expired one gets TOKEN_EXPIRED); no token means a guest. */
  const whoIsAsking = Effect.flatMap(requestBearerToken, (token) =>
    token === ""
      ? Effect.succeed(undefined)
      : Effect.flatMap(
          Effect.promise(() => deps.sessions.authenticate(token)),
          (result) => (result.ok ? Effect.succeed(result.user) : Effect.fail(result.error)),
        ),
  )
  return handlers.handle("generateOrGet", ({ urlParams }) =>
    Effect.gen(function* () {
      const storedId = urlParams._id?.trim() ?? ""
      if (storedId !== "") {
        const user = yield* whoIsAsking
        return toGeneratedQuiz(yield* answered(() => serveStoredQuiz(deps, { quizId: storedId, user })))
      }
      // A GET that spends an allowance: another site's page (an <img>, a script) may not make one.
      const request = yield* HttpServerRequest.HttpServerRequest
      if (request.headers["sec-fetch-site"] === "cross-site" || isForeignOrigin(request)) {
        return yield* new Forbidden({ message: Messages.generationCrossSite })
      }
      const query = yield* readGenerationQuery(urlParams)
      const user = yield* whoIsAsking
      const address = yield* peerAddress
      return toGeneratedQuiz(yield* answered(() => generateNewQuiz(deps, { query, user, address })))
    }),
  )
}
