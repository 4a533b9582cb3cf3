// The admin's question editor keeps each kind of question in its own shape: an edit sent in
// another kind's shape is refused (it once turned every question into multiple choice), each
// kind's edit is checked by that kind's rules, and what players get and are graded on follows.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { createQuiz } from "#engine/quiz-catalog/commands.ts"
import type { QuestionData } from "#schemas/events/quiz.ts"
import * as Messages from "#schemas/messages.ts"
import { encodeOrderAnswer } from "#schemas/question-kinds.ts"
import { storedHead } from "#test/support/stored-head.ts"

import type { TestServer } from "../support/test-server.ts"
import { register, SERVER_ENV, signInAdmin } from "./quiz-fixtures.ts"
import { call, serverModes } from "./servers.ts"

const QUESTIONS: QuestionData[] = [
  { id: "kinds-mc", question: "Which bird lays?", options: ["Hen", "Rooster"], correct_answer: "Hen", explanation: "Hens lay." },
  { kind: "true_false", id: "kinds-tf", question: "Hens lay eggs.", answer: true, explanation: "They do." },
  {
    kind: "type_answer",
    id: "kinds-typed",
    question: "What is a young hen called?",
    accepted: ["Pullet"],
    forgive_case: true,
    forgive_accents: true,
    forgive_typos: true,
    explanation: "A pullet.",
  },
  { kind: "order", id: "kinds-order", question: "Order a hen's life.", items: ["Egg", "Chick", "Pullet"], explanation: "Egg first." },
  { kind: "slider", id: "kinds-slider", question: "Days to hatch?", min: 0, max: 40, step: 1, answer: 21, margin: 4, unit: "days", explanation: "21 days." },
  { kind: "poll", id: "kinds-poll", question: "Which breed do you like?", options: ["Silkie", "Orpington"], explanation: "" },
]

/** Each non-multiple-choice question edited in its own shape. */
const EDITS = {
  "kinds-tf": { kind: "true_false", question: "Roosters lay eggs.", answer: false, explanation: "They do not." },
  "kinds-typed": {
    kind: "type_answer",
    question: "What is a young hen called, in one word?",
    accepted: ["Pullet", "Pullets"],
    forgive_case: true,
    forgive_accents: false,
    forgive_typos: false,
    explanation: "A pullet, until she lays.",
  },
  "kinds-order": { kind: "order", question: "Order a hen's life, first to last.", items: ["Egg", "Chick", "Pullet", "Hen"], explanation: "Egg first." },
  "kinds-slider": {
    kind: "slider",
    question: "Days for a hen's egg to hatch?",
    min: 10,
    max: 30,
    step: 0.5,
    answer: 21,
    margin: 2,
    unit: "d",
    explanation: "21.",
  },
  "kinds-poll": { kind: "poll", question: "Which breed would you keep?", options: ["Silkie", "Orpington", "Leghorn"], explanation: "" },
} as const

describe.each(serverModes)("the question editor for each kind on $name", (mode) => {
  let server: TestServer
  let admin: Awaited<ReturnType<typeof signInAdmin>>
  beforeAll(async () => {
    server = await mode.start(SERVER_ENV)
    await createQuiz(
      { store: server.platform.store, projections: server.platform.projector },
      { quizId: "kinds", topic: "Hens", level: "elementary", model: "test-model", quality: "basic", questions: QUESTIONS, createdBy: null, now: new Date() },
    )
    admin = await signInAdmin(server)
  })
  afterAll(() => server?.dispose())

  const edit = (body: unknown) => call(server, "PUT", "/api/quiz/admin/question_feedback", { body, headers: admin.headers })
  const history = async (id: string) => (await call(server, "GET", `/api/quiz/admin/question_history/${id}`, { headers: admin.headers })).body as unknown[]

  it("refuses an edit of a question in multiple choice's shape when it is of another kind, changing nothing", async () => {
    const before = await storedHead(server)
    for (const id of Object.keys(EDITS)) {
      const answer = await edit({ id, question: "Which?", options: ["True", "False"], correct_answer: "True", explanation: "Because." })
      expect(answer.status, id).toBe(400)
      expect(answer.body.message, id).toMatch(/^This question is /)
    }
    // And a multiple-choice question is not turned into another kind either.
    const other = await edit({ id: "kinds-mc", ...EDITS["kinds-tf"] })
    expect(other.status).toBe(400)
    expect(other.body.message).toBe(Messages.questionKindKept("multiple choice"))
    expect(await storedHead(server)).toBe(before)
    expect(await history("kinds-tf")).toEqual([])
  })

  it("refuses an edit that breaks its kind's rules, saying why and changing nothing", async () => {
    const before = await storedHead(server)
    const broken: [Record<string, unknown>, RegExp][] = [
      [{ id: "kinds-order", ...EDITS["kinds-order"], items: ["Egg", "Chick"] }, /2 items; it needs 3 to 6/],
      [{ id: "kinds-order", ...EDITS["kinds-order"], items: ["Egg", "egg", "Chick"] }, /the same/],
      [{ id: "kinds-slider", ...EDITS["kinds-slider"], answer: 21.2 }, /not a position of the slider/],
      [{ id: "kinds-slider", ...EDITS["kinds-slider"], min: 30, max: 10 }, /must be above its min/],
      [{ id: "kinds-typed", ...EDITS["kinds-typed"], accepted: [] }, /0 accepted answers/],
      [{ id: "kinds-poll", ...EDITS["kinds-poll"], options: ["Silkie"] }, /1 options; it needs 2 to 5/],
      [{ id: "kinds-tf", ...EDITS["kinds-tf"], explanation: " " }, /no explanation/],
    ]
    for (const [body, message] of broken) {
      const answer = await edit(body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.message, JSON.stringify(body)).toMatch(message)
    }
    // A true/false answer must be a yes or no, not a word.
    expect((await edit({ id: "kinds-tf", ...EDITS["kinds-tf"], answer: "False" })).status).toBe(400)
    expect(await storedHead(server)).toBe(before)
  })

  it("edits each kind in its own shape, keeps its history, and grades players by the new key", async () => {
    const lists = await call(server, "GET", "/api/quiz/admin/question_feedback", { headers: admin.headers })
    expect(lists.status).toBe(200)
    for (const [id, change] of Object.entries(EDITS)) {
      const stored = QUESTIONS.find((q) => q.id === id)!
      const answer = await edit({ id, ...change, report_id: null })
      expect(answer.status, id).toBe(200)
      expect(answer.body.question.as_stored, id).toEqual({ id, ...change })
      expect(await history(id), id).toEqual([
        {
          at: expect.any(String),
          by: "admin",
          before: expect.objectContaining({ as_stored: stored }),
          after: expect.objectContaining({ as_stored: { id, ...change } }),
        },
      ])
    }
    // A multiple-choice question still edits as it always did, and names no kind.
    const mc = await edit({
      id: "kinds-mc",
      question: "Which bird lays eggs?",
      options: ["Hen", "Rooster", "Capon"],
      correct_answer: "Hen",
      explanation: "Hens.",
    })
    expect(mc.status).toBe(200)
    expect(mc.body.question).toEqual({
      id: "kinds-mc",
      question: "Which bird lays eggs?",
      options: ["Hen", "Rooster", "Capon"],
      correct_answer: "Hen",
      explanation: "Hens.",
    })

    const player = await register(server, "kinds_player")
    const quiz = (await call(server, "GET", "/api/quiz/id/kinds", { headers: player.headers })).body as {
      questions: { id: string; kind?: string; slider?: unknown }[]
    }
    expect(quiz.questions.map((q) => q.kind ?? "multiple_choice")).toEqual(["multiple_choice", "true_false", "type_answer", "order", "slider", "poll"])
    expect(quiz.questions[4]!.slider).toEqual({ min: 10, max: 30, step: 0.5, unit: "d" })
    const graded = await call(server, "PUT", "/api/quiz/profile/grade_quiz", {
      headers: player.headers,
      body: {
        quiz_id: "kinds",
        givenAnswers: {
          "kinds-mc": "Hen",
          "kinds-tf": "False",
          "kinds-typed": "pullets",
          "kinds-order": encodeOrderAnswer(["Egg", "Chick", "Pullet", "Hen"]),
          "kinds-slider": "20.5",
          "kinds-poll": "Leghorn",
        },
      },
    })
    expect(graded.status).toBe(200)
    const body = graded.body as { number_correct: number; questions: { is_correct: boolean; points?: number }[] }
    expect(body.questions.map((q) => q.is_correct)).toEqual([true, true, true, true, false, false])
    expect(body.questions[4]!.points).toBe(0.75)
    expect(body.number_correct).toBe(4)
  })

  it("grades a guest's shown answers of each kind on the server, as a player's", async () => {
    const answer = await call(server, "POST", "/api/quiz/answers", {
      body: {
        quiz_id: "kinds",
        givenAnswers: {
          "kinds-tf": "True",
          "kinds-typed": "PULLET",
          "kinds-order": encodeOrderAnswer(["Chick", "Egg", "Pullet", "Hen"]),
          "kinds-slider": "22",
          "kinds-poll": "Silkie",
        },
      },
    })
    expect(answer.status).toBe(200)
    const shown = (answer.body as { questions: { id: string; kind?: string; is_correct?: boolean; points?: number; correct_answer: string }[] }).questions
    expect(shown.map(({ id, kind, is_correct, points }) => ({ id, kind, is_correct, points }))).toEqual([
      { id: "kinds-mc", kind: undefined, is_correct: false, points: undefined },
      { id: "kinds-tf", kind: "true_false", is_correct: false, points: undefined },
      { id: "kinds-typed", kind: "type_answer", is_correct: true, points: undefined },
      { id: "kinds-order", kind: "order", is_correct: false, points: undefined },
      { id: "kinds-slider", kind: "slider", is_correct: false, points: 0.5 },
      { id: "kinds-poll", kind: "poll", is_correct: false, points: 0 },
    ])
    expect(shown[3]!.correct_answer).toBe("Egg → Chick → Pullet → Hen")
  })
})
