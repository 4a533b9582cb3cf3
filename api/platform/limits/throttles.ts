// Throttles over the shared limits' store (shared-limits.ts): each is named, so its keys never
// meet another's, and counts where the store keeps them (this process on the embedded
// database, the database itself on PostgreSQL, so a client spread over several nodes gets no
// more tries than on one). The rules are engine/auth/throttle.ts and engine/limits/rates.ts.
import { SIGN_IN_RULE, type ThrottleRule } from "#engine/auth/throttle.ts"
import { accountDelayMs } from "#engine/limits/rates.ts"

import type { SharedLimits } from "./shared-limits.ts"

export type Admission = { readonly admitted: true; readonly succeeded: () => Promise<void> } | { readonly admitted: false; readonly retryAfterMs: number }

/** A sliding-window limit per key: every admitted try counts unless `succeeded()` gives it back. */
export interface Throttle {
  begin(key: string): Promise<Admission>
}

/** `name`: what is limited (e.g. "sign-in:owner:address"), unique per throttle of a site. */
export const newThrottle = (limits: SharedLimits, name: string, rule: ThrottleRule, now: () => number = Date.now): Throttle => ({
  async begin(key) {
    const at = now()
    const full = `${name}:${key}`
    const result = await limits.admit(full, rule, at)
    if (!result.admitted) return result
    return { admitted: true, succeeded: () => limits.forgive(full, at) }
  },
})

export type AccountAdmission =
  | { readonly admitted: true; readonly failed: () => Promise<void>; readonly succeeded: () => Promise<void> }
  | { readonly admitted: false; readonly retryAfterMs: number }

/**
 * Failed sign-ins per account, from any address (docs/product.md §6.3): after a few, each next
 * check from an address that already failed on the account waits a growing delay
 * (engine/limits/rates.ts). Never a lock: an address with no failure on the account is
 * checked at once, so guessing from elsewhere does not keep the right password out.
 */
export interface AccountThrottle {
  begin(account: string, address: string): Promise<AccountAdmission>
}

export const newAccountThrottle = (limits: SharedLimits, name: string, now: () => number = Date.now): AccountThrottle => ({
  async begin(account, address) {
    const key = `${name}:${account}`
    const at = now()
    const record = await limits.accountFailures(key, address, at)
    if (record?.failedFrom) {
      const wait = record.last + accountDelayMs(record.failures) - at
      if (wait > 0) return { admitted: false, retryAfterMs: wait }
    }
    return { admitted: true, failed: () => limits.failAccount(key, address, now()), succeeded: () => limits.clearAccount(key) }
  },
})

/** The two sign-in limits of one sign-in form: per client address and per account. */
export interface SignInThrottles {
  readonly address: Throttle
  readonly account: AccountThrottle
}

/** `form`: which sign-in ("owner", "owner-code", "player"), so each counts its own tries. */
export const newSignInThrottles = (limits: SharedLimits, form: string): SignInThrottles => ({
  address: newThrottle(limits, `sign-in:${form}:address`, SIGN_IN_RULE),
  account: newAccountThrottle(limits, `sign-in:${form}:account`),
})
