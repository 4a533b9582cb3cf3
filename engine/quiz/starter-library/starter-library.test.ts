import { describe, expect, it } from "vitest"

import { LEVELS } from "#schemas/quiz-rules.ts"

import { correctIndex } from "../shuffle.ts"
import { validateQuiz } from "../validate.ts"
import { starterLibrary, starterQuizById } from "./index.ts"

describe("starter library", () => {
  it("has at least eight quizzes", () => {
    expect(starterLibrary.length).toBeGreaterThanOrEqual(8)
  })

  it.each(starterLibrary.map((quiz) => [quiz.id, quiz] as const))("%s passes validateQuiz with 10 questions", (_id, quiz) => {
    const result = validateQuiz(quiz, 10)
    expect(result.ok ? [] : result.problems).toEqual([])
  })

  it("is already trimmed, so validation changes nothing", () => {
    for (const quiz of starterLibrary) {
      const result = validateQuiz(quiz, 10)
      expect(result.ok && result.quiz.questions).toEqual(quiz.questions)
    }
  })

  it("uses unique quiz ids and unique question ids", () => {
    const quizIds = starterLibrary.map((quiz) => quiz.id)
    expect(new Set(quizIds).size).toBe(quizIds.length)
    const questionIds = starterLibrary.flatMap((quiz) => quiz.questions.map((q) => q.id))
    expect(new Set(questionIds).size).toBe(questionIds.length)
    for (const id of quizIds) expect(starterQuizById(id)?.id).toBe(id)
  })

  it("uses every level at least twice", () => {
    for (const level of LEVELS) {
      expect(starterLibrary.filter((quiz) => quiz.level === level).length).toBeGreaterThanOrEqual(2)
    }
  })

  it("covers all eight topics", () => {
    const topics = starterLibrary.map((quiz) => quiz.topic.toLowerCase())
    for (const keyword of ["desert gardening", "chickens", "canning", "composting", "beekeeping", "water harvesting", "adirondacks", "sourdough"]) {
      expect(topics.some((topic) => topic.includes(keyword))).toBe(true)
    }
  })

  it("keeps 3–5 options per question, non-empty explanations, and varies where the answer sits", () => {
    for (const quiz of starterLibrary) {
      for (const q of quiz.questions) {
        expect(q.options.length).toBeGreaterThanOrEqual(3)
        expect(q.options.length).toBeLessThanOrEqual(5)
      }
      expect(new Set(quiz.questions.map(correctIndex)).size).toBeGreaterThanOrEqual(3)
    }
  })
})
