// A PIN game of every kind of question, over real socket.io clients on the real server: the host
// plays a stored quiz of multiple choice, true/false, type the answer, put in order, slider and
// poll; two guests answer each (one right, one wrong or near), the server grades each by its
// kind with speed points (a poll earns nothing), no question's key travels before its reveal, and
// each reveal shows how the room answered in the kind's own way.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { createQuiz } from "#engine/quiz-catalog/commands.ts"
import type { QuestionData } from "#schemas/events/quiz.ts"
import * as Messages from "#schemas/messages.ts"
import { encodeOrderAnswer } from "#schemas/question-kinds.ts"
import { ClientEvent } from "#schemas/socket/protocol.ts"

import type { TestServer } from "../support/test-server.ts"
import { guestClient } from "./live-pin-support.ts"
import { byQuestionEnv } from "./live-question-support.ts"
import { ask, type LiveClient, liveClient, nextUpdate, type Player, signUp } from "./live-support.ts"
import { SERVER_ENV } from "./quiz-fixtures.ts"
import { serverModes } from "./servers.ts"

const QUESTIONS: QuestionData[] = [
  { id: "live-mc", question: "Which bird lays?", options: ["Hen", "Rooster"], correct_answer: "Hen", explanation: "Hens lay." },
  { kind: "true_false", id: "live-tf", question: "Hens lay eggs.", answer: true, explanation: "They do." },
  {
    kind: "type_answer",
    id: "live-typed",
    question: "What is a young hen called?",
    accepted: ["Pullet", "Pullets"],
    forgive_case: true,
    forgive_accents: true,
    forgive_typos: true,
    explanation: "A pullet.",
  },
  { kind: "order", id: "live-order", question: "Order a hen's life.", items: ["Egg", "Chick", "Pullet"], explanation: "Egg first." },
  { kind: "slider", id: "live-slider", question: "Days to hatch?", min: 0, max: 40, step: 1, answer: 21, margin: 4, unit: "days", explanation: "21 days." },
  { kind: "poll", id: "live-poll", question: "Which breed do you like?", options: ["Silkie", "Orpington"], explanation: "" },
]

/** Each question's right answer (Ann's) and another (Bea's), as the phones send them. */
const ANSWERS: Record<string, readonly [string, string]> = {
  "live-mc": ["Hen", "Rooster"],
  "live-tf": ["True", "False"],
  "live-typed": ["pullett", "Chicken"],
  "live-order": [encodeOrderAnswer(["Egg", "Chick", "Pullet"]), encodeOrderAnswer(["Chick", "Egg", "Pullet"])],
  "live-slider": ["21", "23"],
  "live-poll": ["Silkie", "Silkie"],
}

describe.each(serverModes.slice(0, 1))("a PIN game of every kind of question ($name)", (mode) => {
  let server: TestServer
  let host: Player
  const clients: LiveClient[] = []
  const track = (c: LiveClient) => (clients.push(c), c)

  beforeAll(async () => {
    server = await mode.start({ ...SERVER_ENV, ...byQuestionEnv, LIVE_QUESTION_SECONDS: "30" })
    await createQuiz(
      { store: server.platform.store, projections: server.platform.projector },
      {
        quizId: "live-kinds",
        topic: "Hens",
        level: "elementary",
        model: "test-model",
        quality: "basic",
        questions: QUESTIONS,
        createdBy: null,
        now: new Date(),
      },
    )
    host = await signUp(server, "kinds_host")
  }, 60_000)
  afterAll(async () => {
    for (const c of clients) c.socket.close()
    await server?.dispose()
  })

  it("grades each kind on the server and reveals each the kind's way, sending no key before", async () => {
    const hostC = track(await liveClient(server.url, host))
    const opened = await ask(hostC, ClientEvent.openPinGame, {})
    const pin: string = opened.pin
    const ann = track(await guestClient(server.url, "Ann"))
    const bea = track(await guestClient(server.url, "Bea"))
    expect((await ask(ann, ClientEvent.joinPinGame, { pin, nickname: "Ann" })).success).toBe(true)
    expect((await ask(bea, ClientEvent.joinPinGame, { pin, nickname: "Bea" })).success).toBe(true)
    expect(await ask(hostC, ClientEvent.startLiveGame, { quizId: "live-kinds" })).toEqual({ success: true, message: Messages.liveRoundStarted })

    const reveals: any[] = []
    for (const [index, q] of QUESTIONS.entries()) {
      const shown = await nextUpdate(ann, (u) => u.type === "question_opened" && u.byQuestion.index === index, 0, 20_000)
      const question = shown.byQuestion.question
      expect(question).toMatchObject({ id: q.id, question: q.question })
      expect(question.kind).toBe(q.kind)
      // Nothing of the key before the reveal: not in what the room sees, nor in any player's own rows.
      const sent = JSON.stringify(
        [...ann.updates, ...ann.yous, ...hostC.updates].filter((u) => u.byQuestion?.index === index || u.you?.question?.index === index),
      )
      if (q.kind === "type_answer") expect(sent).not.toMatch(/Pullet/)
      if (q.kind === "order") expect(question.options).not.toEqual(q.items)
      if (q.kind === "slider") {
        expect(question.slider).toEqual({ min: 0, max: 40, step: 1, unit: "days" })
        expect(sent).not.toMatch(/"(target|answer|margin)":/)
      }
      expect(sent).not.toMatch(/correct_answer|correctAnswer|as_stored|explanation/)

      // An answer that cannot answer the kind is refused, and the player may still answer.
      if (q.kind === "order")
        expect(await ask(ann, ClientEvent.answerQuestion, { index, option: encodeOrderAnswer(["Egg"]) })).toMatchObject({ success: false })
      if (q.kind === "slider") expect(await ask(ann, ClientEvent.answerQuestion, { index, option: "41" })).toMatchObject({ success: false })
      if (q.kind === "poll") expect(await ask(ann, ClientEvent.answerQuestion, { index, option: "Leghorn" })).toMatchObject({ success: false })

      const [right, other] = ANSWERS[q.id]!
      expect((await ask(ann, ClientEvent.answerQuestion, { index, option: right })).success).toBe(true)
      expect((await ask(bea, ClientEvent.answerQuestion, { index, option: other })).success).toBe(true)
      const revealed = await nextUpdate(hostC, (u) => u.type === "question_revealed" && u.byQuestion.index === index, 0, 20_000)
      expect(revealed.byQuestion.reveal.reason).toBe("all_answered")
      reveals.push(revealed.byQuestion)
      const annYou = await nextUpdate(ann, (u) => u.you?.question?.index === index && u.you.question.correct !== null, 0, 10_000, "yous")
      const beaYou = await nextUpdate(bea, (u) => u.you?.question?.index === index && u.you.question.correct !== null, 0, 10_000, "yous")
      if (q.kind === "poll") {
        expect(annYou.you.question).toMatchObject({ correct: false, gained: 0 })
        expect(beaYou.you.question).toMatchObject({ correct: false, gained: 0 })
      } else {
        expect(annYou.you.question.correct).toBe(true)
        expect(annYou.you.question.gained).toBeGreaterThanOrEqual(500)
        expect(beaYou.you.question.correct).toBe(false)
        // Bea's slider answer is 2 days off with a margin of 4: half a point's speed points.
        if (q.kind === "slider") expect(beaYou.you.question.gained).toBeGreaterThan(0)
        else expect(beaYou.you.question.gained).toBe(0)
      }
    }

    const [mc, tf, typed, order, slider, poll] = reveals
    expect(mc.reveal).toMatchObject({ correctAnswer: "Hen", picks: [1, 1], right: 1 })
    expect(tf.reveal).toMatchObject({ correctAnswer: "True", picks: [1, 1], right: 1 })
    expect(typed.reveal).toMatchObject({ correctAnswer: "Pullet", accepted: ["Pullet", "Pullets"], picks: [], right: 1 })
    expect(order.reveal).toMatchObject({ correctAnswer: "Egg → Chick → Pullet", order: ["Egg", "Chick", "Pullet"], picks: [], right: 1 })
    expect(slider.reveal).toMatchObject({ correctAnswer: "21 days", target: 21, right: 2 })
    expect(slider.reveal.spread.reduce((a: number, b: number) => a + b, 0)).toBe(2)
    expect(poll.reveal).toMatchObject({ picks: [2, 0], right: 0 })

    // Five questions to get right (the poll is none): Ann got all five, Bea none whole.
    const podium = await nextUpdate(hostC, (u) => u.type === "game_completed", 0, 20_000)
    expect(podium.roundScores.map((s: any) => [s.username, s.numberCorrect, s.numberQuestions]).sort()).toEqual([
      ["Ann", 5, 5],
      ["Bea", 0, 5],
    ])
    expect(podium.byQuestion.leaderboard[0]).toMatchObject({ username: "Ann", place: 1 })
  }, 120_000)
})
