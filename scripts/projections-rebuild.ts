// Rebuild one read model from zero: `npm run projections:rebuild -- <name>`.
// Reads the same environment as the server (DATA_DIR, DATABASE_URL, KURRENTDB_URL).
// On PGlite stop the server first: an embedded database has a single owner. On a
// PostgreSQL server, running nodes notice the reset checkpoint at their next batch and follow.
import { resolve } from "node:path"
import { pathToFileURL } from "node:url"

import type { Kysely } from "kysely"

import type { EventStore } from "#engine/eventstore/port.ts"
import { restrictUmask } from "#engine/files/private-files.ts"
import { openEventStore } from "#engine/personal-data/open-store.ts"
import { openDatabase } from "#engine/sql/database.ts"
import type { DB } from "#projections/db.ts"
import type { Projection } from "#projections/projection.ts"
import { Projector } from "#projections/projector.ts"
import { allProjections, findProjection } from "#projections/registry.ts"

const env = (key: string): string | undefined => {
  const value = process.env[key]?.trim()
  return value ? value : undefined
}

/** Reset `projection`, replay it up to the store's head; returns how many events it applied. */
export const rebuildProjection = async (
  store: EventStore,
  db: Kysely<DB>,
  projection: Projection,
  progress: (position: bigint, head: bigint) => void = () => {},
): Promise<{ applied: number; head: bigint }> => {
  const projector = new Projector(store, db, [projection], {
    logger: { info: () => {}, error: (message, details) => console.error(message, details?.error ?? "") },
  })
  try {
    await projector.rebuild(projection.name)
    const head = await store.head()
    const ticker = setInterval(() => progress(projector.positions()[projection.name]!, head), 2_000)
    try {
      await projector.waitFor(head, Number.POSITIVE_INFINITY)
    } finally {
      clearInterval(ticker)
    }
    const status = await projector.status()
    return { applied: status.projections[0]!.applied, head }
  } finally {
    await projector.stop()
  }
}

const main = async (): Promise<number> => {
  const name = process.argv.slice(2).find((arg) => !arg.startsWith("-"))
  const projection = name ? findProjection(name) : undefined
  if (!projection) {
    const known = allProjections.map((p) => p.name).sort()
    console.error(name ? `Unknown projection: ${name}` : "Usage: npm run projections:rebuild -- <name>")
    console.error(known.length ? `Known projections: ${known.join(", ")}` : "No projections are registered.")
    return 1
  }

  const url = env("DATABASE_URL")
  // Like the server: nothing it writes into DATA_DIR is readable by other accounts.
  restrictUmask()
  const database = await openDatabase<DB>(url ? { url } : { dataDir: resolve(env("DATA_DIR") ?? "./data", "pg") })
  let store: EventStore | undefined
  try {
    store = await openEventStore(database, env("KURRENTDB_URL"))
    const started = Date.now()
    console.log(`Rebuilding ${projection.name} on ${database.kind} from ${store.kind}…`)
    const { applied, head } = await rebuildProjection(store, database.db, projection, (at, of) =>
      console.log(`  ${projection.name}: at position ${at} of ${of}`),
    )
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    console.log(`Rebuilt ${projection.name}: applied ${applied} events (up to position ${head}) in ${seconds} s`)
    return 0
  } finally {
    await store?.close()
    await database.close()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error)
      process.exit(1)
    },
  )
}
