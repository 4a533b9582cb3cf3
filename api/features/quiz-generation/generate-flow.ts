// GET /api/quiz once the query is read and the caller known: a stored quiz asked for by id,
// or a new one generated and stored. Either way the quiz comes back with the High-quality
// quizzes the player has left today (null for guests). Each allowance is spent just before the
// model is called and never given back. Refusals are the engine's domain errors (the handler
// answers each with the endpoint's own error); AI failures are api/platform/ai errors and
// UnusableQuiz.
import type { Kysely } from "kysely"

import { quizForPlayer } from "#api/features/quiz-catalog/public.ts"
import type { Throttle } from "#api/platform/limits/throttles.ts"
import { RateLimited, Unauthenticated } from "#engine/domain-errors.ts"
import type { DB } from "#projections/db.ts"
import type { QuizRow } from "#projections/quiz-catalog/quizzes.tables.ts"
import type { GenerationQuery } from "#schemas/api/quiz-generation.ts"
import * as Messages from "#schemas/messages.ts"

import { type AllowanceDeps, GUEST_GENERATION_RULE, highQualityRemaining, takeBasicSlot, takeHighQualitySlot } from "./guest-limits.ts"
import { generateAndStoreQuiz, type GeneratorDeps } from "./quiz-generator.ts"

/** Who asks: a signed-in player, or undefined for a guest. */
export interface Asker {
  readonly userId: string
  readonly isAdmin: boolean
}

/** A quiz served to the asker, with their High-quality quizzes left today (null for a guest). */
export interface ServedQuiz {
  readonly quiz: QuizRow
  readonly quizzesRemaining: number | null
}

export interface GenerationDeps extends GeneratorDeps, Omit<AllowanceDeps, "ai"> {
  readonly db: Kysely<DB>
  /** The guests' generations by client address (guest-limits.ts). */
  readonly guests: Throttle
}

const served = async (deps: GenerationDeps, quizId: string, user: Asker | undefined, now: Date): Promise<ServedQuiz> => {
  const quiz = await quizForPlayer(deps, { quizId, user })
  return { quiz, quizzesRemaining: user ? await highQualityRemaining(deps, user.userId, now) : null }
}

/** A stored quiz (Missing when there is none; a live round's is served to its players through the round alone). */
export const serveStoredQuiz = (deps: GenerationDeps, input: { readonly quizId: string; readonly user: Asker | undefined }): Promise<ServedQuiz> =>
  served(deps, input.quizId, input.user, new Date())

export interface NewQuizInput {
  readonly query: GenerationQuery
  readonly user: Asker | undefined
  /** The client's address, for the guests' limit. */
  readonly address: string
}

export const generateNewQuiz = async (deps: GenerationDeps, input: NewQuizInput): Promise<ServedQuiz> => {
  const now = new Date()
  const { query, user } = input
  if (query.model === "high_quality" && !user) throw new Unauthenticated(Messages.highQualityNeedsSignIn)
  deps.ai.providers.provider(query.model) // throws AiNotConfigured before any allowance is used

  if (!user) {
    if (!(await deps.guests.begin(input.address)).admitted) throw new RateLimited(Messages.guestGenerationLimit(GUEST_GENERATION_RULE.limit))
  } else if (query.model === "high_quality") {
    if (!(await takeHighQualitySlot(deps, user.userId, now))) throw new RateLimited(Messages.highQualityQuotaUsed)
  } else if (!(await takeBasicSlot(deps, user.userId, now))) {
    throw new RateLimited(Messages.basicDailyLimit(deps.basicDailyLimit))
  }

  const quizId = await generateAndStoreQuiz(deps, {
    request: { topic: query.topic, level: query.level, number: query.number, kinds: query.kinds },
    tier: query.model,
    createdBy: user?.userId ?? null,
  })
  return served(deps, quizId, user, now)
}
