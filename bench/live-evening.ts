// The busy evening of bench/live.ts: many small live games on one server process at once,
// while visitors read public pages. LIVE_BENCH_EVENING_GAMES games (100) of
// LIVE_BENCH_EVENING_PLAYERS players (10), groups formed through invite keys; visitors GET the
// public pages in turn, LIVE_BENCH_PAGE_RATE reads a second (100), from before the players
// connect until the last game is completed.
//
// Each game plays two whole-quiz rounds:
// - as played: the players connect, join, send a topic, say they are ready, the hosts start and the
//   players hand in their answers, each move at its own moment, drawn (seeded, the same every
//   run) uniformly over LIVE_BENCH_EVENING_SPREAD_S seconds (10) for each kind of move. A live
//   round gives 40 s a question (5 questions unless asked otherwise), so real players spread
//   over minutes: ten seconds for a thousand players is a busy evening compressed.
// - all at once: every player's readiness, every host's start and every completion of every
//   game each in the same instant, the worst case: a game's clock then runs while the server
//   works through the other 99 games' completions.
//
// Figures for each round: each game's fan-out (from its last completion leaving a player
// process to each of its clients holding game_completed) as the median and worst of the
// games' p95s and pooled over all games; the server's own delay for game_completed; the page
// reads started during the completions; the server's longest event-loop delay over each step
// (from its metrics, scraped after each). The targets are the round as played's: fan-out p95
// under 100 ms, and page p95 under 100 ms and no event-loop delay over 100 ms from connecting
// to the last game completed. For the round all at once, also the CPU time the server and the
// player processes spent over its burst beside its length, which says how much of the machine
// the players' side took. Over the whole scenario: the reads' count and failures.
import { availableParallelism } from "node:os"

import { seededRandom } from "#engine/quiz-play/seeded-random.ts"
import { ClientEvent } from "#schemas/socket/protocol.ts"
import type { ChildNode } from "#test/api/live-nodes.ts"
import { answersFor, groupOf, type Player } from "#test/api/live-support.ts"

import { type Call, type Sent, wallNow } from "./live-messages.ts"
import type { PlayerPool } from "./live-pool.ts"
import type { SentUpdate, ServerLog } from "./live-server-log.ts"
import { ascending, percentile, spread } from "./percentiles.ts"

const GAMES = Number(process.env.LIVE_BENCH_EVENING_GAMES ?? "100")
const PER_GAME = Number(process.env.LIVE_BENCH_EVENING_PLAYERS ?? "10")
const RATE = Number(process.env.LIVE_BENCH_PAGE_RATE ?? "100")
const SPREAD_MS = Number(process.env.LIVE_BENCH_EVENING_SPREAD_S ?? "10") * 1000
export const EVENING_PLAYERS_TOTAL = GAMES * PER_GAME
/** The public pages a visitor reads (server-rendered pages and the posts' API). */
const PAGES = ["/", "/journal", "/api/posts", "/gallery", "/recipes"]
/** Time for the player processes to get the round's calls before the first is due. */
const LEAD_MS = 250

export interface EveningContext {
  readonly node: ChildNode
  readonly pool: PlayerPool
  readonly players: readonly Player[]
  readonly serverLog: ServerLog
  readonly cpuMs: () => number
  readonly acked: (what: string, calls: readonly Call[]) => Promise<Sent[]>
  readonly each: (team: readonly Player[], event: Call["event"], args: (i: number) => unknown[]) => Call[]
  readonly namesOf: (team: readonly Player[]) => string[]
  readonly serverSent: (from: number, match: (s: SentUpdate) => boolean, count?: number) => Promise<SentUpdate[]>
  readonly inParallel: <T, R>(items: readonly T[], width: number, work: (item: T, i: number) => Promise<R>) => Promise<R[]>
  /** The server's longest event-loop delay since the last call, in ms (its metrics, which reset at each scrape). */
  readonly loopDelayMaxMs: () => Promise<number>
}

interface Read {
  /** When it was due (wall clock), and how long from then until it was answered. */
  readonly at: number
  readonly ms: number
}

/**
 * Visitors GETting the pages in turn at RATE reads a second until stopped, each read started
 * when it is due whether or not the ones before have been answered (an open loop: a slow
 * answer does not hold the next visitor back), its time counted from when it was due.
 */
const readPages = (url: string) => {
  const reads: Read[] = []
  const failures = new Map<string, number>()
  const fail = (what: string) => failures.set(what, (failures.get(what) ?? 0) + 1)
  const inFlight = new Set<Promise<void>>()
  const read = async (path: string, due: number) => {
    try {
      const response = await fetch(`${url}${path}`, { headers: { "accept-encoding": "br, gzip" } })
      await response.arrayBuffer()
      reads.push({ at: due, ms: wallNow() - due })
      if (response.status !== 200) fail(`${path} ${response.status}`)
    } catch (error) {
      fail(`${path} ${(error as Error).message}`)
    }
  }
  const everyMs = 1000 / RATE
  let due = wallNow()
  let count = 0
  let timer: NodeJS.Timeout | undefined
  const tick = () => {
    for (; due <= wallNow(); due += everyMs) {
      const reading = read(PAGES[count++ % PAGES.length]!, due)
      inFlight.add(reading)
      void reading.finally(() => inFlight.delete(reading))
    }
    timer = setTimeout(tick, due - wallNow())
  }
  if (RATE > 0) tick()
  return {
    reads,
    stop: async () => {
      clearTimeout(timer)
      await Promise.all(inFlight)
      return failures
    },
  }
}

interface Round {
  readonly name: string
  /** Over how long each kind of move is spread (0: all in the same instant). */
  readonly spreadMs: number
}

export const playEvening = async (c: EveningContext): Promise<[figure: string, value: string][]> => {
  const label = `evening (${GAMES}×${PER_GAME})`
  const teams = Array.from({ length: GAMES }, (_, g) => c.players.slice(g * PER_GAME, (g + 1) * PER_GAME))
  console.error(`${label}: forming ${GAMES} groups…`)
  const groups = await c.inParallel(teams, 4, (team, g) => groupOf(c.node, team[0]!, team.slice(1), `Evening ${g}`))
  const gameIds = new Set(groups.map((g) => g.id))
  const everyone = teams.flat()
  const hosts = c.each(
    teams.map((team) => team[0]!),
    ClientEvent.startLiveGame,
    () => [],
  )
  // Seeded: every run makes the same moves at the same moments.
  const draw = seededRandom("busy evening")
  /** `count` moments drawn over `spreadMs` from a little while from now (all that moment when 0). */
  const moments = (count: number, spreadMs: number): number[] => {
    const first = wallNow() + LEAD_MS
    return Array.from({ length: count }, () => first + draw() * spreadMs)
  }
  /** The calls, each at its own moment (see moments). */
  const paced = (calls: readonly Call[], spreadMs: number): Call[] => {
    const at = moments(calls.length, spreadMs)
    return calls.map((call, i) => ({ ...call, at: at[i]! }))
  }
  await c.loopDelayMaxMs()
  const pages = readPages(c.node.url)
  const opened = wallNow()
  console.error(`${label}: connecting…`)
  // The players of the evening as played arrive at their own moments too, over the same span.
  await c.pool.connect(c.node.url, everyone, moments(everyone.length, SPREAD_MS))

  /**
   * One round in every game: readiness, the start, the quiz, then the completions, paced as the
   * round says. The first round also joins everyone and sends a topic each; it is given the
   * longest loop delay while the players connected (`connecting`), which counts as its first step.
   */
  const play = async (round: Round, connecting?: number): Promise<{ rows: [string, string][]; loopDelayMs: number; end: number }> => {
    const name = `${label}, ${round.name}`
    const from = wallNow()
    /** The longest event-loop delay over each step (the metrics scraped after it). */
    const delays: [step: string, ms: number][] = connecting === undefined ? [] : [["connecting", connecting]]
    const step = async <T>(what: string, work: () => Promise<T>): Promise<T> => {
      const done = await work()
      delays.push([what, await c.loopDelayMaxMs()])
      return done
    }
    if (connecting !== undefined) {
      console.error(`${name}: joining…`)
      await step("joins", () =>
        c.acked(
          "a join",
          paced(
            teams.flatMap((team, g) => c.each(team, ClientEvent.joinLiveGame, () => [{ groupId: groups[g]!.id }])),
            round.spreadMs,
          ),
        ),
      )
      // A topic each, so the second round has one waiting.
      await step("topics", () =>
        c.acked(
          "a topic",
          paced(
            c.each(everyone, ClientEvent.addQuizParams, (i) => [{ newQuizParams: { topic: `Topic ${i}`, level: "elementary" } }]),
            round.spreadMs,
          ),
        ),
      )
    }
    await step("readiness", () =>
      c.acked(
        "a readiness",
        paced(
          c.each(everyone, ClientEvent.playerReady, () => [{ isReady: true }]),
          round.spreadMs,
        ),
      ),
    )
    console.error(`${name}: starting every game…`)
    const quizzes = await step("starts", async () => {
      await c.acked("a start", paced(hosts, round.spreadMs))
      return Promise.all(teams.map((team) => c.pool.wait(c.namesOf(team), { type: "quiz_received" }, { since: from })))
    })
    console.error(`${name}: every player completing…`)
    const mark = c.serverLog.sent.length
    const completions = paced(
      teams.flatMap((team, g) => c.each(team, ClientEvent.playerCompleted, () => [{ answers: answersFor(quizzes[g]!.sample.currQuiz, 3) }])),
      round.spreadMs,
    )
    const first = Math.min(...completions.map((call) => call.at!))
    const burstFrom = { server: c.cpuMs(), players: c.pool.cpuMs() }
    const sent = await c.acked("a completion", completions)
    const completed = await Promise.all(teams.map((team) => c.pool.wait(c.namesOf(team), { type: "game_completed" }, { since: first })))
    const end = wallNow()
    const burst = { wall: end - first, server: c.cpuMs() - burstFrom.server, players: c.pool.cpuMs() - burstFrom.players }
    const completionsLoopDelayMs = await c.loopDelayMaxMs()
    delays.push(["completions", completionsLoopDelayMs])
    const server = await c.serverSent(mark, (s) => gameIds.has(s.groupId) && s.update === "game_completed", GAMES)

    // Each game's clock starts when its last completion left its player process.
    const fanOuts = completed.map((held, g) => {
      const lastSent = Math.max(...sent.slice(g * PER_GAME, (g + 1) * PER_GAME).map((s) => s.sentAt))
      return ascending(held.arrivals.map((t) => t - lastSent))
    })
    const gameP95s = ascending(fanOuts.map((f) => percentile(f, 95)))
    const reads = pages.reads.filter((r) => r.at >= first && r.at <= end).map((r) => r.ms)
    const target = round.spreadMs > 0 ? ", target < 100" : ""
    const rows: [string, string][] = [
      [`${name}: per-game fan-out p95, median / worst game (ms${target})`, `${percentile(gameP95s, 50).toFixed(1)} / ${gameP95s.at(-1)!.toFixed(1)}`],
      [`${name}: fan-out pooled over games p50 / p95 / max (ms)`, spread(fanOuts.flat())],
      [`${name}: server, decided → handed to every socket p50 / p95 / max (ms)`, server.length > 0 ? `${spread(server.map((s) => s.delayMs))}` : "no line"],
      [`${name}: games whose server line was read`, `${server.length}/${GAMES}`],
      [`${name}: page reads during the completions p50 / p95 / max (ms), count`, reads.length > 0 ? `${spread(reads)}, ${reads.length}` : "none"],
      [`${name}: server's longest event-loop delay by step (ms)`, delays.map(([what, ms]) => `${what} ${ms.toFixed(0)}`).join(", ")],
    ]
    if (round.spreadMs === 0)
      rows.push([
        `${name}: burst, wall / CPU of server, of player processes (ms; ${availableParallelism()} cores)`,
        `${burst.wall.toFixed(0)} / ${burst.server.toFixed(0)}, ${burst.players.toFixed(0)}`,
      ])
    return { rows, loopDelayMs: Math.max(...delays.map(([, ms]) => ms)), end }
  }

  const asPlayed = await play({ name: `as played (moves over ${SPREAD_MS / 1000} s)`, spreadMs: SPREAD_MS }, await c.loopDelayMaxMs())
  const allAtOnce = await play({ name: "all at once", spreadMs: 0 })
  const failures = await pages.stop()
  if (failures.size > 0) console.error(`${label}: reads not answered 200: ${[...failures].map(([what, n]) => `${what} ×${n}`).join("; ")}`)
  const evening = pages.reads.filter((r) => r.at >= opened && r.at <= asPlayed.end).map((r) => r.ms)
  return [
    ...asPlayed.rows,
    [
      `${label}, as played: page reads from connecting to the last game completed p50 / p95 / max (ms, target p95 < 100)`,
      evening.length > 0 ? spread(evening) : "none",
    ],
    [`${label}, as played: server's longest event-loop delay from connecting to the last game completed (ms, target ≤ 100)`, asPlayed.loopDelayMs.toFixed(0)],
    ...allAtOnce.rows,
    [`${label}, all at once: server's longest event-loop delay from the readiness to the last game completed (ms)`, allAtOnce.loopDelayMs.toFixed(0)],
    [`${label}: page reads over the scenario (count, not 200)`, `${pages.reads.length}, ${[...failures.values()].reduce((a, b) => a + b, 0)}`],
  ]
}
