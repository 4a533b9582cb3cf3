// Live rounds are not free AI (issue #29): a round's quiz is charged to the player who started
// it, from the same daily Basic allowance as their solo quizzes, and a group may start only
// LIVE_ROUNDS_PER_GROUP_PER_DAY rounds a day. A player alone in a group looping topic → ready
// → start → complete stops at the allowance; the refused start stores nothing and calls nothing.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"

import { LIVE_STREAM_PREFIX } from "#api/features/live-game/rooms.ts"
import { liveRoundsKey } from "#api/platform/ai/spend.ts"
import { LIVE_ROUNDS_PER_GROUP_PER_DAY } from "#schemas/live-rules.ts"
import * as Messages from "#schemas/messages.ts"
import { ClientEvent } from "#schemas/socket/protocol.ts"

import { answersFor, ask, groupOf, type LiveClient, liveClient, nextUpdate, type Player, signUp } from "../api/live-support.ts"
import { SERVER_ENV } from "../api/quiz-fixtures.ts"
import { call, serverModes } from "../api/servers.ts"
import { type FakeOpenAI, startFakeOpenAI } from "../support/fake-openai.ts"
import type { TestServer } from "../support/test-server.ts"

let fake: FakeOpenAI
beforeAll(async () => {
  fake = await startFakeOpenAI()
})
afterAll(() => fake?.close())
beforeEach(() => fake.reset())

const BASIC_DAILY_LIMIT = 3
const aiEnv = () => ({ AI_BASE_URL: `${fake.url}/v1`, AI_API_KEY: "sk-fake", AI_MODEL_BASIC: "fake-basic", AI_TIMEOUT_MS: "5000" })

describe.each(serverModes)("live rounds' AI spend ($name)", (mode) => {
  let server: TestServer
  const clients: LiveClient[] = []
  beforeAll(async () => {
    server = await mode.start({ ...SERVER_ENV, ...aiEnv(), AI_BASIC_DAILY_LIMIT: String(BASIC_DAILY_LIMIT) })
  }, 60_000)
  afterAll(async () => {
    for (const c of clients) c.socket.close()
    await server?.dispose()
  })

  const inGame = async (players: readonly Player[], name: string) => {
    const [owner, ...members] = players as [Player, ...Player[]]
    const group = await groupOf(server, owner, members, name)
    const joined: LiveClient[] = []
    for (const player of players) {
      const c = await liveClient(server.url, player)
      clients.push(c)
      expect((await ask(c, ClientEvent.joinLiveGame, { groupId: group.id })).success).toBe(true)
      joined.push(c)
    }
    return { group, clients: joined }
  }

  /** Everyone submits a topic and is ready; `starter` starts. The start's ack. */
  const tryRound = async (players: readonly LiveClient[], starter: LiveClient, topic: string) => {
    for (const [i, c] of players.entries()) {
      expect((await ask(c, ClientEvent.addQuizParams, { newQuizParams: { topic: `${topic} ${i}`, level: "elementary", number: 1 } })).success).toBe(true)
      expect((await ask(c, ClientEvent.playerReady, { isReady: true })).success).toBe(true)
    }
    return ask(starter, ClientEvent.startLiveGame, {})
  }

  /** Plays the started round to its end. */
  const finishRound = async (players: readonly LiveClient[], from: number) => {
    const round = await nextUpdate(players[0]!, (u) => u.type === "quiz_received", from)
    for (const c of players) expect((await ask(c, ClientEvent.playerCompleted, { answers: answersFor(round.currQuiz, 1) })).success).toBe(true)
    await nextUpdate(players[0]!, (u) => u.type === "game_completed", from)
  }

  it("stops a player's topic → ready → start → complete loop at their daily Basic allowance, shared with solo quizzes", async () => {
    const loner = await signUp(server, "lspend_loner")
    const { clients: players } = await inGame([loner], "Alone")
    const [c] = players as [LiveClient]
    // One solo quiz first: the same allowance.
    const solo = await call(server, "GET", "/api/quiz?topic=Solo&level=elementary&number=1", { headers: loner.headers })
    expect(solo.status).toBe(200)

    let rounds = 0
    let refusal: { success: boolean; message: string } | undefined
    for (let i = 0; i < 10 && !refusal; i++) {
      const from = c.updates.length
      const started = await tryRound(players, c, `Loop ${i}`)
      if (!started.success) refusal = started
      else {
        rounds++
        await finishRound(players, from)
      }
    }
    expect(rounds).toBe(BASIC_DAILY_LIMIT - 1)
    expect(refusal).toEqual({ success: false, message: Messages.liveStarterDailyLimit(BASIC_DAILY_LIMIT) })
    expect(fake.requests).toHaveLength(BASIC_DAILY_LIMIT)

    // Refused again: nothing is stored (no round requested, nobody sees "Get ready!") and the model is not called.
    const head = await server.platform.store.head()
    expect(await ask(c, ClientEvent.startLiveGame, {})).toEqual({ success: false, message: Messages.liveStarterDailyLimit(BASIC_DAILY_LIMIT) })
    expect(await server.platform.store.head()).toBe(head)
    expect(fake.requests).toHaveLength(BASIC_DAILY_LIMIT)
    // And the solo allowance is spent too.
    const after = await call(server, "GET", "/api/quiz?topic=Solo%202&level=elementary&number=1", { headers: loner.headers })
    expect(after.status).toBe(429)
    expect(after.body).toMatchObject({ message: Messages.basicDailyLimit(BASIC_DAILY_LIMIT) })
  })

  it("charges the starter, not the topic's author: another player can still start", async () => {
    const [spent, fresh] = await Promise.all(["lspend_spent", "lspend_fresh"].map((n) => signUp(server, n)))
    for (let i = 0; i < BASIC_DAILY_LIMIT; i++) {
      expect((await call(server, "GET", `/api/quiz?topic=Use%20${i}&level=elementary&number=1`, { headers: spent!.headers })).status).toBe(200)
    }
    const { clients: players } = await inGame([spent!, fresh!], "Pair")
    const [spentC, freshC] = players as [LiveClient, LiveClient]
    const from = spentC.updates.length
    expect(await tryRound(players, spentC, "Turn")).toEqual({ success: false, message: Messages.liveStarterDailyLimit(BASIC_DAILY_LIMIT) })
    const calls = fake.requests.length
    // The spent player's topic is first in the queue; the fresh player starts it, on their own allowance.
    expect(await ask(freshC, ClientEvent.startLiveGame, {})).toEqual({ success: true, message: Messages.liveRoundStarted })
    expect(fake.requests).toHaveLength(calls + 1)
    await finishRound(players, from)
  })

  it("caps the rounds a group starts in a day (LIVE_ROUNDS_PER_GROUP_PER_DAY)", async () => {
    const [ann, ben] = await Promise.all(["lspend_ann", "lspend_ben"].map((n) => signUp(server, n)))
    const { group, clients: players } = await inGame([ann!, ben!], "Busy")
    const [annC, benC] = players as [LiveClient, LiveClient]
    // As if the group had already started all but one of today's rounds.
    for (let i = 1; i < LIVE_ROUNDS_PER_GROUP_PER_DAY; i++)
      expect(await server.platform.ai.spend.take(liveRoundsKey(group.id), LIVE_ROUNDS_PER_GROUP_PER_DAY)).toBe(true)
    const from = annC.updates.length
    expect((await tryRound(players, annC, "Last")).success).toBe(true)
    await finishRound(players, from)
    const calls = fake.requests.length
    const stream = `${LIVE_STREAM_PREFIX}${group.id}`
    const before = (await server.platform.store.readStream(stream)).length
    expect(await tryRound(players, benC, "Over")).toEqual({ success: false, message: Messages.liveGroupDailyRounds(LIVE_ROUNDS_PER_GROUP_PER_DAY) })
    expect(fake.requests).toHaveLength(calls)
    // Only the new topics and readiness were stored: no round was requested.
    const stored = (await server.platform.store.readStream(stream)).slice(before).map((e) => e.type)
    expect(stored.filter((t) => t !== "TopicSubmitted" && t !== "PlayerReady")).toEqual([])
  })
})
