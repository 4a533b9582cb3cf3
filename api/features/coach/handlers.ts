// The coach's handlers: admins only, the query decoded in the coach's own words, one call
// to the coach flow, its failures answered with their statuses.
import { HttpServerResponse } from "@effect/platform"
import { Effect, Either, ParseResult, Schema } from "effect"

import { requireQuizAdmin } from "#api/features/accounts/public.ts"
import { BadRequest } from "#api/platform/http/errors.ts"
import type { GroupHandlers } from "#api/platform/http/handlers.ts"
import { CoachQuery, type CoachUrlParams } from "#schemas/api/coach.ts"
import * as Messages from "#schemas/messages.ts"

import { askCoach, type CoachAsk, type CoachAskDeps, streamCoach } from "./ask.ts"
import { toCoachFailure } from "./failures.ts"
import type { CoachGroup } from "./group.ts"
import { coachEventStream, SSE_HEADERS } from "./sse.ts"

const decodeQuery = Schema.decodeUnknownEither(CoachQuery)

/** The question, or the first problem with it. */
const readQuery = (params: CoachUrlParams) => {
  const decoded = decodeQuery({ coach: params.coach ?? "", message: params.message ?? "" }, { errors: "first" })
  if (Either.isRight(decoded)) return Effect.succeed(decoded.right)
  const [issue] = ParseResult.ArrayFormatter.formatErrorSync(decoded.left)
  return Effect.fail(new BadRequest({ message: issue?.message ?? Messages.coachMessageRequired }))
}

/** Who asks what: an admin's decoded question. */
const question = (params: CoachUrlParams) =>
  Effect.gen(function* () {
    const user = yield* requireQuizAdmin
    const query = yield* readQuery(params)
    return { coach: query.coach, message: query.message, userId: user.userId } satisfies CoachAsk
  })

/** Runs a step of the coach flow, answering its known failures. */
const run = <A>(step: (signal: AbortSignal) => Promise<A>) =>
  Effect.tryPromise({ try: step, catch: (error) => error }).pipe(
    Effect.catchAll((error) => {
      const failure = toCoachFailure(error)
      return failure ? Effect.fail(failure) : Effect.die(error)
    }),
  )

export const coachHandlers = (deps: CoachAskDeps) => (handlers: GroupHandlers<typeof CoachGroup>) =>
  handlers
    .handle("ask", ({ urlParams }) =>
      Effect.gen(function* () {
        const ask = yield* question(urlParams)
        const coachRes = yield* run((signal) => askCoach(deps, ask, signal))
        return { coachRes }
      }),
    )
    .handle("stream", ({ urlParams }) =>
      Effect.gen(function* () {
        const ask = yield* question(urlParams)
        const stream = yield* run((signal) => streamCoach(deps, ask, signal))
        return HttpServerResponse.raw(coachEventStream(stream), { headers: SSE_HEADERS })
      }),
    )
    .handle("clear", () =>
      Effect.gen(function* () {
        const user = yield* requireQuizAdmin
        deps.memory.clear(user.userId)
        return { message: Messages.coachConversationCleared }
      }),
    )
