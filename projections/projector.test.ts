import fc from "fast-check"
import type { Kysely } from "kysely"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"

import { memoryEventStore } from "#engine/eventstore/memory.ts"
import { type EventStore, type Position, type RecordedEvent, START } from "#engine/eventstore/port.ts"
import { postgresEventStore } from "#engine/eventstore/postgres.ts"
import { type TestDatabase, testDatabases } from "#test/support/databases.ts"

import { readCheckpoint, writeCheckpoint } from "./checkpoints.ts"
import type { DB } from "./db.ts"
import type { Projection } from "./projection.ts"
import { ProjectionFailedError, ProjectionTimeoutError, Projector, type ProjectorLogger } from "./projector.ts"

/** The tests' own counting tables, one per projection name. */
type CountTables = Record<string, { stream_id: string; n: number }>

// Each test writes to its own streams `<name>/<stream>` and a projection named `<name>`
// counts the events of those streams only, so tests can share one event store.
const counter = (
  name: string,
  failOn: (e: RecordedEvent) => boolean = () => false,
  failure: (e: RecordedEvent) => Error = (e) => new Error(`boom at ${e.position}`),
) => {
  const table = `count_${name}`
  let calls = 0
  const projection: Projection & { calls(): number } = {
    name,
    version: 1,
    calls: () => calls,
    async migrate(db) {
      await db.schema
        .createTable(table)
        .ifNotExists()
        .addColumn("stream_id", "text", (c) => c.primaryKey())
        .addColumn("n", "integer", (c) => c.notNull())
        .execute()
    },
    async reset(trx) {
      await trx.withTables<CountTables>().deleteFrom(table).execute()
    },
    async apply(trx, event) {
      if (!event.streamId.startsWith(`${name}/`)) return
      calls++
      if (event.type !== "Ignored") {
        await trx
          .withTables<CountTables>()
          .insertInto(table)
          .values({ stream_id: event.streamId, n: 1 })
          .onConflict((oc) => oc.column("stream_id").doUpdateSet((eb) => ({ n: eb(`${table}.n` as any, "+", 1) })))
          .execute()
      }
      // After the write, so a failure must also roll back this event's own write.
      if (failOn(event)) throw failure(event)
    },
  }
  return projection
}

/** The counter with `applyBatch`: a batch's counts folded per stream into one write per stream. */
const batchedCounter = (name: string, failOn: (e: RecordedEvent) => boolean = () => false) => {
  const table = `count_${name}`
  const base = counter(name, failOn)
  let batches = 0
  const projection: Projection & { calls(): number; batches(): number } = {
    ...base,
    batches: () => batches,
    async applyBatch(trx, events) {
      batches++
      const counts = new Map<string, number>()
      for (const event of events)
        if (event.streamId.startsWith(`${name}/`) && event.type !== "Ignored") counts.set(event.streamId, (counts.get(event.streamId) ?? 0) + 1)
      for (const [stream_id, n] of counts)
        await trx
          .withTables<CountTables>()
          .insertInto(table)
          .values({ stream_id, n })
          .onConflict((oc) => oc.column("stream_id").doUpdateSet((eb) => ({ n: eb(`${table}.n` as any, "+", n) })))
          .execute()
      if (events.some(failOn)) throw new Error("boom somewhere in the batch")
    },
  }
  return projection
}

const readCounts = async (db: Kysely<DB>, name: string): Promise<Record<string, number>> => {
  const rows = await db.withTables<CountTables>().selectFrom(`count_${name}`).select(["stream_id", "n"]).orderBy("stream_id").execute()
  return Object.fromEntries(rows.map((r) => [String(r.stream_id).slice(name.length + 1), Number(r.n)]))
}

const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0)

const expectedCounts = (events: ReadonlyArray<{ stream: string; type: string }>): Record<string, number> => {
  const counts: Record<string, number> = {}
  for (const e of events) if (e.type !== "Ignored") counts[e.stream] = (counts[e.stream] ?? 0) + 1
  return counts
}

const even = (streams: number, each: number) => Object.fromEntries(Array.from({ length: streams }, (_, i) => [`s-${i}`, each]))

const quiet = (): ProjectorLogger & { errors: string[] } => {
  const errors: string[] = []
  return { errors, info: () => {}, error: (message) => errors.push(message) }
}

/** Appends n single-event appends round-robin over `streams` streams; returns each event's position. */
const appendMany = async (store: EventStore, name: string, n: number, streams = 5): Promise<Position[]> => {
  const positions: Position[] = []
  for (let i = 0; i < n; i++) positions.push((await store.append(`${name}/s-${i % streams}`, [{ type: "Counted", data: { i } }], "any")).position)
  return positions
}

/** Every position in the store up to the newest written, in order (positions ascend but need not be dense). */
const allPositions = async (store: WrittenStore): Promise<Position[]> => {
  const head = store.newest()
  const positions: Position[] = []
  if (head === START) return positions
  let subscription: { close(): Promise<void> } | undefined
  await new Promise<void>((resolve, reject) => {
    subscription = store.subscribe({
      from: START,
      onEvents: async (events) => {
        for (const e of events) if (e.position <= head) positions.push(e.position)
        if (events.at(-1)!.position >= head) resolve()
      },
      onError: reject,
    })
  })
  await subscription?.close()
  return positions
}

/** The checkpoint a failure at `position` leaves: the last position of the catch-up batch before its own (batches from START). */
const batchBefore = (all: readonly Position[], position: Position, batchSize: number): Position => {
  const start = Math.floor(all.indexOf(position) / batchSize) * batchSize
  return start === 0 ? START : all[start - 1]!
}

let unique = 0
const nextName = (base: string) => `${base}_${++unique}`

/** A store that remembers the newest position appended through it. */
type WrittenStore = EventStore & { newest(): Position }

/**
 * The tests wait for what they wrote, never for `head()`: on a PostgreSQL server the head a
 * reader sees stops below any transaction running on the server at that moment (another
 * test file's), so it can be short of the last append.
 */
const remembering = (store: EventStore): WrittenStore => {
  let newest: Position = START
  return {
    ...store,
    newest: () => newest,
    append: async (...args) => {
      const result = await store.append(...args)
      if (result.position > newest) newest = result.position
      return result
    },
  }
}

interface Setup {
  readonly label: string
  readonly target: TestDatabase
  /** A store for one test: a fresh one, or the database's shared Postgres store. */
  readonly store: (database: Awaited<ReturnType<TestDatabase["open"]>>) => Promise<WrittenStore>
}

const setups: Setup[] = testDatabases.flatMap((target): Setup[] => {
  let shared: Promise<WrittenStore> | undefined
  return [
    { label: `memory store, ${target.name} read models`, target, store: async () => remembering(memoryEventStore()) },
    {
      label: `Postgres store and read models on ${target.name}`,
      target,
      store: (database) => (shared ??= postgresEventStore(database, { pollIntervalMs: 100 }).then(remembering)),
    },
  ]
})

for (const setup of setups) {
  describe(`Projector (${setup.label})`, () => {
    let database: Awaited<ReturnType<TestDatabase["open"]>>
    let storeFor: () => Promise<WrittenStore>
    beforeAll(async () => {
      database = await setup.target.open()
      storeFor = () => setup.store(database)
    })
    afterAll(async () => {
      if (!database) return
      await (await storeFor()).close()
      await database.dispose()
    })

    it("applies each event exactly once, in catch-up and live", async () => {
      const store = await storeFor()
      const name = nextName("once")
      await appendMany(store, name, 40)
      const p = counter(name)
      const projector = new Projector(store, database.db, [p], { batchSize: 7, logger: quiet() })
      await projector.start()
      await projector.waitFor(store.newest())
      expect(await readCounts(database.db, name)).toEqual(even(5, 8))
      const { position } = await store.append(
        `${name}/s-9`,
        [
          { type: "Counted", data: {} },
          { type: "Ignored", data: {} },
        ],
        "any",
      )
      await projector.waitFor(position)
      expect((await readCounts(database.db, name))["s-9"]).toBe(1)
      expect(p.calls()).toBe(42)
      expect(projector.positions()).toEqual({ [name]: position })
      expect(await readCheckpoint(database.db, name)).toBe(position)
      expect(await projector.caughtUp()).toBe(true)
      await projector.stop()
    })

    it("commits a batch's writes and its checkpoint together, then resumes exactly once", async () => {
      const store = await storeFor()
      const name = nextName("atomic")
      const mine = await appendMany(store, name, 30)
      const all = await allPositions(store)
      const i0 = all.indexOf(mine[0]!)
      // The 6th event of a batch of 10, so five earlier writes of that batch must roll back.
      const failAt = all[Math.floor((i0 + 10) / 10) * 10 + 5]!
      const committed = batchBefore(all, failAt, 10)
      const appliedBefore = mine.filter((p) => p <= committed).length
      const logger = quiet()
      const broken = new Projector(store, database.db, [counter(name, (e) => e.position === failAt)], { batchSize: 10, logger })
      await broken.start()
      const error = await broken.waitFor(store.newest()).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ProjectionFailedError)
      expect((error as Error).message).toContain(`at event ${failAt} (Counted)`)
      expect(await readCheckpoint(database.db, name)).toBe(committed)
      expect(total(await readCounts(database.db, name))).toBe(appliedBefore)
      const status = await broken.status()
      expect(status.caughtUp).toBe(false)
      expect(status.projections[0]).toMatchObject({
        name,
        state: "failed",
        position: committed,
        failure: { position: failAt, type: "Counted" },
      })
      expect(logger.errors.join("\n")).toContain(`event ${failAt} (Counted)`)
      // Later waits reject at once instead of hanging.
      await expect(broken.waitFor(failAt, 60_000)).rejects.toBeInstanceOf(ProjectionFailedError)
      await broken.stop()

      const fixed = counter(name)
      const projector = new Projector(store, database.db, [fixed], { batchSize: 10, logger: quiet() })
      await projector.start()
      await projector.waitFor(store.newest())
      expect(await readCounts(database.db, name)).toEqual(even(5, 6))
      expect(fixed.calls()).toBe(30 - appliedBefore)
      await projector.stop()
    })

    it("restarts from its checkpoint without reapplying", async () => {
      const store = await storeFor()
      const name = nextName("restart")
      await appendMany(store, name, 25)
      const first = new Projector(store, database.db, [counter(name)], { logger: quiet() })
      await first.start()
      await first.waitFor(store.newest())
      await first.stop()
      await appendMany(store, name, 5)
      const again = counter(name)
      const second = new Projector(store, database.db, [again], { logger: quiet() })
      await second.start()
      await second.waitFor(store.newest())
      expect(again.calls()).toBe(5)
      expect(await readCounts(database.db, name)).toEqual(even(5, 6))
      await second.stop()
    })

    it("waitFor resolves once caught up and rejects with a clear error on time-out", async () => {
      const store = await storeFor()
      const name = nextName("wait")
      const before = await store.head()
      const projector = new Projector(store, database.db, [counter(name)], { logger: quiet() })
      const early = projector.waitFor(before + 1n)
      await projector.start()
      const mine = await appendMany(store, name, 3)
      const last = mine[2]!
      await early
      await projector.waitFor(last)
      const late = await projector.waitFor(last + 50n, 30).catch((e: unknown) => e)
      expect(late).toBeInstanceOf(ProjectionTimeoutError)
      expect((late as Error).message).toBe(`Read models did not reach position ${last + 50n} within 30 ms (${name} at ${last})`)
      await projector.stop()
      await expect(projector.waitFor(last + 10n)).rejects.toThrow(/stopped/)
    })

    it("rebuilds a read model from zero to the same state", async () => {
      const store = await storeFor()
      const name = nextName("rebuild")
      await appendMany(store, name, 33, 4)
      const p = counter(name)
      const projector = new Projector(store, database.db, [p], { batchSize: 8, logger: quiet() })
      await projector.start()
      await projector.waitFor(store.newest())
      const before = await readCounts(database.db, name)
      await projector.rebuild(name)
      await projector.waitFor(store.newest())
      expect(await readCounts(database.db, name)).toEqual(before)
      expect(p.calls()).toBe(66)
      // It keeps running live after the rebuild.
      const { position } = await store.append(`${name}/s-0`, [{ type: "Counted", data: {} }], "any")
      await projector.waitFor(position)
      expect((await readCounts(database.db, name))["s-0"]).toBe(before["s-0"]! + 1)
      await expect(projector.rebuild("nope")).rejects.toThrow(/Unknown projection nope/)
      await projector.stop()
    })

    it("leaves the read model and its checkpoint alone when a reset fails", async () => {
      const store = await storeFor()
      const name = nextName("badreset")
      await appendMany(store, name, 6)
      const p = counter(name)
      const projector = new Projector(store, database.db, [{ ...p, reset: () => Promise.reject(new Error("no")) }], {
        logger: quiet(),
      })
      await projector.start()
      const head = store.newest()
      await projector.waitFor(head)
      await expect(projector.rebuild(name)).rejects.toThrow("no")
      expect(await readCheckpoint(database.db, name)).toBe(head)
      expect(await readCounts(database.db, name)).toEqual({ ...even(5, 1), "s-0": 2 })
      expect((await projector.status()).projections[0]).toMatchObject({ state: "failed", position: head })
      await projector.stop()
    })

    it("runs each projection from its own checkpoint, independently", async () => {
      const store = await storeFor()
      const a = nextName("indep_a")
      const b = nextName("indep_b")
      const ofA = await appendMany(store, a, 20)
      const onlyA = new Projector(store, database.db, [counter(a)], { logger: quiet() })
      await onlyA.start()
      await onlyA.waitFor(ofA[19]!)
      await onlyA.stop()
      const ofB = await appendMany(store, b, 10)
      const last = ofB[9]!
      // a resumes from its checkpoint, b starts from zero; then b breaks while a carries on.
      const failAt = ofB[5]!
      const pa = counter(a)
      const pb = counter(b, (e) => e.position === failAt)
      const both = new Projector(store, database.db, [pa, pb], { batchSize: 4, logger: quiet() })
      await both.start()
      await expect(both.waitFor(last)).rejects.toBeInstanceOf(ProjectionFailedError)
      await vi.waitUntil(() => both.positions()[a] === last)
      expect(both.positions()).toEqual({ [a]: last, [b]: batchBefore(await allPositions(store), failAt, 4) })
      expect(pa.calls()).toBe(0)
      expect((await both.status()).projections.map((p) => p.state)).toEqual(["running", "failed"])
      await both.stop()
    })

    it("skips events at or below the checkpoint when a store redelivers them", async () => {
      const store = await storeFor()
      const name = nextName("redeliver")
      await appendMany(store, name, 10)
      const first = new Projector(store, database.db, [counter(name)], { logger: quiet() })
      await first.start()
      await first.waitFor(store.newest())
      await first.stop()
      await appendMany(store, name, 10)
      // A misbehaving store: ignores `from` and delivers every batch twice.
      const stutter: EventStore = {
        ...store,
        subscribe: (options) =>
          store.subscribe({
            ...options,
            from: -1n,
            onEvents: async (events) => {
              await options.onEvents(events)
              await options.onEvents(events)
            },
          }),
      }
      const p = counter(name)
      const second = new Projector(stutter, database.db, [p], { batchSize: 3, logger: quiet() })
      await second.start()
      await second.waitFor(store.newest())
      expect(p.calls()).toBe(10)
      expect(await readCounts(database.db, name)).toEqual(even(5, 4))
      await second.stop()
    })

    it("two nodes projecting the same read model apply each event once", async () => {
      const store = await storeFor()
      const name = nextName("nodes")
      await appendMany(store, name, 20)
      const one = new Projector(store, database.db, [counter(name)], { batchSize: 3, logger: quiet() })
      const two = new Projector(store, database.db, [counter(name)], { batchSize: 4, logger: quiet() })
      await Promise.all([one.start(), two.start()])
      const written = (await Promise.all([appendMany(store, name, 15), appendMany(store, name, 15)])).flat()
      // The last position written, not the head: the head a reader sees stops below a projector's transaction still running.
      const last = written.reduce((a, b) => (a > b ? a : b))
      await Promise.all([one.waitFor(last), two.waitFor(last)])
      expect(await readCounts(database.db, name)).toEqual(even(5, 10))
      await Promise.all([one.stop(), two.stop()])
    })

    it("a node follows when another one rebuilds the read model under it", async () => {
      const store = await storeFor()
      const name = nextName("follow")
      await appendMany(store, name, 12)
      const running = new Projector(store, database.db, [counter(name)], { logger: quiet() })
      await running.start()
      await running.waitFor(store.newest())
      const other = new Projector(store, database.db, [counter(name)], { batchSize: 2, logger: quiet() })
      await other.rebuild(name)
      await other.stop() // wherever its replay got to
      await appendMany(store, name, 3)
      await running.waitFor(store.newest())
      expect(await readCounts(database.db, name)).toEqual({ "s-0": 4, "s-1": 4, "s-2": 3, "s-3": 2, "s-4": 2 })
      await running.stop()
    })

    it("moves past batches of types it does not read in one statement, without applying them", async () => {
      const store = await storeFor()
      const name = nextName("reads")
      const p = { ...counter(name), eventTypes: new Set(["Counted"]) }
      const projector = new Projector(store, database.db, [p], { batchSize: 4, logger: quiet() })
      await projector.start()
      // A checkpoint that does not exist yet is made on the transactional path.
      await projector.waitFor((await store.append(`${name}/s-0`, [{ type: "Counted", data: {} }], "any")).position)
      // The counter's apply sees every event of its streams, whatever the type: no call means no batch was applied.
      for (let i = 0; i < 10; i++) await store.append(`${name}/s-0`, [{ type: "Ignored", data: { i } }], "any")
      const head = store.newest()
      await projector.waitFor(head)
      expect(p.calls()).toBe(1)
      expect(await readCheckpoint(database.db, name)).toBe(head)
      expect(projector.positions()[name]).toBe(head)
      // A batch holding a type it reads is applied; the events of other types in it are passed over.
      const { position } = await store.append(
        `${name}/s-1`,
        [
          { type: "Ignored", data: {} },
          { type: "Counted", data: {} },
        ],
        "any",
      )
      await projector.waitFor(position)
      expect(p.calls()).toBe(2)
      expect(await readCounts(database.db, name)).toEqual({ "s-0": 1, "s-1": 1 })
      expect(await readCheckpoint(database.db, name)).toBe(position)
      await projector.stop()
    })

    it("a node moving past unread batches still follows a rebuild made elsewhere", async () => {
      const store = await storeFor()
      const name = nextName("skipfollow")
      await appendMany(store, name, 12)
      const running = new Projector(store, database.db, [{ ...counter(name), eventTypes: new Set(["Counted"]) }], { logger: quiet() })
      await running.start()
      await running.waitFor(store.newest())
      const other = new Projector(store, database.db, [counter(name)], { batchSize: 2, logger: quiet() })
      await other.rebuild(name)
      await other.stop() // wherever its replay got to
      // Only types the running node does not read: it must notice the checkpoint went back all the same.
      for (let i = 0; i < 3; i++) await store.append(`${name}/s-0`, [{ type: "Ignored", data: { i } }], "any")
      await appendMany(store, name, 3)
      await running.waitFor(store.newest())
      expect(await readCounts(database.db, name)).toEqual({ "s-0": 4, "s-1": 4, "s-2": 3, "s-3": 2, "s-4": 2 })
      await running.stop()
    })

    it("applies every event of an append whose events share one position", async () => {
      const store = memoryEventStore()
      const name = nextName("grouped")
      for (let i = 0; i < 4; i++) {
        await store.append(
          `${name}/s-${i}`,
          [0, 1, 2].map((k) => ({ type: "Counted", data: { k } })),
          "any",
        )
      }
      // Like KurrentDB: the three events of an append carry the append's commit position.
      const grouped: EventStore = {
        ...store,
        head: async () => (await store.head()) / 3n,
        subscribe: (options) =>
          store.subscribe({
            ...options,
            from: options.from * 3n + 2n,
            batchSize: 6,
            onEvents: (events) => options.onEvents(events.map((e) => ({ ...e, position: e.position / 3n }))),
          }),
      }
      const projector = new Projector(grouped, database.db, [counter(name)], { logger: quiet() })
      await projector.start()
      await projector.waitFor(3n)
      expect(await readCounts(database.db, name)).toEqual(even(4, 3))
      expect(await readCheckpoint(database.db, name)).toBe(3n)
      await projector.stop()
    })

    it("applies whole batches through applyBatch, and names a failing event by applying that batch one event at a time", async () => {
      const store = await storeFor()
      const name = nextName("batched")
      await appendMany(store, name, 40)
      const fast = batchedCounter(name)
      const projector = new Projector(store, database.db, [fast], { batchSize: 10, logger: quiet() })
      await projector.start()
      await projector.waitFor(store.newest())
      expect(await readCounts(database.db, name)).toEqual(even(5, 8))
      // Batches of ten went through applyBatch; `apply` saw at most a batch's lone event.
      expect(fast.batches()).toBeGreaterThan(0)
      expect(fast.calls()).toBeLessThan(10)
      await projector.stop()

      const other = nextName("batched")
      const theirs = await appendMany(store, other, 20)
      const logger = quiet()
      const broken = new Projector(store, database.db, [batchedCounter(other, (e) => e.position === theirs[13])], { batchSize: 10, logger })
      await broken.start()
      const error = await broken.waitFor(store.newest()).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ProjectionFailedError)
      expect((error as Error).message).toContain(`at event ${theirs[13]} (Counted)`)
      // What was committed is exactly the events before the failing one's batch.
      const committed = await readCheckpoint(database.db, other)
      expect(committed).toBeLessThan(theirs[13]!)
      expect(total(await readCounts(database.db, other))).toBe(theirs.filter((p) => p <= committed).length)
      await broken.stop()
    })

    it("resumes a failed projection in place", async () => {
      const store = await storeFor()
      const name = nextName("resume")
      const mine = await appendMany(store, name, 12)
      let broken = true
      const projector = new Projector(store, database.db, [counter(name, (e) => broken && e.position === mine[5])], {
        batchSize: 3,
        logger: quiet(),
      })
      await projector.start()
      await expect(projector.waitFor(mine[11]!)).rejects.toBeInstanceOf(ProjectionFailedError)
      broken = false
      await projector.resume(name)
      await projector.waitFor(mine[11]!)
      expect(await readCounts(database.db, name)).toEqual({ ...even(5, 2), "s-0": 3, "s-1": 3 })
      await projector.stop()
    })

    it("tries a batch again by itself when the database ends it as a deadlock with another node", async () => {
      const store = await storeFor()
      const name = nextName("collided")
      const mine = await appendMany(store, name, 12)
      // As a PostgreSQL server ends one of two deadlocked transactions: nothing of it committed.
      let collisions = 1
      const deadlock = () => Object.assign(new Error("deadlock detected"), { code: "40P01" })
      const collided = counter(name, (e) => e.position === mine[5] && collisions-- > 0, deadlock)
      const projector = new Projector(store, database.db, [collided], { batchSize: 3, logger: quiet() })
      await projector.start()
      await projector.waitFor(mine[11]!)
      expect(await readCounts(database.db, name)).toEqual({ ...even(5, 2), "s-0": 3, "s-1": 3 })
      expect(projector.projections()[0]).toMatchObject({ state: "running" })
      await projector.stop()
    })

    it("property: one crash at any event, then a restart, equals folding the events directly", async () => {
      const store = await storeFor()
      const event = fc.record({
        stream: fc.constantFrom("a", "b", "c", "d"),
        type: fc.constantFrom("Counted", "Counted", "Ignored"),
      })
      await fc.assert(
        fc.asyncProperty(fc.array(event, { minLength: 1, maxLength: 40 }), fc.nat(), fc.integer({ min: 1, max: 9 }), async (events, crashSeed, batchSize) => {
          const name = nextName("prop")
          const before = await store.head()
          const positions: Position[] = []
          for (const e of events) positions.push((await store.append(`${name}/${e.stream}`, [{ type: e.type, data: {} }], "any")).position)
          const crashAt = positions[crashSeed % events.length]!
          const head = store.newest()
          // Start just before this run's events rather than replaying earlier runs'.
          await database.db.transaction().execute((trx) => writeCheckpoint(trx, name, before))
          const crashing = new Projector(store, database.db, [counter(name, (e) => e.position === crashAt)], {
            batchSize,
            logger: quiet(),
          })
          await crashing.start()
          await expect(crashing.waitFor(head)).rejects.toBeInstanceOf(ProjectionFailedError)
          await crashing.stop()
          const restarted = new Projector(store, database.db, [counter(name)], { batchSize, logger: quiet() })
          await restarted.start()
          await restarted.waitFor(head)
          await restarted.stop()
          expect(await readCounts(database.db, name)).toEqual(expectedCounts(events))
          await database.db.schema.dropTable(`count_${name}`).execute()
        }),
        { numRuns: 20 },
      )
    })
  })
}
