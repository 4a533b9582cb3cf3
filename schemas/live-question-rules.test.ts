import fc from "fast-check"
import { describe, expect, it } from "vitest"

import {
  elapsedMs,
  nextStreak,
  QuestionClock,
  questionRemainingMs,
  questionWindow,
  scoreAnswer,
  speedPoints,
  streakBonus,
  takesAnswerAt,
} from "./live-question-rules.ts"

const limit = fc.integer({ min: 1_000, max: 120_000 })
const streak = fc.integer({ min: 0, max: 50 })

describe("question scoring", () => {
  it("gives 1000 for an instant correct answer and 500 at the last moment", () => {
    expect(speedPoints(true, 0, 20_000)).toBe(1000)
    expect(speedPoints(true, 10_000, 20_000)).toBe(750)
    expect(speedPoints(true, 20_000, 20_000)).toBe(500)
  })

  it("gives nothing for a wrong answer or none, whatever the speed or streak", () => {
    fc.assert(
      fc.property(limit, fc.nat(), streak, (l, e, s) => {
        expect(scoreAnswer(false, Math.min(e, l), l, s)).toEqual({ points: 0, streak: 0 })
      }),
    )
  })

  it("rewards speed: a faster correct answer never scores less", () => {
    fc.assert(
      fc.property(limit, fc.nat(), fc.nat(), streak, (l, a, b, s) => {
        const [fast, slow] = [Math.min(a, b) % (l + 1), Math.max(a, b) % (l + 1)].sort((x, y) => x - y) as [number, number]
        expect(scoreAnswer(true, fast, l, s).points).toBeGreaterThanOrEqual(scoreAnswer(true, slow, l, s).points)
      }),
    )
  })

  it("keeps a correct answer's points between 500 and 1500", () => {
    fc.assert(
      fc.property(limit, fc.integer({ min: -10_000, max: 200_000 }), streak, (l, e, s) => {
        const { points } = scoreAnswer(true, elapsedMs(0, e, l), l, s)
        expect(points).toBeGreaterThanOrEqual(500)
        expect(points).toBeLessThanOrEqual(1500)
        expect(Number.isInteger(points)).toBe(true)
      }),
    )
  })

  it("adds 100 per correct answer in a row before this one, at most 500", () => {
    expect([1, 2, 3, 6, 7, 40].map(streakBonus)).toEqual([0, 100, 200, 500, 500, 500])
    fc.assert(
      fc.property(limit, fc.nat(), streak, (l, e, s) => {
        const elapsed = e % (l + 1)
        const scored = scoreAnswer(true, elapsed, l, s)
        expect(scored.streak).toBe(s + 1)
        expect(scored.points - speedPoints(true, elapsed, l)).toBe(Math.min(500, 100 * s))
      }),
    )
  })

  it("scores a longer streak at least as high, all else equal", () => {
    fc.assert(
      fc.property(limit, fc.nat(), streak, streak, (l, e, a, b) => {
        const elapsed = e % (l + 1)
        const [short, long] = a <= b ? [a, b] : [b, a]
        expect(scoreAnswer(true, elapsed, l, long).points).toBeGreaterThanOrEqual(scoreAnswer(true, elapsed, l, short).points)
      }),
    )
  })

  it("starts the streak over after a miss", () => {
    expect([true, true, false, true].reduce((s, correct) => nextStreak(s, correct), 0)).toBe(1)
  })
})

describe("question clock", () => {
  const time = fc.integer({ min: 0, max: 2 ** 40 })

  it("never shows negative time nor more than the limit", () => {
    fc.assert(
      fc.property(time, limit, fc.integer({ min: -1_000_000, max: 1_000_000 }), (at, l, offset) => {
        const remaining = questionRemainingMs(questionWindow(at, l), at + offset)
        expect(remaining).toBeGreaterThanOrEqual(0)
        expect(remaining).toBeLessThanOrEqual(l)
      }),
    )
  })

  it("resumes with the limit less the time gone by", () => {
    fc.assert(
      fc.property(time, limit, fc.nat(), (at, l, gone) => {
        const elapsed = gone % (l + 1)
        expect(questionRemainingMs(questionWindow(at, l), at + elapsed)).toBe(l - elapsed)
        expect(elapsedMs(at, at + elapsed, l)).toBe(elapsed)
      }),
    )
  })

  it("takes answers from the opening to the close plus the grace, not before or after", () => {
    fc.assert(
      fc.property(time, limit, (at, l) => {
        const window = questionWindow(at, l)
        expect(takesAnswerAt(window, at - 1)).toBe(false)
        expect(takesAnswerAt(window, at)).toBe(true)
        expect(takesAnswerAt(window, window.closesAt + QuestionClock.graceMs)).toBe(true)
        expect(takesAnswerAt(window, window.closesAt + QuestionClock.graceMs + 1)).toBe(false)
      }),
    )
  })

  it("counts an answer in the grace as given at the close", () => {
    fc.assert(
      fc.property(time, limit, fc.nat({ max: QuestionClock.graceMs }), (at, l, late) => {
        expect(elapsedMs(at, at + l + late, l)).toBe(l)
      }),
    )
  })
})
