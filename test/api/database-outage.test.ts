// The database goes away under traffic and comes back: the server on a PostgreSQL cluster of
// its own (DATABASE_URL), with site reads, dashboard writes, quiz plays and a live round with
// sockets connected, while the test stops the cluster (`pg_ctl stop -m fast`, what a restart
// or a failover does to every connection) for OUTAGE_MS and starts it again.
//
// During the outage the process keeps running, /api/health says what is down, public reads
// answered from memory stay 200, every write is a 503 STORE_UNAVAILABLE with Retry-After
// (never a 500) that stores nothing, and live sockets stay connected while their moves are
// refused with a message the client shows. Afterwards everything resumes by itself: health is
// 200 again, LISTEN is back, every read model continues from its checkpoint, and the refused
// moves can be made again, each counted once.
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"

import * as Messages from "#schemas/messages.ts"
import { ClientEvent } from "#schemas/socket/protocol.ts"

import { type FakeOpenAI, startFakeOpenAI } from "../support/fake-openai.ts"
import { type PrivatePostgres, startPrivatePostgres } from "../support/private-postgres.ts"
import { startTestServer, type TestServer } from "../support/test-server.ts"
import { OWNER, ownerCookie } from "./content-support.ts"
import { answersFor, ask, groupOf, type LiveClient, liveClient, nextUpdate, type Player, signUp } from "./live-support.ts"
import { addQuiz, ADMIN } from "./quiz-fixtures.ts"
import { type Answer, call } from "./servers.ts"

/**
 * How long the database stays down. Longer than a subscription's ten failed one-second polls
 * (after which it used to give up for good), so the outage is long in every way that matters;
 * 30 s behaves the same and only takes longer.
 */
const OUTAGE_MS = 15_000
/** Generous: a loaded two-core machine may take its time to notice and to recover. */
const WITHIN = { timeout: 60_000, interval: 100 }

/**
 * `between`: sent in one phase and answered in the next. `stopping`: while the server shuts
 * down, which may take a while on a loaded machine; an answer then may be either side's.
 */
type Phase = "before" | "stopping" | "down" | "after" | "between"

interface Seen {
  readonly phase: Phase
  readonly what: string
  readonly write: boolean
  readonly status: number
  readonly code: unknown
  readonly retryAfter: string | null
  /** When the request was sent (ms). */
  readonly sent: number
}

const isStoreUnavailable = (answer: Answer) =>
  answer.status === 503 &&
  answer.body?.code === "STORE_UNAVAILABLE" &&
  answer.body?.message === Messages.storeUnavailable &&
  Number(answer.headers.get("retry-after")) > 0

describe("a PostgreSQL outage under traffic", () => {
  let cluster: PrivatePostgres
  let server: TestServer
  let fake: FakeOpenAI
  const clients: LiveClient[] = []

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    cluster = await startPrivatePostgres()
    server = await startTestServer(
      {
        DATABASE_URL: cluster.url,
        OWNER_USERNAME: OWNER.username,
        OWNER_PASSWORD: OWNER.password,
        QUIZ_ADMIN_PASSWORD: ADMIN.password,
        AI_BASE_URL: `${fake.url}/v1`,
        AI_API_KEY: "sk-fake",
        AI_MODEL_BASIC: "fake-basic",
      },
      { site: false },
    )
  }, 120_000)

  afterAll(async () => {
    for (const c of clients) c.socket.close()
    await server?.dispose()
    await cluster?.dispose()
    await fake?.close()
  }, 120_000)

  it("keeps serving, refuses writes with 503 and resumes by itself when the database returns", async () => {
    // ── Before: content, players, a group and a live round under way ──
    const cookie = await ownerCookie(server)
    const post = (title: string) =>
      call(server, "POST", "/api/posts", {
        headers: { cookie },
        body: { name: "Keeper", title, body: "<p>Hello</p>", video: "", images: [], isjournal: false },
      })
    expect((await post("Before the outage")).status).toBe(200)
    const postsBefore = await call(server, "GET", "/api/posts")
    expect(postsBefore.status).toBe(200)
    expect(postsBefore.body.map((p: any) => p.title)).toContain("Before the outage")

    await addQuiz(server, "outage-quiz", 2)
    const [boss, ann, bob, reader] = (await Promise.all(["o_boss", "o_ann", "o_bob", "o_reader"].map((n) => signUp(server, n)))) as [
      Player,
      Player,
      Player,
      Player,
    ]
    const group = await groupOf(server, boss, [ann, bob], "Outage")
    const disconnects: string[] = []
    for (const player of [boss, ann, bob]) {
      const c = await liveClient(server.url, player)
      c.socket.on("disconnect", (reason) => disconnects.push(`${player.username}: ${reason}`))
      clients.push(c)
    }
    const [bossC, annC, bobC] = clients as [LiveClient, LiveClient, LiveClient]
    for (const c of clients) expect((await ask(c, ClientEvent.joinLiveGame, { groupId: group.id })).success).toBe(true)
    for (const [i, c] of clients.entries()) {
      expect(
        (await ask(c, ClientEvent.addQuizParams, { newQuizParams: { topic: ["Hens", "Goats", "Bees"][i], level: "elementary", number: 2 } })).success,
      ).toBe(true)
    }
    for (const c of clients) expect((await ask(c, ClientEvent.playerReady, { isReady: true })).success).toBe(true)
    expect(await ask(bossC, ClientEvent.startLiveGame)).toEqual({ success: true, message: Messages.liveRoundStarted })
    const received = await nextUpdate(annC, (u) => u.type === "quiz_received")
    const quiz = received.currQuiz
    expect(await ask(bossC, ClientEvent.playerCompleted, { answers: answersFor(quiz, 2) })).toMatchObject({ success: true, numberCorrect: 2 })

    // ── Traffic that runs through the whole test: public reads, player writes, health ──
    let phase: Phase = "before"
    let traffic = true
    const seen: Seen[] = []
    const record = (at: Phase, sent: number, what: string, write: boolean, answer: Answer) =>
      seen.push({ phase: at, what, write, status: answer.status, code: answer.body?.code, retryAfter: answer.headers.get("retry-after"), sent })
    // A request the server never answers (it died, or dropped the connection) counts as status 0.
    const sendAndSee = (what: string, write: boolean, send: () => Promise<Answer>) =>
      send().then(
        (answer) => [what, write, answer] as const,
        (): readonly [string, boolean, Answer] => [what, write, { status: 0, body: undefined, headers: new Headers() }],
      )
    let n = 0
    let healthyAt = Number.POSITIVE_INFINITY
    const trafficDone = (async () => {
      while (traffic) {
        n++
        const at: Phase = phase
        const sent = Date.now()
        const results = await Promise.all([
          sendAndSee("GET /api/posts", false, () => call(server, "GET", "/api/posts")),
          sendAndSee("GET /api/recipe", false, () => call(server, "GET", "/api/recipe")),
          sendAndSee("rate a quiz", true, () =>
            call(server, "POST", "/api/quiz", { headers: reader.headers, body: { quiz_id: "outage-quiz", rating: 1 + (n % 5) } }),
          ),
          sendAndSee("register", true, () =>
            call(server, "POST", "/api/quiz/register", { body: { username: `o_traffic_${n}`, password: "traffic-password" } }),
          ),
        ])
        // Requests in flight while the phase changed may have met either side.
        for (const [what, write, answer] of results) record(phase === at ? at : "between", sent, what, write, answer)
        await new Promise((r) => setTimeout(r, 50))
      }
    })()
    try {
      await vi.waitFor(() => expect(seen.filter((s) => s.phase === "before").length).toBeGreaterThan(8), WITHIN)

      // ── The outage ──
      phase = "stopping"
      await cluster.stop("fast")
      phase = "down"
      const downSince = Date.now()

      // Health names what is down.
      await vi.waitFor(async () => {
        const health = await call(server, "GET", "/api/health")
        expect(health.status).toBe(503)
        expect(health.body).toMatchObject({
          status: "unavailable",
          store: { kind: "postgres", status: "down" },
          database: { kind: "postgres", status: "down" },
        })
        expect(health.body.message).toMatch(/event store/)
        expect(health.body.message).toMatch(/database/)
      }, WITHIN)

      // Reads answered from memory keep answering.
      const postsDuring = await call(server, "GET", "/api/posts")
      expect(postsDuring.status).toBe(200)
      expect(postsDuring.body).toEqual(postsBefore.body)

      // Writes are refused with 503 and Retry-After, and store nothing.
      const during = await post("Written during the outage")
      expect(isStoreUnavailable(during), JSON.stringify(during.body)).toBe(true)
      const start = await call(server, "PUT", "/api/quiz/profile/start_quiz", { headers: reader.headers, body: { quiz_id: "outage-quiz", graded: true } })
      expect(isStoreUnavailable(start), JSON.stringify(start.body)).toBe(true)

      // Live moves are refused with words the client shows; the sockets stay connected.
      const refusedAnswer = await ask(annC, ClientEvent.playerCompleted, { answers: answersFor(quiz, 1) })
      expect(refusedAnswer).toEqual({ success: false, message: Messages.storeUnavailable, code: "STORE_UNAVAILABLE" })
      expect(await ask(bobC, ClientEvent.playerReady, { isReady: false })).toMatchObject({ success: false, message: Messages.storeUnavailable })
      // A new connection cannot be checked meanwhile: it is told why, not that it is signed out.
      const refusedConnection = await liveClient(server.url, reader).then(
        (c) => (c.socket.close(), null),
        (error: Error & { data?: unknown }) => error.data,
      )
      expect(refusedConnection).toEqual({ message: Messages.storeUnavailable, code: "STORE_UNAVAILABLE" })

      // Stay down for the whole outage, with the traffic going on.
      await new Promise((r) => setTimeout(r, Math.max(0, OUTAGE_MS - (Date.now() - downSince))))
      expect(clients.every((c) => c.socket.connected)).toBe(true)
      expect(disconnects).toEqual([])

      // ── The database returns ──
      phase = "after"
      await cluster.start()

      const health = await vi.waitFor(async () => {
        const answer = await call(server, "GET", "/api/health")
        expect(answer.status, JSON.stringify(answer.body)).toBe(200)
        return answer
      }, WITHIN)
      expect(health.body.projections.every((p: any) => p.state === "running")).toBe(true)
      healthyAt = Date.now()

      // LISTEN is set up again on the returned server.
      const admin = new pg.Client({ connectionString: cluster.url })
      await admin.connect()
      try {
        await vi.waitFor(async () => {
          const { rows } = await admin.query("select count(*)::int as n from pg_stat_activity where query ilike 'LISTEN %'")
          expect(rows[0].n).toBeGreaterThan(0)
        }, WITHIN)
      } finally {
        await admin.end()
      }

      // Nothing of the refused write was kept; a write now is visible in its read model.
      const after = await post("Written after the outage")
      expect(after.status).toBe(200)
      const postsAfter = await call(server, "GET", "/api/posts")
      expect(postsAfter.body.map((p: any) => p.title)).toEqual(expect.arrayContaining(["Before the outage", "Written after the outage"]))
      expect(postsAfter.body.map((p: any) => p.title)).not.toContain("Written during the outage")
      expect(
        (await call(server, "PUT", "/api/quiz/profile/start_quiz", { headers: reader.headers, body: { quiz_id: "outage-quiz", graded: true } })).status,
      ).toBe(200)

      // The live round goes on over the same sockets: the refused answer is given again and
      // counts once, and the round completes with everyone scored once.
      const mark = annC.updates.length
      expect(await ask(annC, ClientEvent.playerCompleted, { answers: answersFor(quiz, 1) })).toMatchObject({ success: true, numberCorrect: 1 })
      expect(await ask(annC, ClientEvent.playerCompleted, { answers: answersFor(quiz, 2) })).toEqual({ success: false, message: Messages.liveAlreadyFinished })
      expect(await ask(bobC, ClientEvent.playerCompleted, { answers: answersFor(quiz, 0) })).toMatchObject({ success: true, numberCorrect: 0 })
      const completed = await nextUpdate(annC, (u) => u.type === "game_completed", mark, 30_000)
      expect(completed.roundScores.map((s: any) => [s.username, s.numberCorrect]).sort()).toEqual([
        ["o_ann", 1],
        ["o_bob", 0],
        ["o_boss", 2],
      ])

      // Every read model is at the store's head again.
      await vi.waitFor(async () => {
        const status = await server.platform.projector.status()
        expect(status.caughtUp).toBe(true)
      }, WITHIN)
      // A few more rounds of traffic with everything up.
      await vi.waitFor(() => expect(seen.filter((s) => s.sent > healthyAt).length).toBeGreaterThanOrEqual(12), WITHIN)
    } finally {
      traffic = false
      await trafficDone
    }
    expect(clients.every((c) => c.socket.connected)).toBe(true)
    expect(disconnects).toEqual([])

    // The traffic: always an answer, 200 or 503 STORE_UNAVAILABLE, never a 500; while down,
    // memory reads 200 and writes 503 with Retry-After; before and after, everything 200.
    expect(seen.filter((s) => s.status !== 200 && !(s.status === 503 && s.code === "STORE_UNAVAILABLE"))).toEqual([])
    const down = seen.filter((s) => s.phase === "down")
    expect(down.filter((s) => !s.write).length).toBeGreaterThan(4)
    expect(down.filter((s) => !s.write && s.status !== 200)).toEqual([])
    expect(down.filter((s) => s.write).length).toBeGreaterThan(4)
    expect(down.filter((s) => s.write && !(s.status === 503 && s.code === "STORE_UNAVAILABLE" && Number(s.retryAfter) > 0))).toEqual([])
    expect(seen.filter((s) => s.phase === "before" && s.status !== 200)).toEqual([])
    // Once health is 200 again, so is every request.
    const sinceHealthy = seen.filter((s) => s.sent > healthyAt)
    expect(sinceHealthy.filter((s) => s.status !== 200)).toEqual([])
  }, 240_000)
})
