// @ts-check
// `npm start` and `npm run serve`: the built server (dist/server/main.js, plain JavaScript) runs
// in this very process, so the signal npm passes on reaches the server itself, which shuts down
// gracefully (api/main.ts), and nothing is left behind holding the port. `npm start` first
// builds when the sources changed since the last build (scripts/build-stamp.js); `npm run serve`
// (--no-build) runs what was built. Plain JavaScript: nothing is compiled yet when it starts.
import { spawn } from "node:child_process"
import { existsSync } from "node:fs"
import module from "node:module"
import process from "node:process"
import { pathToFileURL } from "node:url"

import { buildIsCurrent, ROOT, SERVER_ENTRY } from "./build-stamp.js"

/** A plain line on standard error, before the server and its logger exist. */
const say = (/** @type {string} */ line) => process.stderr.write(`${line}\n`)

/** Runs `npm run build` in a process group of its own, which a signal to this process stops whole. */
const build = () =>
  new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", "build"], { cwd: ROOT, stdio: "inherit", detached: true })
    /** @type {NodeJS.Signals | undefined} */
    let stoppedBy
    const stop = (/** @type {NodeJS.Signals} */ signal) => {
      stoppedBy = signal
      if (child.pid !== undefined) process.kill(-child.pid, signal)
    }
    process.on("SIGTERM", stop)
    process.on("SIGINT", stop)
    child.on("exit", (code) => {
      process.off("SIGTERM", stop)
      process.off("SIGINT", stop)
      // Stopped by a signal: end the same way, as the server would have.
      if (stoppedBy) process.kill(process.pid, stoppedBy)
      else resolve(code ?? 1)
    })
  })

if (!process.argv.includes("--no-build")) {
  if (buildIsCurrent()) say("The build is current with the sources: starting it.")
  else {
    say("The sources changed since the last build (or nothing is built yet): building first.")
    const code = await build()
    if (code !== 0) {
      say("The build failed; the server was not started.")
      process.exit(code)
    }
  }
}

if (!existsSync(SERVER_ENTRY)) {
  say("There is no built server in dist/server: `npm run build` makes one (`npm start` builds and starts).")
  process.exit(1)
}
// Stack traces name the TypeScript sources (the build writes source maps).
process.setSourceMapsEnabled(true)
// Node.js 22 and later keep the modules' compiled code between starts (in the temporary folder, or
// NODE_COMPILE_CACHE); the types here are Node.js 20's, which lack it.
/** @type {{ enableCompileCache?: () => unknown }} */
const compileCache = /** @type {object} */ (module)
compileCache.enableCompileCache?.()
await import(pathToFileURL(SERVER_ENTRY).href)
