// The server process: read the configuration (stop on any bad value), open the app,
// listen, and on SIGTERM/SIGINT shut down gracefully (see RunningServer.close).
import { Either } from "effect"
import { existsSync } from "node:fs"
import { loadConfig } from "./config.ts"
import { startServer, type RunningServer } from "./server/server.ts"

// A local .env fills in what the environment leaves unset (the environment wins).
if (existsSync(".env")) process.loadEnvFile(".env")

const decoded = loadConfig(process.env)
if (Either.isLeft(decoded)) {
  console.error("Homestead cannot start; fix these settings (see .env.example):")
  for (const line of decoded.left) console.error(`  ${line}`)
  process.exit(1)
}
const config = decoded.right

let server: RunningServer
try {
  server = await startServer(config)
} catch (error) {
  console.error("Homestead failed to start:", error instanceof Error ? error.message : error)
  process.exit(1)
}
console.log(`${config.siteName} is listening on ${server.url}`)

let stopping = false
const stop = (signal: NodeJS.Signals) => {
  if (stopping) {
    console.error(`${signal} again: exiting without waiting`)
    process.exit(1)
  }
  stopping = true
  console.log(`${signal}: finishing requests in flight, then closing`)
  server.close().then(
    () => {
      console.log("Stopped cleanly")
      process.exit(0)
    },
    (error: unknown) => {
      console.error("Error while stopping:", error)
      process.exit(1)
    },
  )
}
process.on("SIGTERM", stop)
process.on("SIGINT", stop)
