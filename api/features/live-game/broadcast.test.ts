// The pace of update_group: every player receives every update, so a big game's lobby is
// updated less often and its traffic stays flat as it grows.
import { describe, expect, it } from "vitest"

import { updateWindowMs } from "./feed.ts"

describe("update_group window", () => {
  it("is 100 ms for games of up to 200 players and grows with the game past that", () => {
    expect(updateWindowMs(1)).toBe(100)
    expect(updateWindowMs(200)).toBe(100)
    expect(updateWindowMs(600)).toBe(300)
    expect(updateWindowMs(1000)).toBe(500)
    // Players × updates per second levels off: a thousand players get no more bytes per second than four hundred.
    const perSecond = (n: number) => n * (1000 / updateWindowMs(n))
    expect(perSecond(1000)).toBeLessThanOrEqual(perSecond(400))
  })
})
