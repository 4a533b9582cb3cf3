// Failed sign-ins per client address, kept in this process's memory: a restart forgets
// them, and with several app nodes each node counts its own (a client spread over N
// nodes gets up to N × the limit). That is enough to stop password guessing at speed;
// the rule itself is engine/auth/throttle.ts.
import { SIGN_IN_RULE, admit, forgive, live, type Attempts, type ThrottleRule } from "../../engine/auth/throttle.ts"

export type Admission = { readonly admitted: true; readonly succeeded: () => void } | { readonly admitted: false; readonly retryAfterMs: number }

export class SignInThrottle {
  readonly #attempts = new Map<string, Attempts>()
  readonly #rule: ThrottleRule
  readonly #now: () => number

  constructor(rule: ThrottleRule = SIGN_IN_RULE, now: () => number = Date.now) {
    this.#rule = rule
    this.#now = now
  }

  /** Count an attempt from `key` as a failure unless `succeeded()` is called. */
  begin(key: string): Admission {
    const now = this.#now()
    this.#sweep(now)
    const result = admit(this.#attempts.get(key) ?? [], now, this.#rule)
    this.#store(key, result.attempts)
    if (!result.admitted) return { admitted: false, retryAfterMs: result.retryAfterMs }
    return { admitted: true, succeeded: () => this.#store(key, forgive(this.#attempts.get(key) ?? [], now)) }
  }

  #store(key: string, attempts: Attempts): void {
    if (attempts.length === 0) this.#attempts.delete(key)
    else this.#attempts.set(key, attempts)
  }

  // Bounded memory: once many addresses are tracked, drop those with nothing left in the window.
  #sweep(now: number): void {
    if (this.#attempts.size < 1000) return
    for (const [key, attempts] of this.#attempts) this.#store(key, live(attempts, now, this.#rule))
  }
}
