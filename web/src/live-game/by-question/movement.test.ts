import { describe, expect, it } from "vitest"

import { movement } from "./movement.ts"

describe("a player's movement on the leaderboard", () => {
  it("goes up when the place number falls, down when it rises", () => {
    expect(movement({ place: 1, placeBefore: 4 })).toEqual({ direction: "up", places: 3, words: "up 3", arrow: "▲" })
    expect(movement({ place: 5, placeBefore: 2 })).toEqual({ direction: "down", places: 3, words: "down 3", arrow: "▼" })
  })

  it("stays when the place is the same, and at the first reveal", () => {
    expect(movement({ place: 2, placeBefore: 2 }).words).toBe("same place")
    expect(movement({ place: 2, placeBefore: null })).toMatchObject({ direction: "same", places: 0 })
  })
})
