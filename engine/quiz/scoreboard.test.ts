import fc from "fast-check"
import { describe, expect, it } from "vitest"

import { LEVELS } from "#schemas/quiz-rules.ts"

import { addCompletion, emptyScoreboard, type QuizCompletion, scoreboardOf } from "./scoreboard.ts"

const completion = (over: Partial<QuizCompletion>): QuizCompletion => ({
  quiz_id: "quiz-1",
  topic: "Composting",
  level: "elementary",
  date_completed: "2026-05-01T12:00:00.000Z",
  number_correct: 7,
  number_questions: 10,
  graded: true,
  ...over,
})

describe("scoreboard fold", () => {
  it("starts empty", () => {
    expect(scoreboardOf([])).toEqual(emptyScoreboard)
  })

  it("totals graded completions overall and by level", () => {
    const board = scoreboardOf([
      completion({ quiz_id: "a", level: "university", number_correct: 9, number_questions: 10 }),
      completion({ quiz_id: "b", level: "elementary", number_correct: 1, number_questions: 3 }),
      completion({ quiz_id: "c", level: "university", number_correct: 4, number_questions: 5 }),
    ])
    expect(board.total_correct).toBe(14)
    expect(board.total_questions).toBe(18)
    expect(board.percent_score).toBe(77.78)
    expect(board.score_by_level).toEqual([
      { level: "elementary", total_correct: 1, total_questions: 3, percent_score: 33.33 },
      { level: "university", total_correct: 13, total_questions: 15, percent_score: 86.67 },
    ])
    expect(board.completed_quizzes.graded.map((g) => [g.quiz_id, g.percent_score])).toEqual([
      ["a", 90],
      ["b", 33.33],
      ["c", 80],
    ])
    expect(board.completed_quizzes.fun).toEqual([])
  })

  it("lists fun completions without counting them", () => {
    const board = scoreboardOf([
      completion({ quiz_id: "fun", graded: false, number_correct: 5, number_questions: 5 }),
      completion({ quiz_id: "g", number_correct: 2, number_questions: 4 }),
    ])
    expect(board.total_correct).toBe(2)
    expect(board.total_questions).toBe(4)
    expect(board.completed_quizzes.fun).toEqual([
      {
        quiz_id: "fun",
        topic: "Composting",
        level: "elementary",
        date_completed: "2026-05-01T12:00:00.000Z",
        number_correct: 5,
        number_questions: 5,
        percent_score: 100,
      },
    ])
  })

  it("counts a graded quiz once", () => {
    const once = scoreboardOf([completion({})])
    expect(addCompletion(once, completion({ number_correct: 10 }))).toBe(once)
  })

  const completions = fc.array(
    fc.integer({ min: 1, max: 25 }).chain((n) =>
      fc.record({
        quiz_id: fc.string({ maxLength: 3 }),
        topic: fc.string(),
        level: fc.constantFrom(...LEVELS),
        date_completed: fc.constant("2026-01-01T00:00:00.000Z"),
        number_correct: fc.integer({ min: 0, max: n }),
        number_questions: fc.constant(n),
        graded: fc.boolean(),
      }),
    ),
    { maxLength: 40 },
  )

  it("totals equal the sum over counted graded quizzes, overall and per level (property)", () => {
    fc.assert(
      fc.property(completions, (cs) => {
        const board = scoreboardOf(cs)
        const graded = board.completed_quizzes.graded
        expect(board.completed_quizzes.fun).toHaveLength(cs.filter((c) => !c.graded).length)
        expect(new Set(graded.map((g) => g.quiz_id)).size).toBe(graded.length)
        expect(board.total_correct).toBe(graded.reduce((s, g) => s + g.number_correct, 0))
        expect(board.total_questions).toBe(graded.reduce((s, g) => s + g.number_questions, 0))
        expect(board.score_by_level.reduce((s, l) => s + l.total_correct, 0)).toBe(board.total_correct)
        expect(board.score_by_level.reduce((s, l) => s + l.total_questions, 0)).toBe(board.total_questions)
        const levels = board.score_by_level.map((l) => l.level)
        expect(levels).toEqual(LEVELS.filter((l) => levels.includes(l)))
        expect(board.percent_score).toBeGreaterThanOrEqual(0)
        expect(board.percent_score).toBeLessThanOrEqual(100)
      }),
    )
  })

  it("fun completions never change the totals (property)", () => {
    fc.assert(
      fc.property(completions, (cs) => {
        const onlyGraded = scoreboardOf(cs.filter((c) => c.graded))
        const all = scoreboardOf(cs)
        expect(all.total_correct).toBe(onlyGraded.total_correct)
        expect(all.total_questions).toBe(onlyGraded.total_questions)
        expect(all.score_by_level).toEqual(onlyGraded.score_by_level)
      }),
    )
  })
})
