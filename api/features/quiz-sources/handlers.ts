// POST /api/quiz/source reads who asks (a sent token must be good; none is refused, as a guest is),
// runs the use case (source-quiz.ts) and answers its failures as a generation from a topic does
// (the owner's POST /api/dashboard/quiz/source the same, for the owner the session names):
// AI not configured 503, time-out 504, provider trouble or an unusable quiz 502, an allowance 429;
// a source that cannot be found 404, or read 422. The admins' stale questions are listed and
// written again behind QuizAuth.
import { Effect } from "effect"

import { type QuizSessions, requestBearerToken, requireQuizAdmin } from "#api/features/accounts/public.ts"
import { UnusableQuiz } from "#api/features/quiz-generation/public.ts"
import { CurrentOwner } from "#api/features/site-owner/public.ts"
import { AiCeilingReached, AiNotConfigured, AiTimeout, AiUnavailable } from "#api/platform/ai/errors.ts"
import { BadGateway, GatewayTimeout, ServiceUnavailable, TooManyRequests, Unauthorized } from "#api/platform/http/errors.ts"
import type { GroupHandlers } from "#api/platform/http/handlers.ts"
import { attempt } from "#api/platform/http/refusals.ts"
import { Missing, RateLimited, Unacceptable, Unauthenticated, WrongState } from "#engine/domain-errors.ts"
import * as Messages from "#schemas/messages.ts"

import type { OwnerQuizSourcesGroup, QuizSourcesGroup, StaleQuestionsGroup } from "./group.ts"
import { listStaleQuestions, regenerateStale } from "./regenerate.ts"
import { makeOwnerSourceQuiz, makeSourceQuiz, type SourceQuizDeps } from "./source-quiz.ts"

export interface QuizSourcesHandlersDeps extends SourceQuizDeps {
  readonly sessions: Pick<QuizSessions, "authenticate">
}

type Answered = Unauthorized | Missing | Unacceptable | WrongState | TooManyRequests | BadGateway | ServiceUnavailable | GatewayTimeout

const message = (error: Error) => ({ message: error.message })

const toAnswer = (error: unknown): Answered | undefined => {
  if (error instanceof Missing || error instanceof Unacceptable || error instanceof WrongState) return error
  if (error instanceof Unauthenticated) return new Unauthorized(message(error))
  if (error instanceof RateLimited || error instanceof AiCeilingReached) return new TooManyRequests(message(error))
  if (error instanceof AiNotConfigured) return new ServiceUnavailable(message(error))
  if (error instanceof AiTimeout) return new GatewayTimeout(message(error))
  if (error instanceof AiUnavailable || error instanceof UnusableQuiz) return new BadGateway(message(error))
  return undefined
}

/** Runs a use case, its failures as the endpoint's answers; anything else is a defect. */
const answered = <A>(run: () => Promise<A>) =>
  Effect.tryPromise({ try: run, catch: (error) => error }).pipe(
    Effect.catchAll((error) => {
      const answer = toAnswer(error)
      return answer ? Effect.fail(answer) : Effect.die(error)
    }),
  )

export const quizSourcesHandlers = (deps: QuizSourcesHandlersDeps) => (handlers: GroupHandlers<typeof QuizSourcesGroup>) =>
  handlers.handle("generateFromSource", ({ payload }) =>
    Effect.gen(function* () {
      const token = yield* requestBearerToken
      if (token === "") return yield* new Unauthorized({ message: Messages.sourceQuizNeedsSignIn })
      const auth = yield* Effect.promise(() => deps.sessions.authenticate(token))
      if (!auth.ok) return yield* auth.error
      return yield* answered(() => makeSourceQuiz(deps, { request: payload, user: auth.user }))
    }),
  )

export const ownerQuizSourcesHandlers = (deps: SourceQuizDeps) => (handlers: GroupHandlers<typeof OwnerQuizSourcesGroup>) =>
  handlers.handle("ownerGenerateFromSource", ({ payload }) =>
    Effect.gen(function* () {
      const owner = yield* CurrentOwner
      return yield* answered(() => makeOwnerSourceQuiz(deps, { request: payload, owner }))
    }),
  )

export const staleQuestionsHandlers = (deps: SourceQuizDeps) => (handlers: GroupHandlers<typeof StaleQuestionsGroup>) =>
  handlers
    .handle("staleQuestions", () =>
      Effect.gen(function* () {
        yield* requireQuizAdmin
        return yield* attempt(() => listStaleQuestions(deps))
      }),
    )
    .handle("regenerateStale", ({ path }) =>
      Effect.gen(function* () {
        const admin = yield* requireQuizAdmin
        const count = yield* answered(() => regenerateStale(deps, admin, path.quizId))
        return { message: Messages.staleRegenerated(count) }
      }),
    )
