// Who may start a generation now. Each is taken just before the model is called and never
// given back, whatever happens next (a failed call still cost the provider). Guests: a
// sliding window per client address (the pure rule is engine/auth/throttle.ts), counted in
// the shared limits' store, so it holds across nodes. Signed-in players: today's High-quality allowance and the Basic daily
// cap, counted in the shared `ai_spend` table (api/platform/ai/spend.ts), so two simultaneous
// requests on any node cannot both take the last one (see docs/decisions.md).
import type { Kysely } from "kysely"

import { highQualityUsedToday } from "#api/features/accounts/public.ts"
import type { Ai } from "#api/platform/ai/charge.ts"
import { generationKey } from "#api/platform/ai/spend.ts"
import type { SharedLimits } from "#api/platform/limits/shared-limits.ts"
import { newThrottle, type Throttle } from "#api/platform/limits/throttles.ts"
import type { ThrottleRule } from "#engine/auth/throttle.ts"
import { quizzesRemaining } from "#engine/quiz/quota.ts"
import type { DB } from "#projections/db.ts"
import { QuizLimits } from "#schemas/quiz-rules.ts"

export const GUEST_GENERATION_RULE: ThrottleRule = { limit: 5, windowMs: 60 * 60 * 1000 }

/** The guests' generations by client address (`begin`, never given back); one per site, made by the feature's factory. */
export const newGuestGenerations = (limits: SharedLimits): Throttle => newThrottle(limits, "guest-generations:address", GUEST_GENERATION_RULE)

/** Where a signed-in player's allowances are counted: the read models and the day's AI spend. */
export interface AllowanceDeps {
  readonly db: Kysely<DB>
  readonly ai: Pick<Ai, "spend">
  /** AI_BASIC_DAILY_LIMIT: Basic generations per signed-in player per UTC day. */
  readonly basicDailyLimit: number
}

/** High-quality quizzes the user has left today. */
export const highQualityRemaining = async (deps: Omit<AllowanceDeps, "basicDailyLimit">, userId: string, now: Date): Promise<number> =>
  quizzesRemaining(await highQualityUsedToday({ db: deps.db, spend: deps.ai.spend }, userId, now), QuizLimits.highQualityPerDay)

/** Takes one of today's High-quality quizzes for `userId`, or says none is left. Never given back. */
export const takeHighQualitySlot = async (deps: Omit<AllowanceDeps, "basicDailyLimit">, userId: string, now: Date): Promise<boolean> => {
  // Quizzes stored today count too (e.g. restored from a backup without the counters).
  if ((await highQualityRemaining(deps, userId, now)) <= 0) return false
  return deps.ai.spend.take(generationKey(userId, "high_quality"), QuizLimits.highQualityPerDay, now)
}

/** Takes one of today's Basic generations for a signed-in `userId` (AI_BASIC_DAILY_LIMIT). */
export const takeBasicSlot = (deps: Pick<AllowanceDeps, "ai" | "basicDailyLimit">, userId: string, now: Date): Promise<boolean> =>
  deps.ai.spend.take(generationKey(userId, "basic"), deps.basicDailyLimit, now)
