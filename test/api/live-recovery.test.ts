// Recovery: the server is SIGKILLed in the middle of a round and started again on the same
// DATA_DIR and port. The actor is rebuilt from the stream, the players' socket.io clients
// reconnect by themselves and re-join, the remaining player finishes, and the round
// completes with the answers given before the crash counted once. A player who vanished
// with the crash and never comes back is dropped once the round is over.
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { afterAll, beforeAll, describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"
import { ClientEvent } from "#schemas/socket/protocol.ts"

import { type FakeOpenAI, startFakeOpenAI } from "../support/fake-openai.ts"
import { type ChildNode, freePort, spawnNode } from "./live-nodes.ts"
import { answersFor, ask, groupOf, type LiveClient, liveClient, nextUpdate, signUp } from "./live-support.ts"
import { SERVER_ENV } from "./quiz-fixtures.ts"

describe("live game recovery after SIGKILL (PGlite)", () => {
  let fake: FakeOpenAI
  let dataDir: string
  let node: ChildNode | undefined
  const clients: LiveClient[] = []

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    dataDir = await mkdtemp(join(tmpdir(), "homestead-live-recovery-"))
  })
  afterAll(async () => {
    for (const c of clients) c.socket.close()
    await node?.stop()
    await fake.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it("carries the round on after a crash, counting earlier answers once", async () => {
    const port = await freePort()
    const env = {
      ...SERVER_ENV,
      DATA_DIR: dataDir,
      PORT: String(port),
      AI_BASE_URL: `${fake.url}/v1`,
      AI_API_KEY: "sk-fake",
      AI_MODEL_BASIC: "fake-basic",
      LIVE_DROP_AFTER: "2",
    }
    node = await spawnNode(env)
    const ann = await signUp(node, "r_ann")
    const bob = await signUp(node, "r_bob")
    const cat = await signUp(node, "r_cat")
    const group = await groupOf(node, ann, [bob, cat], "Ducks")

    const [annC, bobC] = await Promise.all([ann, bob].map((p) => liveClient(node!.url, p, { reconnection: true })))
    // Cat's client will not come back after the crash.
    const catC = await liveClient(node.url, cat)
    clients.push(annC!, bobC!, catC)
    // What the web client does: join again after every reconnect.
    for (const c of [annC!, bobC!]) c.socket.io.on("reconnect", () => c.socket.emit(ClientEvent.joinLiveGame, { groupId: group.id }))
    for (const c of [annC!, bobC!, catC]) {
      expect((await ask(c, ClientEvent.joinLiveGame, { groupId: group.id })).success).toBe(true)
      expect(
        (await ask(c, ClientEvent.addQuizParams, { newQuizParams: { topic: `${c.player.username} topic`, level: "elementary", number: 3 } })).success,
      ).toBe(true)
      expect((await ask(c, ClientEvent.playerReady, { isReady: true })).success).toBe(true)
    }
    expect((await ask(annC!, ClientEvent.startLiveGame)).success).toBe(true)
    const received = await nextUpdate(bobC!, (u) => u.type === "quiz_received")
    const done = await ask(annC!, ClientEvent.playerCompleted, { answers: answersFor(received.currQuiz, 2) })
    expect(done).toMatchObject({ success: true, numberCorrect: 2 })
    expect(await ask(catC, ClientEvent.playerCompleted, { answers: answersFor(received.currQuiz, 3) })).toMatchObject({ success: true, numberCorrect: 3 })

    await node.kill()
    const marks = [annC!.updates.length, bobC!.updates.length]
    node = await spawnNode(env)
    expect(node.port).toBe(port)

    // Both clients come back on their own and get the round's state again.
    const restored = await nextUpdate(bobC!, (u) => u.type === "update_group", marks[1], 20_000)
    expect(restored).toMatchObject({ phase: "inRound", inAction: true, roundId: received.roundId })
    expect(restored.participants.find((p: any) => p.username === "r_ann")).toMatchObject({ finished: true })
    await nextUpdate(annC!, (u) => u.type === "update_group", marks[0], 20_000)
    // An update sent just before the kill can satisfy the waits above while a client is still
    // reconnecting; a re-join (a no-op for a player in the game) is answered only once it is back.
    for (const c of [annC!, bobC!]) expect((await ask(c, ClientEvent.joinLiveGame, { groupId: group.id })).success).toBe(true)

    expect(await ask(annC!, ClientEvent.playerCompleted, { answers: answersFor(received.currQuiz, 3) })).toEqual({
      success: false,
      message: Messages.liveAlreadyFinished,
    })
    expect((await ask(bobC!, ClientEvent.playerCompleted, { answers: answersFor(received.currQuiz, 1) })).success).toBe(true)
    const completed = await nextUpdate(annC!, (u) => u.type === "game_completed", marks[0])
    expect(completed.roundScores.map((s: any) => [s.username, s.numberCorrect])).toEqual([
      ["r_cat", 3],
      ["r_ann", 2],
      ["r_bob", 1],
    ])
    expect(completed.currTotals.map((t: any) => [t.username, t.totalCorrect, t.totalQuestions])).toEqual([
      ["r_cat", 3, 3],
      ["r_ann", 2, 3],
      ["r_bob", 1, 3],
    ])

    // Cat never came back: with the round over, the restarted node drops him; Ann and Bob, who re-joined, stay.
    const without = await nextUpdate(annC!, (u) => !u.participants.some((p: any) => p.username === "r_cat"), marks[0], 15_000)
    expect(without.participants.map((p: any) => p.username)).toEqual(["r_ann", "r_bob"])
    expect(without).toMatchObject({ phase: "roundComplete", counts: { participants: 2 } })
  }, 120_000)
})
