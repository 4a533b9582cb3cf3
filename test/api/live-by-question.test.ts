// Question-by-question live rounds over real socket.io clients on the real server, with the
// fake AI provider (question n's right answer is "Answer n"): the room chooses the mode,
// every player gets the same question at the same revision, answers are graded by the
// server, a question is revealed once everyone has answered or when its time is up, a
// leaderboard follows each question and the last ends on the podium. The seed's whole-quiz
// round still plays after it.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"
import { ClientEvent } from "#schemas/socket/protocol.ts"

import { type FakeOpenAI, startFakeOpenAI } from "../support/fake-openai.ts"
import type { TestServer } from "../support/test-server.ts"
import { byQuestionEnv, rightOption, wrongOption } from "./live-question-support.ts"
import { answersFor, ask, groupOf, type LiveClient, liveClient, nextUpdate, type Player, signUp } from "./live-support.ts"
import { SERVER_ENV } from "./quiz-fixtures.ts"
import { serverModes } from "./servers.ts"

describe.each(serverModes)("question-by-question live round ($name)", (mode) => {
  let fake: FakeOpenAI
  let server: TestServer
  let ann: Player, bob: Player
  let group: { id: string }
  const clients: LiveClient[] = []

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    server = await mode.start({ ...SERVER_ENV, ...byQuestionEnv, AI_BASE_URL: `${fake.url}/v1`, AI_API_KEY: "sk-fake", AI_MODEL_BASIC: "fake-basic" })
    ;[ann, bob] = (await Promise.all(["q_ann", "q_bob"].map((n) => signUp(server, n)))) as [Player, Player]
    group = await groupOf(server, ann, [bob], "Quails")
  }, 60_000)
  afterAll(async () => {
    for (const c of clients) c.socket.close()
    await server?.dispose()
    await fake?.close()
  })

  it("plays two questions together, through reveal and leaderboard to the podium", async () => {
    const [annC, bobC] = (await Promise.all([ann, bob].map((p) => liveClient(server.url, p)))) as [LiveClient, LiveClient]
    clients.push(annC, bobC)
    for (const c of [annC, bobC]) {
      expect((await ask(c, ClientEvent.joinLiveGame, { groupId: group.id })).success).toBe(true)
      expect(
        (await ask(c, ClientEvent.addQuizParams, { newQuizParams: { topic: `${c.player.username} birds`, level: "elementary", number: 2 } })).success,
      ).toBe(true)
    }
    // The mode: only the known ones, only between rounds; the room sees the choice.
    expect((await ask(bobC, ClientEvent.chooseMode, { mode: "turbo" })).success).toBe(false)
    expect(await ask(bobC, ClientEvent.chooseMode, { mode: "question" })).toEqual({ success: true, message: Messages.liveModeChosen })
    expect(await nextUpdate(annC, (u) => u.mode === "question")).toMatchObject({ type: "update_group", phase: "lobby" })
    for (const c of [annC, bobC]) expect((await ask(c, ClientEvent.playerReady, { isReady: true })).success).toBe(true)
    await nextUpdate(annC, (u) => u.groupReady === true)

    expect(await ask(annC, ClientEvent.startLiveGame)).toEqual({ success: true, message: Messages.liveRoundStarted })
    const first = await Promise.all([annC, bobC].map((c) => nextUpdate(c, (u) => u.type === "question_opened" && u.byQuestion.index === 0)))
    // The same question at the same revision for both, without its answer or the questions to come.
    expect(first[0]).toEqual(first[1])
    expect(first[0]).toMatchObject({ phase: "inRound", currQuiz: null, byQuestion: { count: 2, answered: 0, players: 2, reveal: null, answerMs: 5_000 } })
    expect(Date.parse(first[0].byQuestion.closesAt) - Date.parse(first[0].byQuestion.opensAt)).toBe(5_000)
    expect(JSON.stringify(first[0])).not.toMatch(/correct_answer|explanation|Question 2/)
    const q1 = first[0].byQuestion

    // Bob right, then Ann wrong: the question is revealed as soon as both are in.
    expect(await ask(bobC, ClientEvent.answerQuestion, { index: 0, option: rightOption(q1.question) })).toEqual({
      success: true,
      message: Messages.liveAnswerTaken,
    })
    expect(await ask(bobC, ClientEvent.answerQuestion, { index: 0, option: wrongOption(q1.question) })).toEqual({
      success: false,
      message: Messages.liveAlreadyAnswered,
    })
    expect(await ask(annC, ClientEvent.answerQuestion, { index: 0, option: "Something else" })).toEqual({ success: false, message: Messages.liveNotAnOption })
    expect(await ask(annC, ClientEvent.answerQuestion, { index: 1, option: wrongOption(q1.question) })).toEqual({
      success: false,
      message: Messages.liveQuestionClosed,
    })
    expect(await ask(annC, ClientEvent.playerCompleted, { answers: {} })).toEqual({ success: false, message: Messages.liveQuestionByQuestion })
    expect((await ask(annC, ClientEvent.answerQuestion, { index: 0, option: wrongOption(q1.question) })).success).toBe(true)
    const revealed = await nextUpdate(annC, (u) => u.type === "question_revealed" && u.byQuestion.index === 0)
    expect(revealed.byQuestion.reveal).toMatchObject({ reason: "all_answered", correctAnswer: rightOption(q1.question) })
    const [top, second] = revealed.byQuestion.leaderboard
    expect(top).toMatchObject({ username: "q_bob", place: 1, placeBefore: 1 })
    expect(top.points).toBeGreaterThanOrEqual(500)
    expect(top.points).toBeLessThanOrEqual(1000)
    expect(second).toMatchObject({ username: "q_ann", points: 0, place: 2, gained: 0 })
    const bobAfterFirst = await nextUpdate(bobC, (y) => y.you?.question?.correct === true, 0, 15_000, "yous")
    expect(bobAfterFirst.you.question).toMatchObject({ index: 0, option: rightOption(q1.question), streak: 1, place: 1, points: top.points })

    // The second question opens on the server's clock after the leaderboard; Ann answers
    // right, Bob never does: time is up and the answer shows anyway.
    const second2 = await nextUpdate(bobC, (u) => u.type === "question_opened" && u.byQuestion.index === 1)
    const q2 = second2.byQuestion
    expect(Date.parse(q2.opensAt)).toBeGreaterThanOrEqual(Date.parse(revealed.byQuestion.reveal.nextAt))
    expect((await ask(annC, ClientEvent.answerQuestion, { index: 1, option: rightOption(q2.question) })).success).toBe(true)
    const timedOut = await nextUpdate(bobC, (u) => u.type === "question_revealed" && u.byQuestion.index === 1, 0, 20_000)
    expect(timedOut.byQuestion).toMatchObject({ answered: 1, reveal: { reason: "timed_out", correctAnswer: rightOption(q2.question) } })
    expect(timedOut.byQuestion.leaderboard.find((s: any) => s.username === "q_ann")).toMatchObject({ placeBefore: 2 })

    // The podium: the round is over, the leaderboard final, scores count correct answers.
    const podium = await Promise.all([annC, bobC].map((c) => nextUpdate(c, (u) => u.type === "game_completed", 0, 20_000)))
    expect(podium[0]).toEqual(podium[1])
    expect(podium[0]).toMatchObject({ phase: "roundComplete", completed: true, byQuestion: { final: true, index: 1 } })
    // Best first; two answers equally fast score alike and share first place.
    const [winner, runnerUp] = podium[0].byQuestion.leaderboard
    expect(winner.points).toBeGreaterThanOrEqual(runnerUp.points)
    expect([winner.place, runnerUp.place]).toEqual(winner.points === runnerUp.points ? [1, 1] : [1, 2])
    expect(podium[0].roundScores.map((s: any) => [s.username, s.numberCorrect, s.numberQuestions]).sort()).toEqual([
      ["q_ann", 1, 2],
      ["q_bob", 1, 2],
    ])
    // Both players saw every step in the same order.
    const steps = (c: LiveClient) => c.updates.filter((u) => u.type !== "update_group").map((u) => [u.type, u.revision])
    expect(steps(annC)).toEqual(steps(bobC))

    // Back to the whole quiz: the seed's round plays as before.
    expect((await ask(annC, ClientEvent.chooseMode, { mode: "whole" })).success).toBe(true)
    for (const c of [annC, bobC]) expect((await ask(c, ClientEvent.playerReady, { isReady: true })).success).toBe(true)
    await nextUpdate(annC, (u) => u.groupReady === true && u.mode === "whole")
    const mark = bobC.updates.length
    expect((await ask(bobC, ClientEvent.startLiveGame)).success).toBe(true)
    const received = await nextUpdate(bobC, (u) => u.type === "quiz_received", mark)
    expect(received.byQuestion).toBeNull()
    expect(received.currQuiz.questions).toHaveLength(2)
    for (const c of [annC, bobC]) expect((await ask(c, ClientEvent.playerCompleted, { answers: answersFor(received.currQuiz, 2) })).success).toBe(true)
    expect(await nextUpdate(annC, (u) => u.type === "game_completed", mark)).toMatchObject({ phase: "roundComplete" })
  }, 90_000)
})
