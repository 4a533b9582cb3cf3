// The test suites as `npm test` runs them once lint, the type-check and the build have passed:
//
//   node20   every suite but the browser's on this Node.js (uWebSockets.js where a build loads),
//            WORKERS files at a time (default 1: on two cores a second file at a time gained nothing,
//            the suite is bound by the processor, and starved the databases' start-ups of time);
//   e2e      then the browser tests, in a vitest of their own, one file at a time and alone (each
//            drives a Chromium, and a browser beside other work on a small machine starves the
//            pages' clocks);
//   node24   then the suites whose behaviour depends on the HTTP transport again on Node.js 24,
//            where uWebSockets.js does not load here and node:http serves (scripts/on-node.ts).
//
// Each pass's lines are prefixed with its name; the run ends with the time per suite and per
// pass, and fails if any pass failed. `tsx scripts/test.ts node24` (npm run test:node24) runs
// one pass alone. WORKERS sets node20's and node24's files at a time.
import { spawn } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { createInterface } from "node:readline"

import { formatSuiteTimes, type SuiteTime } from "../test/support/suite-times.ts"

/**
 * The suites run again on Node.js 24 (node:http): those whose answers pass through what the
 * transport does differently (headers and status lines, request bodies, streamed and
 * compressed answers, static files and media, client addresses, sockets and their rooms,
 * hostile bytes, shutdown). The rest (rules, storage, read models, tools) gives the same
 * answers on either transport and runs once, on Node.js 20; `HTTP_TRANSPORT=node` runs any
 * suite on node:http there.
 */
export const transportSuites: readonly string[] = [
  // The transports, the HTTP bridge, static files, headers and the server, unit by unit.
  "api/platform/",
  // The real process: the transport it names, SIGTERM with a request in flight.
  "api/main.test.ts",
  // Behind nginx: TLS, WebSocket upgrade, forwarded addresses.
  "test/proxy/",
  // Every kind of answer with its headers; ETags, 304s and compression of the fast reads.
  "test/api/security-headers.test.ts",
  "test/api/content-fast-reads.test.ts",
  // Bodies in, files out: uploads and /media; downloads (CSV, JSON-LD); a streamed reply.
  "test/api/media-upload.test.ts",
  "test/api/exports.test.ts",
  "test/api/coach-stream.test.ts",
  // Cookies, the cross-site check, the access log and metrics at the transport's edge.
  "test/api/owner-session.test.ts",
  "test/api/observability.test.ts",
  // socket.io on the server's port: the handshake, rooms and broadcasts in order.
  "test/api/socket-auth.test.ts",
  "test/api/group-sockets.test.ts",
  "test/api/live-game.test.ts",
  // Hostile bytes in paths, queries and bodies; floods closing sockets; forged hosts;
  // sockets closed when a session ends.
  "test/security/input.test.ts",
  "test/security/floods.test.ts",
  "test/security/link-hosts.test.ts",
  "test/security/sessions-end.test.ts",
]

const root = resolve(import.meta.dirname, "..")
const workers = process.env.WORKERS ?? "1"

interface Pass {
  readonly name: string
  readonly command: readonly string[]
}

const vitest = (...args: string[]) => ["npx", "vitest", "run", ...args]

const passes: Record<string, Pass> = {
  node20: { name: "node20", command: vitest("--project", "!test/e2e", `--maxWorkers=${workers}`) },
  e2e: { name: "e2e", command: vitest("--project", "test/e2e", "--maxWorkers=1") },
  node24: {
    name: "node24",
    command: ["npx", "tsx", "scripts/on-node.ts", "24", "vitest", "run", "--project", "!test/e2e", `--maxWorkers=${workers}`, ...transportSuites],
  },
}

interface Outcome {
  readonly pass: string
  readonly ok: boolean
  readonly seconds: number
  readonly suites: readonly SuiteTime[]
}

const timesDir = mkdtempSync(join(tmpdir(), "homestead-suite-times-"))

const run = (pass: Pass): Promise<Outcome> =>
  new Promise((done) => {
    const started = Date.now()
    const timesFile = join(timesDir, `${pass.name}.json`)
    const [command, ...args] = pass.command
    const child = spawn(command!, args, {
      cwd: root,
      env: { ...process.env, SUITE_TIMES_FILE: timesFile, ...(process.stdout.isTTY ? { FORCE_COLOR: "1" } : {}) },
      stdio: ["ignore", "pipe", "pipe"],
    })
    const prefix = `[${pass.name}] `
    createInterface({ input: child.stdout! }).on("line", (line) => process.stdout.write(prefix + line + "\n"))
    createInterface({ input: child.stderr! }).on("line", (line) => process.stderr.write(prefix + line + "\n"))
    child.on("close", (code) => {
      let suites: SuiteTime[] = []
      try {
        suites = JSON.parse(readFileSync(timesFile, "utf8")) as SuiteTime[]
      } catch {
        // the pass ended before its reporter wrote (a crash): its exit status tells
      }
      done({ pass: pass.name, ok: code === 0, seconds: (Date.now() - started) / 1000, suites })
    })
  })

const chosen = process.argv.slice(2)
for (const name of chosen) if (!(name in passes)) throw new Error(`no pass called ${name} (${Object.keys(passes).join(", ")})`)

const started = Date.now()
const outcomes: Outcome[] = []
const keep = (outcome: Outcome) => (outcomes.push(outcome), outcome)
if (chosen.length > 0) {
  for (const name of chosen) keep(await run(passes[name]!))
} else {
  for (const name of ["node20", "e2e", "node24"]) keep(await run(passes[name]!))
}
rmSync(timesDir, { recursive: true, force: true })

const order = ["node20", "e2e", "node24"]
outcomes.sort((a, b) => order.indexOf(a.pass) - order.indexOf(b.pass))
console.log("")
for (const outcome of outcomes) {
  const suites = outcome.suites.map((s) => ({ ...s, suite: s.suite }))
  console.log(formatSuiteTimes(`${outcome.pass}: ${outcome.seconds.toFixed(0)} s${outcome.ok ? "" : ", FAILED"}`, suites))
}
console.log(
  `\nAll passes: ${((Date.now() - started) / 1000).toFixed(0)} s${
    outcomes.every((o) => o.ok)
      ? ""
      : "; failed: " +
        outcomes
          .filter((o) => !o.ok)
          .map((o) => o.pass)
          .join(", ")
  }`,
)
process.exit(outcomes.every((o) => o.ok) ? 0 : 1)
