// The projector when the read models' database goes away while the events keep coming (events
// on the test PostgreSQL server, read models on a cluster of the test's own that it stops with
// `pg_ctl stop -m fast`): the projection waits, says so, tries again by itself, and once the
// database is back it continues from its checkpoint, applying every event exactly once, and
// the read-your-writes wait made meanwhile resolves instead of failing. A wait that runs out
// while a database is away says so (StoreUnavailable), so the request answers 503, not 500.
import type { Kysely } from "kysely"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"

import type { EventStore } from "#engine/eventstore/port.ts"
import { postgresEventStore } from "#engine/eventstore/postgres.ts"
import { openDatabase } from "#engine/sql/database.ts"
import { StoreUnavailable } from "#engine/store-unavailable.ts"
import { freshPostgresUrl } from "#test/support/databases.ts"
import { type PrivatePostgres, startPrivatePostgres } from "#test/support/private-postgres.ts"

import type { AppDatabase, DB } from "./db.ts"
import type { Projection } from "./projection.ts"
import { Projector } from "./projector.ts"

/** The tests' own counting tables, one per projection name. */
type CountTables = Record<string, { stream_id: string; n: number }>

/** Counts the events of each stream under `prefix/`. */
const counter = (name: string): Projection => ({
  name,
  version: 1,
  async migrate(db) {
    await db.schema
      .createTable(name)
      .ifNotExists()
      .addColumn("stream_id", "text", (c) => c.primaryKey())
      .addColumn("n", "integer", (c) => c.notNull())
      .execute()
  },
  async reset(trx) {
    await trx.withTables<CountTables>().deleteFrom(name).execute()
  },
  async apply(trx, event) {
    if (!event.streamId.startsWith(`${name}/`)) return
    await trx
      .withTables<CountTables>()
      .insertInto(name)
      .values({ stream_id: event.streamId, n: 1 })
      .onConflict((oc) => oc.column("stream_id").doUpdateSet((eb) => ({ n: eb(`${name}.n` as any, "+", 1) })))
      .execute()
  },
})

const counts = async (db: Kysely<DB>, name: string) =>
  Object.fromEntries((await db.withTables<CountTables>().selectFrom(name).select(["stream_id", "n"]).execute()).map((r) => [String(r.stream_id), Number(r.n)]))

describe("projector through an outage of the read models' database", () => {
  let cluster: PrivatePostgres
  let events: AppDatabase
  let readModels: AppDatabase
  let dropEvents: () => Promise<void>
  let store: EventStore
  let projector: Projector | undefined

  beforeAll(async () => {
    cluster = await startPrivatePostgres()
    const fresh = await freshPostgresUrl()
    dropEvents = fresh.drop
    events = await openDatabase<DB>({ url: fresh.url })
    store = await postgresEventStore(events, { pollIntervalMs: 50 })
    readModels = await openDatabase<DB>({ url: cluster.url })
  }, 120_000)
  afterAll(async () => {
    await projector?.stop()
    await store?.close()
    await events?.close()
    await readModels?.close()
    await dropEvents?.()
    await cluster?.dispose()
  }, 120_000)

  it("waits while the database is away and continues from its checkpoint when it returns", async () => {
    projector = new Projector(store, readModels.db, [counter("hens")], { logger: { info: () => {}, error: () => {} } })
    await projector.start()
    const append = (stream: string) => store.append(`hens/${stream}`, [{ type: "Laid", data: {} }], "any")
    for (const s of ["a", "b", "a"]) await projector.waitFor((await append(s)).position)
    expect(await counts(readModels.db, "hens")).toEqual({ "hens/a": 2, "hens/b": 1 })

    await cluster.stop("fast")
    let last = 0n
    for (const s of ["a", "c", "c", "b"]) last = (await append(s)).position
    const caughtUp = projector.waitFor(last, 60_000)
    // The projection cannot apply them and says why, without giving up.
    await vi.waitFor(
      () => expect(projector!.projections()[0]).toMatchObject({ state: "waiting", failure: { message: expect.stringMatching(/not answering/) } }),
      {
        timeout: 30_000,
        interval: 20,
      },
    )
    // Several tries come and go meanwhile; a shorter wait runs out saying why.
    await expect(projector.waitFor(last, 1_500)).rejects.toBeInstanceOf(StoreUnavailable)
    expect(projector.projections()[0]!.state).not.toBe("failed")

    await cluster.start()
    await caughtUp
    expect(projector.projections()[0]).toMatchObject({ state: "running", position: last })
    expect(projector.projections()[0]!.failure).toBeUndefined()
    expect(await counts(readModels.db, "hens")).toEqual({ "hens/a": 3, "hens/b": 2, "hens/c": 2 })
    // And it goes on as before.
    await projector.waitFor((await append("d")).position)
    expect(await counts(readModels.db, "hens")).toEqual({ "hens/a": 3, "hens/b": 2, "hens/c": 2, "hens/d": 1 })
    await projector.stop()
  }, 120_000)

  it("says the event store is away when a wait runs out while it cannot be read", async () => {
    // Events and read models on the cluster that goes away, as with one DATABASE_URL.
    const shared = await postgresEventStore(readModels, { pollIntervalMs: 50 })
    const both = new Projector(shared, readModels.db, [counter("geese")], { logger: { info: () => {}, error: () => {} } })
    try {
      await both.start()
      await both.waitFor((await shared.append("geese/a", [{ type: "Honked", data: {} }], "any")).position)
      const next = (await shared.head()) + 1n
      await cluster.stop("fast")
      try {
        // Nothing can be read, so nothing is applied: the wait runs out, and says why.
        await expect(both.waitFor(next, 1_000)).rejects.toBeInstanceOf(StoreUnavailable)
      } finally {
        await cluster.start()
      }
      await both.waitFor((await shared.append("geese/a", [{ type: "Honked", data: {} }], "any")).position, 60_000)
      expect(await counts(readModels.db, "geese")).toEqual({ "geese/a": 2 })
    } finally {
      await both.stop()
      await shared.close()
    }
  }, 120_000)
})
