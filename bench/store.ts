// Event store and projector throughput on PGlite and on a PostgreSQL server, and the same
// appends on Emmett's PostgreSQL event store (a peer nobody here wrote) on the same server in
// the same run, each in a fresh schema: `npx tsx bench/store.ts`. Each measurement is
// time-boxed so the whole run stays short.
import { performance } from "node:perf_hooks"
import { pathToFileURL } from "node:url"

import type { Transaction } from "kysely"

import { type Position, type RecordedEvent, START } from "#engine/eventstore/port.ts"
import { postgresEventStore } from "#engine/eventstore/postgres.ts"
import { openDatabase } from "#engine/sql/database.ts"
import type { AppDatabase, DB } from "#projections/db.ts"
import type { Projection } from "#projections/projection.ts"
import { Projector } from "#projections/projector.ts"
import { freshPostgresUrl } from "#test/support/databases.ts"

const MEASURE_MS = 2_500
const CATCH_UP_EVENTS = 20_000
const CATCH_UP_LIMIT_MS = 15_000

/** Runs `step` until `maxSteps` or the time box; returns events per second. */
const rate = async (maxSteps: number, eventsPerStep: number, step: (i: number) => Promise<unknown>): Promise<number> => {
  const started = performance.now()
  let steps = 0
  while (steps < maxSteps && performance.now() - started < MEASURE_MS) await step(steps++)
  return (steps * eventsPerStep) / ((performance.now() - started) / 1000)
}

/** Appends `events` to a stream without a revision check. */
type Append = (stream: string, events: readonly { type: string; data: unknown }[]) => Promise<unknown>

const PAYLOAD = { text: "a homestead event of ordinary size", n: 42, tags: ["goats", "bees"] }

/** `writers` concurrent loops of single-event appends. */
const concurrentRate = async (append: Append, writers: number): Promise<number> => {
  const started = performance.now()
  let appended = 0
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      for (let i = 0; performance.now() - started < MEASURE_MS; i++) {
        await append(`writer${w}-${i % 200}`, [{ type: "Benched", data: PAYLOAD }])
        appended++
      }
    }),
  )
  return appended / ((performance.now() - started) / 1000)
}

/** The append figures, the same for any store. */
const appendRates = async (append: Append): Promise<Record<string, number>> => {
  const batch = Array.from({ length: 50 }, () => ({ type: "Benched", data: PAYLOAD }))
  return {
    "append single event (events/s)": await rate(5_000, 1, (i) => append(`single-${i % 1000}`, [{ type: "Benched", data: PAYLOAD }])),
    "append 50-event batch (events/s)": await rate(200, batch.length, (i) => append(`batch-${i}`, batch)),
    "append single, 8 writers (events/s)": await concurrentRate(append, 8),
    "append single, 32 writers (events/s)": await concurrentRate(append, 32),
  }
}

/** Emmett's PostgreSQL event store on `url` (its own tables, created on first use). */
const benchEmmett = async (url: string): Promise<Record<string, number>> => {
  const { getPostgreSQLEventStore } = await import("@event-driven-io/emmett-postgresql")
  const store = getPostgreSQLEventStore(url)
  try {
    const append: Append = (stream, events) =>
      store.appendToStream(
        stream,
        events.map((e) => ({ type: e.type, data: e.data as Record<string, unknown> })),
      )
    await append("warm-up", [{ type: "Benched", data: PAYLOAD }])
    return await appendRates(append)
  } finally {
    await store.close()
  }
}

/** The benchmark's own tables: events counted per stream. */
type BenchTables = Record<string, { stream_id: string; n: number }>

/**
 * A model counting events per stream, in table `name`. Batched, a batch's counts are folded
 * per stream into one upsert; otherwise one upsert per event, as every model did before.
 */
const counting = (name: string, batched: boolean): Projection => {
  const upsert = async (trx: Transaction<DB>, counts: ReadonlyMap<string, number>) => {
    await trx
      .withTables<BenchTables>()
      .insertInto(name)
      .values([...counts].map(([stream_id, n]) => ({ stream_id, n })))
      .onConflict((oc) => oc.column("stream_id").doUpdateSet((eb) => ({ n: eb(`${name}.n`, "+", eb.ref("excluded.n")) })))
      .execute()
  }
  return {
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
      await trx.withTables<BenchTables>().deleteFrom(name).execute()
    },
    async apply(trx, event) {
      await upsert(trx, new Map([[event.streamId, 1]]))
    },
    ...(batched && {
      async applyBatch(trx: Transaction<DB>, events: readonly RecordedEvent[]) {
        const counts = new Map<string, number>()
        for (const event of events) counts.set(event.streamId, (counts.get(event.streamId) ?? 0) + 1)
        await upsert(trx, counts)
      },
    }),
  }
}

const benchOne = async (database: AppDatabase): Promise<Record<string, number>> => {
  const store = await postgresEventStore(database)
  try {
    const appends = await appendRates((stream, events) => store.append(stream, events, "any"))

    // Top up to a known size (the appends above stay below it), then time a fresh
    // projection catching up from zero.
    const fill = Array.from({ length: 500 }, () => ({ type: "Benched", data: PAYLOAD }))
    // Positions ascend but are not dense: the store counts its events.
    const count = async (upTo: Position) => store.countBetween!(START, upTo)
    for (let i = 0; (await count(await store.head())) < CATCH_UP_EVENTS; i++) await store.append(`fill-${i}`, fill, "any")
    const head = await store.head()
    /** Events per second of a fresh `projection` catching up from zero. */
    const catchUp = async (projection: Projection) => {
      const projector = new Projector(store, database.db, [projection], { logger: { info: () => {}, error: console.error } })
      const started = performance.now()
      await projector.start()
      await projector.waitFor(head, CATCH_UP_LIMIT_MS).catch(() => undefined)
      const seconds = (performance.now() - started) / 1000
      const reached = await count(projector.positions()[projection.name]!)
      await projector.stop()
      return { rate: Number(reached) / seconds, reached }
    }
    const each = await catchUp(counting("bench_counts_each", false))
    const batched = await catchUp(counting("bench_counts", true))

    return {
      ...appends,
      "projector catch-up, a statement per event (events/s)": each.rate,
      "projector catch-up, batched writes (events/s)": batched.rate,
      "projector catch-up events": batched.reached,
    }
  } finally {
    await store.close()
  }
}

export async function benchStore(): Promise<Record<string, number>> {
  const results: Record<string, number> = {}
  const record = (target: string, figures: Record<string, number>) => {
    for (const [k, v] of Object.entries(figures)) results[`${target}: ${k}`] = Math.round(v)
  }

  const pglite = await openDatabase<DB>({ dataDir: "memory://" })
  try {
    record("pglite", await benchOne(pglite))
  } finally {
    await pglite.close()
  }

  let server: Awaited<ReturnType<typeof freshPostgresUrl>> | undefined
  try {
    server = await freshPostgresUrl()
  } catch (error) {
    console.error(`PostgreSQL server not reachable, skipped: ${error instanceof Error ? error.message : String(error)}`)
  }
  if (server) {
    const database = await openDatabase<DB>({ url: server.url, poolSize: 10 })
    try {
      record("postgres", await benchOne(database))
    } finally {
      await database.close()
      await server.drop()
    }
    const emmett = await freshPostgresUrl()
    try {
      record("emmett", await benchEmmett(emmett.url))
    } finally {
      await emmett.drop()
    }
  }
  return results
}

/** Ours on PostgreSQL against Emmett's on the same server: the ratio of each append figure. */
const emmettRatios = (results: Record<string, number>): Record<string, number> =>
  Object.fromEntries(
    Object.keys(results)
      .filter((k) => k.startsWith("emmett: "))
      .map((k) => {
        const metric = k.slice("emmett: ".length)
        return [metric, (results[`postgres: ${metric}`] ?? 0) / results[k]!] as const
      }),
  )

const printTable = (results: Record<string, number>): void => {
  const targets = ["pglite", "postgres", "emmett"]
  const ratios = emmettRatios(results)
  const metrics = [...new Set(Object.keys(results).map((k) => k.slice(k.indexOf(": ") + 2)))]
  const width = Math.max(...metrics.map((m) => m.length))
  console.log(`${"".padEnd(width)}  ${[...targets, "postgres/emmett"].map((t) => t.padStart(10)).join("  ")}`)
  for (const metric of metrics) {
    const cells = targets.map((t) => (results[`${t}: ${metric}`]?.toLocaleString("en-US") ?? "-").padStart(10))
    const ratio = ratios[metric] === undefined ? "" : `${ratios[metric].toFixed(2)}×`.padStart(10)
    console.log(`${metric.padEnd(width)}  ${cells.join("  ")}  ${ratio}`)
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const started = performance.now()
  benchStore().then(
    (results) => {
      printTable(results)
      console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`)
      process.exit(0)
    },
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}
