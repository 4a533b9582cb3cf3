// Question-by-question rounds survive what the seed's rounds survive: a server SIGKILLed in the
// middle of a question comes back on the same DATA_DIR with the question still open until the
// close stored in the stream (its remaining time), and closes it on its own clock; and two
// server processes on one PostgreSQL schema play one game, each question opened, revealed and
// ended once although both nodes' clocks fire.
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { ClientEvent } from "#schemas/socket/protocol.ts"

import { freshPostgresUrl } from "../support/databases.ts"
import { type FakeOpenAI, startFakeOpenAI } from "../support/fake-openai.ts"
import { type ChildNode, freePort, spawnNode } from "./live-nodes.ts"
import { rightOption, wrongOption } from "./live-question-support.ts"
import { ask, groupOf, type LiveClient, liveClient, nextUpdate, type Player, signUp } from "./live-support.ts"
import { SERVER_ENV } from "./quiz-fixtures.ts"

/** Everyone in, a topic each, question mode, ready, and the first question open. */
const toFirstQuestion = async (cs: readonly LiveClient[], groupId: string) => {
  for (const c of cs) {
    expect((await ask(c, ClientEvent.joinLiveGame, { groupId })).success).toBe(true)
    expect((await ask(c, ClientEvent.addQuizParams, { newQuizParams: { topic: `${c.player.username} eggs`, level: "elementary", number: 2 } })).success).toBe(
      true,
    )
  }
  expect((await ask(cs[0]!, ClientEvent.chooseMode, { mode: "question" })).success).toBe(true)
  for (const c of cs) expect((await ask(c, ClientEvent.playerReady, { isReady: true })).success).toBe(true)
  await nextUpdate(cs[0]!, (u) => u.groupReady === true && u.mode === "question")
  expect((await ask(cs[0]!, ClientEvent.startLiveGame)).success).toBe(true)
  return Promise.all(cs.map((c) => nextUpdate(c, (u) => u.type === "question_opened" && u.byQuestion.index === 0)))
}

const stepsOf = (c: LiveClient) => c.updates.filter((u) => u.type !== "update_group").map((u) => `${u.type}:${u.byQuestion?.index ?? "-"}`)

describe("question-by-question round after SIGKILL (PGlite)", () => {
  let fake: FakeOpenAI
  let dataDir: string
  let node: ChildNode | undefined
  const clients: LiveClient[] = []

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    dataDir = await mkdtemp(join(tmpdir(), "homestead-qbq-recovery-"))
  })
  afterAll(async () => {
    for (const c of clients) c.socket.close()
    await node?.stop()
    await fake.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it("resumes the open question with its remaining time and closes it at the stored time", async () => {
    const port = await freePort()
    const env = {
      ...SERVER_ENV,
      DATA_DIR: dataDir,
      PORT: String(port),
      AI_BASE_URL: `${fake.url}/v1`,
      AI_API_KEY: "sk-fake",
      AI_MODEL_BASIC: "fake-basic",
      // Long enough for the restart to finish well inside the question, on a busy machine too.
      LIVE_QUESTION_SECONDS: "30",
      LIVE_LEADERBOARD_SECONDS: "1",
    }
    node = await spawnNode(env)
    const ann = await signUp(node, "k_ann")
    const bob = await signUp(node, "k_bob")
    const group = await groupOf(node, ann, [bob], "Pheasants")
    const cs = (await Promise.all([ann, bob].map((p) => liveClient(node!.url, p, { reconnection: true })))) as [LiveClient, LiveClient]
    clients.push(...cs)
    for (const c of cs) c.socket.io.on("reconnect", () => c.socket.emit(ClientEvent.joinLiveGame, { groupId: group.id }))
    const [opened] = await toFirstQuestion(cs, group.id)
    const q1 = opened.byQuestion
    expect((await ask(cs[0], ClientEvent.answerQuestion, { index: 0, option: rightOption(q1.question) })).success).toBe(true)

    await node.kill()
    const marks = cs.map((c) => c.updates.length)
    node = await spawnNode(env)

    // Back: the same question, still open, closing when it always would. Each client first
    // re-joins by itself on reconnecting (an ask sent before it noticed the kill would be lost).
    await Promise.all(cs.map((c, i) => nextUpdate(c, (u) => u.type === "update_group", marks[i], 30_000)))
    for (const c of cs) {
      const rejoined = await ask(c, ClientEvent.joinLiveGame, { groupId: group.id })
      expect(rejoined.state).toMatchObject({ phase: "inRound", byQuestion: { index: 0, reveal: null, answered: 1, closesAt: q1.closesAt } })
    }
    // Ann's answer is in (once); Bob lets the time run out: the restarted node's clock reveals it.
    expect((await ask(cs[0], ClientEvent.answerQuestion, { index: 0, option: wrongOption(q1.question) })).success).toBe(false)
    const revealed = await nextUpdate(cs[1], (u) => u.type === "question_revealed" && u.byQuestion.index === 0, marks[1], 45_000)
    expect(revealed.byQuestion).toMatchObject({ answered: 1, closesAt: q1.closesAt, reveal: { reason: "timed_out" } })
    expect(revealed.byQuestion.leaderboard[0]).toMatchObject({ username: "k_ann", place: 1 })
    expect(revealed.byQuestion.leaderboard[0].points).toBeGreaterThanOrEqual(500)

    const q2 = (await nextUpdate(cs[0], (u) => u.type === "question_opened" && u.byQuestion.index === 1, marks[0], 15_000)).byQuestion
    for (const c of cs) expect((await ask(c, ClientEvent.answerQuestion, { index: 1, option: rightOption(q2.question) })).success).toBe(true)
    const podium = await nextUpdate(cs[1], (u) => u.type === "game_completed", marks[1], 15_000)
    expect(podium.roundScores.map((s: any) => [s.username, s.numberCorrect]).sort()).toEqual([
      ["k_ann", 2],
      ["k_bob", 1],
    ])
    expect(podium.byQuestion.leaderboard.map((s: any) => s.username)).toEqual(["k_ann", "k_bob"])
  }, 120_000)
})

describe("question-by-question round across two nodes on one PostgreSQL schema", () => {
  let fake: FakeOpenAI
  let drop: () => Promise<void>
  const dirs: string[] = []
  let a: ChildNode, b: ChildNode
  const clients: LiveClient[] = []

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    const fresh = await freshPostgresUrl()
    drop = fresh.drop
    const env = async () => {
      const dir = await mkdtemp(join(tmpdir(), "homestead-qbq-node-"))
      dirs.push(dir)
      return {
        ...SERVER_ENV,
        DATABASE_URL: fresh.url,
        DATA_DIR: dir,
        AI_BASE_URL: `${fake.url}/v1`,
        AI_API_KEY: "sk-fake",
        AI_MODEL_BASIC: "fake-basic",
        LIVE_QUESTION_SECONDS: "5",
        LIVE_LEADERBOARD_SECONDS: "1",
      }
    }
    a = await spawnNode(await env())
    b = await spawnNode(await env())
  }, 120_000)
  afterAll(async () => {
    for (const c of clients) c.socket.close()
    await a?.stop()
    await b?.stop()
    await drop?.()
    for (const dir of dirs) await rm(dir, { recursive: true, force: true })
    await fake?.close()
  })

  it("plays one game on both nodes, each step once and in the same order for everyone", async () => {
    const players = (await Promise.all(["w_ann", "w_bob", "w_cat"].map((n) => signUp(a, n)))) as Player[]
    const group = await groupOf(b, players[0]!, players.slice(1), "Swans")
    // ann and cat on node A, bob on node B.
    const cs = await Promise.all(players.map((p, i) => liveClient((i % 2 === 0 ? a : b).url, p)))
    clients.push(...cs)
    const [opened] = await toFirstQuestion(cs, group.id)
    const q1 = opened!.byQuestion
    // Answers through both nodes at once: the last one in reveals the question, once.
    const answers = await Promise.all(
      cs.map((c, i) => ask(c, ClientEvent.answerQuestion, { index: 0, option: i === 1 ? wrongOption(q1.question) : rightOption(q1.question) })),
    )
    expect(answers.every((x) => x.success)).toBe(true)
    // The second question: nobody answers, both nodes' clocks fire, the question closes once.
    const q2 = await Promise.all(cs.map((c) => nextUpdate(c, (u) => u.type === "question_opened" && u.byQuestion.index === 1)))
    expect(new Set(q2.map((u) => u.revision)).size).toBe(1)
    const podium = await Promise.all(cs.map((c) => nextUpdate(c, (u) => u.type === "game_completed", 0, 30_000)))
    expect(new Set(podium.map((u) => u.revision)).size).toBe(1)
    expect(podium[0].byQuestion.leaderboard.map((s: any) => s.username).sort()).toEqual(["w_ann", "w_bob", "w_cat"])
    expect(podium[0].byQuestion.leaderboard.find((s: any) => s.username === "w_bob")).toMatchObject({ points: 0, place: 3 })
    for (const c of cs)
      expect(stepsOf(c)).toEqual([
        "game_started:-",
        "quiz_received:-",
        "question_opened:0",
        "question_revealed:0",
        "question_opened:1",
        "question_revealed:1",
        "game_completed:1",
      ])
  }, 120_000)
})
