// `npm test`: the build, the test suites, then the browser tests with the checks beside them,
// in phases (`everything` below):
//
//   build                    the site and the server (the browser tests serve it, and the server
//                            suites' spawned servers run it: test/support/server-command.ts);
//   api 1/2, api 2/2         the API suite, the longest, in two halves (vitest's --shard, by a hash
//                            of each file's path, splits its time about evenly), three server
//                            passes at a time, the halves of
//   node24 1/2, node24 2/2   the suites whose behaviour depends on the HTTP transport again on
//                            Node.js 24, where uWebSockets.js does not load here and node:http
//                            serves (scripts/on-node.ts), going last to the first slot free;
//   node20                   beside them, every other server suite on this Node.js
//                            (uWebSockets.js where a build loads);
//   e2e                      then the browser tests, one file at a time (each drives a Chromium,
//                            and a browser beside other work on a small machine starves the
//                            pages' clocks), and beside them, taking only the processor time
//                            they leave (`yieldProcessor`):
//   lint, typecheck          ESLint, Prettier, import circles and unused code; the type-check.
//
// Each pass's lines are prefixed with its name; the run ends with the time per suite and per
// pass, and fails if any pass failed. `tsx scripts/test.ts node24` (npm run test:node24) runs
// Node.js 24's passes alone, `api` both halves of the API suite, or name one pass. WORKERS sets
// the server passes' files at a time (default 1; each suite's files share one process anyway,
// vitest.config.ts). SIGINT or SIGTERM stops every running pass with all it started (each runs in
// a process group of its own) and no further pass starts.
import { type ChildProcess, spawn } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { setPriority, tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { createInterface } from "node:readline"

import { formatSuiteTimes, type SuiteTime } from "../test/support/suite-times.ts"
import { suites } from "../vitest.config.ts"

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

const projects = (...names: string[]) => names.flatMap((name) => ["--project", name])

/** The API suite runs in its own passes (two halves); every other server suite in one. */
const node20 = suites.filter((suite) => suite !== "test/api" && suite !== "test/e2e")

/** A shard of the files a vitest command selects: `1/2`, `2/2`. */
const shard = (part: string) => `--shard=${part}`

const node24 = (part: string): Pass => ({
  name: `node24 ${part}`,
  command: ["npx", "tsx", "scripts/on-node.ts", "24", "vitest", "run", "--project", "!test/e2e", `--maxWorkers=${workers}`, shard(part), ...transportSuites],
})

const passes: Record<string, Pass> = {
  lint: { name: "lint", command: ["npm", "run", "--silent", "lint"] },
  typecheck: { name: "typecheck", command: ["npm", "run", "--silent", "typecheck"] },
  build: { name: "build", command: ["npm", "run", "--silent", "build"] },
  "api 1/2": { name: "api 1/2", command: vitest(...projects("test/api"), shard("1/2"), `--maxWorkers=${workers}`) },
  "api 2/2": { name: "api 2/2", command: vitest(...projects("test/api"), shard("2/2"), `--maxWorkers=${workers}`) },
  node20: { name: "node20", command: vitest(...projects(...node20), `--maxWorkers=${workers}`) },
  "node24 1/2": node24("1/2"),
  "node24 2/2": node24("2/2"),
  e2e: { name: "e2e", command: vitest(...projects("test/e2e"), "--maxWorkers=1") },
}

/**
 * Passes run `slots` at a time, each next one starting as soon as a slot is free, in the order given. With a
 * `foreground` pass, every other pass yields the processor to it (`yieldProcessor`).
 */
interface Phase {
  readonly slots: number
  readonly passes: readonly string[]
  readonly foreground?: string
}

/**
 * `npm test`: the build (a failure stops the run), then the server suites three at a time: they wait on much
 * besides the processor (PostgreSQL, spawned servers and tools, the live rounds' clocks, scrypt in the thread
 * pool), so three keep both cores busy where two left them waiting. Longest first: Node.js 20's other suites and
 * the API suite's halves start, and each Node.js 24 half goes to whichever slot frees first, so the three slots
 * end close together whichever half the hash of the files' paths made longer (fixed lanes ended a minute apart).
 *
 * Then the browser pass, which waits on its pages' clocks for about half its time and alone left a core idle for
 * as long. The checks run beside it at the lowest priority and take what it leaves. They, and only they: they
 * have no time limits and start nothing that serves them at a normal priority, where server suites yielding the
 * same way missed their time limits and their PostgreSQL backends still competed with the pages
 * (docs/decisions.md, "The browser pass beside the others").
 */
const build: Phase = { slots: 1, passes: ["build"] }
const servers: Phase = { slots: 3, passes: ["node20", "api 1/2", "api 2/2", "node24 2/2", "node24 1/2"] }
const browserAndChecks: Phase = { slots: 3, passes: ["e2e", "lint", "typecheck"], foreground: "e2e" }
const everything: readonly Phase[] = [build, servers, browserAndChecks]
/** Names that stand for several passes: `tsx scripts/test.ts node24`. */
const groups: Record<string, Phase> = { api: { slots: 2, passes: ["api 1/2", "api 2/2"] }, node24: { slots: 2, passes: ["node24 1/2", "node24 2/2"] } }

interface Outcome {
  readonly pass: string
  readonly ok: boolean
  readonly seconds: number
  readonly suites: readonly SuiteTime[]
}

const timesDir = mkdtempSync(join(tmpdir(), "homestead-suite-times-"))

/** The passes running now, each the leader of its own process group. */
const running = new Set<ChildProcess>()
let stoppedBy: NodeJS.Signals | undefined
const stop = (signal: NodeJS.Signals) => {
  stoppedBy ??= signal
  for (const child of running) {
    try {
      process.kill(-child.pid!, signal)
    } catch {
      // that group has ended meanwhile
    }
  }
}
process.on("SIGINT", stop)
process.on("SIGTERM", stop)

/** The lowest priority, at which the checks run beside the browser pass. */
const YIELDING_NICE = 19

/**
 * Puts a pass's processes at `YIELDING_NICE`, the lowest priority: `nice` for the process and all it starts, and its session's
 * autogroup, since each pass is a session of its own and, where the kernel groups sessions (Linux's autogroup,
 * on by default), the groups share the processor by the group's nice value whatever their processes' is.
 * Where either is not there, the pass runs as it is.
 */
const yieldProcessor = (pid: number) => {
  try {
    setPriority(pid, YIELDING_NICE)
  } catch {
    // the pass has already ended
  }
  try {
    writeFileSync(`/proc/${pid}/autogroup`, String(YIELDING_NICE))
  } catch {
    // no autogroup on this system
  }
}

const run = (pass: Pass, yielding: boolean): Promise<Outcome> =>
  new Promise((done) => {
    const started = Date.now()
    const timesFile = join(timesDir, `${pass.name.replace(/\W+/g, "-")}.json`)
    const [command, ...args] = pass.command
    const child = spawn(command!, args, {
      cwd: root,
      env: { ...process.env, SUITE_TIMES_FILE: timesFile, ...(process.stdout.isTTY ? { FORCE_COLOR: "1" } : {}) },
      stdio: ["ignore", "pipe", "pipe"],
      // A group of its own, so a signal reaches the servers, databases and browsers it starts, too (see `stop`).
      detached: true,
    })
    if (yielding && child.pid !== undefined) yieldProcessor(child.pid)
    running.add(child)
    const prefix = `[${pass.name}] `
    createInterface({ input: child.stdout! }).on("line", (line) => process.stdout.write(prefix + line + "\n"))
    createInterface({ input: child.stderr! }).on("line", (line) => process.stderr.write(prefix + line + "\n"))
    child.on("close", (code) => {
      running.delete(child)
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
for (const name of chosen)
  if (!(name in passes) && !(name in groups)) throw new Error(`no pass called ${name} (${[...Object.keys(passes), ...Object.keys(groups)].join(", ")})`)
const phases: readonly Phase[] = chosen.length === 0 ? everything : chosen.map((name) => groups[name] ?? { slots: 1, passes: [name] })

const started = Date.now()
const outcomes: Outcome[] = []
const runPhase = async (phase: Phase) => {
  const waiting = [...phase.passes]
  const slot = async () => {
    for (let name = waiting.shift(); name !== undefined && !stoppedBy; name = waiting.shift())
      outcomes.push(await run(passes[name]!, phase.foreground !== undefined && name !== phase.foreground))
  }
  await Promise.all(Array.from({ length: phase.slots }, slot))
}
for (const phase of phases) {
  await runPhase(phase)
  // A failed build stops the run; a failed suite does not stop the others.
  if (stoppedBy || (phase === build && !outcomes.every((o) => o.ok))) break
}
rmSync(timesDir, { recursive: true, force: true })

const order = Object.keys(passes)
outcomes.sort((a, b) => order.indexOf(a.pass) - order.indexOf(b.pass))
console.log("")
for (const outcome of outcomes) {
  const title = `${outcome.pass}: ${outcome.seconds.toFixed(0)} s${outcome.ok ? "" : ", FAILED"}`
  console.log(outcome.suites.length > 0 ? formatSuiteTimes(title, outcome.suites) : title)
}
if (stoppedBy) console.log(`\nStopped by ${stoppedBy}.`)
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
process.exit(!stoppedBy && outcomes.every((o) => o.ok) ? 0 : 1)
