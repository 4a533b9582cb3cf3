// A group's whole-quiz round of every kind of question, over real socket.io clients on the real
// server with the fake AI: a topic names its mix of kinds (an unknown kind is refused with the
// generator's words), the round's quiz is generated with that mix, the players get each question
// in its kind's shape with no key, and each hand-in is graded by kind as solo play grades it.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"
import { encodeOrderAnswer, QUESTION_KINDS } from "#schemas/question-kinds.ts"
import { ClientEvent } from "#schemas/socket/protocol.ts"

import { askedKinds, fakeAiEnv, type FakeOpenAI, startFakeOpenAI } from "../support/fake-openai.ts"
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

describe.each(serverModes.slice(0, 1))("a whole-quiz round of every kind of question ($name)", (mode) => {
  let server: TestServer
  let boss: Player, ann: Player, bob: Player
  let group: { id: string; group_key: string }
  const clients: LiveClient[] = []

  beforeAll(async () => {
    server = await mode.start({ ...SERVER_ENV, ...fakeAiEnv(fake) })
    ;[boss, ann, bob] = (await Promise.all(["wk_boss", "wk_ann", "wk_bob"].map((n) => signUp(server, n)))) as [Player, Player, Player]
    group = await groupOf(server, boss, [ann, bob], "Kinds")
  }, 60_000)
  afterAll(async () => {
    for (const c of clients) c.socket.close()
    await server?.dispose()
  })

  it("generates the topic's mix, sends no key, and grades each kind on the server", async () => {
    const [bossC, annC, bobC] = (await Promise.all(
      [boss, ann, bob].map(async (p) => {
        const c = await liveClient(server.url, p)
        clients.push(c)
        return c
      }),
    )) as [LiveClient, LiveClient, LiveClient]
    for (const c of [bossC, annC, bobC]) expect((await ask(c, ClientEvent.joinLiveGame, { groupId: group.id })).success).toBe(true)

    // A mix naming a kind there is not is refused in the generator's words, and nothing is queued.
    const unknown = await ask(bossC, ClientEvent.addQuizParams, { newQuizParams: { topic: "Hens", level: "elementary", number: 6, kinds: "true_false,essay" } })
    expect(unknown).toMatchObject({ success: false, message: Messages.topicSubmissionFailed })
    expect(unknown.detail).toContain(Messages.unknownQuestionKind("essay", QUESTION_KINDS.join(", ")))
    expect((await ask(bossC, ClientEvent.addQuizParams, { newQuizParams: { topic: "Hens", level: "elementary", number: 6, kinds: 7 } })).success).toBe(false)
    // Every kind, named in any order and with spaces, as the generator takes them.
    const mix = "poll, slider,order,type_answer,true_false,multiple_choice"
    expect(await ask(bossC, ClientEvent.addQuizParams, { newQuizParams: { topic: "Hens", level: "elementary", number: 6, kinds: mix } })).toEqual({
      success: true,
      message: Messages.liveTopicSubmitted,
    })
    for (const [c, topic] of [
      [annC, "Geese"],
      [bobC, "Ducks"],
    ] as const)
      expect((await ask(c, ClientEvent.addQuizParams, { newQuizParams: { topic, level: "elementary", number: 2 } })).success).toBe(true)
    await Promise.all([bossC, annC, bobC].map((c) => ask(c, ClientEvent.playerReady, { isReady: true })))
    await nextUpdate(annC, (u) => u.groupReady === true)

    fake.reset()
    expect(await ask(annC, ClientEvent.startLiveGame, { groupId: group.id })).toEqual({ success: true, message: Messages.liveRoundStarted })
    // The boss's topic (the oldest) was asked for with its mix.
    expect(askedKinds(fake.requests[0]!)).toEqual([...QUESTION_KINDS])
    const received = await nextUpdate(bobC, (u) => u.type === "quiz_received")
    expect(received.mode).toBe("whole")
    const quiz = received.currQuiz
    expect(quiz.questions.map((q: any) => q.kind)).toEqual([undefined, "true_false", "type_answer", "order", "slider", "poll"])
    const [mc, tf, typed, order, slider, poll] = quiz.questions
    expect(slider.slider).toEqual({ min: 0, max: 100, step: 1, unit: "days" })
    expect(order.options).toHaveLength(3)
    expect(order.options).not.toEqual(["First 4", "Second 4", "Third 4"])
    // Nothing of any key before a player hands in: not the right option, the accepted words, the order or the value.
    const sent = JSON.stringify([...bobC.updates, ...bobC.yous])
    expect(sent).not.toMatch(/correct_answer|explanation|as_stored|Word3|Word 3|"answer"|"margin"/)

    const right = {
      [mc.id]: "Answer 1",
      [tf.id]: "True",
      [typed.id]: "word3",
      [order.id]: encodeOrderAnswer(["First 4", "Second 4", "Third 4"]),
      [slider.id]: "15",
      [poll.id]: "Like 6",
    }
    const wrong = {
      [mc.id]: "Not 1",
      [tf.id]: "False",
      [typed.id]: "Chicken",
      [order.id]: encodeOrderAnswer(["Second 4", "First 4", "Third 4"]),
      [slider.id]: "16",
      [poll.id]: "Like 6",
    }
    // Five questions can be right or wrong (the poll cannot).
    const bossDone = await ask(bossC, ClientEvent.playerCompleted, { groupId: group.id, answers: right })
    expect(bossDone).toMatchObject({ success: true, numberCorrect: 5, numberQuestions: 5 })
    const byId = (done: any) => Object.fromEntries(done.results.map((r: any) => [r.id, r]))
    const bossResults = byId(bossDone)
    expect(bossResults[typed.id]).toMatchObject({ given: "word3", correct_answer: "Word3", isCorrect: true })
    expect(bossResults[order.id]).toMatchObject({ correct_answer: "First 4 → Second 4 → Third 4", isCorrect: true })
    expect(bossResults[slider.id]).toMatchObject({ correct_answer: "15 days", isCorrect: true, points: 1 })
    expect(bossResults[poll.id]).toMatchObject({ isCorrect: false, points: 0 })

    const annDone = await ask(annC, ClientEvent.playerCompleted, { groupId: group.id, answers: wrong })
    expect(annDone).toMatchObject({ success: true, numberCorrect: 0, numberQuestions: 5 })
    // A slider one day off earns most of a point, though it is not counted right.
    const annSlider = byId(annDone)[slider.id]
    expect(annSlider.isCorrect).toBe(false)
    expect(annSlider.points).toBeGreaterThan(0.5)
    expect(annSlider.points).toBeLessThan(1)

    expect((await ask(bobC, ClientEvent.playerCompleted, { groupId: group.id, answers: {} })).success).toBe(true)
    const done = await nextUpdate(bossC, (u) => u.type === "game_completed")
    expect(done.roundScores.map((s: any) => [s.username, s.numberCorrect, s.numberQuestions]).sort()).toEqual([
      ["wk_ann", 0, 5],
      ["wk_bob", 0, 5],
      ["wk_boss", 5, 5],
    ])
  }, 120_000)
})
