// Who may start a generation now. Guests: a sliding window per client address (the pure
// rule is engine/auth/throttle.ts). Signed-in players: today's High-quality allowance,
// counted from the `quizzes` read model plus the generations of theirs still running in
// this process, so two simultaneous requests cannot both take the last quiz of the day.
// Both are kept in this process's memory (see docs/decisions.md).
import { admit, forgive, live, type Attempts, type ThrottleRule } from "../../../engine/auth/throttle.ts"
import { quizzesRemaining } from "../../../engine/quiz/quota.ts"
import { QuizLimits } from "../../../engine/quiz/types.ts"
import type { App } from "../../app.ts"
import { highQualityUsage } from "../../auth/quiz-session.ts"

export const GUEST_GENERATION_RULE: ThrottleRule = { limit: 5, windowMs: 60 * 60 * 1000 }

interface Limits {
  readonly guests: Map<string, Attempts>
  /** High-quality generations in flight per user id. */
  readonly running: Map<string, number>
}

const perApp = new WeakMap<App, Limits>()

const limitsOf = (app: App): Limits => {
  let limits = perApp.get(app)
  if (!limits) {
    limits = { guests: new Map(), running: new Map() }
    perApp.set(app, limits)
  }
  return limits
}

export type Slot = { readonly ok: true; readonly release: (succeeded: boolean) => void } | { readonly ok: false }

/** Counts a guest generation from `address`; a generation that fails is given back. */
export const takeGuestSlot = (app: App, address: string, now = Date.now(), rule = GUEST_GENERATION_RULE): Slot => {
  const { guests } = limitsOf(app)
  // Bounded memory: drop addresses with nothing left in the window.
  if (guests.size >= 1000) for (const [key, attempts] of guests) if (live(attempts, now, rule).length === 0) guests.delete(key)
  const result = admit(guests.get(address) ?? [], now, rule)
  guests.set(address, result.attempts)
  if (!result.admitted) return { ok: false }
  return {
    ok: true,
    release: (succeeded) => {
      if (succeeded) return
      const left = forgive(guests.get(address) ?? [], now)
      if (left.length === 0) guests.delete(address)
      else guests.set(address, left)
    },
  }
}

/** Reserves one of today's High-quality quizzes for `userId`, or says none is left. */
export const takeHighQualitySlot = async (app: App, userId: string, now: Date): Promise<Slot> => {
  const { running } = limitsOf(app)
  // Counted before the query so a concurrent request sees this one.
  running.set(userId, (running.get(userId) ?? 0) + 1)
  const release = () => {
    const left = (running.get(userId) ?? 1) - 1
    if (left <= 0) running.delete(userId)
    else running.set(userId, left)
  }
  try {
    const stored = await highQualityUsage.count(app, userId, now)
    // The running count includes this request, so the allowance must cover it.
    if (quizzesRemaining(stored + (running.get(userId) ?? 1) - 1, QuizLimits.highQualityPerDay) <= 0) {
      release()
      return { ok: false }
    }
  } catch (error) {
    release()
    throw error
  }
  return { ok: true, release }
}

/** High-quality quizzes the user has left today. */
export const highQualityRemaining = async (app: App, userId: string, now: Date): Promise<number> =>
  quizzesRemaining(await highQualityUsage.count(app, userId, now), QuizLimits.highQualityPerDay)
