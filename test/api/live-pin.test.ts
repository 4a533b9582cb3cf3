// Games for anyone with the PIN, over real socket.io clients on the real server with the fake
// AI provider (question n's right answer is "Answer n"): a signed-in host opens a game and gets
// a PIN; guests without accounts and a registered player join with nicknames (unique,
// bounded, filtered); the host removes a player, who cannot come back; a guest who drops and
// returns from the same "browser" (their kept token) has their place and points; the host
// starts a question-by-question round, which the players play to the podium, and which goes
// on the registered player's scoreboard; the ended game's PIN admits nobody.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"
import { ClientEvent } from "#schemas/socket/protocol.ts"

import { fakeAiEnv, type FakeOpenAI, startFakeOpenAI } from "../support/fake-openai.ts"
import type { TestServer } from "../support/test-server.ts"
import { guestClient } from "./live-pin-support.ts"
import { byQuestionEnv, rightOption, wrongOption } from "./live-question-support.ts"
import { ask, type LiveClient, liveClient, nextUpdate, type Player, signUp } from "./live-support.ts"
import { SERVER_ENV } from "./quiz-fixtures.ts"
import { call, serverModes } from "./servers.ts"

describe.each(serverModes)("a live game for anyone with the PIN ($name)", (mode) => {
  let fake: FakeOpenAI
  let server: TestServer
  let host: Player, reg: Player
  const clients: LiveClient[] = []
  const track = (c: LiveClient) => (clients.push(c), c)

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    server = await mode.start({ ...SERVER_ENV, ...byQuestionEnv, ...fakeAiEnv(fake) })
    ;[host, reg] = (await Promise.all(["pin_host", "pin_reg"].map((n) => signUp(server, n)))) as [Player, Player]
  }, 60_000)
  afterAll(async () => {
    for (const c of clients) c.socket.close()
    await server?.dispose()
    await fake?.close()
  })

  it("is joined by PIN and nickname, played by guests to the podium, and closed by its host", async () => {
    const hostC = track(await liveClient(server.url, host))
    // Guests cannot host.
    const stranger = track(await guestClient(server.url, "stranger"))
    expect(await ask(stranger, ClientEvent.openPinGame, {})).toEqual({ success: false, message: Messages.pinSignInToHost })

    const opened = await ask(hostC, ClientEvent.openPinGame, {})
    expect(opened).toMatchObject({ success: true, host: true, you: null, state: { phase: "lobby", mode: "question", pin: { host: "pin_host" } } })
    const pin: string = opened.pin
    expect(pin).toMatch(/^[1-9]\d{5}$/)
    expect(opened.state.pin.code).toBe(pin)

    // Wrong PINs, bad nicknames.
    const ann = track(await guestClient(server.url, "Ann"))
    expect(await ask(ann, ClientEvent.joinPinGame, { pin: "12ab", nickname: "Ann" })).toEqual({ success: false, message: Messages.pinFormat })
    const wrongPin = pin === "999999" ? "999998" : "999999"
    expect(await ask(ann, ClientEvent.joinPinGame, { pin: wrongPin, nickname: "Ann" })).toEqual({ success: false, message: Messages.pinNotFound })
    expect(await ask(ann, ClientEvent.joinPinGame, { pin, nickname: "A" })).toEqual({ success: false, message: Messages.nicknameLength(2, 20) })
    expect(await ask(ann, ClientEvent.joinPinGame, { pin, nickname: "x".repeat(21) })).toEqual({ success: false, message: Messages.nicknameLength(2, 20) })
    expect(await ask(ann, ClientEvent.joinPinGame, { pin, nickname: "<b>hi</b>" })).toEqual({ success: false, message: Messages.nicknameCharacters })
    expect(await ask(ann, ClientEvent.joinPinGame, { pin, nickname: "Sh1t Head" })).toEqual({ success: false, message: Messages.nicknameNotAllowed })

    // In with one step, no account: the PIN as typed ("123 456") and a nickname.
    const joined = await ask(ann, ClientEvent.joinPinGame, { pin: `${pin.slice(0, 3)} ${pin.slice(3)}`, nickname: "  Ann  " })
    expect(joined).toMatchObject({ success: true, host: false, pin, you: { participant: { username: "Ann" } } })
    const annToken: string = joined.guestToken
    expect(annToken).toEqual(expect.any(String))
    // Names are unique in the game, whatever their case, accents or spaces; the host's name too.
    const bea = track(await guestClient(server.url, "Bea"))
    expect(await ask(bea, ClientEvent.joinPinGame, { pin, nickname: "ÁNN" })).toEqual({ success: false, message: Messages.nicknameTaken })
    expect(await ask(bea, ClientEvent.joinPinGame, { pin, nickname: "Pin Host" })).toEqual({ success: false, message: Messages.nicknameTaken })
    expect((await ask(bea, ClientEvent.joinPinGame, { pin, nickname: "Bea" })).success).toBe(true)
    // A registered player joins the same way, under a nickname of their choosing.
    const regC = track(await liveClient(server.url, reg))
    expect(await ask(regC, ClientEvent.joinPinGame, { pin, nickname: "Rex" })).toMatchObject({
      success: true,
      host: false,
      you: { participant: { username: "Rex" } },
    })
    expect((await ask(regC, ClientEvent.joinPinGame, { pin, nickname: "Rex" })).guestToken).toBeUndefined()
    const troll = track(await guestClient(server.url, "Troll"))
    expect((await ask(troll, ClientEvent.joinPinGame, { pin, nickname: "Troll" })).success).toBe(true)
    const lobby = await nextUpdate(hostC, (u) => u.counts?.participants === 4)
    expect(lobby.participants.map((p: any) => p.username)).toEqual(["Ann", "Bea", "Rex", "Troll"])

    // Only the host runs the game; they remove Troll, who cannot come back.
    expect(await ask(ann, ClientEvent.removeLivePlayer, { nickname: "Troll" })).toEqual({ success: false, message: Messages.pinHostOnly })
    expect(await ask(ann, ClientEvent.startLiveGame, {})).toEqual({ success: false, message: Messages.pinHostOnly })
    expect(await ask(hostC, ClientEvent.removeLivePlayer, { nickname: "Nobody" })).toEqual({ success: false, message: Messages.pinPlayerNotFound })
    expect(await ask(hostC, ClientEvent.removeLivePlayer, { nickname: "troll" })).toEqual({ success: true, message: Messages.pinPlayerRemoved })
    expect(await nextUpdate(troll, (y) => y.you === null, 0, 15_000, "yous")).toMatchObject({ you: null })
    expect(await ask(troll, ClientEvent.joinPinGame, { pin, nickname: "Troll" })).toEqual({ success: false, message: Messages.pinRemoved })

    // A player may send a topic; the host's own goes first. Nobody has to be ready.
    expect((await ask(bea, ClientEvent.addQuizParams, { newQuizParams: { topic: "Ducks", level: "elementary", number: 2 } })).success).toBe(true)
    expect((await ask(hostC, ClientEvent.addQuizParams, { newQuizParams: { topic: "Chickens", level: "elementary", number: 2 } })).success).toBe(true)
    expect(await ask(hostC, ClientEvent.startLiveGame, {})).toEqual({ success: true, message: Messages.liveRoundStarted })
    const first = await nextUpdate(ann, (u) => u.type === "question_opened" && u.byQuestion.index === 0)
    expect(first).toMatchObject({ topic: "Chickens", topicsRemaining: 1, byQuestion: { players: 3, reveal: null } })
    expect(JSON.stringify(first)).not.toMatch(/correct_answer|explanation|Question 2/)
    const q1 = first.byQuestion.question
    expect((await ask(ann, ClientEvent.answerQuestion, { index: 0, option: rightOption(q1) })).success).toBe(true)
    expect((await ask(bea, ClientEvent.answerQuestion, { index: 0, option: wrongOption(q1) })).success).toBe(true)
    expect(await ask(hostC, ClientEvent.answerQuestion, { index: 0, option: rightOption(q1) })).toMatchObject({ success: false })
    expect((await ask(regC, ClientEvent.answerQuestion, { index: 0, option: rightOption(q1) })).success).toBe(true)
    const revealed = await nextUpdate(ann, (u) => u.type === "question_revealed" && u.byQuestion.index === 0)
    expect(revealed.byQuestion.reveal).toMatchObject({ correctAnswer: rightOption(q1) })
    const annPoints = (await nextUpdate(ann, (y) => y.you?.question?.correct === true, 0, 15_000, "yous")).you.question.points
    expect(annPoints).toBeGreaterThanOrEqual(500)

    // Ann closes the tab and comes back from the same browser: her place and points are hers.
    ann.socket.close()
    const annAgain = track(await guestClient(server.url, "Ann", annToken))
    const back = await ask(annAgain, ClientEvent.joinPinGame, { pin, nickname: "whatever" })
    expect(back).toMatchObject({ success: true, guestToken: annToken, you: { participant: { username: "Ann" }, question: { points: annPoints, place: 1 } } })
    // A stranger's browser with the same nickname is somebody else.
    expect(await ask(stranger, ClientEvent.joinPinGame, { pin, nickname: "Ann" })).toEqual({ success: false, message: Messages.nicknameTaken })
    // A player refused by another game (here: a name taken in it) keeps following their own.
    const elsewhere = track(await liveClient(server.url, await signUp(server, "pin_other")))
    const other = await ask(elsewhere, ClientEvent.openPinGame, {})
    const inOther = track(await guestClient(server.url, "Ole"))
    expect((await ask(inOther, ClientEvent.joinPinGame, { pin: other.pin, nickname: "Ole" })).success).toBe(true)
    expect(await ask(inOther, ClientEvent.joinPinGame, { pin, nickname: "Ann" })).toEqual({ success: false, message: Messages.nicknameTaken })
    const seen = inOther.updates.length
    expect((await ask(elsewhere, ClientEvent.addQuizParams, { newQuizParams: { topic: "Owls", level: "elementary", number: 2 } })).success).toBe(true)
    await nextUpdate(inOther, (u) => u.groupId === `pin-${other.pin}` && u.topicsRemaining === 1, seen)

    const second = await nextUpdate(annAgain, (u) => u.type === "question_opened" && u.byQuestion.index === 1, 0, 20_000)
    for (const c of [annAgain, bea, regC])
      expect((await ask(c, ClientEvent.answerQuestion, { index: 1, option: rightOption(second.byQuestion.question) })).success).toBe(true)
    const podium = await nextUpdate(hostC, (u) => u.type === "game_completed", 0, 20_000)
    expect(podium.byQuestion.leaderboard[0]).toMatchObject({ username: "Ann", place: 1 })
    expect(podium.roundScores.map((s: any) => [s.username, s.numberCorrect]).sort()).toEqual([
      ["Ann", 2],
      ["Bea", 1],
      ["Rex", 2],
    ])

    // The registered player has the round on their scoreboard (with the fun quizzes: totals unmoved).
    const board = async () => (await call(server, "GET", "/api/quiz/profile/scoreboard/totals", { headers: reg.headers })).body
    await expect.poll(async () => (await board()).completed_quizzes.fun.length).toBe(1)
    expect((await board()).completed_quizzes.fun[0]).toMatchObject({ topic: "Chickens", level: "elementary", number_correct: 2, number_questions: 2 })
    expect(await board()).toMatchObject({ total_questions: 0 })

    // The next round plays a stored quiz the host picks from the list: nothing is generated.
    const library = (await call(server, "GET", "/api/quiz/all")).body as { id: string; topic: string }[]
    const stored = library.find((q) => q.topic !== "Chickens")!
    const asked = fake.requests.length
    expect(await ask(bea, ClientEvent.startLiveGame, { quizId: stored.id })).toEqual({ success: false, message: Messages.pinHostOnly })
    expect(await ask(hostC, ClientEvent.startLiveGame, { quizId: "no-such-quiz" })).toEqual({ success: false, message: Messages.quizNotFound })
    expect(await ask(hostC, ClientEvent.startLiveGame, { quizId: stored.id })).toEqual({ success: true, message: Messages.liveRoundStarted })
    const storedRound = await nextUpdate(bea, (u) => u.type === "question_opened" && u.topic === stored.topic)
    expect(storedRound).toMatchObject({ topicsRemaining: 1, byQuestion: { index: 0, players: 3 } })
    expect(JSON.stringify(storedRound)).not.toMatch(/correct_answer|explanation/)
    expect(fake.requests.length).toBe(asked)

    // The host sets the pace: the answer now (with how the room answered), then the next question now.
    const storedQ = storedRound.byQuestion.question
    expect((await ask(bea, ClientEvent.answerQuestion, { index: 0, option: storedQ.options[0] })).success).toBe(true)
    expect(await ask(bea, ClientEvent.advancePinGame, { index: 0 })).toEqual({ success: false, message: Messages.pinHostOnly })
    expect(await ask(hostC, ClientEvent.advancePinGame, { index: -1 })).toMatchObject({ success: false })
    expect(await ask(hostC, ClientEvent.advancePinGame, { index: 0 })).toEqual({ success: true, message: Messages.pinAdvanced })
    const skipped = await nextUpdate(bea, (u) => u.type === "question_revealed" && u.topic === stored.topic)
    expect(skipped.byQuestion).toMatchObject({
      index: 0,
      answered: 1,
      reveal: { reason: "skipped", picks: storedQ.options.map((_: string, i: number) => (i === 0 ? 1 : 0)) },
    })
    expect(await ask(hostC, ClientEvent.advancePinGame, { index: 0 })).toEqual({ success: true, message: Messages.pinAdvanced })
    await nextUpdate(bea, (u) => u.type === "question_opened" && u.topic === stored.topic && u.byQuestion.index === 1)

    // The host ends the game: its PIN admits nobody, not even its players.
    expect(await ask(bea, ClientEvent.endPinGame, {})).toEqual({ success: false, message: Messages.pinHostOnly })
    expect(await ask(hostC, ClientEvent.endPinGame, {})).toEqual({ success: true, message: Messages.pinGameEnded })
    await nextUpdate(bea, (u) => u.phase === "idle")
    expect(await ask(stranger, ClientEvent.joinPinGame, { pin, nickname: "Late" })).toEqual({ success: false, message: Messages.pinNotFound })
    expect(await ask(annAgain, ClientEvent.joinPinGame, { pin, nickname: "Ann" })).toEqual({ success: false, message: Messages.pinNotFound })
    // The next game gets another PIN.
    const next = await ask(hostC, ClientEvent.openPinGame, {})
    expect(next.success).toBe(true)
    expect(next.pin).not.toBe(pin)
    // A host who opens yet another game from the same screen ends the one they left.
    const third = await ask(hostC, ClientEvent.openPinGame, {})
    expect(third.pin).not.toBe(next.pin)
    expect(await ask(stranger, ClientEvent.joinPinGame, { pin: next.pin, nickname: "Late" })).toEqual({ success: false, message: Messages.pinNotFound })
    expect((await ask(stranger, ClientEvent.joinPinGame, { pin: third.pin, nickname: "Late" })).success).toBe(true)
  }, 90_000)
})
