// Live game at scale: `npm run bench:live`. The server runs as its own process (PGlite in
// a temp DATA_DIR, the fake AI provider); this process plays 100, 500 and 1000 socket.io
// players in one live game each. Figures: from the last player's completion to every
// client holding game_completed (p50, p95, p99), the size of that update, and the
// server's CPU time and memory growth per player over the game. Stops by itself (hard
// limit below); prints a table and writes nothing.
//
// It plays on each HTTP transport that runs here (uWebSockets.js, node:http), one after the
// other (this file runs itself once per transport, LIVE_BENCH_TRANSPORT set), and prints
// the figures side by side.
//
// Question by question: at the largest size (or LIVE_BENCH_QUESTION_SIZES), a second game in
// that mode, LIVE_BENCH_QUESTIONS questions (3), every player answering each one. Figures: from
// the server's reveal of each question to every client holding question_revealed (p50, p95,
// max over all questions and clients). LIVE_BENCH_MODE=whole|question|both (both) picks the
// scenarios; LIVE_QUESTION_SECONDS / LIVE_LEADERBOARD_SECONDS set the server's pace (30 / 2).
import { readFileSync } from "node:fs"
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { performance } from "node:perf_hooks"

import { watchLoopStalls } from "#api/server/loop-stalls.ts"
import { ClientEvent, type ClientEventName, ServerEvent } from "#schemas/socket/protocol.ts"
import { spawnNode } from "#test/api/live-nodes.ts"
import { rightOption, wrongOption } from "#test/api/live-question-support.ts"
import { answersFor, groupOf, type LiveClient, liveClient, nextUpdate, type Player, signUp } from "#test/api/live-support.ts"
import { startFakeOpenAI } from "#test/support/fake-openai.ts"

const SIZES = (process.env.LIVE_BENCH_SIZES ?? "100,500,1000").split(",").map(Number)
const TRANSPORT = process.env.LIVE_BENCH_TRANSPORT
const MODE = process.env.LIVE_BENCH_MODE ?? "both"
if (!["whole", "question", "both"].includes(MODE)) throw new Error(`LIVE_BENCH_MODE is whole, question or both, not ${MODE}`)
const QUESTION_SIZES = (process.env.LIVE_BENCH_QUESTION_SIZES ?? String(Math.max(...SIZES))).split(",").map(Number)
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
  console.log(`${"figure".padEnd(width)}  ${transports.map((t) => t.padStart(10)).join("  ")}`)
  for (const [i, name] of names.entries())
    console.log(`${name.padEnd(width)}  ${transports.map((t) => (results.get(t)![i]?.[1] ?? "").padStart(10)).join("  ")}`)
  process.exit(0)
}
const HARD_LIMIT_MS = 40 * 60_000
const CLK_TCK = 100

const fake = await startFakeOpenAI()
const dataDir = await mkdtemp(join(tmpdir(), "homestead-bench-live-"))
const node = await spawnNode({
  OWNER_PASSWORD: "owner-password-1",
  QUIZ_ADMIN_PASSWORD: "admin-password-1",
  DATA_DIR: dataDir,
  AI_BASE_URL: `${fake.url}/v1`,
  AI_API_KEY: "sk-fake",
  AI_MODEL_BASIC: "fake-basic",
  HTTP_TRANSPORT: TRANSPORT,
  LIVE_QUESTION_SECONDS: QUESTION_SECONDS,
  LIVE_LEADERBOARD_SECONDS: LEADERBOARD_SECONDS,
})
const pid = node.child.pid!
// This process plays every player: when it stalls, its figures are its own, not the server's.
watchLoopStalls((ms) => console.error(`[players] this process was unresponsive for ${Math.round(ms)} ms`))
// The server's own complaints (errors, warnings) are shown as they come.
node.child.stderr?.on("data", (chunk: Buffer) => process.stderr.write(`[server] ${chunk}`))

let closing = false
const finish = async (code: number) => {
  closing = true
  await node.kill()
  await fake.close()
  await rm(dataDir, { recursive: true, force: true })
  process.exit(code)
}
setTimeout(() => {
  console.error(`bench:live: still running after ${HARD_LIMIT_MS / 60_000} minutes; stopping`)
  void finish(1)
}, HARD_LIMIT_MS).unref()

/** Server CPU time (user + system) in ms, from /proc. */
const cpuMs = (): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLK_TCK
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

/** Acks may queue behind a thousand others here, so they get longer than in the tests. */
const ask = (c: LiveClient, event: ClientEventName, ...args: unknown[]): Promise<any> => c.socket.timeout(120_000).emitWithAck(event, ...args)

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

process.on("unhandledRejection", (error) => {
  console.error("bench:live failed:", error)
  void finish(1)
})

const largest = Math.max(...(MODE === "question" ? QUESTION_SIZES : MODE === "whole" ? SIZES : [...SIZES, ...QUESTION_SIZES]))
console.error(`Registering ${largest} players…`)
const players: Player[] = await inParallel(
  Array.from({ length: largest }, (_, i) => `bench_${String(i).padStart(4, "0")}`),
  16,
  (name) => signUp(node, name),
)

const rows: [string, string][] = []
/** A group of `size` players, each connected, in the live game, with a topic. */
const gatherGame = async (size: number, name: string) => {
  const team = players.slice(0, size)
  console.error(`${size} players: group…`)
  const formingStarted = performance.now()
  const group = await groupOf(node, team[0]!, team.slice(1), name)
  const formingMs = performance.now() - formingStarted
  console.error(`${size} players: connecting…`)
  const clients: LiveClient[] = await inParallel(team, 50, (p) => liveClient(node.url, p, { keep: (u) => u.type !== "update_group" }))
  for (const c of clients) c.socket.once("disconnect", (reason) => closing || console.error(`${c.player.username} disconnected: ${reason}`))
  console.error(`${size} players: joining…`)
  await Promise.all(clients.map((c) => ask(c, ClientEvent.joinLiveGame, { groupId: group.id })))
  console.error(`${size} players: topics…`)
  await Promise.all(
    clients.map((c, i) => ask(c, ClientEvent.addQuizParams, { newQuizParams: { topic: `Topic ${i}`, level: "elementary", number: QUESTIONS } })),
  )
  return { clients, formingMs }
}

const closeAll = async (clients: readonly LiveClient[]) => {
  closing = true
  for (const c of clients) c.socket.close()
  await new Promise((r) => setTimeout(r, 1000))
  closing = false
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
 * them after the last completion. Both processes read the same machine's wall clock; arrivals
 * are taken with sub-millisecond precision, the server's time is to the millisecond.
 */
const playByQuestion = async (size: number) => {
  const { clients, formingMs } = await gatherGame(size, `Bench by question ${size}`)
  const chosen = await ask(clients[0]!, ClientEvent.chooseMode, { mode: "question" })
  if (!chosen.success) throw new Error(`mode refused: ${chosen.message}`)
  await Promise.all(clients.map((c) => ask(c, ClientEvent.playerReady, { isReady: true })))
  console.error(`${size} players by question: playing…`)
  const start = await ask(clients[0]!, ClientEvent.startLiveGame)
  if (!start.success) throw new Error(`start refused: ${start.message}`)
  const leaderboardMs = Number(LEADERBOARD_SECONDS) * 1000
  const wallNow = () => performance.timeOrigin + performance.now()
  const latencies: number[] = []
  const firsts: number[] = []
  const reasons = { all_answered: 0, timed_out: 0 }
  let bytes = 0
  let count = 1
  for (let index = 0; index < count; index++) {
    const opened = await nextUpdate(clients[0]!, (u) => u.type === "question_opened" && u.byQuestion.index === index, 0, 120_000)
    count = opened.byQuestion.count
    await Promise.all(clients.map((c) => nextUpdate(c, (u) => u.type === "question_opened" && u.byQuestion.index === index, 0, 120_000)))
    const arrivals: number[] = []
    let revealAt = 0
    const waits = clients.map(
      (c) =>
        new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`question ${index + 1} was not revealed within 120 s`)), 120_000)
          c.socket.once(ServerEvent.gameUpdate, function listen(update: any) {
            if (update.type !== "question_revealed" || update.byQuestion.index !== index) return c.socket.once(ServerEvent.gameUpdate, listen)
            arrivals.push(wallNow())
            if (revealAt === 0) {
              revealAt = Date.parse(update.byQuestion.reveal.nextAt) - leaderboardMs
              reasons[update.byQuestion.reveal.reason as keyof typeof reasons]++
              bytes = Math.max(bytes, Buffer.byteLength(JSON.stringify(update)))
            }
            clearTimeout(timer)
            resolve()
          })
        }),
    )
    const question = opened.byQuestion.question
    const acks = await Promise.all(
      clients.map((c, i) => ask(c, ClientEvent.answerQuestion, { index, option: i % 2 === 0 ? rightOption(question) : wrongOption(question) })),
    )
    if (acks.some((a) => !a.success)) throw new Error(`an answer was refused: ${JSON.stringify(acks.find((a) => !a.success))}`)
    await Promise.all(waits)
    const mine = arrivals.map((t) => t - revealAt).sort((x, y) => x - y)
    console.error(
      `${size} players by question: question ${index + 1}/${count}: reveal → first client ${mine[0]!.toFixed(1)}, all hold it p50 ${percentile(mine, 50).toFixed(1)} / p95 ${percentile(mine, 95).toFixed(1)} / max ${mine.at(-1)!.toFixed(1)} ms`,
    )
    latencies.push(...mine)
    firsts.push(mine[0]!)
  }
  await Promise.all(clients.map((c) => nextUpdate(c, (u) => u.type === "game_completed", 0, 120_000)))
  latencies.sort((x, y) => x - y)
  rows.push(
    [
      `${size} players by question: reveal → first client holds it, median over questions (ms)`,
      percentile(
        firsts.sort((x, y) => x - y),
        50,
      ).toFixed(1),
    ],
    [`${size} players by question: reveal → all hold it p50 (ms)`, percentile(latencies, 50).toFixed(1)],
    [`${size} players by question: … p95 (ms)`, percentile(latencies, 95).toFixed(1)],
    [`${size} players by question: … max (ms)`, latencies.at(-1)!.toFixed(1)],
    [`${size} players by question: questions × clients measured`, `${count}×${size}`],
    [`${size} players by question: reveals all answered / timed out`, `${reasons.all_answered}/${reasons.timed_out}`],
    [`${size} players by question: question_revealed size (KB)`, (bytes / 1024).toFixed(1)],
    [`${size} players by question: forming the group (s)`, (formingMs / 1000).toFixed(1)],
  )
  for (const row of rows.slice(-8)) console.log(`${row[0]}: ${row[1]}`)
  await closeAll(clients)
}

const playGame = async (size: number) => {
  const team = players.slice(0, size)
  console.error(`${size} players: group…`)
  const formingStarted = performance.now()
  const group = await groupOf(node, team[0]!, team.slice(1), `Bench ${size}`)
  const formingMs = performance.now() - formingStarted
  const rssBefore = rssMiB()
  const cpuBefore = cpuMs()
  console.error(`${size} players: connecting…`)
  // Clients keep only the steps of the game: a thousand players each holding every lobby update
  // would measure this process's garbage collector.
  const clients: LiveClient[] = await inParallel(team, 50, (p) => liveClient(node.url, p, { keep: (u) => u.type !== "update_group" }))
  // A dropped player spoils the figures: say why it happened.
  for (const c of clients) c.socket.once("disconnect", (reason) => closing || console.error(`${c.player.username} disconnected: ${reason}`))
  console.error(`${size} players: joining…`)
  await Promise.all(clients.map((c) => ask(c, ClientEvent.joinLiveGame, { groupId: group.id })))
  console.error(`${size} players: topics and readiness…`)
  await Promise.all(clients.map((c, i) => ask(c, ClientEvent.addQuizParams, { newQuizParams: { topic: `Topic ${i}`, level: "elementary" } })))
  await Promise.all(clients.map((c) => ask(c, ClientEvent.playerReady, { isReady: true })))
  console.error(`${size} players: playing…`)
  const start = await ask(clients[0]!, ClientEvent.startLiveGame)
  if (!start.success) throw new Error(`start refused: ${start.message}`)
  const received = await nextUpdate(clients[0]!, (u) => u.type === "quiz_received", 0, 60_000)
  await Promise.all(clients.map((c) => nextUpdate(c, (u) => u.type === "quiz_received", 0, 120_000)))
  console.error(`${size} players: answering…`)
  const answers = answersFor(received.currQuiz, 3)
  const lastOne = clients[size - 1]!
  const others = clients.slice(0, size - 1)
  const acks = await Promise.all(others.map((c) => ask(c, ClientEvent.playerCompleted, { answers })))
  if (acks.some((a) => !a.success)) throw new Error(`a completion was refused: ${JSON.stringify(acks.find((a) => !a.success))}`)
  // Let the updates of those completions reach everyone before the clock starts.
  await new Promise((r) => setTimeout(r, 1000))

  const arrivals: number[] = []
  let bytes = 0
  const t0 = performance.now()
  const waits = clients.map(
    (c) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("game_completed did not arrive within 60 s")), 60_000)
        c.socket.once(ServerEvent.gameUpdate, function listen(update: any) {
          if (update.type !== "game_completed") return c.socket.once(ServerEvent.gameUpdate, listen)
          arrivals.push(performance.now() - t0)
          if (bytes === 0) bytes = Buffer.byteLength(JSON.stringify(update))
          clearTimeout(timer)
          resolve()
        })
      }),
  )
  const lastAck = await ask(lastOne, ClientEvent.playerCompleted, { answers })
  if (!lastAck.success) throw new Error(`the last completion was refused: ${lastAck.message}`)
  await Promise.all(waits)
  const cpu = cpuMs() - cpuBefore
  const rss = rssMiB() - rssBefore
  arrivals.sort((x, y) => x - y)
  rows.push(
    [`${size} players: last completion → first client holds game_completed (ms)`, arrivals[0]!.toFixed(1)],
    [`${size} players: last completion → all hold game_completed p50 (ms)`, percentile(arrivals, 50).toFixed(1)],
    [`${size} players: … p95 (ms)`, percentile(arrivals, 95).toFixed(1)],
    [`${size} players: … p99 (ms)`, percentile(arrivals, 99).toFixed(1)],
    [`${size} players: game_completed size (KB)`, (bytes / 1024).toFixed(1)],
    [`${size} players: server CPU per player over the game (ms)`, (cpu / size).toFixed(2)],
    [`${size} players: server memory growth per player (KiB)`, ((rss * 1024) / size).toFixed(1)],
    [`${size} players: server RSS after the game (MiB)`, rssMiB().toFixed(0)],
    [`${size} players: forming the group through invite keys (s)`, (formingMs / 1000).toFixed(1)],
  )
  for (const row of rows.slice(-7)) console.log(`${row[0]}: ${row[1]}`)
  closing = true
  for (const c of clients) c.socket.close()
  await new Promise((r) => setTimeout(r, 1000))
  closing = false
}

try {
  // The whole-quiz figures first, each size's question-mode figures after its own.
  const sizes = [...new Set([...(MODE === "question" ? [] : SIZES), ...(MODE === "whole" ? [] : QUESTION_SIZES)])].sort((a, b) => a - b)
  for (const size of sizes) {
    if (MODE !== "question" && SIZES.includes(size)) await playGame(size)
    if (MODE !== "whole" && QUESTION_SIZES.includes(size)) await playByQuestion(size)
  }
} catch (error) {
  console.error("bench:live failed:", error)
  await finish(1)
}

const width = Math.max(...rows.map(([name]) => name.length))
console.log(`${"figure".padEnd(width)}  ${"value".padStart(10)}`)
for (const [name, value] of rows) console.log(`${name.padEnd(width)}  ${value.padStart(10)}`)
// For the run that started this one (side by side across transports).
console.log(`ROWS ${JSON.stringify(rows)}`)
await finish(0)
