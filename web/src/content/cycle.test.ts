import fc from "fast-check"
import { describe, expect, it } from "vitest"

import { nextIndex, previousIndex, SWIPE_THRESHOLD_PX, swipeStep, wrapIndex } from "./cycle.ts"

describe("carousel and viewer index", () => {
  it("wraps from the last to the first and back", () => {
    expect(nextIndex(4, 5)).toBe(0)
    expect(previousIndex(0, 5)).toBe(4)
    expect(nextIndex(1, 5)).toBe(2)
    expect(wrapIndex(-6, 5)).toBe(4)
    expect(nextIndex(0, 1)).toBe(0)
    expect(nextIndex(0, 0)).toBe(0)
  })

  it("always lands inside the list, and next undoes previous", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 1, max: 50 }), (i, n) => {
        const at = wrapIndex(i, n)
        expect(at).toBeGreaterThanOrEqual(0)
        expect(at).toBeLessThan(n)
        expect(nextIndex(previousIndex(at, n), n)).toBe(at)
      }),
    )
  })

  it("n steps forward come back to the start", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.nat(29), (n, start) => {
        let at = wrapIndex(start, n)
        for (let k = 0; k < n; k++) at = nextIndex(at, n)
        expect(at).toBe(wrapIndex(start, n))
      }),
    )
  })

  it("counts a swipe from 40 px: left is next, right is previous", () => {
    expect(SWIPE_THRESHOLD_PX).toBe(40)
    expect(swipeStep(-40)).toBe(1)
    expect(swipeStep(-39)).toBe(0)
    expect(swipeStep(39)).toBe(0)
    expect(swipeStep(40)).toBe(-1)
    expect(swipeStep(0)).toBe(0)
  })
})
