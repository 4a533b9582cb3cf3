// Failed sign-ins per client address and per account, kept in this process's memory: a
// restart forgets them, and with several app nodes each node counts its own (a client
// spread over N nodes gets up to N × the limit). That is enough to stop password guessing
// at speed; the rules themselves are engine/auth/throttle.ts and engine/limits/rates.ts.
import { admit, type Attempts, forgive, live, SIGN_IN_RULE, type ThrottleRule } from "#engine/auth/throttle.ts"
import { ACCOUNT_FAILURE_MEMORY_MS, accountDelayMs } from "#engine/limits/rates.ts"

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

interface AccountFailures {
  readonly failures: number
  /** When the last failure was (ms). */
  readonly last: number
  /** Addresses that failed on this account; others are not held back by its delay. */
  readonly addresses: ReadonlySet<string>
}

export type AccountAdmission =
  { readonly admitted: true; readonly failed: () => void; readonly succeeded: () => void } | { readonly admitted: false; readonly retryAfterMs: number }

/**
 * Failed sign-ins per account, from any address (docs/product.md §6.3): after a few, each next
 * check from an address that already failed on the account waits a growing delay
 * (engine/limits/rates.ts). Never a lock: an address with no failure on the account is
 * checked at once, so guessing from elsewhere does not keep the right password out.
 */
export class AccountThrottle {
  readonly #accounts = new Map<string, AccountFailures>()
  readonly #now: () => number

  constructor(now: () => number = Date.now) {
    this.#now = now
  }

  begin(account: string, address: string): AccountAdmission {
    const now = this.#now()
    this.#sweep(now)
    const record = this.#current(account, now)
    if (record && record.addresses.has(address)) {
      const wait = record.last + accountDelayMs(record.failures) - now
      if (wait > 0) return { admitted: false, retryAfterMs: wait }
    }
    return {
      admitted: true,
      failed: () => {
        const before = this.#current(account, this.#now())
        const addresses = new Set(before?.addresses ?? [])
        if (addresses.size < 1000) addresses.add(address)
        this.#accounts.set(account, { failures: (before?.failures ?? 0) + 1, last: this.#now(), addresses })
      },
      succeeded: () => {
        this.#accounts.delete(account)
      },
    }
  }

  #current(account: string, now: number): AccountFailures | undefined {
    const record = this.#accounts.get(account)
    if (record && now - record.last > ACCOUNT_FAILURE_MEMORY_MS) {
      this.#accounts.delete(account)
      return undefined
    }
    return record
  }

  #sweep(now: number): void {
    if (this.#accounts.size < 1000) return
    for (const account of [...this.#accounts.keys()]) this.#current(account, now)
  }
}

/** The two sign-in limits of one sign-in form: per client address and per account. */
export interface SignInThrottles {
  readonly address: SignInThrottle
  readonly account: AccountThrottle
}

export const newSignInThrottles = (): SignInThrottles => ({ address: new SignInThrottle(), account: new AccountThrottle() })
