// Live games over real socket.io clients on the real server (PGlite and PostgreSQL) with
// the fake AI provider: four players play two full rounds, scores graded by the server,
// everyone sees the same updates in the same order, refusals change nothing.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"

import * as Messages from "#schemas/messages.ts"
import { ClientEvent } from "#schemas/socket/protocol.ts"

import { type FakeOpenAI, replies, startFakeOpenAI } from "../support/fake-openai.ts"
import type { TestServer } from "../support/test-server.ts"
import { answersFor, ask, groupOf, type LiveClient, liveClient, nextUpdate, type Player, signUp } from "./live-support.ts"
import { SERVER_ENV } from "./quiz-fixtures.ts"
import { call, serverModes } from "./servers.ts"

let fake: FakeOpenAI
beforeAll(async () => {
  fake = await startFakeOpenAI()
})
afterAll(async () => {
  await fake.close()
})

const aiEnv = () => ({ AI_BASE_URL: `${fake.url}/v1`, AI_API_KEY: "sk-fake", AI_MODEL_BASIC: "fake-basic", AI_MODEL_HQ: "fake-hq" })

describe.each(serverModes)("live game sockets ($name)", (mode) => {
  let server: TestServer
  let boss: Player, ann: Player, bob: Player, cat: Player, eve: Player
  let group: { id: string; group_key: string }
  const clients: LiveClient[] = []

  beforeAll(async () => {
    server = await mode.start({ ...SERVER_ENV, ...aiEnv() })
    ;[boss, ann, bob, cat, eve] = (await Promise.all(["l_boss", "l_ann", "l_bob", "l_cat", "l_eve"].map((n) => signUp(server, n)))) as [
      Player,
      Player,
      Player,
      Player,
      Player,
    ]
    group = await groupOf(server, boss, [ann, bob, cat], "Hens")
  }, 60_000)
  afterAll(async () => {
    for (const c of clients) c.socket.close()
    await server.dispose()
  })

  const connectAs = async (player: Player) => {
    const c = await liveClient(server.url, player)
    clients.push(c)
    return c
  }

  it("plays two rounds with four players, graded by the server", async () => {
    const [bossC, annC, bobC, catC] = (await Promise.all([boss, ann, bob, cat].map(connectAs))) as [LiveClient, LiveClient, LiveClient, LiveClient]
    const eveC = await connectAs(eve)
    expect((await ask(bossC, ClientEvent.joinGroupRoom, { groupId: group.id, groupKey: group.group_key })).success).toBe(true)

    // Outsiders and bad payloads are refused and change nothing.
    expect(await ask(eveC, ClientEvent.joinLiveGame, { groupId: group.id })).toEqual({ success: false, message: Messages.notGroupMember })
    for (const bad of [undefined, {}, { groupId: "" }, "x", 7]) expect((await ask(annC, ClientEvent.joinLiveGame, bad)).success).toBe(false)
    expect(await ask(annC, ClientEvent.playerReady, { isReady: true })).toEqual({ success: false, message: Messages.liveNotInGame })

    const joined = await ask(bossC, ClientEvent.joinLiveGame, { groupId: group.id })
    // The ack carries the state as of the join, and the player's own rows.
    expect(joined).toMatchObject({
      success: true,
      message: Messages.liveJoined,
      state: { groupName: "Hens", phase: "lobby", participants: [{ username: "l_boss" }] },
    })
    expect(joined.you).toMatchObject({ participant: { username: "l_boss", isReady: false } })
    expect(await nextUpdate(bossC, (u) => u.type === "update_group")).toMatchObject({
      groupName: "Hens",
      phase: "lobby",
      participants: [{ username: "l_boss" }],
    })
    expect(await nextUpdate(bossC, (u) => u.type === "live_group_started", 0, 15_000, "groupUpdates")).toEqual({
      type: "live_group_started",
      groupId: group.id,
      groupName: "Hens",
    })
    for (const c of [annC, bobC, catC]) expect((await ask(c, ClientEvent.joinLiveGame, { groupId: group.id })).success).toBe(true)
    const lobby = await nextUpdate(bossC, (u) => u.type === "update_group" && u.participants.length === 4)
    expect(lobby.participants.map((p: any) => p.username)).toEqual(["l_boss", "l_ann", "l_bob", "l_cat"])
    const fromRevision = lobby.revision

    // Topics: refused ones say so in the product's words.
    for (const bad of [{ topic: "", level: "elementary" }, { topic: "Eggs", level: "expert" }, { topic: "Eggs", level: "elementary", number: 26 }, {}]) {
      expect(await ask(annC, ClientEvent.addQuizParams, { newQuizParams: bad })).toMatchObject({ success: false, message: Messages.topicSubmissionFailed })
    }
    expect(await ask(eveC, ClientEvent.addQuizParams, { groupId: group.id, newQuizParams: { topic: "Eggs", level: "elementary" } })).toMatchObject({
      success: false,
      message: Messages.topicSubmissionFailed,
    })
    const topics = ["Eggs", "Coops", "Feed", "Molting"]
    // One after another: topics are played in the order they arrive.
    for (const [i, c] of [bossC, annC, bobC, catC].entries()) {
      expect(await ask(c, ClientEvent.addQuizParams, { newQuizParams: { topic: topics[i], level: "High School", number: 2 } })).toEqual({
        success: true,
        message: Messages.liveTopicSubmitted,
      })
    }
    expect(await ask(annC, ClientEvent.startLiveGame, {})).toEqual({ success: false, message: Messages.liveGroupNotReady })
    await Promise.all([bossC, annC, bobC].map((c) => ask(c, ClientEvent.playerReady, { isReady: true })))
    const ready = await nextUpdate(catC, (u) => u.type === "update_group" && u.participants.filter((p: any) => p.isReady).length === 3)
    expect(ready).toMatchObject({ groupReady: false, topicsRemaining: 4, paramsSubmitted: true })
    expect((await ask(catC, ClientEvent.playerReady, { isReady: true })).success).toBe(true)
    await nextUpdate(annC, (u) => u.type === "update_group" && u.groupReady === true)

    // A provider failure: a clear ack, back to the lobby, the topic still waiting.
    fake.script([replies.error(400, "bad request"), replies.error(400, "bad request")])
    const failed = await ask(annC, ClientEvent.startLiveGame)
    expect(failed.success).toBe(false)
    expect(failed.message).toMatch(/\S/)
    const back = await nextUpdate(bobC, (u) => u.type === "update_group" && u.phase === "lobby" && u.message !== null)
    expect(back).toMatchObject({ startActive: false, topicsRemaining: 4, groupReady: true })
    fake.reset()

    const totals = new Map<string, number>()
    for (const [round, scores] of [
      [1, [2, 1, 2, 0]],
      [2, [0, 2, 1, 2]],
    ] as const) {
      const mark = [bossC, annC, bobC, catC].map((c) => c.updates.length)
      if (round === 2) await Promise.all([bossC, annC, bobC, catC].map((c) => ask(c, ClientEvent.playerReady, { isReady: true })))
      // The commissioner starts the first round, Ann the second.
      expect(await ask(round === 1 ? bossC : annC, ClientEvent.startLiveGame, { groupId: group.id })).toEqual({
        success: true,
        message: Messages.liveRoundStarted,
      })
      const started = await nextUpdate(catC, (u) => u.type === "game_started", mark[3])
      expect(started).toMatchObject({ startActive: true, topic: topics[round - 1], level: "high_school" })
      const received = await nextUpdate(catC, (u) => u.type === "quiz_received", mark[3])
      expect(received).toMatchObject({ inAction: true, completed: false, numQuestions: 8 })
      expect(JSON.stringify(received)).not.toMatch(/correct_answer|explanation/)
      const quiz = received.currQuiz

      const players = [bossC, annC, bobC, catC]
      for (let i = 0; i < 3; i++) {
        const done = await ask(players[i]!, ClientEvent.playerCompleted, { groupId: group.id, answers: answersFor(quiz, scores[i]!), numCorrect: 99 })
        expect(done).toMatchObject({ success: true, numberCorrect: scores[i], numberQuestions: 2 })
        expect(done.results[0].correct_answer).toMatch(/^Answer \d$/)
      }
      expect(await ask(bossC, ClientEvent.playerCompleted, { answers: answersFor(quiz, 2) })).toEqual({ success: false, message: Messages.liveAlreadyFinished })
      expect(await ask(bossC, ClientEvent.startLiveGame)).toEqual({ success: false, message: Messages.liveRoundRunning })
      expect((await ask(catC, ClientEvent.playerCompleted, { answers: answersFor(quiz, scores[3]!) })).success).toBe(true)

      const completed = await nextUpdate(annC, (u) => u.type === "game_completed", mark[1])
      players.forEach((c, i) => totals.set(c.player.username, (totals.get(c.player.username) ?? 0) + scores[i]!))
      expect(completed).toMatchObject({ completed: true, inAction: false, topicsRemaining: 4 - round, roundsPlayed: round })
      expect(new Map(completed.roundScores.map((s: any) => [s.username, s.numberCorrect]))).toEqual(
        new Map(players.map((c, i) => [c.player.username, scores[i]])),
      )
      // Best first, and each player's own rows come to them alone.
      expect(completed.currTotals.map((t: any) => t.totalCorrect)).toEqual([...totals.values()].sort((x, y) => y - x))
      for (const [i, c] of players.entries()) {
        const mine = await nextUpdate(c, (u) => u.revision === completed.revision, 0, 15_000, "yous")
        expect(mine).toMatchObject({ groupId: group.id })
        expect(mine.you).toMatchObject({
          participant: { username: c.player.username },
          roundScore: { numberCorrect: scores[i] },
          total: { totalCorrect: totals.get(c.player.username) },
        })
      }
      expect(new Map(completed.currTotals.map((t: any) => [t.username, t.totalCorrect]))).toEqual(totals)
      expect(completed.participants.every((p: any) => !p.isReady)).toBe(true)
    }
    const last = bossC.updates.at(-1)
    expect([...last.highScorePlayers].sort()).toEqual(["l_ann", "l_bob"])

    // Reset is for the commissioner or whoever started the last round: Bob is refused, Ann may.
    expect(await ask(bobC, ClientEvent.resetLiveGame)).toEqual({ success: false, message: Messages.liveResetNotAllowed })
    expect(await ask(annC, ClientEvent.resetLiveGame)).toEqual({ success: true, message: Messages.liveGameReset })
    const reset = await nextUpdate(bobC, (u) => u.type === "reset_game")
    expect(reset).toMatchObject({ topicsRemaining: 0, paramsSubmitted: false, completed: false, currQuiz: null })

    // Everyone saw the same updates in the same order (once the last, paced ones have arrived).
    const seen = (c: LiveClient) => c.updates.filter((u) => u.revision >= fromRevision).map((u) => `${u.type}@${u.revision}`)
    await vi.waitFor(
      () => {
        for (const c of [annC, bobC, catC]) expect(seen(c)).toEqual(seen(bossC))
      },
      { timeout: 10_000, interval: 50 },
    )

    // A re-join is a no-op that re-sends the state; the last to leave ends the game.
    const before = annC.updates.length
    expect((await ask(annC, ClientEvent.joinLiveGame, { groupId: group.id })).success).toBe(true)
    expect((await nextUpdate(annC, (u) => u.type === "update_group", before)).participants).toHaveLength(4)
    expect(bossC.updates.slice(bossC.updates.length).length).toBe(0)
    for (const c of [annC, bobC, catC, bossC]) expect(await ask(c, ClientEvent.leaveLiveGame)).toEqual({ success: true, message: Messages.liveLeft })
    expect(await nextUpdate(bossC, (u) => u.type === "live_group_ended", 0, 15_000, "groupUpdates")).toEqual({
      type: "live_group_ended",
      groupId: group.id,
      groupName: "Hens",
    })
    // The push follows the store; the group read model follows it a moment later.
    await vi.waitFor(
      async () => {
        const detail = await call(server, "GET", `/api/quiz/group/${group.id}`, { headers: boss.headers })
        expect(detail.body.live_game).toBe(false)
      },
      { timeout: 10_000, interval: 100 },
    )
  }, 60_000)

  it("answers check_connections for admins only", async () => {
    const c = await connectAs(boss)
    expect(await ask(c, ClientEvent.checkConnections, {})).toEqual({ success: false, message: Messages.notQuizAdmin })
  })
})
