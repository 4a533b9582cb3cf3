import fc from "fast-check"
import { describe, expect, it } from "vitest"

import { seededRandom } from "./seeded-random.ts"

describe("seeded random", () => {
  it("repeats for the same seed and stays in [0, 1)", () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const a = seededRandom(seed)
        const b = seededRandom(seed)
        for (let i = 0; i < 20; i++) {
          const x = a()
          expect(x).toBe(b())
          expect(x >= 0 && x < 1).toBe(true)
        }
      }),
    )
  })

  it("differs between seeds", () => {
    expect(seededRandom("starter-canning")()).not.toBe(seededRandom("starter-composting")())
  })
})
