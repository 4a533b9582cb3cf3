// A signed-in player's quiz from a source: the source is read first (a page that cannot be read
// costs no allowance), then one of the player's generations is taken, exactly as for a quiz from
// a topic (today's High-quality quizzes, or the Basic daily cap), just before the model is called.
// The quiz is stored with each question's passage, and served in the players' shape.
import type { Kysely } from "kysely"

import { quizForPlayer, toPlayerQuiz } from "#api/features/quiz-catalog/public.ts"
import { generateAndStoreQuiz, type GeneratorDeps, highQualityRemaining, takeBasicSlot, takeHighQualitySlot } from "#api/features/quiz-generation/public.ts"
import { RateLimited, Unauthenticated } from "#engine/domain-errors.ts"
import type { DB } from "#projections/db.ts"
import type { GeneratedQuiz } from "#schemas/api/quiz-generation.ts"
import type { SourceQuizRequest } from "#schemas/api/quiz-sources.ts"
import * as Messages from "#schemas/messages.ts"

import { readSource, type SourceReadDeps } from "./read-source.ts"

export interface SourceQuizDeps extends GeneratorDeps, SourceReadDeps {
  readonly db: Kysely<DB>
  /** AI_BASIC_DAILY_LIMIT: Basic generations per signed-in player per UTC day. */
  readonly basicDailyLimit: number
}

export interface Player {
  readonly userId: string
  readonly isAdmin: boolean
  readonly guest?: true
}

export const makeSourceQuiz = async (
  deps: SourceQuizDeps,
  input: { readonly request: SourceQuizRequest; readonly user: Player | undefined },
): Promise<GeneratedQuiz> => {
  const { request, user } = input
  if (!user || user.guest) throw new Unauthenticated(Messages.sourceQuizNeedsSignIn)
  deps.ai.providers.provider(request.model) // throws AiNotConfigured before anything is fetched or spent
  const { topic, excerpts } = await readSource(deps, request.source)

  const now = new Date()
  if (request.model === "high_quality") {
    if (!(await takeHighQualitySlot(deps, user.userId, now))) throw new RateLimited(Messages.highQualityQuotaUsed)
  } else if (!(await takeBasicSlot(deps, user.userId, now))) {
    throw new RateLimited(Messages.basicDailyLimit(deps.basicDailyLimit))
  }

  const quizId = await generateAndStoreQuiz(deps, {
    request: { topic, level: request.level, number: request.number, kinds: request.kinds, excerpts },
    tier: request.model,
    createdBy: user.userId,
  })
  const quiz = await quizForPlayer(deps, { quizId, user })
  return { ...toPlayerQuiz(quiz), quizzes_remaining: await highQualityRemaining(deps, user.userId, now) }
}
