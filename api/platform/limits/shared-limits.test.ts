// The limits' two stores behave alike (shared-limits.ts, postgres-limits.ts); on PostgreSQL two
// handles on one database stand for two nodes, and tries made at once through both are counted
// as through one.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { ACCOUNT_FAILURE_MEMORY_MS } from "#engine/limits/rates.ts"
import { openDatabase } from "#engine/sql/database.ts"
import type { AppDatabase, DB } from "#projections/db.ts"
import { freshPostgresUrl } from "#test/support/databases.ts"

import { postgresSharedLimits } from "./postgres-limits.ts"
import { memorySharedLimits, type SharedLimits } from "./shared-limits.ts"

const rule = { limit: 3, windowMs: 1000 }

let drop: () => Promise<void>
const handles: AppDatabase[] = []
/** Two nodes' stores on one PostgreSQL schema. */
let nodes: [SharedLimits, SharedLimits]

beforeAll(async () => {
  const fresh = await freshPostgresUrl()
  drop = fresh.drop
  for (let i = 0; i < 2; i++) handles.push(await openDatabase<DB>({ url: fresh.url }))
  nodes = [postgresSharedLimits(handles[0]!.db), postgresSharedLimits(handles[1]!.db)]
})
afterAll(async () => {
  for (const handle of handles) await handle.close()
  await drop?.()
})

const stores: readonly { readonly name: string; readonly make: () => SharedLimits }[] = [
  { name: "memory", make: memorySharedLimits },
  { name: "postgres", make: () => nodes[0] },
]

let keys = 0
/** A key no other test has used (the PostgreSQL store is shared by the tests). */
const freshKey = () => `test:${++keys}:${Math.random()}`

describe.each(stores)("the $name limits store", ({ make }) => {
  it("admits up to the limit in a sliding window, then says how long to wait", async () => {
    const limits = make()
    const key = freshKey()
    expect(await limits.admit(key, rule, 0)).toEqual({ admitted: true })
    expect(await limits.admit(key, rule, 400)).toEqual({ admitted: true })
    expect(await limits.admit(key, rule, 500)).toEqual({ admitted: true })
    expect(await limits.admit(key, rule, 600)).toEqual({ admitted: false, retryAfterMs: 400 })
    // Another key has its own window.
    expect(await limits.admit(freshKey(), rule, 600)).toEqual({ admitted: true })
    // The first attempt has left the window: one place again.
    expect(await limits.admit(key, rule, 1000)).toEqual({ admitted: true })
    expect(await limits.admit(key, rule, 1001)).toEqual({ admitted: false, retryAfterMs: 399 })
  })

  it("gives back one forgiven attempt, not others made at the same moment", async () => {
    const limits = make()
    const key = freshKey()
    for (let i = 0; i < 3; i++) expect((await limits.admit(key, rule, 10)).admitted).toBe(true)
    await limits.forgive(key, 10)
    expect((await limits.admit(key, rule, 20)).admitted).toBe(true)
    expect((await limits.admit(key, rule, 20)).admitted).toBe(false)
    // Forgiving an attempt that is not there changes nothing.
    await limits.forgive(key, 5)
    await limits.forgive(freshKey(), 5)
    expect((await limits.admit(key, rule, 30)).admitted).toBe(false)
  })

  it("remembers an account's failures, from which addresses, until a success or their memory passes", async () => {
    const limits = make()
    const account = freshKey()
    expect(await limits.accountFailures(account, "1.1.1.1", 0)).toBeUndefined()
    await limits.failAccount(account, "1.1.1.1", 100)
    await limits.failAccount(account, "2.2.2.2", 200)
    await limits.failAccount(account, "1.1.1.1", 300)
    expect(await limits.accountFailures(account, "1.1.1.1", 400)).toEqual({ failures: 3, last: 300, failedFrom: true })
    expect(await limits.accountFailures(account, "3.3.3.3", 400)).toEqual({ failures: 3, last: 300, failedFrom: false })
    // Long after the last failure the account starts afresh.
    const later = 300 + ACCOUNT_FAILURE_MEMORY_MS + 1
    expect(await limits.accountFailures(account, "1.1.1.1", later)).toBeUndefined()
    await limits.failAccount(account, "3.3.3.3", later)
    expect(await limits.accountFailures(account, "1.1.1.1", later)).toEqual({ failures: 1, last: later, failedFrom: false })
    await limits.clearAccount(account)
    expect(await limits.accountFailures(account, "3.3.3.3", later)).toBeUndefined()
  })
})

describe("the PostgreSQL limits store on two nodes", () => {
  it("admits no more tries made at once through both nodes than the limit", async () => {
    const key = freshKey()
    const tries = await Promise.all(Array.from({ length: 20 }, (_, i) => nodes[i % 2]!.admit(key, { limit: 5, windowMs: 60_000 }, 1000 + i)))
    expect(tries.filter((t) => t.admitted)).toHaveLength(5)
    // Either node sees the window full.
    expect((await nodes[0].admit(key, { limit: 5, windowMs: 60_000 }, 2000)).admitted).toBe(false)
    expect((await nodes[1].admit(key, { limit: 5, windowMs: 60_000 }, 2000)).admitted).toBe(false)
  })

  it("counts every failure made at once through both nodes on one account", async () => {
    const account = freshKey()
    await Promise.all(Array.from({ length: 12 }, (_, i) => nodes[i % 2]!.failAccount(account, `10.0.0.${i % 3}`, 5000)))
    expect(await nodes[1].accountFailures(account, "10.0.0.2", 5000)).toEqual({ failures: 12, last: 5000, failedFrom: true })
    expect(await nodes[0].accountFailures(account, "10.0.0.9", 5000)).toMatchObject({ failures: 12, failedFrom: false })
  })
})
