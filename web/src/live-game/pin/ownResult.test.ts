import { describe, expect, it } from "vitest"

import { ordinal, ownResult } from "./ownResult.ts"

const mine = { index: 0, option: "Hens", correct: true, points: 1850, gained: 850, streak: 1, place: 2 }

describe("a player's own result after a question", () => {
  it("says what a right answer earned, the streak from two in a row, and the place", () => {
    expect(ownResult(mine)).toEqual({ tone: "right", headline: "Correct +850", streak: null, standing: "2nd place · 1850 points" })
    expect(ownResult({ ...mine, streak: 3 }).streak).toMatch(/^3 in a row \(\+\d+ streak bonus\)$/)
  })

  it("tells a wrong answer from none, and claims no place without a point", () => {
    expect(ownResult({ ...mine, correct: false, gained: 0, streak: 0 })).toMatchObject({ tone: "wrong", headline: "Not this time", streak: null })
    expect(ownResult({ ...mine, option: null, correct: false, gained: 0, points: 0, place: 1 })).toMatchObject({
      tone: "none",
      headline: "No answer",
      standing: "0 points",
    })
  })

  it("writes places as ordinals", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "101st",
      "111th",
    ])
  })
})

describe("a player's own result after a question of another kind", () => {
  it("thanks a poll's voter without a verdict, and calls a slider near its target close", () => {
    expect(ownResult({ ...mine, correct: false, gained: 0 }, "poll")).toMatchObject({ tone: "none", headline: "Thanks for your vote", streak: null })
    expect(ownResult({ ...mine, option: null, correct: false, gained: 0 }, "poll").headline).toBe("No vote")
    expect(ownResult({ ...mine, option: "12", correct: false, gained: 400, streak: 0 }, "slider")).toMatchObject({ tone: "wrong", headline: "Close +400" })
  })
})
