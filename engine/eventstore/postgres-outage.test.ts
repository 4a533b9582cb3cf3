// The Postgres event store on a PostgreSQL server that goes away and comes back (a cluster of
// the test's own, stopped with `pg_ctl stop -m fast` as a restart or failover would): calls
// made meanwhile fail with StoreUnavailable and write nothing, nothing crashes the process,
// subscriptions wait however long it takes and continue from their cursor, and the LISTEN
// connection is opened again by itself.
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { assertOrderedOnce, collect, eventually, sleep, uniquePrefix } from "#test/support/eventstore/contract-support.ts"
import { type PrivatePostgres, startPrivatePostgres } from "#test/support/private-postgres.ts"

import { type Database, openDatabase } from "../sql/database.ts"
import { StoreUnavailable } from "../store-unavailable.ts"
import { type EventStore, START } from "./port.ts"
import { postgresEventStore, type PostgresEventStoreOptions } from "./postgres.ts"

const ev = (type: string) => ({ type, data: {} })

describe("Postgres event store through a database outage", () => {
  let cluster: PrivatePostgres
  const databases: Database[] = []
  const stores: EventStore[] = []
  /** A store on its own connection pool, as another process would have; closed after the tests. */
  const openStore = async (options?: PostgresEventStoreOptions, onAvailability: (up: boolean) => void = () => {}): Promise<EventStore> => {
    const database = await openDatabase({ url: cluster.url, poolSize: 4, onAvailability })
    databases.push(database)
    const store = await postgresEventStore(database, options)
    stores.push(store)
    return store
  }

  beforeAll(async () => {
    cluster = await startPrivatePostgres()
  }, 120_000)
  afterAll(async () => {
    for (const store of stores) await store.close().catch(() => undefined)
    for (const database of databases) await database.close().catch(() => undefined)
    await cluster?.dispose()
  }, 120_000)

  /** Stops the server, runs `whileDown`, and starts it again even if `whileDown` fails. */
  const outage = async (whileDown: () => Promise<void>) => {
    await cluster.stop("fast")
    try {
      await whileDown()
    } finally {
      await cluster.start()
    }
  }

  it("refuses calls with StoreUnavailable while the server is down, writes nothing, and works after", async () => {
    const told: boolean[] = []
    const store = await openStore(undefined, (up) => told.push(up))
    const p = uniquePrefix()
    // Connections sit idle in the pool when the server goes: their errors must not end the process.
    await Promise.all([1, 2, 3].map((i) => store.append(`${p}-${i}`, [ev("Before")], "no_stream")))
    const head = await store.head()
    await outage(async () => {
      await expect(store.append(`${p}-9`, [ev("During")], "no_stream")).rejects.toBeInstanceOf(StoreUnavailable)
      await expect(store.readStream(`${p}-1`)).rejects.toBeInstanceOf(StoreUnavailable)
      await expect(store.head()).rejects.toBeInstanceOf(StoreUnavailable)
    })
    expect(await store.head()).toBe(head)
    expect(await store.readStream(`${p}-9`)).toEqual([])
    await store.append(`${p}-9`, [ev("After")], "no_stream")
    expect((await store.readStream(`${p}-9`)).map((e) => e.type)).toEqual(["After"])
    // The owner heard once that it went and once that it came back.
    expect(told).toEqual([false, true])
  })

  it("keeps a subscription through an outage of many poll intervals, continuing from its cursor", async () => {
    // A subscription used to give up after ten failed reads in a row: here that is half a second.
    const store = await openStore({ pollIntervalMs: 50 })
    const p = uniquePrefix()
    const seen = collect(store, START, p)
    for (let i = 0; i < 3; i++) await store.append(`${p}-a`, [ev(`E${i}`)], i === 0 ? "no_stream" : BigInt(i - 1))
    await seen.waitFor(3)
    await outage(() => sleep(1_500))
    for (let i = 3; i < 5; i++) await store.append(`${p}-a`, [ev(`E${i}`)], BigInt(i - 1))
    await seen.waitFor(5)
    expect(seen.events.map((e) => e.type)).toEqual(["E0", "E1", "E2", "E3", "E4"])
    assertOrderedOnce(seen.events)
    expect(seen.errors).toEqual([])
  })

  it("listens again after a restart, so another process's append wakes a subscriber that does not poll", async () => {
    // A poll this slow never fires during the test: only NOTIFY can deliver.
    const subscriber = await openStore({ pollIntervalMs: 10 * 60_000 })
    const writer = await openStore()
    const p = uniquePrefix()
    const seen = collect(subscriber, await subscriber.head(), p)
    const listening = async () => {
      const admin = new pg.Client({ connectionString: cluster.url })
      await admin.connect()
      try {
        const { rows } = await admin.query("select count(*)::int as n from pg_stat_activity where query ilike 'LISTEN %'")
        return rows[0].n as number
      } finally {
        await admin.end()
      }
    }
    let listeners = 0
    const untilListening = async () => {
      const deadline = Date.now() + 30_000
      while ((listeners = await listening()) === 0 && Date.now() < deadline) await sleep(100)
      expect(listeners).toBeGreaterThan(0)
    }
    await untilListening()
    await writer.append(`${p}-x`, [ev("Before")], "no_stream")
    await seen.waitFor(1)

    await outage(() => sleep(500))
    await untilListening()
    await writer.append(`${p}-x`, [ev("After")], 0n)
    await eventually(() => seen.events.length >= 2, "the append after the restart", 30_000)
    expect(seen.events.map((e) => e.type)).toEqual(["Before", "After"])
    expect(seen.errors).toEqual([])
  }, 90_000)
})
