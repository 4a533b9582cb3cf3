// One SQL dialect everywhere: PGlite (embedded, a folder under DATA_DIR) or a PostgreSQL server.
// The event store's Postgres adapter and the read models share this handle: one Kysely over
// the event store's tables (the engine's own) and one over every table the opener names
// (projections/db.ts), on the same connections.
import { Kysely, PostgresDialect } from "kysely"
import pg from "pg"

import type { EventStoreTables } from "../eventstore/postgres-schema.ts"
import { takePidLock } from "../files/pid-lock.ts"
import { makePrivateDir, tightenTree } from "../files/private-files.ts"
import { PGliteDialect } from "./pglite-dialect.ts"
import { PGliteThread } from "./pglite-thread.ts"
import { type AvailabilityListener, serverAvailability } from "./unavailable-dialect.ts"

export interface Database<DB extends EventStoreTables = EventStoreTables> {
  readonly kind: "pglite" | "postgres"
  /** Queries over every table DB names. */
  readonly db: Kysely<DB>
  /** The event store's tables alone (the same connections), for the engine's adapter. */
  readonly eventStoreDb: Kysely<EventStoreTables>
  /** The same, for the store's appends: on PGlite they go before the session's other users. */
  readonly appendDb?: Kysely<EventStoreTables>
  /** Event stores opened on this handle, woken by each other's commits without a round trip. */
  readonly commitWakers: Set<() => void>
  /** The raw pg pool (server mode) for LISTEN/NOTIFY; undefined on PGlite. */
  readonly pool?: pg.Pool
  /**
   * Server mode: runs one statement as a named prepared statement on the pool (parsed once per
   * connection, not per call), outages reported as the Kysely handles report them. For the
   * store's append, the hottest statement there is.
   */
  readonly prepared?: <R>(name: string, text: string, values: readonly unknown[]) => Promise<R[]>
  close(): Promise<void>
}

// Postgres bigint (int8) → JS bigint, so positions never lose precision.
pg.types.setTypeParser(20, (v) => BigInt(v))

export interface DatabaseOptions {
  /** A PostgreSQL URL; when absent, PGlite is used. */
  readonly url?: string | undefined
  /** Folder for PGlite's files; absent or "memory://" keeps it in memory. */
  readonly dataDir?: string | undefined
  readonly poolSize?: number
  /** Told when a PostgreSQL server stops answering and when it answers again; by default one line on the console each way. */
  readonly onAvailability?: AvailabilityListener
}

const logAvailability: AvailabilityListener = (available, error) => {
  if (available) console.log("The PostgreSQL database answers again")
  else {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error
    console.error(
      `The PostgreSQL database is not answering (${cause instanceof Error ? cause.message : String(cause)}); requests that need it get 503 until it is back`,
    )
  }
}

/** How long taking a new connection may wait on a server that does not answer (a network blip). */
const CONNECT_TIMEOUT_MS = 5_000

export const openDatabase = async <DB extends EventStoreTables = EventStoreTables>(options: DatabaseOptions): Promise<Database<DB>> => {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true })
    // A server restart, a failover or a network blip ends every connection with an error
    // event. Unheard, one such event would end the process; the pool drops the broken
    // connection, the query in flight (if any) fails, and the next checkout connects afresh.
    pool.on("error", () => undefined)
    // The pool listens only to its idle connections; a checked-out one that breaks between
    // two queries would emit an unheard error too.
    pool.on("connect", (client) => client.on("error", () => undefined))
    const server = serverAvailability("the PostgreSQL database", options.onAvailability ?? logAvailability)
    const eventStoreDb = new Kysely<EventStoreTables>({ dialect: server.dialect(new PostgresDialect({ pool })) })
    const db = eventStoreDb.withTables<DB>()
    const prepared = <R>(name: string, text: string, values: readonly unknown[]) =>
      server.watch(async () => (await pool.query<R & pg.QueryResultRow>({ name, text, values: [...values] })).rows as R[])
    return { kind: "postgres", db, eventStoreDb, commitWakers: new Set(), pool, prepared, close: () => db.destroy() }
  }
  const dir = options.dataDir && options.dataDir !== "memory://" ? options.dataDir : undefined
  if (dir) makePrivateDir(dir)
  // One process at a time on the folder (PGlite does not lock it itself).
  const release = dir ? takePidLock(`${dir}.pid`, dir) : () => {}
  // On a thread of its own (pglite-thread.ts), which also reads int8 as bigint.
  const pglite = new PGliteThread(dir)
  await pglite.waitReady.catch(async (error: unknown) => {
    await pglite.close().catch(() => undefined)
    release()
    throw error
  })
  // Whatever the umask, PGlite copies a new database's files in with mode 0666 and writes its
  // relation-cache files 0644 as it starts; what it writes afterwards follows the umask.
  if (dir) tightenTree(dir)
  const eventStoreDb = new Kysely<EventStoreTables>({ dialect: new PGliteDialect(pglite) })
  const db = eventStoreDb.withTables<DB>()
  return {
    kind: "pglite",
    db,
    eventStoreDb,
    appendDb: new Kysely<EventStoreTables>({ dialect: new PGliteDialect(pglite, true) }),
    commitWakers: new Set(),
    close: async () => {
      try {
        await db.destroy()
      } finally {
        release()
      }
    },
  }
}
