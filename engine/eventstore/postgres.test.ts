import { sql } from "kysely"
import pg from "pg"
import { afterAll, describe, expect, it } from "vitest"

import type { AppDatabase } from "#projections/db.ts"
import { freshPostgresUrl, TEST_DATABASE_URL, testDatabases } from "#test/support/databases.ts"
import { eventStoreContract } from "#test/support/eventstore/contract.ts"
import { assertOrderedOnce, collect, eventually, sleep, uniquePrefix } from "#test/support/eventstore/contract-support.ts"

import { type Database, openDatabase } from "../sql/database.ts"
import { memoryEventStore } from "./memory.ts"
import { START } from "./port.ts"
import { postgresEventStore } from "./postgres.ts"

eventStoreContract("memory", async () => ({ store: memoryEventStore(), dispose: async () => {} }))

// PGlite takes seconds to start, so the PGlite tests share one instance, emptied per test.
let sharedPglite: Promise<AppDatabase & { dispose(): Promise<void> }> | undefined
afterAll(async () => (await sharedPglite)?.dispose())
const emptyPglite = async (): Promise<AppDatabase> => {
  const database = await (sharedPglite ??= testDatabases.find((t) => t.name === "pglite")!.open())
  await sql`DROP TABLE IF EXISTS events, streams, eventstore_migrations, eventstore_migrations_lock`.execute(database.db)
  return database
}

for (const target of testDatabases) {
  eventStoreContract(target.name, async () => {
    if (target.name === "pglite") {
      const database = await emptyPglite()
      const store = await postgresEventStore(database, { pollIntervalMs: 200 })
      return { store, dispose: async () => {} }
    }
    const database = await target.open()
    const store = await postgresEventStore(database, { pollIntervalMs: 200 })
    return { store, dispose: () => database.dispose() }
  })
}

const schemaOf = async (database: Database) => (await sql<{ s: string }>`SELECT current_schema() AS s`.execute(database.db)).rows[0]!.s

const ev = (type: string, data: unknown = {}) => ({ type, data })

/** Polls `read` every 50 ms until `holds` accepts its value (then returned), failing after 10 s. */
const until = async <T>(read: () => Promise<T>, holds: (value: T) => boolean, what: string): Promise<T> => {
  const deadline = Date.now() + 10_000
  for (;;) {
    const value = await read()
    if (holds(value)) return value
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what} (last: ${JSON.stringify(value)})`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

describe("Postgres event store on a PostgreSQL server", () => {
  it("counts in head only what no open transaction on the server could still precede", async () => {
    const { url, drop } = await freshPostgresUrl()
    const database = await openDatabase({ url })
    // Another session anywhere on the server (another schema, another test suite) with an open transaction:
    // its id is below any this store's append takes, so the append's events are not yet final.
    const other = new pg.Client({ connectionString: TEST_DATABASE_URL })
    await other.connect()
    try {
      await other.query("BEGIN")
      await other.query("SELECT pg_current_xact_id()")
      const store = await postgresEventStore(database)
      const written = await store.append(`${uniquePrefix()}-s`, [ev("A"), ev("B")], "no_stream")
      expect(await store.head()).toBe(START)
      await other.query("COMMIT")
      expect(
        await until(
          () => store.head(),
          (head) => head !== START,
          "head to count the events",
        ),
      ).toBe(written.position)
      await store.close()
    } finally {
      await other.end().catch(() => undefined)
      await database.close()
      await drop()
    }
  })

  it("delivers in position order what many writer connections append side by side", async () => {
    const { url, drop } = await freshPostgresUrl()
    const writers = await openDatabase({ url, poolSize: 10 })
    const readers = await openDatabase({ url, poolSize: 2 })
    try {
      const writeStore = await postgresEventStore(writers)
      const readStore = await postgresEventStore(readers, { pollIntervalMs: 50 })
      const p = uniquePrefix()
      const seen = collect(readStore, START, p, { batchSize: 7 })
      const appends = Array.from({ length: 300 }, (_, i) => writeStore.append(`${p}-s${i % 20}`, [ev(`E${i}`), ev(`E${i}b`)], "any"))
      const results = await Promise.all(appends)
      await seen.waitFor(600)
      await new Promise((r) => setTimeout(r, 100))
      await seen.subscription.close()
      expect(seen.events).toHaveLength(600)
      assertOrderedOnce(seen.events)
      // Strictly ascending, and each append's answer names its own last event: none was
      // skipped or delivered out of order while appends committed side by side.
      const positions = seen.events.map((e) => e.position)
      for (let i = 1; i < positions.length; i++) expect(positions[i]).toBeGreaterThan(positions[i - 1]!)
      expect(new Set(results.map((r) => r.position)).size).toBe(300)
      const delivered = new Set(positions)
      for (const r of results) expect(delivered.has(r.position)).toBe(true)
      for (let s = 0; s < 20; s++) {
        const stream = await writeStore.readStream(`${p}-s${s}`)
        expect(stream.map((e) => e.revision)).toEqual(Array.from({ length: 30 }, (_, i) => BigInt(i)))
      }
      await writeStore.close()
      await readStore.close()
    } finally {
      await writers.close()
      await readers.close()
      await drop()
    }
  })

  it("wakes a store in another process (another Database handle) through LISTEN/NOTIFY", async () => {
    const { url, drop } = await freshPostgresUrl()
    const a = await openDatabase({ url })
    const b = await openDatabase({ url })
    try {
      // A poll this slow cannot be what delivers the events within the test's wait.
      const storeA = await postgresEventStore(a, { pollIntervalMs: 60_000 })
      const storeB = await postgresEventStore(b, { pollIntervalMs: 60_000 })
      const p = uniquePrefix()
      const seenByA = collect(storeA, START, p)
      const seenByB = collect(storeB, START, p)
      await new Promise((r) => setTimeout(r, 200)) // both LISTEN connections are up
      await storeB.append(`${p}-x`, [ev("FromB")], "no_stream")
      await storeA.append(`${p}-x`, [ev("FromA")], 0n)
      await eventually(() => seenByA.events.length === 2 && seenByB.events.length === 2, "both stores see both", 3000)
      expect(seenByA.events.map((e) => e.type)).toEqual(["FromB", "FromA"])
      expect(seenByB.events.map((e) => e.id)).toEqual(seenByA.events.map((e) => e.id))
      await storeA.close()
      await storeB.close()
    } finally {
      await a.close()
      await b.close()
      await drop()
    }
  })

  it("keeps delivering when the LISTEN connection is killed, and listens again", async () => {
    const { url, drop } = await freshPostgresUrl()
    const a = await openDatabase({ url })
    const b = await openDatabase({ url })
    try {
      const storeA = await postgresEventStore(a, { pollIntervalMs: 300 })
      const storeB = await postgresEventStore(b)
      const p = uniquePrefix()
      const seen = collect(storeA, START, p)
      // Only this schema's listener: other test files share the server.
      const listen = `LISTEN "homestead_events_${await schemaOf(b)}"`
      const listeners = async () =>
        (
          await sql<{ pid: number }>`SELECT pid FROM pg_stat_activity
          WHERE datname = current_database() AND query = ${listen}`.execute(b.db)
        ).rows.map((r) => r.pid)
      const first = await until(listeners, (pids) => pids.length === 1, "one LISTEN connection")
      const { rows } = await sql<{ killed: boolean }>`SELECT pg_terminate_backend(${first[0]!}::int) AS killed`.execute(b.db)
      expect(rows).toEqual([{ killed: true }])
      await storeB.append(`${p}-x`, [ev("AfterKill")], "no_stream")
      await seen.waitFor(1)
      // A poll tick listens again, on a new connection.
      const again = await until(listeners, (pids) => pids.length === 1 && pids[0] !== first[0], "the LISTEN connection back")
      await storeB.append(`${p}-x`, [ev("Again")], 0n)
      await seen.waitFor(2)
      expect(seen.errors).toEqual([])
      expect(await listeners()).toEqual(again)
      await storeA.close()
      await storeB.close()
    } finally {
      await a.close()
      await b.close()
      await drop()
    }
  })

  it("creates its tables idempotently when several stores open at once, and leaves the Database open", async () => {
    const { url, drop } = await freshPostgresUrl()
    const handles = await Promise.all([openDatabase({ url }), openDatabase({ url }), openDatabase({ url })])
    try {
      const stores = await Promise.all(handles.map((h) => postgresEventStore(h)))
      await stores[0]!.append("s-1", [ev("A")], "no_stream")
      for (const s of stores) await s.close()
      const { count } = await handles[1]!.db
        .selectFrom("events")
        .select((eb) => eb.fn.countAll<bigint>().as("count"))
        .executeTakeFirstOrThrow()
      expect(BigInt(count)).toBe(1n)
    } finally {
      for (const h of handles) await h.close()
      await drop()
    }
  })
})

describe("Postgres event store behind a running transaction (PostgreSQL server)", () => {
  it("holds back an event committed after a running transaction began, and delivers it when that one ends", async () => {
    const { url, drop } = await freshPostgresUrl()
    const database = await openDatabase({ url, poolSize: 4 })
    const other = new pg.Client({ connectionString: url })
    await other.connect()
    try {
      // A long poll: what delivers the event here is the store noticing, not a timer's wake.
      const store = await postgresEventStore(database, { pollIntervalMs: 60_000 })
      const seen = collect(store, START, "held")
      // Another client's write transaction, with a transaction id, still running.
      await other.query("BEGIN")
      await other.query("SELECT pg_current_xact_id()")
      const { position } = await store.append("held-1", [ev("Late")], "no_stream")
      await sleep(300)
      // Committed, but a transaction older than it may still write below it: not delivered yet.
      expect(seen.events).toHaveLength(0)
      expect(await store.head()).toBeLessThan(position)
      // That transaction ends without appending anything: no wake is sent, yet the event comes.
      await other.query("COMMIT")
      await seen.waitFor(1)
      expect(seen.events.map((e) => e.position)).toEqual([position])
      expect(await store.head()).toBe(position)
      await store.close()
    } finally {
      await other.end()
      await database.close()
      await drop()
    }
  })
})

describe("Postgres event store on PGlite", () => {
  it("wakes every store on the same Database handle right after a commit", async () => {
    const database = await emptyPglite()
    const one = await postgresEventStore(database, { pollIntervalMs: 60_000 })
    const two = await postgresEventStore(database, { pollIntervalMs: 60_000 })
    const seen = collect(one, START, "s")
    await two.append("s-1", [ev("A")], "no_stream")
    await eventually(() => seen.events.length === 1, "the other store's append", 2000)
    await one.close()
    await two.close()
  })

  it("answers an empty append like the memory store, after checking the expectation", async () => {
    const database = await emptyPglite()
    const memory = memoryEventStore()
    const store = await postgresEventStore(database)
    for (const s of [store, memory]) {
      expect(await s.append("s-1", [], "no_stream")).toEqual({ nextRevision: -1n, position: START })
      await s.append("s-1", [ev("A"), ev("B")], "no_stream")
      // An empty append answers the head, the position of the newest event.
      expect(await s.append("s-1", [], 1n)).toEqual({ nextRevision: 1n, position: (await s.readStream("s-1"))[1]!.position })
      await expect(s.append("s-1", [], 0n)).rejects.toMatchObject({ _tag: "WrongExpectedRevision" })
    }
    await store.close()
  })

  it("keeps events in a PGlite folder across reopening", async () => {
    const { mkdtemp, rm } = await import("node:fs/promises")
    const { tmpdir } = await import("node:os")
    const { join } = await import("node:path")
    const dir = await mkdtemp(join(tmpdir(), "es-"))
    try {
      const first = await openDatabase({ dataDir: dir })
      const store = await postgresEventStore(first)
      await store.append("s-1", [ev("A", { n: 1 })], "no_stream")
      await store.close()
      await first.close()
      const second = await openDatabase({ dataDir: dir })
      const reopened = await postgresEventStore(second)
      const [kept] = await reopened.readStream("s-1")
      expect(kept?.data).toEqual({ n: 1 })
      expect(await reopened.head()).toBe(kept?.position)
      await expect(reopened.append("s-1", [ev("B")], "no_stream")).rejects.toMatchObject({ actual: 0n })
      await reopened.close()
      await second.close()
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})

describe("Postgres event store reads for its subscriptions (PGlite)", () => {
  it("answers subscriptions woken by one append with one query, and a later append with a fresh one", async () => {
    const database = await emptyPglite()
    // A long poll, so only appends wake the subscriptions here.
    const store = await postgresEventStore(database, { pollIntervalMs: 60_000 })
    const p = uniquePrefix()
    const head = await store.head()
    const subscribers = Array.from({ length: 6 }, () => collect(store, head, p))
    await sleep(100) // every subscription has made its first, empty read
    let queries = 0
    const selectFrom = database.db.selectFrom.bind(database.db)
    const counting = ((database.db as any).selectFrom = (...args: Parameters<typeof selectFrom>) => {
      if (args[0] === "events") queries++
      return selectFrom(...args)
    })
    try {
      await store.append(`${p}-a`, [ev("First")], "no_stream")
      await eventually(() => subscribers.every((s) => s.events.length === 1), "the first event everywhere")
      // Without sharing: six reads of the event and six empty reads after it.
      expect(queries).toBeLessThanOrEqual(4)
      await store.append(`${p}-a`, [ev("Second")], 0n)
      await eventually(() => subscribers.every((s) => s.events.length === 2), "the second event everywhere")
      for (const s of subscribers) expect(s.events.map((e) => e.type)).toEqual(["First", "Second"])
      expect(queries).toBeLessThanOrEqual(8)
    } finally {
      expect((database.db as any).selectFrom).toBe(counting)
      ;(database.db as any).selectFrom = selectFrom
      for (const s of subscribers) await s.subscription.close()
      await store.close()
    }
  })
})
