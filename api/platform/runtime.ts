// What every feature stands on, opened in order and closed in reverse: the data folder made
// private and the database (site-database.ts), the event store (its tables migrated first), the
// projector (caught up to the store's head before anything reads), socket.io (not yet listening:
// the server attaches it), the signing secrets, the AI provider and its day's spend, outgoing
// mail and metrics. The composition root (api/compose.ts) opens it once and hands each feature
// the parts it needs; no feature sees the whole.
import { Server as SocketServer } from "socket.io"

import { type CommandDeps, type FoldCache, newFoldCache } from "#engine/command.ts"
import type { EventStore } from "#engine/eventstore/port.ts"
import { openEventStore } from "#engine/personal-data/open-store.ts"
import type { AppDatabase } from "#projections/db.ts"
import { Projector } from "#projections/projector.ts"
import { allProjections } from "#projections/registry.ts"

import type { Ai } from "./ai/charge.ts"
import { aiProviders } from "./ai/provider.ts"
import { aiSpend } from "./ai/spend.ts"
import { aiUsage } from "./ai/usage.ts"
import type { Config } from "./config.ts"
import { type Announce, firstStartAnnouncer } from "./first-start-password.ts"
import { SiteOrigin } from "./http/site-origin.ts"
import { createLogger, type Logger } from "./log/logger.ts"
import { type Mailer, smtpMailer } from "./mail/mailer.ts"
import { type HealthCheck, healthCheck } from "./observe/health-check.ts"
import type { Metrics } from "./observe/metrics.ts"
import { type FetchNetwork, makeSafeFetch, type SafeFetch } from "./safe-fetch/safe-fetch.ts"
import { type AppSecrets, appSecrets } from "./secrets/secrets.ts"
import { openSiteDatabase } from "./site-database.ts"
import type { QuizServer } from "./sockets/io.ts"

export interface Platform {
  readonly config: Config
  /** The server's logger (JSON lines or readable ones; see log/logger.ts). */
  readonly log: Logger
  /** Prometheus metrics, when METRICS_TOKEN turns /metrics on. */
  readonly metrics: Metrics | undefined
  /** Outgoing mail, when SMTP_URL and MAIL_FROM are set. */
  readonly mailer: Mailer | undefined
  /** The SQL handle of the read models (and of the Postgres event store). */
  readonly database: AppDatabase
  readonly store: EventStore
  /** Keeps the read models current; `await projector.waitFor(position)` to read your writes. */
  readonly projector: Projector
  /** The command runner's folded streams of this store (engine/command.ts). */
  readonly folds: FoldCache
  /** What every engine command is given: the store, the read models to wait for, the fold cache. */
  readonly commands: Required<CommandDeps>
  /** socket.io, not yet listening: the HTTP server attaches it to its port. */
  readonly io: QuizServer
  /** The signing secrets, read once from `app_secrets`. */
  readonly secrets: AppSecrets
  /** The AI provider of each tier and the day's spend against its limits. */
  readonly ai: Ai
  /** The origin of absolute links: PUBLIC_URL, else this server on localhost. */
  readonly siteOrigin: SiteOrigin
  /** The /api/health check, shared by probes that arrive together. */
  readonly health: HealthCheck
  /** Says a first-start account was made, and shows a generated password once. */
  readonly announce: Announce
  /** Fetches a page on a user's behalf: public addresses only unless FETCH_ALLOW_PRIVATE, size and time capped. */
  readonly safeFetch: SafeFetch
  /** Closes what was registered with onClose (last first), then io, the projector, the store and the database. */
  close(): Promise<void>
  /** Something to close with the platform (before io and the store). */
  onClose(cleanup: () => Promise<void> | void): void
}

const CATCH_UP_TIMEOUT_MS = 10 * 60_000

export interface PlatformOptions {
  /** Where the server logs; by default a logger made from the configuration (standard output). */
  readonly log?: Logger
  /** The site's database, already being opened (openSiteDatabase); by default opened here, first. */
  readonly database?: Promise<AppDatabase>
  /** How the guarded fetcher resolves and which addresses it may reach; by default DNS and FETCH_ALLOW_PRIVATE. */
  readonly fetchNetwork?: Partial<FetchNetwork>
}

export const openPlatform = async (config: Config, options: PlatformOptions = {}): Promise<Platform> => {
  const log = options.log ?? createLogger(config.log)
  const cleanups: (() => Promise<void>)[] = []
  const closeAll = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      await cleanup().catch((error: unknown) => log.error({ err: error }, "Error while closing"))
    }
  }
  try {
    const database = await (options.database ?? openSiteDatabase(config, log))
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
    // Start-up work reads the read models, so they must hold every event stored so far.
    await projector.waitFor(await store.head(), CATCH_UP_TIMEOUT_MS)

    // Same origin only, so no CORS; the client bundles its own socket.io client.
    const io: QuizServer = new SocketServer({ serveClient: false })
    cleanups.push(async () => {
      // `engine` exists once attached to a server; closing an unattached io would throw.
      if ((io as unknown as { engine?: unknown }).engine) await io.close()
    })

    // prom-client is loaded only where /metrics is on.
    const metrics =
      config.metricsToken === undefined
        ? undefined
        : new (await import("./observe/metrics.ts")).Metrics({
            storeHead: () => store.head(),
            eventsBetween: async (after, upTo) => (store.countBetween ? store.countBetween(after, upTo) : Number(upTo - after)),
            checkpoints: () => projector.positions(),
            // `engine` exists once socket.io is attached to the server.
            sockets: () => (io as { engine?: { clientsCount: number } }).engine?.clientsCount ?? 0,
          })
    const mailer = config.mail ? smtpMailer(config.mail) : undefined
    if (mailer) cleanups.push(async () => mailer.close())
    const folds = newFoldCache()
    let closing: Promise<void> | undefined
    return {
      config,
      log,
      metrics,
      mailer,
      database,
      store,
      projector,
      folds,
      commands: { store, projections: projector, folds },
      io,
      secrets: appSecrets(database.db),
      ai: {
        providers: aiProviders(config.ai),
        spend: aiSpend(database.db),
        dailyCalls: config.aiDailyCalls,
        checkAnswers: config.ai.checkAnswers,
        usage: aiUsage(database.db),
        prices: config.ai.prices,
        monthlyBudget: config.ai.monthlyBudget,
      },
      siteOrigin: new SiteOrigin(config.publicUrl, config.port),
      health: healthCheck({ store, database, projector }),
      announce: firstStartAnnouncer({ log, config }),
      safeFetch: makeSafeFetch({ allowPrivate: config.fetchAllowPrivate }, options.fetchNetwork),
      close: () => (closing ??= closeAll()),
      onClose: (cleanup) => cleanups.push(async () => cleanup()),
    }
  } catch (error) {
    await closeAll()
    throw error
  }
}
