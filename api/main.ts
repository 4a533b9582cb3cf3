// The server process: read the configuration (stop on any bad value), open the app,
// listen, and on SIGTERM/SIGINT shut down gracefully (see RunningServer.close).
// Bad settings are reported as plain lines on standard error: there is no logger to
// configure until the settings are good. Everything after that goes through the logger.
// A cold start does its slow parts side by side (docs/decisions.md, "A cold start"): this file
// imports little, so the embedded database's thread starts first and opens the data folder
// while the rest of the server's modules load (the imports below that are awaited).
import { existsSync } from "node:fs"

import type { RunningServer } from "#api/compose.ts"
import { restrictUmask } from "#engine/files/private-files.ts"
import { prepareEmbeddedDatabase } from "#engine/sql/pglite-thread.ts"

// Nothing this process creates is readable by other accounts (see api/compose.ts for DATA_DIR).
restrictUmask()

// A local .env fills in what the environment leaves unset (the environment wins).
if (existsSync(".env")) process.loadEnvFile(".env")

// Without a PostgreSQL server (DATABASE_URL unset or empty), the embedded database compiles its
// engine while the settings are read.
if (!process.env["DATABASE_URL"]) prepareEmbeddedDatabase()

const [{ loadConfig }, { createLogger }] = await Promise.all([import("#api/platform/config.ts"), import("#api/platform/log/logger.ts")])
const decoded = loadConfig(process.env)
if (decoded._tag === "Left") {
  console.error("Homestead cannot start; fix these settings (see .env.example):")
  for (const line of decoded.left) console.error(`  ${line}`)
  process.exit(1)
}
const config = decoded.right
const log = createLogger(config.log)

/** Leaves once the log is written out (JSON lines are written asynchronously). */
const exit = (code: number): Promise<never> =>
  new Promise(() => {
    log.flush(() => process.exit(code))
  })

const failed = async (error: unknown): Promise<never> => {
  log.fatal({ err: error }, `Homestead failed to start: ${error instanceof Error ? error.message : String(error)}`)
  return exit(1)
}
// Opened while the site's modules load; startSite waits for it, and reports its failure.
const { openSiteDatabase } = await import("#api/platform/site-database.ts")
const database = openSiteDatabase(config, log)
database.catch(() => undefined)
const { startSite } = await import("#api/compose.ts").catch(failed)
const server: RunningServer = await startSite(config, { log, database }).catch(failed)

/** When the first signal came; a later one means "now". */
let stoppingSince: number | undefined
/**
 * A Ctrl-C reaches every process of the terminal's group, and npm passes the same signal on to
 * us: one keystroke arrives twice within milliseconds. Only a signal after this long asks again.
 */
const SAME_SIGNAL_MS = 1000
const stop = (signal: NodeJS.Signals) => {
  if (stoppingSince !== undefined) {
    if (performance.now() - stoppingSince < SAME_SIGNAL_MS) return
    log.warn(`${signal} again: exiting without waiting`)
    void exit(1)
    return
  }
  stoppingSince = performance.now()
  log.info(`${signal}: finishing requests in flight, then closing`)
  server.close().then(
    () => {
      log.info("Stopped cleanly")
      void exit(0)
    },
    (error: unknown) => {
      log.error({ err: error }, "Error while stopping")
      void exit(1)
    },
  )
}
process.on("SIGTERM", stop)
process.on("SIGINT", stop)
process.on("unhandledRejection", (error) => log.error({ err: error }, "A promise was rejected and nobody handled it"))

// Said once the signals are handled, so a supervisor that acts on this line can stop us cleanly.
log.info({ url: server.url, transport: server.transport.name }, `${config.siteName} is listening on ${server.url} (${server.transport.description})`)
if (config.publicUrl === undefined) {
  log.warn(
    `PUBLIC_URL is not set: absolute links in page tags, /rss.xml, /sitemap.xml and exports name ${server.platform.siteOrigin.value}. ` +
      "Set PUBLIC_URL to the site's public origin (like https://homestead.example) so they name the site as others reach it.",
  )
}
