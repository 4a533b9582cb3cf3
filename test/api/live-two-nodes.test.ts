// Two app processes on one PostgreSQL schema serve one live game whose players are on
// different nodes. Commands reach either node and are decided there against the stream
// (the append at the expected revision decides who wins); updates come from each node's
// store subscription, so every player sees the game's steps (game_started, quiz_received,
// game_completed) at the same revisions in the same order, and nobody is scored twice
// even when both nodes race. A PIN game opened on one node takes guests joining on the other.
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { afterAll, beforeAll, describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"
import { ClientEvent } from "#schemas/socket/protocol.ts"

import { freshPostgresUrl } from "../support/databases.ts"
import { type FakeOpenAI, startFakeOpenAI } from "../support/fake-openai.ts"
import { type ChildNode, spawnNode } from "./live-nodes.ts"
import { guestClient } from "./live-pin-support.ts"
import { answersFor, ask, groupOf, type LiveClient, liveClient, nextUpdate, type Player, signUp } from "./live-support.ts"
import { SERVER_ENV } from "./quiz-fixtures.ts"

describe("live game across two nodes on one PostgreSQL schema", () => {
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
      const dir = await mkdtemp(join(tmpdir(), "homestead-live-node-"))
      dirs.push(dir)
      return { ...SERVER_ENV, DATABASE_URL: fresh.url, DATA_DIR: dir, AI_BASE_URL: `${fake.url}/v1`, AI_API_KEY: "sk-fake", AI_MODEL_BASIC: "fake-basic" }
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

  it("plays a round with players on both nodes, every player seeing the same steps in order", async () => {
    const players = (await Promise.all(["t_ann", "t_bob", "t_cat", "t_dan"].map((n) => signUp(a, n)))) as Player[]
    const group = await groupOf(b, players[0]!, players.slice(1), "Geese")
    // ann and cat on node A, bob and dan on node B.
    const cs = await Promise.all(players.map((p, i) => liveClient((i % 2 === 0 ? a : b).url, p)))
    clients.push(...cs)
    for (const c of cs) expect((await ask(c, ClientEvent.joinLiveGame, { groupId: group.id })).success).toBe(true)
    await Promise.all(cs.map((c, i) => ask(c, ClientEvent.addQuizParams, { newQuizParams: { topic: `Topic ${i}`, level: "honors", number: 2 } })))
    // Readiness from both nodes at the same moment: each is decided once.
    await Promise.all(cs.map((c) => ask(c, ClientEvent.playerReady, { isReady: true })))
    await nextUpdate(cs[0]!, (u) => u.groupReady === true)

    // Both nodes are asked to start at once: one round starts, the other start is refused.
    const starts = await Promise.all([ask(cs[0]!, ClientEvent.startLiveGame), ask(cs[1]!, ClientEvent.startLiveGame)])
    expect(starts.filter((s) => s.success)).toHaveLength(1)
    expect(starts.find((s) => !s.success)?.message).toBe(Messages.liveRoundRunning)
    const received = await nextUpdate(cs[3]!, (u) => u.type === "quiz_received")
    await nextUpdate(cs[0]!, (u) => u.type === "quiz_received")

    // Everyone answers at once, through both nodes; one player tries twice on different nodes.
    const dup = await liveClient(a.url, players[1]!)
    clients.push(dup)
    const answers = await Promise.all([
      ...cs.map((c, i) => ask(c, ClientEvent.playerCompleted, { groupId: group.id, answers: answersFor(received.currQuiz, i % 3) })),
      ask(dup, ClientEvent.playerCompleted, { groupId: group.id, answers: answersFor(received.currQuiz, 2) }),
    ])
    const bobs = [answers[1]!, answers[4]!]
    expect(bobs.filter((x) => x.success)).toHaveLength(1)
    // The refused copy was decided either before the round closed (already in) or after the
    // other answers closed it (no round under way); in both cases Bob is scored once.
    expect([Messages.liveAlreadyFinished, Messages.liveNoRound]).toContain(bobs.find((x) => !x.success)?.message)
    expect(
      answers
        .slice(0, 4)
        .filter((x, i) => i !== 1)
        .every((x) => x.success),
    ).toBe(true)

    const completed = await Promise.all(cs.map((c) => nextUpdate(c, (u) => u.type === "game_completed")))
    const bobScore = answers[1]!.success ? 1 : 2
    for (const c of completed) {
      expect(new Map(c.roundScores.map((s: any) => [s.username, s.numberCorrect]))).toEqual(
        new Map([
          ["t_ann", 0],
          ["t_bob", bobScore],
          ["t_cat", 2],
          ["t_dan", 0],
        ]),
      )
    }
    // Each player's own row came to them, whichever node they are on.
    for (const c of cs) {
      const mine = await nextUpdate(c, (u) => u.revision === completed[0].revision, 0, 15_000, "yous")
      expect(mine.you).toMatchObject({ participant: { username: c.player.username }, roundScore: { username: c.player.username } })
    }
    await new Promise((r) => setTimeout(r, 500))
    // The steps of the game, at the same revisions, in the same order on both nodes; update_group
    // may be paced differently per node but never goes back in revision.
    const from = Math.max(...cs.map((c) => c.updates[0]!.revision))
    const steps = (c: LiveClient) => c.updates.filter((u) => u.revision >= from && u.type !== "update_group").map((u) => `${u.type}@${u.revision}`)
    for (const c of cs.slice(1)) expect(steps(c)).toEqual(steps(cs[0]!))
    expect(steps(cs[0]!)).toEqual([
      "game_started@" + steps(cs[0]!)[0]!.split("@")[1],
      expect.stringMatching(/^quiz_received@/),
      `game_completed@${completed[0].revision}`,
    ])
    for (const c of cs) {
      const revisions = c.updates.map((u) => u.revision)
      expect(revisions).toEqual([...revisions].sort((x, y) => x - y))
    }
  }, 120_000)

  it("takes a PIN game opened on one node from guests on the other, one nickname for one player", async () => {
    const host = await signUp(a, "t_host")
    const hostC = await liveClient(a.url, host)
    clients.push(hostC)
    const opened = await ask(hostC, ClientEvent.openPinGame, {})
    expect(opened.success).toBe(true)
    // Two guests on node B and one on node A want the same nickname at the same moment: the game's stream decides.
    const guests = await Promise.all([guestClient(b.url, "g1"), guestClient(b.url, "g2"), guestClient(a.url, "g3")])
    clients.push(...guests)
    const answers = await Promise.all(guests.map((g) => ask(g, ClientEvent.joinPinGame, { pin: opened.pin, nickname: "Sam" })))
    expect(answers.filter((x) => x.success)).toHaveLength(1)
    expect(answers.filter((x) => !x.success).map((x) => x.message)).toEqual([Messages.nicknameTaken, Messages.nicknameTaken])
    const lobby = await nextUpdate(hostC, (u) => u.counts?.participants === 1)
    expect(lobby.participants.map((p: any) => p.username)).toEqual(["Sam"])
  }, 60_000)
})
