// Who may start a generation now. Each is taken just before the model is called and never
// given back, whatever happens next (a failed call still cost the provider). Guests: a
// sliding window per client address (the pure rule is engine/auth/throttle.ts), in this
// process's memory. Signed-in players: today's High-quality allowance and the Basic daily
// cap, counted in the shared `ai_spend` table (api/platform/ai/spend.ts), so two simultaneous
// requests on any node cannot both take the last one (see docs/decisions.md).
import type { App } from "#api/compose.ts"
import { countHighQualityToday } from "#api/features/accounts/quiz-session.ts"
import { generationKey } from "#api/platform/ai/spend.ts"
import { admit, type Attempts, live, type ThrottleRule } from "#engine/auth/throttle.ts"
import { quizzesRemaining } from "#engine/quiz/quota.ts"
import { QuizLimits } from "#schemas/quiz-rules.ts"

export const GUEST_GENERATION_RULE: ThrottleRule = { limit: 5, windowMs: 60 * 60 * 1000 }

/** The guests' generations by client address; one per app (app.services.limits.guestGenerations). */
export class GuestGenerations {
  readonly #guests = new Map<string, Attempts>()

  /** Counts a guest generation from `address`, or says the address has used its allowance. Never given back. */
  take(address: string, now = Date.now(), rule = GUEST_GENERATION_RULE): boolean {
    const guests = this.#guests
    // Bounded memory: drop addresses with nothing left in the window.
    if (guests.size >= 1000) for (const [key, attempts] of guests) if (live(attempts, now, rule).length === 0) guests.delete(key)
    const result = admit(guests.get(address) ?? [], now, rule)
    guests.set(address, result.attempts)
    return result.admitted
  }
}

/** Counts a guest generation from `address`, or says the address has used its allowance. Never given back. */
export const takeGuestSlot = (app: App, address: string, now = Date.now(), rule = GUEST_GENERATION_RULE): boolean =>
  app.services.limits.guestGenerations.take(address, now, rule)

/** Takes one of today's High-quality quizzes for `userId`, or says none is left. Never given back. */
export const takeHighQualitySlot = async (app: App, userId: string, now: Date): Promise<boolean> => {
  // Quizzes stored today count too (e.g. restored from a backup without the counters).
  if (quizzesRemaining(await countHighQualityToday(app, userId, now), QuizLimits.highQualityPerDay) <= 0) return false
  return app.ai.spend.take(generationKey(userId, "high_quality"), QuizLimits.highQualityPerDay, now)
}

/** Takes one of today's Basic generations for a signed-in `userId` (AI_BASIC_DAILY_LIMIT). */
export const takeBasicSlot = (app: App, userId: string, now: Date): Promise<boolean> =>
  app.ai.spend.take(generationKey(userId, "basic"), app.config.basicDailyLimit, now)

/** High-quality quizzes the user has left today. */
export const highQualityRemaining = async (app: App, userId: string, now: Date): Promise<number> =>
  quizzesRemaining(await countHighQualityToday(app, userId, now), QuizLimits.highQualityPerDay)
