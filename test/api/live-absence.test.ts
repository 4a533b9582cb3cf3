// Players who vanish from a live game: with LIVE_DROP_AFTER at three seconds, a player whose
// connection drops in the lobby is dropped once the grace has passed, so the others can
// start; one who comes back in time keeps their place and readiness; and nobody is
// dropped while a round is being played (its clock closes it instead).
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"
import { ClientEvent } from "#schemas/socket/protocol.ts"

import { type FakeOpenAI, startFakeOpenAI } from "../support/fake-openai.ts"
import type { TestServer } from "../support/test-server.ts"
import { ask, groupOf, type LiveClient, liveClient, nextUpdate, type Player, signUp } from "./live-support.ts"
import { SERVER_ENV } from "./quiz-fixtures.ts"
import { serverModes } from "./servers.ts"

let fake: FakeOpenAI
beforeAll(async () => {
  fake = await startFakeOpenAI()
})
afterAll(async () => {
  await fake.close()
})

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const names = (u: any) => u.participants.map((p: any) => p.username)

describe.each(serverModes)("live game absences ($name)", (mode) => {
  let server: TestServer
  let ann: Player, bob: Player, cat: Player
  let group: { id: string }
  const clients: LiveClient[] = []
  // The connections the second test goes on with (`clients` is in connection order, not
  // in the order players were asked for).
  let annLive: LiveClient, bobLive: LiveClient

  beforeAll(async () => {
    server = await mode.start({ ...SERVER_ENV, LIVE_DROP_AFTER: "3", AI_BASE_URL: `${fake.url}/v1`, AI_API_KEY: "sk-fake", AI_MODEL_BASIC: "fake-basic" })
    ;[ann, bob, cat] = (await Promise.all(["a_ann", "a_bob", "a_cat"].map((n) => signUp(server, n)))) as [Player, Player, Player]
    group = await groupOf(server, ann, [bob, cat], "Away team")
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
  const prepare = async (c: LiveClient, topic: string) => {
    expect((await ask(c, ClientEvent.joinLiveGame, { groupId: group.id })).success).toBe(true)
    expect((await ask(c, ClientEvent.addQuizParams, { newQuizParams: { topic, level: "elementary", number: 2 } })).success).toBe(true)
    expect((await ask(c, ClientEvent.playerReady, { isReady: true })).success).toBe(true)
  }

  it("drops a player who vanished in the lobby, keeps one who came back in time", async () => {
    const [annC, bobC, catC] = (await Promise.all([ann, bob, cat].map(connectAs))) as [LiveClient, LiveClient, LiveClient]
    await prepare(annC, "Bees")
    await prepare(bobC, "Hens")
    expect((await ask(catC, ClientEvent.joinLiveGame, { groupId: group.id })).success).toBe(true)
    const full = await nextUpdate(annC, (u) => u.participants.length === 3)
    expect(full.groupReady).toBe(false)
    expect(await ask(annC, ClientEvent.startLiveGame)).toEqual({ success: false, message: Messages.liveGroupNotReady })

    // Bob's connection drops and he is back (a new connection) well within the grace.
    bobC.socket.close()
    const bobAgain = await connectAs(bob)
    expect((await ask(bobAgain, ClientEvent.joinLiveGame, { groupId: group.id })).success).toBe(true)
    expect((await nextUpdate(bobAgain, (u) => u.you !== null, 0, 15_000, "yous")).you.participant).toMatchObject({
      username: "a_bob",
      isReady: true,
      paramsSubmitted: true,
    })

    // Cat vanishes, never to return: after the grace the others are a ready group.
    const mark = annC.updates.length
    catC.socket.close()
    const without = await nextUpdate(annC, (u) => !names(u).includes("a_cat"), mark, 10_000)
    expect(names(without)).toEqual(["a_ann", "a_bob"])
    expect(without).toMatchObject({ groupReady: true, counts: { participants: 2, ready: 2 } })
    // Bob, who came back, was not dropped even though one of his connections went away.
    await sleep(1500)
    expect(names(annC.updates.at(-1))).toEqual(["a_ann", "a_bob"])
    expect(await ask(annC, ClientEvent.startLiveGame)).toEqual({ success: true, message: Messages.liveRoundStarted })
    annLive = annC
    bobLive = bobAgain
  }, 60_000)

  it("does not drop a player in the middle of a round", async () => {
    const annC = annLive
    const bobC = bobLive
    await nextUpdate(annC, (u) => u.type === "quiz_received")
    const mark = annC.updates.length
    bobC.socket.close()
    await sleep(4500) // longer than the grace
    // The round still counts Bob in; he is simply not answering.
    const latest = annC.updates.at(-1)
    expect(latest).toMatchObject({ phase: "inRound", counts: { participants: 2, playing: 2, finished: 0 } })
    expect(annC.updates.slice(mark).every((u: any) => names(u).includes("a_bob"))).toBe(true)
  }, 30_000)
})
