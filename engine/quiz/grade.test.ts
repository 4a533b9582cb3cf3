import fc from "fast-check"
import { describe, expect, it } from "vitest"

import { gradeAnswers } from "./grade.ts"
import type { MultipleChoiceQuestion } from "./types.ts"

const q = (id: string, correct: string, options = [correct, "other"]): MultipleChoiceQuestion => ({
  id,
  question: `Question ${id}`,
  options,
  correct_answer: correct,
  explanation: "Because.",
})

describe("gradeAnswers", () => {
  it("credits exact matches after trimming and nothing else", () => {
    const questions = [q("1", "Nitrogen"), q("2", "21 days"), q("3", "Pressure canner"), q("4", "Drone")]
    const result = gradeAnswers(questions, { "1": "  Nitrogen ", "2": "21 Days", "3": "Pressure canner" })
    expect(result.perQuestion.map((r) => r.isCorrect)).toEqual([true, false, true, false])
    expect(result.numberCorrect).toBe(2)
    expect(result.numberQuestions).toBe(4)
    expect(result.perQuestion[0]).toEqual({ id: "1", given: "Nitrogen", correct: "Nitrogen", isCorrect: true })
    expect(result.perQuestion[3]).toEqual({ id: "4", given: undefined, correct: "Drone", isCorrect: false })
  })

  it("counts unanswered, blank and non-string answers wrong", () => {
    const given = { a: undefined, b: "   ", c: 3 } as unknown as Record<string, string | undefined>
    expect(gradeAnswers([q("a", "x"), q("b", "y"), q("c", "3")], given).numberCorrect).toBe(0)
  })

  it("ignores answers for unknown ids and inherited properties", () => {
    const result = gradeAnswers([q("constructor", "x"), q("toString", "y")], { extra: "x" })
    expect(result.numberCorrect).toBe(0)
    expect(result.perQuestion.map((r) => r.given)).toEqual([undefined, undefined])
  })

  it("handles an empty quiz", () => {
    expect(gradeAnswers([], {})).toEqual({ numberCorrect: 0, numberQuestions: 0, perQuestion: [] })
  })

  const quizAndAnswers = fc
    .uniqueArray(fc.record({ id: fc.string({ minLength: 1 }), correct: fc.string(), given: fc.option(fc.string()) }), {
      selector: (r) => r.id,
      maxLength: 25,
    })
    .map((rows) => ({
      questions: rows.map((r) => q(r.id, r.correct)),
      given: Object.fromEntries(rows.map((r) => [r.id, r.given ?? undefined])),
    }))

  it("never credits an answer that differs from the stored one (property)", () => {
    fc.assert(
      fc.property(quizAndAnswers, ({ questions, given }) => {
        const result = gradeAnswers(questions, given)
        result.perQuestion.forEach((r, i) => {
          const stored = (questions[i] as MultipleChoiceQuestion).correct_answer.trim()
          if (r.isCorrect) {
            expect(r.given).toBe(stored)
            expect(given[r.id]?.trim()).toBe(stored)
          }
        })
      }),
    )
  })

  it("numberCorrect equals the number of trimmed matches (property)", () => {
    fc.assert(
      fc.property(quizAndAnswers, ({ questions, given }) => {
        const matches = questions.filter((question) => {
          const answer = given[question.id]?.trim()
          return answer !== undefined && answer !== "" && answer === question.correct_answer.trim()
        }).length
        const result = gradeAnswers(questions, given)
        expect(result.numberCorrect).toBe(matches)
        expect(result.numberQuestions).toBe(questions.length)
        expect(result.perQuestion).toHaveLength(questions.length)
      }),
    )
  })

  it("answering with the stored answer always scores full marks (property)", () => {
    fc.assert(
      fc.property(quizAndAnswers, ({ questions }) => {
        const withContent = questions.filter((question) => question.correct_answer.trim() !== "")
        const given = Object.fromEntries(withContent.map((question) => [question.id, question.correct_answer]))
        expect(gradeAnswers(withContent, given).numberCorrect).toBe(withContent.length)
      }),
    )
  })
})
