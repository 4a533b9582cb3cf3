// A cold start's figure: `npm run bench:start` (after `npm run build`). Each way of starting the
// server is started again and again over the same data folder (a second start: the tables and
// the demo homestead are there) and timed from spawning the command to the first 200 of `/`,
// then stopped with SIGTERM. The ways take turns, round after round, so the machine's load falls
// on each alike; compare them within one run. No test asserts on these times.
//   BENCH_ROUNDS (default 7) rounds.
import { type ChildProcess, spawn } from "node:child_process"
import { existsSync } from "node:fs"
import { mkdtemp, rm } from "node:fs/promises"
import { createServer } from "node:net"
import { loadavg, tmpdir } from "node:os"
import { join } from "node:path"

import { buildIsCurrent, ROOT, SERVER_ENTRY } from "../scripts/build-stamp.js"
import { ascending, percentile } from "./percentiles.ts"

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7)
/** Long enough for any start on a loaded machine; a start that takes longer is a failure. */
const GIVE_UP_MS = 180_000

interface Way {
  readonly name: string
  readonly command: readonly string[]
}

const ways: readonly Way[] = [
  { name: "npm start (build current)", command: ["npm", "start"] },
  { name: "npm run serve", command: ["npm", "run", "serve"] },
  { name: "node dist/server/main.js", command: [process.execPath, "dist/server/main.js"] },
  { name: "tsx api/main.ts (before: serve)", command: [process.execPath, "--import", "tsx", "api/main.ts"] },
]

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

const firstPage = async (port: number, child: ChildProcess): Promise<void> => {
  const deadline = Date.now() + GIVE_UP_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode} before answering`)
    const status = await fetch(`http://127.0.0.1:${port}/`).then(
      (response) => response.status,
      () => 0,
    )
    if (status === 200) return
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`no page within ${GIVE_UP_MS / 1000} s`)
}

/**
 * Milliseconds from spawning `way` to its first page; undefined for `npm start` when the sources
 * changed since the build (it would build first, which is not what this times).
 */
const timeStart = async (way: Way, env: NodeJS.ProcessEnv): Promise<number | undefined> => {
  if (way.command.includes("start") && !buildIsCurrent()) return undefined
  const port = await freePort()
  const [file, ...args] = way.command
  const started = performance.now()
  const child = spawn(file!, args, { cwd: ROOT, env: { ...env, PORT: String(port) }, stdio: ["ignore", "ignore", "pipe"] })
  let errors = ""
  child.stderr!.on("data", (chunk: Buffer) => (errors += chunk.toString()))
  const exited = new Promise((resolve) => child.on("exit", resolve))
  try {
    await firstPage(port, child)
  } catch (error) {
    child.kill("SIGTERM")
    throw new Error(`${way.name}: ${(error as Error).message}\n${errors}`, { cause: error })
  }
  const ms = performance.now() - started
  child.kill("SIGTERM")
  await exited
  return errors.includes("building first") ? undefined : ms
}

if (!existsSync(SERVER_ENTRY)) throw new Error("No built server: run `npm run build` first")
if (!buildIsCurrent()) throw new Error("The sources changed since the last build: run `npm run build` first")

const dataDir = await mkdtemp(join(tmpdir(), "homestead-bench-start-"))
// JSON logs at warn: what a service manager would collect, without a line per request.
const env = { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, LOG_FORMAT: "json", LOG_LEVEL: "warn" }
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")
try {
  console.log(`Node.js ${process.versions.node}, load average ${load()} at the start`)
  // The first start creates the tables, the accounts and the demo homestead; the timed ones find them.
  const first = await timeStart(ways[2]!, env)
  console.log(`first start on an empty data folder (node dist/server/main.js): ${(first! / 1000).toFixed(2)} s`)

  const times = new Map<string, number[]>(ways.map((way) => [way.name, []]))
  let rebuilt = 0
  for (let round = 0; round < ROUNDS; round++) {
    // A different way first each round, so none always follows the same one.
    for (let i = 0; i < ways.length; i++) {
      const way = ways[(round + i) % ways.length]!
      const ms = await timeStart(way, env)
      if (ms === undefined) rebuilt++
      else times.get(way.name)!.push(ms)
    }
  }
  console.log(
    `\n${ROUNDS} rounds, load average ${load()} at the end${rebuilt ? `; ${rebuilt} npm start turns left out (the sources changed since the build)` : ""}`,
  )
  console.log("start to first page (s)            median    min    max")
  for (const [name, values] of times) {
    if (values.length === 0) continue
    const sorted = ascending(values)
    const s = (ms: number) => (ms / 1000).toFixed(2).padStart(6)
    console.log(`${name.padEnd(34)} ${s(percentile(sorted, 50))} ${s(sorted[0]!)} ${s(sorted.at(-1)!)}`)
  }
} finally {
  await rm(dataDir, { recursive: true, force: true })
}
