// The server process: read the configuration (stop on any bad value), open the app,
// listen, and on SIGTERM/SIGINT shut down gracefully (see RunningServer.close).
// Bad settings are reported as plain lines on standard error: there is no logger to
// configure until the settings are good. Everything after that goes through the logger.
import { existsSync } from "node:fs"

import { Either } from "effect"

import { type RunningServer, startSite } from "#api/compose.ts"
import { loadConfig } from "#api/platform/config.ts"
import { createLogger } from "#api/platform/log/logger.ts"
import { restrictUmask } from "#engine/files/private-files.ts"

// Nothing this process creates is readable by other accounts (see api/compose.ts for DATA_DIR).
restrictUmask()

// A local .env fills in what the environment leaves unset (the environment wins).
if (existsSync(".env")) process.loadEnvFile(".env")

const decoded = loadConfig(process.env)
if (Either.isLeft(decoded)) {
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

const server: RunningServer = await startSite(config, { log }).catch(async (error: unknown) => {
  log.fatal({ err: error }, `Homestead failed to start: ${error instanceof Error ? error.message : String(error)}`)
  return exit(1)
})

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
