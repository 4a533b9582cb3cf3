import fc from "fast-check"
import { describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"

import { Remarks, REMARKS_IN_ORDER } from "./remarks.ts"
import { percent, remark } from "./score.ts"

describe("percent", () => {
  it("rounds to two decimals", () => {
    expect(percent(1, 3)).toBe(33.33)
    expect(percent(2, 3)).toBe(66.67)
    expect(percent(13, 20)).toBe(65)
    expect(percent(1, 8)).toBe(12.5)
    expect(percent(10, 10)).toBe(100)
    expect(percent(0, 7)).toBe(0)
  })

  it("is 0 when there are no questions", () => {
    expect(percent(0, 0)).toBe(0)
    expect(percent(3, 0)).toBe(0)
  })

  it("stays within [0, 100] with at most two decimals (property)", () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10_000), (a, b) => {
        const [correct, total] = a <= b ? [a, b] : [b, a]
        const p = percent(correct, total)
        expect(p).toBeGreaterThanOrEqual(0)
        expect(p).toBeLessThanOrEqual(100)
        expect(Math.abs(p * 100 - Math.round(p * 100))).toBeLessThan(1e-6)
        if (total > 0) expect(Math.abs(p - (correct / total) * 100)).toBeLessThanOrEqual(0.005 + 1e-9)
      }),
    )
  })
})

describe("remark", () => {
  it("uses the product's perfect-score message", () => {
    expect(Remarks.perfect).toBe(Messages.perfectQuiz)
  })

  it.each([
    [10, 10, "Perfect Quiz! Outstanding."],
    [1, 1, "Perfect Quiz! Outstanding."],
    [9, 10, "Excellent job!"],
    [18, 20, "Excellent job!"],
    [24, 25, "Excellent job!"],
    [8, 10, "That's pretty solid."],
    [89, 100, "That's pretty solid."],
    [7, 10, "Mediocre."],
    [79, 100, "Mediocre."],
    [13, 20, "You technically passed. Barely."],
    [69, 100, "You technically passed. Barely."],
    [6499, 10_000, "Well, you took the quiz and that's what counts."],
    [64, 100, "Well, you took the quiz and that's what counts."],
    [6, 10, "Well, you took the quiz and that's what counts."],
    [0, 10, "Well, you took the quiz and that's what counts."],
    [0, 0, "Well, you took the quiz and that's what counts."],
  ])("%i/%i → %s", (correct, total, expected) => {
    expect(remark(correct, total)).toBe(expected)
  })

  it("is monotone in the ratio (property)", () => {
    const score = fc.integer({ min: 1, max: 1000 }).chain((total) => fc.integer({ min: 0, max: total }).map((correct) => ({ correct, total })))
    fc.assert(
      fc.property(score, score, (a, b) => {
        const [lo, hi] = a.correct * b.total <= b.correct * a.total ? [a, b] : [b, a]
        expect(REMARKS_IN_ORDER.indexOf(remark(lo.correct, lo.total))).toBeLessThanOrEqual(REMARKS_IN_ORDER.indexOf(remark(hi.correct, hi.total)))
      }),
    )
  })

  it("is perfect exactly when every question is right (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.nat(1000), (total, c) => {
        const correct = Math.min(c, total)
        expect(remark(correct, total) === Remarks.perfect).toBe(correct === total)
      }),
    )
  })
})
