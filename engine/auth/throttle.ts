// A sliding-window limit on failed sign-ins per key (a client address). Pure: the caller
// keeps the attempt lists. An attempt is counted as a failure when admitted and forgiven
// if it succeeds, so concurrent attempts cannot slip past the limit while a password is
// being checked. Within any window of `windowMs`, at most `limit` failures are admitted.
import { SIGN_IN_FAILURES, SIGN_IN_WINDOW_MINUTES } from "#schemas/sign-in-limits.ts"

export interface ThrottleRule {
  readonly limit: number
  readonly windowMs: number
}

export const SIGN_IN_RULE: ThrottleRule = { limit: SIGN_IN_FAILURES, windowMs: SIGN_IN_WINDOW_MINUTES * 60 * 1000 }

/** Times (ms) of attempts still counted against the key, oldest first. */
export type Attempts = readonly number[]

export const live = (attempts: Attempts, now: number, rule: ThrottleRule): Attempts => attempts.filter((t) => t > now - rule.windowMs)

export type Admission =
  { readonly admitted: true; readonly attempts: Attempts } | { readonly admitted: false; readonly attempts: Attempts; readonly retryAfterMs: number }

export const admit = (attempts: Attempts, now: number, rule: ThrottleRule): Admission => {
  const current = live(attempts, now, rule)
  if (current.length >= rule.limit) {
    return { admitted: false, attempts: current, retryAfterMs: current[0]! + rule.windowMs - now }
  }
  return { admitted: true, attempts: [...current, now] }
}

/** The attempt admitted at `at` succeeded: it no longer counts. */
export const forgive = (attempts: Attempts, at: number): Attempts => {
  const i = attempts.indexOf(at)
  return i === -1 ? attempts : [...attempts.slice(0, i), ...attempts.slice(i + 1)]
}
