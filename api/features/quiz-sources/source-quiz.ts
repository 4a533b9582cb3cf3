// A quiz from a source, for a signed-in player or for the site's owner from the dashboard: the
// source is read first (a page that cannot be read costs no allowance), then one of the caller's
// generations is taken, exactly as for a quiz from a topic (today's High-quality quizzes, or the
// Basic daily cap, counted under the caller's own id), just before the model is called. The quiz
// is stored with each question's passage, and served in the players' shape.
import type { Kysely } from "kysely"

import { generateAndStoreQuiz, type GeneratorDeps, highQualityRemaining, takeBasicSlot, takeHighQualitySlot } from "#api/features/quiz-generation/public.ts"
import { RateLimited, Unauthenticated } from "#engine/domain-errors.ts"
import type { DB } from "#projections/db.ts"
import type { PlayerQuiz } from "#schemas/api/quiz.ts"
import type { GeneratedQuiz } from "#schemas/api/quiz-generation.ts"
import type { SourceQuizRequest } from "#schemas/api/quiz-sources.ts"
import * as Messages from "#schemas/messages.ts"

import { readSource, type SourceReadDeps } from "./read-source.ts"

export interface SourceQuizDeps extends GeneratorDeps, SourceReadDeps {
  readonly db: Kysely<DB>
  /** AI_BASIC_DAILY_LIMIT: Basic generations per signed-in player per UTC day. */
  readonly basicDailyLimit: number
  /** A stored quiz as players are served it (the quiz catalog's), given by the composition root. */
  readonly playerQuiz: (quizId: string) => Promise<PlayerQuiz>
}

export interface Player {
  readonly userId: string
  readonly isAdmin: boolean
  readonly guest?: true
}

/** Who a quiz is made for: the account its generations are counted against and its calls charged to. */
interface Maker {
  readonly userId: string
}

const makeFor = async (deps: SourceQuizDeps, request: SourceQuizRequest, maker: Maker): Promise<GeneratedQuiz> => {
  deps.ai.providers.provider(request.model) // throws AiNotConfigured before anything is fetched or spent
  const { topic, excerpts } = await readSource(deps, request.source)

  const now = new Date()
  if (request.model === "high_quality") {
    if (!(await takeHighQualitySlot(deps, maker.userId, now))) throw new RateLimited(Messages.highQualityQuotaUsed)
  } else if (!(await takeBasicSlot(deps, maker.userId, now))) {
    throw new RateLimited(Messages.basicDailyLimit(deps.basicDailyLimit))
  }

  const quizId = await generateAndStoreQuiz(deps, {
    request: { topic, level: request.level, number: request.number, kinds: request.kinds, excerpts },
    tier: request.model,
    createdBy: maker.userId,
  })
  return { ...(await deps.playerQuiz(quizId)), quizzes_remaining: await highQualityRemaining(deps, maker.userId, now) }
}

/** A signed-in player's quiz from a source; a guest is refused. */
export const makeSourceQuiz = async (
  deps: SourceQuizDeps,
  input: { readonly request: SourceQuizRequest; readonly user: Player | undefined },
): Promise<GeneratedQuiz> => {
  const { request, user } = input
  if (!user || user.guest) throw new Unauthenticated(Messages.sourceQuizNeedsSignIn)
  return makeFor(deps, request, user)
}

/**
 * The owner's quiz from a source, asked from the dashboard (the owner's session stands behind it):
 * stored in the quiz game's catalog like a player's, its generations counted under the owner's id.
 */
export const makeOwnerSourceQuiz = (deps: SourceQuizDeps, input: { readonly request: SourceQuizRequest; readonly owner: { readonly userId: string } }) =>
  makeFor(deps, input.request, input.owner)
