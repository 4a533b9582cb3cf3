// When play flags a question: a distractor the strongest quarter picks more often than the key
// (with enough of their answers), a share correct outside its level's band (with enough answers).
import { describe, expect, it } from "vitest"

import { LEVEL_BANDS, offLevel, QuestionStatsLimits, stillKept, suspectKey } from "./question-stats-rules.ts"

const picks = (counts: Record<string, number>) => Object.entries(counts).map(([option, n]) => ({ option, picks: n }))

describe("a key that looks wrong", () => {
  it("is named when the strongest quarter picks one distractor more often than the key", () => {
    expect(suspectKey("B", picks({ A: 0, B: 1, C: 3, D: 1 }))).toEqual({ option: "C", picks: 3, keyPicks: 1, strongAnswers: 5 })
    // The key compared as graded: trimmed.
    expect(suspectKey(" B ", picks({ B: 1, C: 3 }))).toMatchObject({ option: "C", keyPicks: 1 })
  })

  it("is not named on a tie, when the key leads, or with too few strong answers", () => {
    expect(suspectKey("B", picks({ B: 2, C: 2 }))).toBeNull()
    expect(suspectKey("B", picks({ B: 3, C: 2, D: 2 }))).toBeNull()
    const few = QuestionStatsLimits.minStrongAnswers - 1
    expect(suspectKey("B", picks({ B: 0, C: few }))).toBeNull()
    expect(suspectKey("B", picks({ B: 0, C: few + 1 }))).toMatchObject({ option: "C" })
  })
})

describe("a level far off", () => {
  const enough = QuestionStatsLimits.minLevelAnswers

  it("says too hard or too easy outside the level's band, once enough players answered", () => {
    expect(offLevel("university", enough, 3)).toEqual({ direction: "too_hard", share: 0.15, ...LEVEL_BANDS.university })
    expect(offLevel("high_school", enough, enough)).toEqual({ direction: "too_easy", share: 1, ...LEVEL_BANDS.high_school })
    expect(offLevel("honors", enough, enough / 2)).toBeNull()
    expect(offLevel("university", enough - 1, 0)).toBeNull()
  })

  it("never calls an elementary question too easy", () => {
    expect(offLevel("elementary", enough, enough)).toBeNull()
    expect(offLevel("elementary", enough, enough / 2 - 1)).toMatchObject({ direction: "too_hard" })
  })
})

describe("a question kept as it is", () => {
  it("stays off the list until twice as many players have answered it", () => {
    expect(stillKept(39, 20)).toBe(true)
    expect(stillKept(40, 20)).toBe(false)
  })
})
