// The busy evening of bench/live.ts: many small live games on one server process at once,
// every game playing a whole-quiz round at the same time, while visitors read public pages.
// LIVE_BENCH_EVENING_GAMES games (100) of LIVE_BENCH_EVENING_PLAYERS players (10), groups
// formed through invite keys; LIVE_BENCH_PAGE_READERS readers (4) GET the pages in turn from
// before the players connect until the last game is completed.
//
// Figures: each game's fan-out (from its last completion leaving a player process to each of
// its clients holding game_completed) as the median and worst of the games' p95s and pooled
// over all games; the server's own delay for game_completed; page reads; the server's
// longest event-loop delay over the scenario (from its metrics); and the CPU time the server
// and the player processes spent over the completions' burst beside its length, which says
// how much of the machine the players' side took while it was measured.
import { availableParallelism } from "node:os"
import { performance } from "node:perf_hooks"

import { ClientEvent } from "#schemas/socket/protocol.ts"
import type { ChildNode } from "#test/api/live-nodes.ts"
import { answersFor, groupOf, type Player } from "#test/api/live-support.ts"

import type { Call, Sent } from "./live-messages.ts"
import type { PlayerPool } from "./live-pool.ts"
import type { SentUpdate, ServerLog } from "./live-server-log.ts"
import { ascending, percentile, spread } from "./percentiles.ts"

const GAMES = Number(process.env.LIVE_BENCH_EVENING_GAMES ?? "100")
const PER_GAME = Number(process.env.LIVE_BENCH_EVENING_PLAYERS ?? "10")
const READERS = Number(process.env.LIVE_BENCH_PAGE_READERS ?? "4")
export const EVENING_PLAYERS_TOTAL = GAMES * PER_GAME
/** The public pages a visitor reads (server-rendered pages and the posts' API). */
const PAGES = ["/", "/journal", "/api/posts", "/gallery", "/recipes"]

export interface EveningContext {
  readonly node: ChildNode
  readonly pool: PlayerPool
  readonly players: readonly Player[]
  readonly serverLog: ServerLog
  readonly rssMiB: () => number
  readonly cpuMs: () => number
  readonly acked: (what: string, calls: readonly Call[]) => Promise<Sent[]>
  readonly each: (team: readonly Player[], event: Call["event"], args: (i: number) => unknown[]) => Call[]
  readonly namesOf: (team: readonly Player[]) => string[]
  readonly serverSent: (from: number, match: (s: SentUpdate) => boolean, count?: number) => Promise<SentUpdate[]>
  readonly inParallel: <T, R>(items: readonly T[], width: number, work: (item: T, i: number) => Promise<R>) => Promise<R[]>
  /** The server's longest event-loop delay since the last call, in ms (its metrics, which reset at each scrape). */
  readonly loopDelayMaxMs: () => Promise<number>
}

/** Readers GETting the pages in turn until stopped: each read's time and status. */
const readPages = (url: string) => {
  const times: number[] = []
  const failures = new Map<string, number>()
  let stopped = false
  const reader = async (first: number) => {
    for (let i = first; !stopped; i++) {
      const path = PAGES[i % PAGES.length]!
      const started = performance.now()
      try {
        const response = await fetch(`${url}${path}`, { headers: { "accept-encoding": "br, gzip" } })
        await response.arrayBuffer()
        times.push(performance.now() - started)
        if (response.status !== 200) failures.set(`${path} ${response.status}`, (failures.get(`${path} ${response.status}`) ?? 0) + 1)
      } catch (error) {
        failures.set(`${path} ${(error as Error).message}`, (failures.get(`${path} ${(error as Error).message}`) ?? 0) + 1)
      }
    }
  }
  const running = Array.from({ length: READERS }, (_, r) => reader(r))
  return {
    stop: async () => {
      stopped = true
      await Promise.all(running)
      return { times, failures }
    },
  }
}

export const playEvening = async (c: EveningContext): Promise<[figure: string, value: string][]> => {
  const label = `evening (${GAMES}×${PER_GAME})`
  const teams = Array.from({ length: GAMES }, (_, g) => c.players.slice(g * PER_GAME, (g + 1) * PER_GAME))
  console.error(`${label}: forming ${GAMES} groups…`)
  const groups = await c.inParallel(teams, 4, (team, g) => groupOf(c.node, team[0]!, team.slice(1), `Evening ${g}`))
  const everyone = teams.flat()
  await c.loopDelayMaxMs()
  const reads = readPages(c.node.url)
  const rssBefore = c.rssMiB()
  const cpuBefore = c.cpuMs()
  console.error(`${label}: connecting and joining…`)
  await c.pool.connect(c.node.url, everyone)
  await c.acked(
    "a join",
    teams.flatMap((team, g) => c.each(team, ClientEvent.joinLiveGame, () => [{ groupId: groups[g]!.id }])),
  )
  const perPlayerKiB = ((c.rssMiB() - rssBefore) * 1024) / everyone.length
  await c.acked(
    "a topic",
    c.each(everyone, ClientEvent.addQuizParams, (i) => [{ newQuizParams: { topic: `Topic ${i}`, level: "elementary" } }]),
  )
  await c.acked(
    "a readiness",
    c.each(everyone, ClientEvent.playerReady, () => [{ isReady: true }]),
  )
  console.error(`${label}: starting every game…`)
  await c.acked(
    "a start",
    teams.map((team) => ({ username: team[0]!.username, event: ClientEvent.startLiveGame, args: [] })),
  )
  const quizzes = await Promise.all(teams.map((team) => c.pool.wait(c.namesOf(team), { type: "quiz_received" })))
  console.error(`${label}: every player completing…`)
  const mark = c.serverLog.sent.length
  const burstFrom = { wall: performance.now(), server: c.cpuMs(), players: c.pool.cpuMs() }
  const sent = await c.acked(
    "a completion",
    teams.flatMap((team, g) => c.each(team, ClientEvent.playerCompleted, () => [{ answers: answersFor(quizzes[g]!.sample.currQuiz, 3) }])),
  )
  const completed = await Promise.all(teams.map((team) => c.pool.wait(c.namesOf(team), { type: "game_completed" })))
  const burst = { wall: performance.now() - burstFrom.wall, server: c.cpuMs() - burstFrom.server, players: c.pool.cpuMs() - burstFrom.players }
  const cpu = c.cpuMs() - cpuBefore
  const { times, failures } = await reads.stop()
  const gameIds = new Set(groups.map((g) => g.id))
  const server = await c.serverSent(mark, (s) => gameIds.has(s.groupId) && s.update === "game_completed", GAMES)

  // Each game's clock starts when its last completion left its player process.
  const fanOuts = completed.map((held, g) => {
    const lastSent = Math.max(...sent.slice(g * PER_GAME, (g + 1) * PER_GAME).map((s) => s.sentAt))
    return ascending(held.arrivals.map((t) => t - lastSent))
  })
  const gameP95s = ascending(fanOuts.map((f) => percentile(f, 95)))
  const loopDelayMs = await c.loopDelayMaxMs()
  if (failures.size > 0) console.error(`${label}: reads not answered 200: ${[...failures].map(([what, n]) => `${what} ×${n}`).join("; ")}`)
  return [
    [`${label}: per-game fan-out p95, median / worst game (ms, target < 100)`, `${percentile(gameP95s, 50).toFixed(1)} / ${gameP95s.at(-1)!.toFixed(1)}`],
    [`${label}: fan-out pooled over games p50 / p95 / max (ms)`, spread(fanOuts.flat())],
    [`${label}: server, decided → handed to every socket p50 / p95 / max (ms)`, server.length > 0 ? `${spread(server.map((s) => s.delayMs))}` : "no line"],
    [`${label}: games whose server line was read`, `${server.length}/${GAMES}`],
    [`${label}: page reads p50 / p95 / max (ms, target p95 < 100)`, times.length > 0 ? spread(times) : "none"],
    [`${label}: page reads (count, not 200)`, `${times.length}, ${[...failures.values()].reduce((a, b) => a + b, 0)}`],
    [`${label}: server's longest event-loop delay (ms, target ≤ 100)`, loopDelayMs.toFixed(0)],
    [
      `${label}: completions' burst, wall / CPU of server, of player processes (ms; ${availableParallelism()} cores)`,
      `${burst.wall.toFixed(0)} / ${burst.server.toFixed(0)}, ${burst.players.toFixed(0)}`,
    ],
    [`${label}: server CPU per player (ms)`, (cpu / everyone.length).toFixed(2)],
    [`${label}: server memory per connected player (KiB)`, perPlayerKiB.toFixed(1)],
  ]
}
