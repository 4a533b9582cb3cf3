// Live game at scale: `npm run bench:live`. The server runs as its own process (PGlite in
// a temp DATA_DIR, the fake AI provider, logging at debug level); the players' socket.io
// clients are spread over player processes (bench/live-players.ts, LIVE_BENCH_WORKERS of
// them, by default enough that each holds at most 250 players, at most 4), so that the
// client side is not what is measured. This process registers the players, forms the groups
// over HTTP, and drives the player processes step by step over IPC. Stops by itself (hard
// limit below); prints a table and writes nothing.
//
// Each figure comes twice: end to end (from the moment a step was decided to every client
// holding its update, arrival times taken in the player processes on the machine's wall
// clock) and on the server alone (its "Live update sent" debug line: from the fact's
// decision to the update handed to every socket).
//
// Scenarios (LIVE_BENCH_MODE: whole, question, both — the default —, evening, pin, or all):
// - whole: 100, 500 and 1000 players (LIVE_BENCH_SIZES), each size in one live game: join,
//   topics, ready, start, everyone but one completes, then the clock runs from the last
//   completion leaving its player process to each client holding game_completed. Also the
//   update's size, the server's CPU time per player and its RSS growth per connected player,
//   and the time to form the group: every player redeems an invite key, 50 at once (a crowd
//   joining together; the owner adds keys 50 at a time as they are used).
// - question: at the largest size (or LIVE_BENCH_QUESTION_SIZES), LIVE_BENCH_QUESTIONS
//   questions (3), every player answering each; the clock runs from the server's reveal of
//   each question (nextAt − LIVE_LEADERBOARD_SECONDS) to each client holding question_revealed.
// - evening (bench/live-evening.ts): LIVE_BENCH_EVENING_GAMES games (100) of
//   LIVE_BENCH_EVENING_PLAYERS players (10) at once, each playing two whole-quiz rounds while
//   visitors read public pages at a steady rate: one with the players making their moves over
//   LIVE_BENCH_EVENING_SPREAD_S seconds (10), one with all of them in the same instant;
//   per-game fan-out, page reads and the server's longest event-loop delay (from its metrics).
// - pin: a quiz night: a signed-in host opens a game for anyone with the PIN and
//   LIVE_BENCH_PIN_SIZES guests (2000) join it from this machine with nicknames, no accounts;
//   a round of LIVE_BENCH_QUESTIONS questions is then measured as the question scenario is.
// LIVE_QUESTION_SECONDS / LIVE_LEADERBOARD_SECONDS set the server's pace (30 / 2).
// LIVE_BENCH_DATABASE=postgres stores the server's data on the test PostgreSQL server (a schema of
// its own, dropped afterwards) instead of the embedded PGlite.
// BENCH_SERVER_NODE_ARGS, split at spaces, are given to the server's Node as flags (e.g. to profile it).
//
// It plays on each HTTP transport that runs here (uWebSockets.js, node:http), one after the
// other (this file runs itself once per transport, LIVE_BENCH_TRANSPORT set), and prints
// the figures side by side.
import { readFileSync } from "node:fs"
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { performance } from "node:perf_hooks"

import { ClientEvent } from "#schemas/socket/protocol.ts"
import { spawnNode } from "#test/api/live-nodes.ts"
import { rightOption, wrongOption } from "#test/api/live-question-support.ts"
import { answersFor, groupOf, type Player, signUp } from "#test/api/live-support.ts"
import { freshPostgresUrl } from "#test/support/databases.ts"
import { startFakeOpenAI } from "#test/support/fake-openai.ts"

import { EVENING_PLAYERS_TOTAL, playEvening } from "./live-evening.ts"
import type { Call, Sent } from "./live-messages.ts"
import { defaultWorkers, startPlayerPool } from "./live-pool.ts"
import { readServerLog, type SentUpdate } from "./live-server-log.ts"
import { ascending, percentile, spread } from "./percentiles.ts"
import { processCpuMs } from "./process-cpu.ts"

const SIZES = (process.env.LIVE_BENCH_SIZES ?? "100,500,1000").split(",").map(Number)
const TRANSPORT = process.env.LIVE_BENCH_TRANSPORT
const MODE = process.env.LIVE_BENCH_MODE ?? "both"
const MODES: Record<string, readonly string[]> = {
  whole: ["whole"],
  question: ["question"],
  both: ["whole", "question"],
  evening: ["evening"],
  pin: ["pin"],
  all: ["whole", "question", "evening", "pin"],
}
const scenarios = MODES[MODE]
if (!scenarios) throw new Error(`LIVE_BENCH_MODE is ${Object.keys(MODES).join(", ")}, not ${MODE}`)
const QUESTION_SIZES = (process.env.LIVE_BENCH_QUESTION_SIZES ?? String(Math.max(...SIZES))).split(",").map(Number)
const PIN_SIZES = (process.env.LIVE_BENCH_PIN_SIZES ?? "2000").split(",").map(Number)
const QUESTIONS = Number(process.env.LIVE_BENCH_QUESTIONS ?? "3")
const QUESTION_SECONDS = process.env.LIVE_QUESTION_SECONDS ?? "30"
const LEADERBOARD_SECONDS = process.env.LIVE_LEADERBOARD_SECONDS ?? "2"

if (TRANSPORT === undefined) {
  // One run per transport, side by side.
  const { availableTransports } = await import("#test/support/transports.ts")
  const { spawn } = await import("node:child_process")
  const results = new Map<string, [string, string][]>()
  for (const transport of availableTransports()) {
    console.error(`— on ${transport} —`)
    const child = spawn(process.execPath, ["--import", "tsx", import.meta.filename], {
      env: { ...process.env, LIVE_BENCH_TRANSPORT: transport },
      stdio: ["ignore", "pipe", "inherit"],
    })
    let out = ""
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()))
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve))
    const line = out.split("\n").find((l) => l.startsWith("ROWS "))
    if (code !== 0 || !line) {
      console.error(`bench:live on ${transport} failed (exit ${code})`)
      process.exit(1)
    }
    results.set(transport, JSON.parse(line.slice(5)))
  }
  const transports = [...results.keys()]
  const names = results.get(transports[0]!)!.map(([name]) => name)
  const width = Math.max(...names.map((n) => n.length))
  console.log(`${"figure".padEnd(width)}  ${transports.map((t) => t.padStart(18)).join("  ")}`)
  for (const [i, name] of names.entries())
    console.log(`${name.padEnd(width)}  ${transports.map((t) => (results.get(t)![i]?.[1] ?? "").padStart(18)).join("  ")}`)
  process.exit(0)
}
const HARD_LIMIT_MS = 40 * 60_000
const METRICS_TOKEN = "bench-live-metrics"

/** Registered players needed (a PIN game's guests register nothing; its host is the first player). */
const largest = Math.max(
  1,
  ...(scenarios.includes("whole") ? SIZES : []),
  ...(scenarios.includes("question") ? QUESTION_SIZES : []),
  ...(scenarios.includes("evening") ? [EVENING_PLAYERS_TOTAL] : []),
)
const mostClients = Math.max(largest, ...(scenarios.includes("pin") ? PIN_SIZES.map((n) => n + 1) : []))
/** Players redeeming their invite keys at once while a group forms. */
const JOINS_AT_ONCE = 50
const WORKERS = Number(process.env.LIVE_BENCH_WORKERS ?? defaultWorkers(mostClients))

// A signal while the server starts is acted on once it has (below), so it is not left running.
let interrupted = false
const noteInterrupt = () => (interrupted = true)
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, noteInterrupt)

const fake = await startFakeOpenAI()
const dataDir = await mkdtemp(join(tmpdir(), "homestead-bench-live-"))
const postgres = process.env.LIVE_BENCH_DATABASE === "postgres" ? await freshPostgresUrl() : undefined
const node = await spawnNode(
  {
    OWNER_PASSWORD: "owner-password-1",
    QUIZ_ADMIN_PASSWORD: "admin-password-1",
    DATA_DIR: dataDir,
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    AI_BASE_URL: `${fake.url}/v1`,
    AI_API_KEY: "sk-fake",
    AI_MODEL_BASIC: "fake-basic",
    HTTP_TRANSPORT: TRANSPORT,
    LIVE_QUESTION_SECONDS: QUESTION_SECONDS,
    LIVE_LEADERBOARD_SECONDS: LEADERBOARD_SECONDS,
    // The evening reads the server's event-loop delay from its metrics.
    METRICS_TOKEN,
    // Each step's "Live update sent" line is read from its log.
    LOG_LEVEL: "debug",
    LOG_FORMAT: "json",
    // The evening's readers read a demo homestead's pages.
    HOMESTEAD_SEED: scenarios.includes("evening") ? "on" : "off",
    // A PIN game's guests all come from this machine's one address.
    GUEST_PLAYERS_PER_HOUR: "1000000",
  },
  // E.g. "--cpu-prof --cpu-prof-dir=<folder>" to profile the server over the run.
  (process.env.BENCH_SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean),
)
const pid = node.child.pid!
const serverLog = readServerLog(node.child.stdout!)
// What the server says outside its log (a crash) is shown as it comes.
node.child.stderr?.on("data", (chunk: Buffer) => process.stderr.write(`[server] ${chunk}`))
const pool = startPlayerPool(WORKERS)

let finishing: Promise<never> | undefined
/** Stops everything once; what fails after that (a request cut off by the server's end) is not news. */
const finish = (code: number): Promise<never> =>
  (finishing ??= (async () => {
    pool.stop()
    // Stopped, not killed, so a profile asked for through BENCH_SERVER_NODE_ARGS is written.
    await node.stop()
    await fake.close()
    await rm(dataDir, { recursive: true, force: true })
    await postgres?.drop()
    return process.exit(code)
  })())
const failed = (error: unknown) => {
  if (finishing) return finishing
  console.error("bench:live failed:", error)
  return finish(1)
}
setTimeout(() => {
  console.error(`bench:live: still running after ${HARD_LIMIT_MS / 60_000} minutes; stopping`)
  void finish(1)
}, HARD_LIMIT_MS).unref()
// Interrupted: the server and the player processes go too.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.off(signal, noteInterrupt)
  process.once(signal, () => void finish(1))
}
if (interrupted) await finish(1)
process.on("unhandledRejection", (error) => void failed(error))

/** Server CPU time (user + system) in ms, from /proc. */
const cpuMs = (): number => processCpuMs(pid)
/** The server's longest event-loop delay since the last scrape (prom-client resets it at each), in ms. */
const loopDelayMaxMs = async (): Promise<number> => {
  const text = await (await fetch(`${node.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text()
  const line = text.split("\n").find((l) => l.startsWith("homestead_nodejs_eventloop_lag_max_seconds "))
  if (!line) throw new Error("the server's metrics have no event-loop delay")
  return Number(line.split(" ")[1]) * 1000
}
const rssMiB = (): number => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024

/** Runs `work` over items, `width` at a time. */
const inParallel = async <T, R>(items: readonly T[], width: number, work: (item: T, i: number) => Promise<R>): Promise<R[]> => {
  const results: R[] = new Array(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const i = next++
        results[i] = await work(items[i]!, i)
      }
    }),
  )
  return results
}

/** Sends the calls from the player processes; any refusal fails the run. */
const acked = async (what: string, calls: readonly Call[]): Promise<Sent[]> => {
  const sent = await pool.emit(calls)
  const refused = sent.find((s) => !s.ack?.success)
  if (refused) throw new Error(`${what} refused: ${JSON.stringify(refused.ack)}`)
  return sent
}
const each = (team: readonly Player[], event: Call["event"], args: (i: number) => unknown[]): Call[] =>
  team.map((p, i) => ({ username: p.username, event, args: args(i) }))
const namesOf = (team: readonly Player[]) => team.map((p) => p.username)

/** The server's "Live update sent" lines after `from` that match, once `count` of them are in (its log is written asynchronously). */
const serverSent = async (from: number, match: (s: SentUpdate) => boolean, count = 1): Promise<SentUpdate[]> => {
  const started = Date.now()
  for (;;) {
    const found = serverLog.sent.slice(from).filter(match)
    if (found.length >= count || Date.now() - started > 10_000) return found
    await new Promise((r) => setTimeout(r, 20))
  }
}

console.error(`Registering ${largest} players; ${WORKERS} player process(es)…`)
const players: Player[] = await inParallel(
  Array.from({ length: largest }, (_, i) => `bench_${String(i).padStart(4, "0")}`),
  16,
  (name) => signUp(node, name),
)

const rows: [string, string][] = []
const show = (added: number) => {
  for (const row of rows.slice(-added)) console.log(`${row[0]}: ${row[1]}`)
}

/** A group of `size` players, each connected, in the live game, with a topic; with the server's RSS growth per connected player. */
const gatherGame = async (size: number, name: string, topic: Record<string, unknown> = {}) => {
  const team = players.slice(0, size)
  console.error(`${size} players: group…`)
  const formingStarted = performance.now()
  const group = await groupOf(node, team[0]!, team.slice(1), name, JOINS_AT_ONCE)
  const formingMs = performance.now() - formingStarted
  const rssBefore = rssMiB()
  const cpuBefore = cpuMs()
  console.error(`${size} players: connecting…`)
  await pool.connect(node.url, team)
  console.error(`${size} players: joining…`)
  await acked(
    "a join",
    each(team, ClientEvent.joinLiveGame, () => [{ groupId: group.id }]),
  )
  const perPlayerKiB = ((rssMiB() - rssBefore) * 1024) / size
  console.error(`${size} players: topics…`)
  await acked(
    "a topic",
    each(team, ClientEvent.addQuizParams, (i) => [{ newQuizParams: { topic: `Topic ${i}`, level: "elementary", ...topic } }]),
  )
  return { team, group, formingMs, perPlayerKiB, cpuBefore }
}

const playGame = async (size: number) => {
  const { team, group, formingMs, perPlayerKiB, cpuBefore } = await gatherGame(size, `Bench ${size}`)
  await acked(
    "a readiness",
    each(team, ClientEvent.playerReady, () => [{ isReady: true }]),
  )
  console.error(`${size} players: playing…`)
  await acked("the start", [{ username: team[0]!.username, event: ClientEvent.startLiveGame, args: [] }])
  const received = await pool.wait(namesOf(team), { type: "quiz_received" })
  console.error(`${size} players: answering…`)
  const answers = answersFor(received.sample.currQuiz, 3)
  await acked(
    "a completion",
    each(team.slice(0, -1), ClientEvent.playerCompleted, () => [{ answers }]),
  )
  // Let the updates of those completions reach everyone before the clock starts.
  await new Promise((r) => setTimeout(r, 1000))
  const mark = serverLog.sent.length
  const [last] = await acked(
    "the last completion",
    each(team.slice(-1), ClientEvent.playerCompleted, () => [{ answers }]),
  )
  const completed = await pool.wait(namesOf(team), { type: "game_completed" }, { timeoutMs: 60_000 })
  const cpu = cpuMs() - cpuBefore
  const arrivals = ascending(completed.arrivals.map((t) => t - last!.sentAt))
  const [server] = await serverSent(mark, (s) => s.groupId === group.id && s.update === "game_completed")
  rows.push(
    [`${size} players: last completion → first client holds game_completed (ms)`, arrivals[0]!.toFixed(1)],
    [`${size} players: last completion → all hold game_completed p50 (ms)`, percentile(arrivals, 50).toFixed(1)],
    [`${size} players: … p95 (ms, target < 100)`, percentile(arrivals, 95).toFixed(1)],
    [`${size} players: … p99 (ms)`, percentile(arrivals, 99).toFixed(1)],
    [`${size} players: server, decided → handed to every socket (ms)`, server ? `${server.delayMs} (${server.sockets} sockets)` : "no line"],
    [`${size} players: game_completed size (KB)`, (Buffer.byteLength(JSON.stringify(completed.sample)) / 1024).toFixed(1)],
    [`${size} players: server CPU per player over the game (ms)`, (cpu / size).toFixed(2)],
    [`${size} players: server memory per connected player (KiB)`, perPlayerKiB.toFixed(1)],
    [`${size} players: server RSS after the game (MiB)`, rssMiB().toFixed(0)],
    [`${size} players: forming the group through invite keys (s)`, (formingMs / 1000).toFixed(1)],
  )
  show(10)
  await pool.close()
}

/**
 * One question-by-question round: every player answers every question (half right), and the
 * clock runs from the server's reveal to each client holding question_revealed.
 *
 * The server's reveal time is the QuestionRevealed fact's own `at`: the update does not carry
 * it, but carries `nextAt`, which the server sets to exactly `at` + the leaderboard's seconds
 * (engine/live-game/decide.ts), so `at` = `nextAt` − LIVE_LEADERBOARD_SECONDS. That is the
 * moment the server decided the reveal (the last answer in, or time up), so the figure
 * includes storing the fact, folding it and the broadcast, as the whole-quiz figure includes
 * them after the last completion. All processes read the same machine's wall clock; arrivals
 * are taken with sub-millisecond precision, the server's time is to the millisecond.
 */
const playByQuestion = async (size: number) => {
  const { team, group, formingMs } = await gatherGame(size, `Bench by question ${size}`, { number: QUESTIONS })
  await acked("the mode", [{ username: team[0]!.username, event: ClientEvent.chooseMode, args: [{ mode: "question" }] }])
  await acked(
    "a readiness",
    each(team, ClientEvent.playerReady, () => [{ isReady: true }]),
  )
  console.error(`${size} players by question: playing…`)
  await acked("the start", [{ username: team[0]!.username, event: ClientEvent.startLiveGame, args: [] }])
  const figures = await questionFigures(`${size} players by question`, team, group.id)
  rows.push(...figures, [`${size} players by question: forming the group (s)`, (formingMs / 1000).toFixed(1)])
  show(figures.length + 1)
  await pool.close()
}

/**
 * The questions of a round just started, every one of `team` answering each (half right): the
 * clock runs from the server's reveal to each of them holding question_revealed.
 *
 * The server's reveal time is the QuestionRevealed fact's own `at`: the update does not carry
 * it, but carries `nextAt`, which the server sets to exactly `at` + the leaderboard's seconds
 * (engine/live-game/decide.ts), so `at` = `nextAt` − LIVE_LEADERBOARD_SECONDS. That is the
 * moment the server decided the reveal (the last answer in, or time up), so the figure
 * includes storing the fact, folding it and the broadcast, as the whole-quiz figure includes
 * them after the last completion. All processes read the same machine's wall clock; arrivals
 * are taken with sub-millisecond precision, the server's time is to the millisecond.
 */
const questionFigures = async (label: string, team: readonly Player[], groupId: string): Promise<[string, string][]> => {
  const names = namesOf(team)
  const leaderboardMs = Number(LEADERBOARD_SECONDS) * 1000
  const latencies: number[] = []
  const firsts: number[] = []
  const serverDelays: number[] = []
  const reasons = { all_answered: 0, timed_out: 0 }
  let bytes = 0
  let count = 1
  for (let index = 0; index < count; index++) {
    const opened = await pool.wait(names, { type: "question_opened", index })
    count = opened.sample.byQuestion.count
    const question = opened.sample.byQuestion.question
    const mark = serverLog.sent.length
    await acked(
      "an answer",
      each(team, ClientEvent.answerQuestion, (i) => [{ index, option: i % 2 === 0 ? rightOption(question) : wrongOption(question) }]),
    )
    const revealed = await pool.wait(names, { type: "question_revealed", index })
    const reveal = revealed.sample.byQuestion.reveal
    const revealAt = Date.parse(reveal.nextAt) - leaderboardMs
    reasons[reveal.reason as keyof typeof reasons]++
    bytes = Math.max(bytes, Buffer.byteLength(JSON.stringify(revealed.sample)))
    const mine = ascending(revealed.arrivals.map((t) => t - revealAt))
    const [server] = await serverSent(mark, (s) => s.groupId === groupId && s.update === "question_revealed")
    if (server) serverDelays.push(server.delayMs)
    console.error(
      `${label}: question ${index + 1}/${count}: reveal → first client ${mine[0]!.toFixed(1)}, all hold it p50 ${percentile(mine, 50).toFixed(1)} / p95 ${percentile(mine, 95).toFixed(1)} / max ${mine.at(-1)!.toFixed(1)} ms; server ${server?.delayMs ?? "?"} ms`,
    )
    latencies.push(...mine)
    firsts.push(mine[0]!)
  }
  await pool.wait(names, { type: "game_completed" })
  const sorted = ascending(latencies)
  return [
    [`${label}: reveal → first client holds it, median over questions (ms)`, percentile(ascending(firsts), 50).toFixed(1)],
    [`${label}: reveal → all hold it p50 (ms)`, percentile(sorted, 50).toFixed(1)],
    [`${label}: … p95 (ms, target < 100)`, percentile(sorted, 95).toFixed(1)],
    [`${label}: … max (ms)`, sorted.at(-1)!.toFixed(1)],
    [`${label}: server, decided → handed to every socket p50 / p95 / max (ms)`, serverDelays.length > 0 ? spread(serverDelays) : "no line"],
    [`${label}: questions × clients measured`, `${count}×${team.length}`],
    [`${label}: reveals all answered / timed out`, `${reasons.all_answered}/${reasons.timed_out}`],
    [`${label}: question_revealed size (KB)`, (bytes / 1024).toFixed(1)],
  ]
}

/**
 * A quiz night: a signed-in host opens a game for anyone with the PIN, `size` guests (no
 * accounts) join it with nicknames, and the host starts a round on a topic, played question by
 * question like the group's, measured the same way over the guests.
 */
const playPinGame = async (size: number) => {
  const host = players[0]!
  console.error(`${size} guests: the host opens a PIN game…`)
  await pool.connect(node.url, [host])
  const [opened] = await acked("the opening", [{ username: host.username, event: ClientEvent.openPinGame, args: [{}] }])
  const pin = String(opened!.ack.pin)
  // Guests are players without a token (bench/live-players.ts connects them as guests).
  const guests = Array.from({ length: size }, (_, i) => ({ username: `guest_${String(i).padStart(4, "0")}`, id: "", token: "", headers: {} }) as Player)
  console.error(`${size} guests: connecting…`)
  const joiningStarted = performance.now()
  await pool.connect(node.url, guests)
  console.error(`${size} guests: joining with the PIN…`)
  await acked(
    "a join",
    each(guests, ClientEvent.joinPinGame, (i) => [{ pin, nickname: `Guest ${i}` }]),
  )
  const joiningMs = performance.now() - joiningStarted
  await acked("the topic", [
    { username: host.username, event: ClientEvent.addQuizParams, args: [{ newQuizParams: { topic: "Bench night", level: "elementary", number: QUESTIONS } }] },
  ])
  console.error(`${size} guests: playing…`)
  await acked("the start", [{ username: host.username, event: ClientEvent.startLiveGame, args: [{}] }])
  const figures = await questionFigures(`${size} guests by PIN`, guests, `pin-${pin}`)
  rows.push(...figures, [`${size} guests by PIN: connecting and joining with the PIN (s)`, (joiningMs / 1000).toFixed(1)])
  show(figures.length + 1)
  await pool.close()
}

try {
  // The whole-quiz figures first, each size's question-mode figures after its own, the evening last.
  const whole = scenarios.includes("whole") ? SIZES : []
  const byQuestion = scenarios.includes("question") ? QUESTION_SIZES : []
  for (const size of ascending([...new Set([...whole, ...byQuestion])])) {
    if (whole.includes(size)) await playGame(size)
    if (byQuestion.includes(size)) await playByQuestion(size)
  }
  if (scenarios.includes("pin")) for (const size of PIN_SIZES) await playPinGame(size)
  if (scenarios.includes("evening")) {
    const evening = await playEvening({ node, pool, players, serverLog, cpuMs, acked, each, namesOf, serverSent, inParallel, loopDelayMaxMs })
    rows.push(...evening)
    show(evening.length)
  }
} catch (error) {
  await failed(error)
}

const width = Math.max(...rows.map(([name]) => name.length))
console.log(`${"figure".padEnd(width)}  ${"value".padStart(18)}`)
for (const [name, value] of rows) console.log(`${name.padEnd(width)}  ${value.padStart(18)}`)
// For the run that started this one (side by side across transports).
console.log(`ROWS ${JSON.stringify(rows)}`)
await finish(0)
