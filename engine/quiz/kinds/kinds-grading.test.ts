import { Schema } from "effect"
import { describe, expect, it } from "vitest"

import { QuestionData } from "#schemas/events/quiz.ts"
import { encodeOrderAnswer } from "#schemas/question-kinds.ts"

import { gradeAnswers } from "../grade.ts"
import type { QuizQuestion } from "../types.ts"
import { validateQuiz } from "../validate.ts"
import { answerProblem } from "./answer-check.ts"
import { toPlayerQuestion } from "./player-question.ts"
import { keyText } from "./question-kind.ts"

const questions: QuizQuestion[] = [
  { id: "mc", question: "Which crop fixes nitrogen?", options: ["Beans", "Corn"], correct_answer: "Beans", explanation: "Legumes." },
  { kind: "true_false", id: "tf", question: "Bees make honey.", answer: true, explanation: "They do." },
  {
    kind: "type_answer",
    id: "ty",
    question: "Which plant is called knitbone?",
    accepted: ["Comfrey"],
    forgive_case: true,
    forgive_accents: true,
    forgive_typos: true,
    explanation: "Comfrey.",
  },
  { kind: "order", id: "or", question: "Order the steps.", items: ["Sow", "Water", "Harvest"], explanation: "Growth." },
  { kind: "slider", id: "sl", question: "Days for a hen's egg to hatch?", min: 0, max: 40, step: 1, answer: 21, margin: 4, unit: "days", explanation: "21." },
  { kind: "poll", id: "po", question: "Your favourite hen?", options: ["Silkie", "Orpington"], explanation: "" },
]

describe("grading each kind of question", () => {
  it("judges every kind by its own rule, gives a slider a share, and leaves the poll out of the count", () => {
    const result = gradeAnswers(questions, {
      mc: "Beans",
      tf: "True",
      ty: "comfery",
      or: encodeOrderAnswer(["Sow", "Water", "Harvest"]),
      sl: "22",
      po: "Silkie",
    })
    expect(result.perQuestion.map((r) => r.isCorrect)).toEqual([true, true, true, true, false, false])
    expect(result.perQuestion[4]!.points).toBe(0.75)
    expect(result.numberQuestions).toBe(5)
    expect(result.numberCorrect).toBe(4)
  })

  it("counts wrong answers of every kind wrong", () => {
    const result = gradeAnswers(questions, { tf: "False", ty: "borage", or: encodeOrderAnswer(["Water", "Sow", "Harvest"]), sl: "30" })
    expect(result.numberCorrect).toBe(0)
  })

  it("refuses answers that cannot answer their question, and takes those that can", () => {
    expect(answerProblem(questions[1]!, "yes")).toMatch(/True.*False/)
    expect(answerProblem(questions[3]!, encodeOrderAnswer(["Sow", "Water"]))).toMatch(/every item/)
    expect(answerProblem(questions[3]!, "Sow, Water, Harvest")).toMatch(/every item/)
    expect(answerProblem(questions[4]!, "41")).toMatch(/0 to 40/)
    expect(answerProblem(questions[4]!, "twenty")).toMatch(/number/)
    expect(answerProblem(questions[5]!, "Leghorn")).toMatch(/poll/)
    expect(answerProblem(questions[2]!, "x".repeat(101))).toMatch(/100 characters/)
    expect(answerProblem(questions[0]!, "Anything")).toBeNull()
    expect(answerProblem(questions[4]!, "21")).toBeNull()
  })

  it("writes each key out for people and sends players none of them", () => {
    expect(questions.map(keyText)).toEqual(["Beans", "True", "Comfrey", "Sow → Water → Harvest", "21 days", ""])
    const sent = JSON.stringify(questions.map(toPlayerQuestion))
    for (const secret of ["correct_answer", "accepted", "Comfrey", "items", '"answer"', "margin", "explanation"]) expect(sent).not.toContain(secret)
    expect(toPlayerQuestion(questions[3]!).options).not.toEqual(["Sow", "Water", "Harvest"])
    expect(toPlayerQuestion(questions[0]!)).toEqual({ id: "mc", question: "Which crop fixes nitrogen?", options: ["Beans", "Corn"] })
  })

  it("validates each kind's own parts", () => {
    const bad: QuizQuestion[] = [
      { kind: "order", id: "a", question: "Order?", items: ["One", "one"], explanation: "." },
      { kind: "slider", id: "b", question: "How many?", min: 10, max: 0, step: 1, answer: 5, margin: 1, unit: "", explanation: "." },
      { kind: "slider", id: "c", question: "How much?", min: 0, max: 10, step: 2, answer: 5, margin: 1, unit: "", explanation: "." },
      { kind: "type_answer", id: "d", question: "Name?", accepted: [], forgive_case: true, forgive_accents: true, forgive_typos: false, explanation: "." },
      { kind: "poll", id: "e", question: "Which?", options: ["Only"], explanation: "" },
    ]
    const checked = validateQuiz({ topic: "Hens", level: "elementary", questions: bad }, bad.length)
    expect(checked.ok).toBe(false)
    if (!checked.ok)
      expect(checked.problems).toEqual([
        "Question 1 has 2 items; it needs 3 to 6.",
        'Question 1, items 1 and 2 are the same ("one").',
        "Question 2: the slider's max (0) must be above its min (10).",
        "Question 3: the answer 5 is not a position of the slider (0 to 10 by 2).",
        "Question 4 has 0 accepted answers; it needs 1 to 8.",
        "Question 5 has 1 options; it needs 2 to 5.",
      ])
    expect(validateQuiz({ topic: "Hens", level: "elementary", questions }, questions.length).ok).toBe(true)
  })

  it("reads a question stored before kinds as multiple choice", () => {
    const old = { id: "q1", question: "Which?", options: ["A", "B"], correct_answer: "A", explanation: "." }
    const decoded = Schema.decodeUnknownSync(QuestionData)(old)
    expect(decoded).toEqual(old)
    expect(keyText(decoded)).toBe("A")
    expect(() => Schema.decodeUnknownSync(QuestionData)({ ...old, kind: "riddle" })).toThrow()
  })
})
