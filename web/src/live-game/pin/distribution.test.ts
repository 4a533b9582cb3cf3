import { describe, expect, it } from "vitest"

import { barWords, distributionBars } from "./distribution.ts"

describe("the big screen's answer bars", () => {
  it("gives each option its picks, share and length beside the most picked, and marks the answer", () => {
    const bars = distributionBars(["Hens", "Ducks", "Geese", "Owls"], [3, 1, 1, 0], "Ducks")
    expect(bars.map((b) => [b.picks, b.share, b.length, b.correct])).toEqual([
      [3, 60, 1, false],
      [1, 20, 1 / 3, true],
      [1, 20, 1 / 3, false],
      [0, 0, 0, false],
    ])
    expect(barWords(bars[1]!)).toBe("Ducks: 1 player, 20%, the correct answer")
    expect(barWords(bars[0]!)).toBe("Hens: 3 players, 60%")
  })

  it("draws empty bars when nobody answered", () => {
    expect(distributionBars(["A", "B"], [], "A").map((b) => [b.picks, b.share, b.length])).toEqual([
      [0, 0, 0],
      [0, 0, 0],
    ])
  })
})
