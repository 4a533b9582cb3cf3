import { describe, expect, it } from "vitest"

import { scoreText, shortDate } from "./format.ts"
import { isScoreboard } from "./types.ts"

describe("profile formatting", () => {
  it("shows dates as Month day, year and leaves bad dates as they are", () => {
    expect(shortDate("2025-03-04T12:00:00.000Z")).toBe("Mar 4, 2025")
    expect(shortDate("soon")).toBe("soon")
  })

  it("shows a score with its percent", () => {
    expect(scoreText(7, 10, 70)).toBe("7 / 10 (70%)")
  })

  it("trusts a stored scoreboard only with the expected shape", () => {
    expect(isScoreboard({ total_correct: 1 })).toBe(false)
    expect(isScoreboard(null)).toBe(false)
    expect(
      isScoreboard({
        total_correct: 0,
        total_questions: 0,
        percent_score: 0,
        score_by_level: [],
        completed_quizzes: { graded: [], fun: [] },
      }),
    ).toBe(true)
  })
})
