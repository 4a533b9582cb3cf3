// The running application: the database, the event store, the projector and the
// socket.io server, opened in order and closed in reverse. The HTTP server is separate
// (api/server/server.ts) so scripts and tests can use an App without a socket.
import { join } from "node:path"
import { Server as SocketServer } from "socket.io"
import type { EventStore } from "../engine/eventstore/port.ts"
import { postgresEventStore } from "../engine/eventstore/postgres.ts"
import { openDatabase, type Database } from "../engine/sql/database.ts"
import { Projector } from "../projections/projector.ts"
import { allProjections } from "../projections/registry.ts"
import type { Config } from "./config.ts"

export interface App {
  readonly config: Config
  /** The SQL handle of the read models (and of the Postgres event store). */
  readonly database: Database
  readonly store: EventStore
  /** Keeps the read models current; `await app.projector.waitFor(position)` to read your writes. */
  readonly projector: Projector
  /** socket.io, not yet listening: the HTTP server attaches it to its port. */
  readonly io: SocketServer
  /** Closes what bootstrap tasks opened (last opened first), then io, the projector, the store and the database. */
  close(): Promise<void>
  /** For bootstrap tasks: something to close with the app (before io and the store). */
  onClose(cleanup: () => Promise<void> | void): void
}

const CATCH_UP_TIMEOUT_MS = 10 * 60_000

export type BootstrapTask = (app: App) => Promise<void>

/**
 * Work that runs once per start, after the read models have caught up and before the
 * server listens (creating the owner on first start, seeding content, registering socket
 * handlers). Features push theirs at import time: `bootstrapTasks.push(async (app) => …)`.
 * Tasks run in order; one that throws stops the start.
 */
export const bootstrapTasks: BootstrapTask[] = []

export const createApp = async (config: Config): Promise<App> => {
  const cleanups: (() => Promise<void>)[] = []
  const closeAll = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      await cleanup().catch((error) => console.error("Error while closing:", error))
    }
  }
  try {
    const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: join(config.dataDir, "pg") })
    cleanups.push(() => database.close())

    const store = config.kurrentdbUrl ? await openKurrent(config.kurrentdbUrl) : await postgresEventStore(database)
    cleanups.push(() => store.close())

    const projector = new Projector(store, database.db, allProjections)
    cleanups.push(() => projector.stop())
    await projector.start()
    // Bootstrap tasks read the read models, so they must hold every event stored so far.
    await projector.waitFor(await store.head(), CATCH_UP_TIMEOUT_MS)

    // Same origin only, so no CORS; the client bundles its own socket.io client.
    const io = new SocketServer({ serveClient: false })
    cleanups.push(async () => {
      // `engine` exists once attached to a server; closing an unattached io would throw.
      if ((io as unknown as { engine?: unknown }).engine) await io.close()
    })

    let closing: Promise<void> | undefined
    const app: App = {
      config,
      database,
      store,
      projector,
      io,
      close: () => (closing ??= closeAll()),
      onClose: (cleanup) => cleanups.push(async () => cleanup()),
    }
    for (const task of bootstrapTasks) await task(app)
    return app
  } catch (error) {
    await closeAll()
    throw error
  }
}

// Loaded only when configured: the KurrentDB client pulls in gRPC.
const openKurrent = async (url: string): Promise<EventStore> => {
  const { kurrentEventStore } = await import("../engine/eventstore/kurrentdb.ts")
  return kurrentEventStore(url)
}
