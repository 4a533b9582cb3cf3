// A solo quiz of every kind of question: generated on request, sent without keys, graded on the
// server, and an answer that cannot answer its question refused with the reason.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { encodeOrderAnswer } from "#schemas/question-kinds.ts"

import { type FakeOpenAI, startFakeOpenAI } from "../support/fake-openai.ts"
import type { TestServer } from "../support/test-server.ts"
import { SERVER_ENV } from "./quiz-fixtures.ts"
import { bearer, call, serverModes } from "./servers.ts"

let fake: FakeOpenAI
beforeAll(async () => {
  fake = await startFakeOpenAI()
})
afterAll(() => fake?.close())

const KINDS = "multiple_choice,true_false,type_answer,order,slider,poll"

describe.each(serverModes)("kinds of question on $name", (mode) => {
  let server: TestServer
  beforeAll(async () => {
    server = await mode.start({ ...SERVER_ENV, AI_BASE_URL: `${fake.url}/v1`, AI_API_KEY: "sk-fake", AI_MODEL_BASIC: "fake-basic", AI_MODEL_HQ: "fake-hq" })
  })
  afterAll(() => server?.dispose())

  it("lists each quiz with the kinds of question it holds, for the chooser's filter", async () => {
    const player = (await call(server, "POST", "/api/quiz/register", { body: { username: "kinds_lister", password: "long-enough-1" } })).body as {
      token: string
    }
    const headers = bearer(player.token)
    const mixed = await call(server, "GET", `/api/quiz?topic=Geese&level=elementary&number=3&kinds=slider,poll,true_false`, { headers })
    const plain = await call(server, "GET", `/api/quiz?topic=Ducks&level=elementary&number=2&kinds=multiple_choice`, { headers })
    expect([mixed.status, plain.status]).toEqual([200, 200])
    for (const path of ["/api/quiz/all", "/api/quiz/open"]) {
      const listed = (await call(server, "GET", path, { headers })).body as { id: string; kinds: string[] }[]
      // In the product's order of kinds, whatever order the questions came in.
      expect(listed.find((q) => q.id === (mixed.body as { id: string }).id)?.kinds).toEqual(["true_false", "slider", "poll"])
      expect(listed.find((q) => q.id === (plain.body as { id: string }).id)?.kinds).toEqual(["multiple_choice"])
    }
  })

  it("generates a mixed quiz, sends no key of any kind, grades each kind and refuses malformed answers", async () => {
    const player = (await call(server, "POST", "/api/quiz/register", { body: { username: "kind_player", password: "long-enough-1" } })).body as {
      token: string
    }
    const headers = bearer(player.token)
    const refused = await call(server, "GET", `/api/quiz?topic=Hens&level=elementary&number=6&kinds=riddle`, { headers })
    expect(refused.status).toBe(400)
    const answer = await call(server, "GET", `/api/quiz?topic=Hens&level=elementary&number=6&kinds=${KINDS}`, { headers })
    expect(answer.status).toBe(200)
    const quiz = answer.body as { id: string; questions: { id: string; kind?: string; options: string[] }[] }
    expect(quiz.questions.map((q) => q.kind ?? "multiple_choice")).toEqual(KINDS.split(","))
    const sent = JSON.stringify(quiz)
    for (const secret of ["Word1", "Word3", "correct_answer", "accepted", '"answer"']) expect(sent).not.toContain(secret)
    const [mc, tf, typed, order, slider, poll] = quiz.questions.map((q) => q.id) as [string, string, string, string, string, string]

    const grade = (givenAnswers: Record<string, string>) =>
      call(server, "PUT", "/api/quiz/profile/grade_quiz", { headers, body: { quiz_id: quiz.id, givenAnswers } })
    for (const bad of [{ [tf]: "Maybe" }, { [order]: encodeOrderAnswer(["First 4"]) }, { [slider]: "500" }, { [poll]: "Neither" }]) {
      const no = await grade(bad)
      expect(no.status).toBe(400)
      expect(JSON.stringify(no.body)).toMatch(/Question \d/)
    }
    const graded = await grade({
      [mc]: "Answer 1",
      [tf]: "True",
      [typed]: "word 3",
      [order]: encodeOrderAnswer(["First 4", "Second 4", "Third 4"]),
      [slider]: "16",
      [poll]: "Like 6",
    })
    expect(graded.status).toBe(200)
    const body = graded.body as { number_correct: number; number_questions: number; questions: { is_correct: boolean; points?: number }[] }
    expect(body.number_questions).toBe(5)
    expect(body.questions.map((q) => q.is_correct)).toEqual([true, true, true, true, false, false])
    expect(body.number_correct).toBe(4)
    expect(body.questions[4]!.points).toBe(0.9)
  })
})
