import { describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"
import { given } from "#test/support/decider.ts"

import { ratingDecider, type RatingState } from "./rating.ts"

const now = new Date("2026-01-01T00:00:00Z")
const rate = (rating: unknown, state: RatingState = ratingDecider.initialState, review: string | null = null) =>
  given(ratingDecider, [], state).when({ type: "RateQuiz", quizId: "z", userId: "u", rating, review, now }).events()

describe("quiz ratings", () => {
  it("refuses anything but 1 to 5 whole stars with the product's words (docs/product.md §8)", () => {
    for (const bad of [0, undefined, null, 6, 2.5, "3", Number.NaN]) {
      expect(() => rate(bad)).toThrow(Messages.ratingRequired)
    }
  })

  it("records the rating it replaces, and nothing when nothing changed", () => {
    const [first] = rate(4, ratingDecider.initialState, " Nice ")
    expect(first).toMatchObject({ rating: 4, review: "Nice", previousRating: null })
    const state = given(ratingDecider, [first!]).state
    expect(rate(4, state, "Nice")).toEqual([])
    expect(rate(2, state)[0]).toMatchObject({ rating: 2, review: null, previousRating: 4 })
  })
})
