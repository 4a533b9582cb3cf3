// The running application: the database, the event store, the projector and the
// socket.io server, opened in order and closed in reverse; then the services and the start-up
// tasks that api/compose-services.ts lists. The HTTP server is separate (api/platform/server.ts) so
// scripts and tests can use an App without a socket.
import { join } from "node:path"

import { Server as SocketServer } from "socket.io"

import type { Config } from "#api/platform/config.ts"
import { createLogger, type Logger } from "#api/platform/log/logger.ts"
import { type Mailer, smtpMailer } from "#api/platform/mail/mailer.ts"
import { Metrics } from "#api/platform/observe/metrics.ts"
import type { QuizServer } from "#api/platform/sockets/io.ts"
import type { EventStore } from "#engine/eventstore/port.ts"
import { makePrivateDir, restrictUmask, tightenTree } from "#engine/files/private-files.ts"
import { openEventStore } from "#engine/personal-data/open-store.ts"
import { openDatabase } from "#engine/sql/database.ts"
import type { AppDatabase, DB } from "#projections/db.ts"
import { Projector } from "#projections/projector.ts"
import { allProjections } from "#projections/registry.ts"

import { createServices, type Services, startupTasks } from "./compose-services.ts"

export interface App {
  readonly config: Config
  /** The server's logger (JSON lines or readable ones; see api/platform/log/logger.ts). */
  readonly log: Logger
  /** Prometheus metrics, when METRICS_TOKEN turns /metrics on. */
  readonly metrics: Metrics | undefined
  /** Outgoing mail, when SMTP_URL and MAIL_FROM are set. */
  readonly mailer: Mailer | undefined
  /** The SQL handle of the read models (and of the Postgres event store). */
  readonly database: AppDatabase
  readonly store: EventStore
  /** Keeps the read models current; `await app.projector.waitFor(position)` to read your writes. */
  readonly projector: Projector
  /** socket.io, not yet listening: the HTTP server attaches it to its port. */
  readonly io: QuizServer
  /** What handlers, sockets and tasks share for the app's lifetime, made once (api/compose-services.ts). */
  readonly services: Services
  /** Closes what start-up tasks opened (last opened first), then io, the projector, the store and the database. */
  close(): Promise<void>
  /** For start-up tasks: something to close with the app (before io and the store). */
  onClose(cleanup: () => Promise<void> | void): void
}

const CATCH_UP_TIMEOUT_MS = 10 * 60_000

export interface AppOptions {
  /** Where the app logs; by default a logger made from the configuration (standard output). */
  readonly log?: Logger
}

export const createApp = async (config: Config, options: AppOptions = {}): Promise<App> => {
  const log = options.log ?? createLogger(config.log)
  const cleanups: (() => Promise<void>)[] = []
  const closeAll = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      await cleanup().catch((error: unknown) => log.error({ err: error }, "Error while closing"))
    }
  }
  try {
    makeDataDirPrivate(config.dataDir, log)
    const dbLog = log.child({ component: "database" })
    const database = await openDatabase<DB>({
      ...(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: join(config.dataDir, "pg") }),
      onAvailability: (available, error) => {
        if (available) return dbLog.info("The PostgreSQL database answers again")
        const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error
        dbLog.error(
          { reason: cause instanceof Error ? cause.message : String(cause) },
          "The PostgreSQL database is not answering; requests that need it get 503 until it is back",
        )
      },
    })
    cleanups.push(() => database.close())

    const store = await openEventStore(database, config.kurrentdbUrl)
    cleanups.push(() => store.close())

    const projectorLog = log.child({ component: "projector" })
    const projector = new Projector(store, database.db, allProjections, {
      logger: {
        info: (message, details) => projectorLog.info(details ?? {}, message),
        error: (message, details) => projectorLog.error({ ...details, err: details?.["error"] }, message),
      },
    })
    cleanups.push(() => projector.stop())
    await projector.start()
    // Start-up tasks read the read models, so they must hold every event stored so far.
    await projector.waitFor(await store.head(), CATCH_UP_TIMEOUT_MS)

    // Same origin only, so no CORS; the client bundles its own socket.io client.
    const io: QuizServer = new SocketServer({ serveClient: false })
    cleanups.push(async () => {
      // `engine` exists once attached to a server; closing an unattached io would throw.
      if ((io as unknown as { engine?: unknown }).engine) await io.close()
    })

    const services = createServices({ config, log, database, store, projector })
    let closing: Promise<void> | undefined
    const metrics =
      config.metricsToken === undefined
        ? undefined
        : new Metrics({
            storeHead: () => store.head(),
            eventsBetween: async (after, upTo) => (store.countBetween ? store.countBetween(after, upTo) : Number(upTo - after)),
            checkpoints: () => projector.positions(),
            liveGames: () => services.liveGames.loaded,
            // `engine` exists once socket.io is attached to the server.
            sockets: () => (io as { engine?: { clientsCount: number } }).engine?.clientsCount ?? 0,
          })
    const mailer = config.mail ? smtpMailer(config.mail) : undefined
    if (mailer) cleanups.push(async () => mailer.close())
    const app: App = {
      config,
      log,
      metrics,
      mailer,
      database,
      store,
      projector,
      io,
      services,
      close: () => (closing ??= closeAll()),
      onClose: (cleanup) => cleanups.push(async () => cleanup()),
    }
    for (const task of startupTasks) await task(app)
    return app
  } catch (error) {
    await closeAll()
    throw error
  }
}

/**
 * DATA_DIR (the embedded database, uploads) is the server account's alone: created 0700, and
 * an older install's files that other accounts could read are tightened before anything opens.
 * The process's own new files get no group or other bits.
 */
const makeDataDirPrivate = (dataDir: string, log: Logger) => {
  restrictUmask()
  makePrivateDir(dataDir)
  const tightened = tightenTree(dataDir)
  if (tightened > 0) log.info({ tightened }, `Made ${tightened} file(s) and folder(s) under ${dataDir} private to this account`)
}
