// The steps of GET /api/quiz as plain async code: decode the query, find out who asks,
// check the allowance, generate and store, answer from the read model. Refusals are
// thrown as the API's error classes; AI failures as api/ai errors (mapped by the handler).
import { Either, ParseResult, Schema } from "effect"

import type { App } from "#api/compose.ts"
import { authenticateQuizToken, type QuizPrincipal } from "#api/features/accounts/quiz-auth.ts"
import { toPlayerQuiz } from "#api/features/quiz-catalog/player-view.ts"
import { generateAndStoreQuiz } from "#api/features/quiz-generation/quiz-generator.ts"
import { refuseQuizWhileLiveRound } from "#api/features/quiz-play/answer-facts.ts"
import { BadRequest, NotFound, TooManyRequests, Unauthorized } from "#api/platform/http/errors.ts"
import { findQuiz } from "#projections/quizzes.queries.ts"
import { type GeneratedQuiz, GenerationQuery, type GenerationUrlParams } from "#schemas/api/quiz-generation.ts"
import * as Messages from "#schemas/messages.ts"

import { GUEST_GENERATION_RULE, highQualityRemaining, takeBasicSlot, takeGuestSlot, takeHighQualitySlot } from "./guest-limits.ts"

export interface Caller {
  /** The bearer token sent, or "". */
  readonly token: string
  /** The client's address, for the guests' limit. */
  readonly address: string
}

const decodeQuery = Schema.decodeUnknownEither(GenerationQuery)

/** The request, or the first problem in the form's own words. */
export const readGenerationQuery = (params: GenerationUrlParams): GenerationQuery => {
  const decoded = decodeQuery(
    { topic: params.topic ?? "", level: params.level ?? "", number: params.number ?? "", model: params.model ?? "" },
    { errors: "first" },
  )
  if (Either.isRight(decoded)) return decoded.right
  const [issue] = ParseResult.ArrayFormatter.formatErrorSync(decoded.left)
  throw new BadRequest({ message: issue?.message ?? Messages.topicRequired })
}

/** A sent token must be good (an expired one gets TOKEN_EXPIRED); no token means a guest. */
const whoIsAsking = async (app: App, token: string): Promise<QuizPrincipal | undefined> => {
  if (token === "") return undefined
  const result = await authenticateQuizToken(app, token)
  if (!result.ok) throw result.error
  return result.user
}

const answer = async (app: App, quizId: string, user: QuizPrincipal | undefined, now: Date): Promise<GeneratedQuiz> => {
  const row = await findQuiz(app.database.db, quizId)
  if (!row) throw new NotFound({ message: Messages.quizNotFound })
  // A stored quiz asked for by id: a live round's is served to its players through the round alone (403).
  await refuseQuizWhileLiveRound(app.database.db, row, user)
  return { ...toPlayerQuiz(row), quizzes_remaining: user ? await highQualityRemaining(app, user.userId, now) : null }
}

export const generateOrGetQuiz = async (app: App, params: GenerationUrlParams, caller: Caller): Promise<GeneratedQuiz> => {
  const now = new Date()
  const storedId = params._id?.trim() ?? ""
  if (storedId !== "") return answer(app, storedId, await whoIsAsking(app, caller.token), now)

  const query = readGenerationQuery(params)
  const user = await whoIsAsking(app, caller.token)
  if (query.model === "high_quality" && !user) throw new Unauthorized({ message: Messages.highQualityNeedsSignIn })
  app.ai.providers.provider(query.model) // throws AiNotConfigured before any allowance is used

  // Each allowance is spent here, just before the model is called, and never given back.
  if (!user) {
    if (!takeGuestSlot(app, caller.address)) throw new TooManyRequests({ message: Messages.guestGenerationLimit(GUEST_GENERATION_RULE.limit) })
  } else if (query.model === "high_quality") {
    if (!(await takeHighQualitySlot(app, user.userId, now))) throw new TooManyRequests({ message: Messages.highQualityQuotaUsed })
  } else if (!(await takeBasicSlot(app, user.userId, now))) {
    throw new TooManyRequests({ message: Messages.basicDailyLimit(app.config.basicDailyLimit) })
  }

  const quizId = await generateAndStoreQuiz(app, {
    request: { topic: query.topic, level: query.level, number: query.number },
    tier: query.model,
    createdBy: user?.userId ?? null,
  })
  return answer(app, quizId, user, now)
}
