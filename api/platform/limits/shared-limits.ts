// Where the limits keep their counts (docs/decisions.md, "Limits hold across nodes"). One port,
// two stores, chosen by api/compose.ts: this process's memory on the embedded database (one
// process by construction), a table on PostgreSQL, so every node sharing the database counts the
// same tries. The rules stay pure (engine/auth/throttle.ts, engine/limits/rates.ts); a store
// only applies them to one key at a time, atomically.
import { admit, type Attempts, forgive, live, type ThrottleRule } from "#engine/auth/throttle.ts"
import { ACCOUNT_FAILURE_MEMORY_MS } from "#engine/limits/rates.ts"

export type WindowAdmission = { readonly admitted: true } | { readonly admitted: false; readonly retryAfterMs: number }

/** An account's recent failed sign-ins (engine/limits/rates.ts `accountDelayMs`). */
export interface AccountFailures {
  readonly failures: number
  /** When the last failure was (ms). */
  readonly last: number
  /** Whether `address` failed on the account; other addresses are not held back. */
  readonly failedFrom: boolean
}

/** Addresses remembered per account at most; past it, new ones are not held back. */
export const MAX_ADDRESSES_PER_ACCOUNT = 1000

export interface SharedLimits {
  /** Counts an attempt at `now` against `key` if fewer than `rule.limit` fall in the sliding window. */
  admit(key: string, rule: ThrottleRule, now: number): Promise<WindowAdmission>
  /** The attempt admitted at `at` no longer counts. */
  forgive(key: string, at: number): Promise<void>
  /** The account's failures still remembered at `now` (ACCOUNT_FAILURE_MEMORY_MS after the last), seen from `address`. */
  accountFailures(account: string, address: string, now: number): Promise<AccountFailures | undefined>
  /** One more failure on the account, from `address`. */
  failAccount(account: string, address: string, now: number): Promise<void>
  /** A success: the account's failures are forgotten. */
  clearAccount(account: string): Promise<void>
}

interface AccountRecord {
  readonly failures: number
  readonly last: number
  readonly addresses: ReadonlySet<string>
}

/** Bounded memory: past this many keys, those with nothing left are dropped. */
const SWEEP_AT = 10_000

/** The counts in this process's memory, for the embedded database (a single process). */
export const memorySharedLimits = (): SharedLimits => {
  const windows = new Map<string, { readonly attempts: Attempts; readonly rule: ThrottleRule }>()
  const accounts = new Map<string, AccountRecord>()
  const current = (account: string, now: number) => {
    const record = accounts.get(account)
    if (record && now - record.last > ACCOUNT_FAILURE_MEMORY_MS) {
      accounts.delete(account)
      return undefined
    }
    return record
  }
  const store = (key: string, attempts: Attempts, rule: ThrottleRule) => {
    if (attempts.length === 0) windows.delete(key)
    else windows.set(key, { attempts, rule })
  }
  return {
    async admit(key, rule, now) {
      if (windows.size >= SWEEP_AT) for (const [k, w] of windows) store(k, live(w.attempts, now, w.rule), w.rule)
      const result = admit(windows.get(key)?.attempts ?? [], now, rule)
      store(key, result.attempts, rule)
      return result.admitted ? { admitted: true } : { admitted: false, retryAfterMs: result.retryAfterMs }
    },
    async forgive(key, at) {
      const window = windows.get(key)
      if (window) store(key, forgive(window.attempts, at), window.rule)
    },
    async accountFailures(account, address, now) {
      const record = current(account, now)
      return record && { failures: record.failures, last: record.last, failedFrom: record.addresses.has(address) }
    },
    async failAccount(account, address, now) {
      if (accounts.size >= SWEEP_AT) for (const k of [...accounts.keys()]) current(k, now)
      const before = current(account, now)
      const addresses = new Set(before?.addresses ?? [])
      if (addresses.size < MAX_ADDRESSES_PER_ACCOUNT) addresses.add(address)
      accounts.set(account, { failures: (before?.failures ?? 0) + 1, last: now, addresses })
    },
    async clearAccount(account) {
      accounts.delete(account)
    },
  }
}
