// New quiz accounts per client address: at most REGISTRATIONS_PER_HOUR in any hour, so one
// address cannot mint accounts to multiply the per-player AI allowances. A sliding window
// (engine/auth/throttle.ts) kept in this process's memory, like the guests' generation
// limit; an attempt that fails (a taken name) is given back.
import { admit, type Attempts, forgive, live, type ThrottleRule } from "#engine/auth/throttle.ts"

const HOUR_MS = 60 * 60 * 1000
/** Bounded memory: past this many addresses, the ones with nothing in the window are dropped. */
const MAX_TRACKED = 10_000

export class RegistrationLimit {
  readonly #attempts = new Map<string, Attempts>()
  readonly #rule: ThrottleRule

  constructor(perHour: number) {
    this.#rule = { limit: perHour, windowMs: HOUR_MS }
  }

  /** Counts a registration from `address`; undefined when the address is over its limit, else a give-back for a failure. */
  take(address: string, now = Date.now()): (() => void) | undefined {
    if (this.#attempts.size >= MAX_TRACKED) {
      for (const [key, attempts] of this.#attempts) if (live(attempts, now, this.#rule).length === 0) this.#attempts.delete(key)
    }
    const result = admit(this.#attempts.get(address) ?? [], now, this.#rule)
    this.#attempts.set(address, result.attempts)
    if (!result.admitted) return undefined
    return () => this.#attempts.set(address, forgive(this.#attempts.get(address) ?? [], now))
  }
}
