// Event store and projector throughput on PGlite and on a PostgreSQL server, and the same
// appends on Emmett's PostgreSQL event store (a peer nobody here wrote) on the same server in
// the same run, each in a fresh schema: `npm run bench:store`. Each measurement is
// time-boxed so the whole run stays short. Ours and Emmett's take turns in short slices of
// each figure (ours, Emmett, Emmett, ours, …, the same time each), so whatever else loads the
// machine falls on both alike and one run's ratio can be trusted.
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

/** Appends `events` to a stream without a revision check. */
type Append = (stream: string, events: readonly { type: string; data: unknown }[]) => Promise<unknown>

const PAYLOAD = { text: "a homestead event of ordinary size", n: 42, tags: ["goats", "bees"] }

/** An append figure: `writers` loops, each appending `events` per call to `stream(i)`. */
interface AppendFigure {
  readonly name: string
  readonly writers: number
  readonly events: readonly { type: string; data: unknown }[]
  readonly stream: (writer: number, i: number) => string
}

const single = [{ type: "Benched", data: PAYLOAD }]
const APPEND_FIGURES: readonly AppendFigure[] = [
  { name: "append single event (events/s)", writers: 1, events: single, stream: (_, i) => `single-${i % 1000}` },
  {
    name: "append 50-event batch (events/s)",
    writers: 1,
    events: Array.from({ length: 50 }, () => ({ type: "Benched", data: PAYLOAD })),
    stream: (_, i) => `batch-${i}`,
  },
  { name: "append single, 8 writers (events/s)", writers: 8, events: single, stream: (w, i) => `writer${w}-${i % 200}` },
  { name: "append single, 32 writers (events/s)", writers: 32, events: single, stream: (w, i) => `writer${w}-${i % 200}` },
]

/** Slices per store and figure; SLICES × SLICE_MS is each store's time on a figure. */
const SLICES = 10
const SLICE_MS = MEASURE_MS / SLICES

/** Appends of `figure` for `ms`, continuing the calls counted in `calls`; the events appended. */
const runSlice = async (append: Append, figure: AppendFigure, ms: number, calls: number[]): Promise<{ events: number; ms: number }> => {
  const started = performance.now()
  let appended = 0
  await Promise.all(
    Array.from({ length: figure.writers }, async (_, w) => {
      while (performance.now() - started < ms) {
        const i = (calls[w] = (calls[w] ?? 0) + 1)
        await append(figure.stream(w, i), figure.events)
        appended += figure.events.length
      }
    }),
  )
  return { events: appended, ms: performance.now() - started }
}

/** Events per second of each store on each figure, measured alone (one store). */
const appendRates = async (append: Append): Promise<Record<string, number>> => {
  const figures: Record<string, number> = {}
  for (const figure of APPEND_FIGURES) {
    const { events, ms } = await runSlice(append, figure, MEASURE_MS, [])
    figures[figure.name] = events / (ms / 1000)
  }
  return figures
}

/**
 * Each figure for two stores in alternating slices: A B, B A, A B, … so neither always goes
 * first after the other's writes. Events per second of each.
 */
const interleavedRates = async (a: Append, b: Append): Promise<{ a: Record<string, number>; b: Record<string, number> }> => {
  const rates = { a: {} as Record<string, number>, b: {} as Record<string, number> }
  for (const figure of APPEND_FIGURES) {
    const totals = { a: { events: 0, ms: 0, calls: [] as number[] }, b: { events: 0, ms: 0, calls: [] as number[] } }
    for (let s = 0; s < SLICES; s++) {
      for (const side of s % 2 === 0 ? (["a", "b"] as const) : (["b", "a"] as const)) {
        const slice = await runSlice(side === "a" ? a : b, figure, SLICE_MS, totals[side].calls)
        totals[side].events += slice.events
        totals[side].ms += slice.ms
      }
    }
    rates.a[figure.name] = totals.a.events / (totals.a.ms / 1000)
    rates.b[figure.name] = totals.b.events / (totals.b.ms / 1000)
  }
  return rates
}

/** Emmett's PostgreSQL event store on `url` (its own tables, created on first use). */
const openEmmett = async (url: string): Promise<{ append: Append; close: () => Promise<void> }> => {
  const { getPostgreSQLEventStore } = await import("@event-driven-io/emmett-postgresql")
  const store = getPostgreSQLEventStore(url)
  const append: Append = (stream, events) =>
    store.appendToStream(
      stream,
      events.map((e) => ({ type: e.type, data: e.data as Record<string, unknown> })),
    )
  await append("warm-up", single)
  return { append, close: () => store.close() }
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

/** The store's append figures (given, or measured here alone), then its projector's catch-up. */
const benchOne = async (database: AppDatabase, measured?: (append: Append) => Promise<Record<string, number>>): Promise<Record<string, number>> => {
  const store = await postgresEventStore(database)
  try {
    const appends = await (measured ?? appendRates)((stream, events) => store.append(stream, events, "any"))

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
    const emmettServer = await freshPostgresUrl()
    const emmett = await openEmmett(emmettServer.url)
    try {
      record(
        "postgres",
        await benchOne(database, async (ours) => {
          const rates = await interleavedRates(ours, emmett.append)
          record("emmett", rates.b)
          return rates.a
        }),
      )
    } finally {
      await emmett.close()
      await emmettServer.drop()
      await database.close()
      await server.drop()
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
