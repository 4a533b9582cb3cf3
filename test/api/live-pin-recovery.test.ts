// A PIN game through a crash: the server is SIGKILLed between two questions and started again
// on the same DATA_DIR and port. The open game's room is rebuilt (its PIN is in the read model),
// the guests come back with the identities their browsers kept and find their points, the
// round goes on to the podium on the stored clock (its teams too), and the host, who never comes back, is
// dropped once the round is over and their longer grace has passed, which ends the game: its
// PIN admits nobody.
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { afterAll, beforeAll, describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"
import { ClientEvent } from "#schemas/socket/protocol.ts"

import { type FakeOpenAI, startFakeOpenAI } from "../support/fake-openai.ts"
import { type ChildNode, freePort, spawnNode } from "./live-nodes.ts"
import { guestClient } from "./live-pin-support.ts"
import { rightOption, wrongOption } from "./live-question-support.ts"
import { ask, type LiveClient, liveClient, nextUpdate, signUp } from "./live-support.ts"
import { SERVER_ENV } from "./quiz-fixtures.ts"

describe("a PIN game through a crash (PGlite)", () => {
  let fake: FakeOpenAI
  let dataDir: string
  let node: ChildNode | undefined
  const clients: LiveClient[] = []

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    dataDir = await mkdtemp(join(tmpdir(), "homestead-pin-recovery-"))
  })
  afterAll(async () => {
    for (const c of clients) c.socket.close()
    await node?.stop()
    await fake.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it("brings the guests back with their points and ends the game its host left", async () => {
    const port = await freePort()
    const env = {
      ...SERVER_ENV,
      DATA_DIR: dataDir,
      PORT: String(port),
      AI_BASE_URL: `${fake.url}/v1`,
      AI_API_KEY: "sk-fake",
      AI_MODEL_BASIC: "fake-basic",
      LIVE_DROP_AFTER: "1",
      LIVE_QUESTION_SECONDS: "10",
      LIVE_LEADERBOARD_SECONDS: "1",
    }
    node = await spawnNode(env)
    const host = await signUp(node, "pr_host")
    const hostC = await liveClient(node.url, host)
    clients.push(hostC)
    const opened = await ask(hostC, ClientEvent.openPinGame, {})
    const pin: string = opened.pin
    const tokens: Record<string, string> = {}
    const guests: Record<string, LiveClient> = {}
    for (const name of ["Ann", "Bea"]) {
      guests[name] = await guestClient(node.url, name)
      clients.push(guests[name])
      const joined = await ask(guests[name], ClientEvent.joinPinGame, { pin, nickname: name })
      expect(joined.success).toBe(true)
      tokens[name] = joined.guestToken
    }
    // Played in two balanced teams: Ann's and Bea's.
    expect((await ask(hostC, ClientEvent.setPinTeams, { count: 2, picking: "balanced" })).success).toBe(true)
    expect((await ask(hostC, ClientEvent.addQuizParams, { newQuizParams: { topic: "Geese", level: "elementary", number: 2 } })).success).toBe(true)
    expect((await ask(hostC, ClientEvent.startLiveGame, {})).success).toBe(true)
    const first = await nextUpdate(guests.Ann!, (u) => u.type === "question_opened" && u.byQuestion.index === 0)
    expect((await ask(guests.Ann!, ClientEvent.answerQuestion, { index: 0, option: rightOption(first.byQuestion.question) })).success).toBe(true)
    expect((await ask(guests.Bea!, ClientEvent.answerQuestion, { index: 0, option: wrongOption(first.byQuestion.question) })).success).toBe(true)
    const annBefore = (await nextUpdate(guests.Ann!, (y) => y.you?.question?.correct === true, 0, 15_000, "yous")).you.question.points

    await node.kill()
    node = await spawnNode(env)

    // The guests' browsers come back as the same players, with their points.
    const back: Record<string, LiveClient> = {}
    for (const name of ["Ann", "Bea"]) {
      back[name] = await guestClient(node.url, name, tokens[name])
      clients.push(back[name])
      const rejoined = await ask(back[name], ClientEvent.joinPinGame, { pin, nickname: name })
      expect(rejoined).toMatchObject({ success: true, you: { participant: { username: name } } })
      if (name === "Ann") expect(rejoined.you.question).toMatchObject({ points: annBefore, place: 1 })
      // Their teams came back with them.
      expect(rejoined.state.teams.list.map((t: any) => t.members)).toEqual([["Ann"], ["Bea"]])
    }
    // The round goes on from the stored clock.
    const second = await nextUpdate(back.Ann!, (u) => u.byQuestion?.index === 1 && u.phase === "inRound", 0, 20_000)
    for (const name of ["Ann", "Bea"])
      expect((await ask(back[name]!, ClientEvent.answerQuestion, { index: 1, option: rightOption(second.byQuestion.question) })).success).toBe(true)
    const podium = await nextUpdate(back.Bea!, (u) => u.type === "game_completed", 0, 20_000)
    expect(podium.byQuestion.leaderboard.map((s: any) => s.username)).toEqual(["Ann", "Bea"])
    expect(podium.teams.list.map((t: any) => t.place)).toEqual([1, 2])

    // The host never came back: once the round is over and their grace (ten times LIVE_DROP_AFTER)
    // has run out, the game ends and its PIN admits nobody.
    await nextUpdate(back.Ann!, (u) => u.phase === "idle", 0, 40_000)
    expect(await ask(back.Bea!, ClientEvent.joinPinGame, { pin, nickname: "Bea" })).toEqual({ success: false, message: Messages.pinNotFound })
  }, 120_000)
})
