// The line under the podium: the player's place and points, and no "first" for a round nobody scored in.
import { describe, expect, it } from "vitest"

import { finishLine } from "./Podium.tsx"

describe("the podium's line for the player", () => {
  it("names the place and the points", () => {
    expect(finishLine({ place: 1, points: 2750 })).toBe("You finished first with 2750 points.")
    expect(finishLine({ place: 3, points: 800 })).toBe("You finished in place 3 with 800 points.")
  })

  it("claims no place when everyone tied at 0 points", () => {
    expect(finishLine({ place: 1, points: 0 })).toBe("You finished with 0 points.")
  })
})
