// "Play again" after a PIN game, over real socket.io clients on the real server: the host of
// a finished game opens a new lobby under a new PIN with the same quiz offered, its players
// already in under their nicknames (a guest keeps their identity), the finished game's screens
// are told where the game went, and its PIN admits nobody after.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"
import { ClientEvent } from "#schemas/socket/protocol.ts"

import type { TestServer } from "../support/test-server.ts"
import { guestClient } from "./live-pin-support.ts"
import { byQuestionEnv } from "./live-question-support.ts"
import { ask, type LiveClient, liveClient, nextUpdate, type Player, signUp } from "./live-support.ts"
import { SERVER_ENV } from "./quiz-fixtures.ts"
import { call, serverModes } from "./servers.ts"

describe("play again after a PIN game", () => {
  let server: TestServer
  let host: Player, reg: Player
  const clients: LiveClient[] = []
  const track = (c: LiveClient) => (clients.push(c), c)

  beforeAll(async () => {
    server = await serverModes[0]!.start({ ...SERVER_ENV, ...byQuestionEnv })
    ;[host, reg] = (await Promise.all(["again_host", "again_reg"].map((n) => signUp(server, n)))) as [Player, Player]
  }, 60_000)
  afterAll(async () => {
    for (const c of clients) c.socket.close()
    await server?.dispose()
  })

  it("opens a new lobby with the same quiz and brings the players along", async () => {
    const hostC = track(await liveClient(server.url, host))
    const opened = await ask(hostC, ClientEvent.openPinGame, {})
    const pin: string = opened.pin
    const ann = track(await guestClient(server.url, "Ann"))
    const joined = await ask(ann, ClientEvent.joinPinGame, { pin, nickname: "Ann" })
    const annToken: string = joined.guestToken
    const regC = track(await liveClient(server.url, reg))
    expect((await ask(regC, ClientEvent.joinPinGame, { pin, nickname: "Rex" })).success).toBe(true)

    // Ann asks for more time (a player's own switch; the host plays no question).
    expect(await ask(ann, ClientEvent.moreTime, { moreTime: "yes" })).toMatchObject({ success: false })
    expect(await ask(hostC, ClientEvent.moreTime, { moreTime: true })).toEqual({ success: false, message: Messages.notLiveParticipant })
    expect(await ask(ann, ClientEvent.moreTime, { moreTime: true })).toEqual({ success: true, message: Messages.liveMoreTimeOn })
    await nextUpdate(ann, (y) => y.you?.participant?.moreTime === true, 0, 15_000, "yous")

    // Nothing to play again before a round is over.
    expect(await ask(hostC, ClientEvent.playAgainPinGame, {})).toEqual({ success: false, message: Messages.pinPlayAgainAfterRound })
    const library = (await call(server, "GET", "/api/quiz/all")).body as { id: string; topic: string }[]
    const stored = library[0]!
    expect((await ask(hostC, ClientEvent.startLiveGame, { quizId: stored.id })).success).toBe(true)
    const first = await nextUpdate(ann, (u) => u.type === "question_opened")
    // Her window is half as long again as the question's (5 s here); Rex's is the question's.
    const annQuestion = (await nextUpdate(ann, (y) => y.you?.question?.index === 0, 0, 15_000, "yous")).you.question
    expect(annQuestion.moreTime).toEqual({ answerMs: 7_500, closesAt: new Date(Date.parse(first.byQuestion.opensAt) + 7_500).toISOString() })
    expect((await nextUpdate(regC, (y) => y.you?.question?.index === 0, 0, 15_000, "yous")).you.question.moreTime).toBeUndefined()
    const count: number = first.byQuestion.count
    for (let index = 0; index < count; index++) {
      await nextUpdate(hostC, (u) => u.byQuestion?.index === index && u.byQuestion.reveal === null && u.phase === "inRound")
      expect((await ask(hostC, ClientEvent.advancePinGame, { index })).success).toBe(true)
      await nextUpdate(hostC, (u) => u.byQuestion?.index === index && u.byQuestion.reveal !== null)
      expect((await ask(hostC, ClientEvent.advancePinGame, { index })).success).toBe(true)
    }
    await nextUpdate(ann, (u) => u.type === "game_completed")

    // Only the host plays again.
    expect(await ask(ann, ClientEvent.playAgainPinGame, {})).toEqual({ success: false, message: Messages.pinHostOnly })
    const seenByAnn = ann.updates.length
    const again = await ask(hostC, ClientEvent.playAgainPinGame, {})
    expect(again).toMatchObject({
      success: true,
      message: Messages.pinPlayingAgain,
      host: true,
      state: { phase: "lobby", pin: { again: { quizId: stored.id, topic: stored.topic } }, participants: [{ username: "Ann" }, { username: "Rex" }] },
    })
    const newPin: string = again.pin
    expect(newPin).not.toBe(pin)

    // The finished game's screens hear where it went; a player's join there finds them in, as themselves.
    expect(await nextUpdate(ann, (u) => u.groupId === `pin-${pin}` && u.phase === "idle", seenByAnn)).toMatchObject({ movedTo: newPin })
    const followed = await ask(ann, ClientEvent.joinPinGame, { pin: newPin, nickname: "Ann" })
    expect(followed).toMatchObject({ success: true, host: false, guestToken: annToken, you: { participant: { username: "Ann", moreTime: true } } })
    expect(await ask(regC, ClientEvent.joinPinGame, { pin: newPin, nickname: "anything" })).toMatchObject({
      success: true,
      you: { participant: { username: "Rex" } },
    })
    // The old PIN admits nobody; the new lobby's names are taken by their players.
    const late = track(await guestClient(server.url, "Late"))
    expect(await ask(late, ClientEvent.joinPinGame, { pin, nickname: "Late" })).toEqual({ success: false, message: Messages.pinNotFound })
    expect(await ask(late, ClientEvent.joinPinGame, { pin: newPin, nickname: "ANN" })).toEqual({ success: false, message: Messages.nicknameTaken })

    // The host plays the same quiz again with the same players.
    expect((await ask(hostC, ClientEvent.startLiveGame, { quizId: stored.id })).success).toBe(true)
    const replayed = await nextUpdate(ann, (u) => u.groupId === `pin-${newPin}` && u.type === "question_opened")
    expect(replayed).toMatchObject({ topic: stored.topic, byQuestion: { index: 0, players: 2 } })
  }, 90_000)
})
