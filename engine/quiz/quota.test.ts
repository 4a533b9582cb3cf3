import fc from "fast-check"
import { describe, expect, it } from "vitest"

import { dayKey, quizzesRemaining } from "./quota.ts"

describe("quizzesRemaining", () => {
  it("counts down from 10 and stops at 0", () => {
    expect(quizzesRemaining(0)).toBe(10)
    expect(quizzesRemaining(3)).toBe(7)
    expect(quizzesRemaining(10)).toBe(0)
    expect(quizzesRemaining(14)).toBe(0)
    expect(quizzesRemaining(2, 5)).toBe(3)
  })

  it("stays within [0, limit] (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 100 }), fc.integer({ min: 0, max: 50 }), (used, limit) => {
        const left = quizzesRemaining(used, limit)
        expect(left).toBeGreaterThanOrEqual(0)
        expect(left).toBeLessThanOrEqual(limit)
      }),
    )
  })
})

describe("dayKey", () => {
  it("names the UTC day by default", () => {
    expect(dayKey(new Date("2026-03-09T23:59:59.999Z"))).toBe("2026-03-09")
    expect(dayKey(new Date("2026-03-10T00:00:00.000Z"))).toBe("2026-03-10")
  })

  it("uses the given time zone", () => {
    const instant = new Date("2026-07-01T05:00:00Z")
    expect(dayKey(instant, "America/Los_Angeles")).toBe("2026-06-30")
    expect(dayKey(instant, "America/New_York")).toBe("2026-07-01")
  })

  it("matches the ISO date in UTC (property)", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("2000-01-01"), max: new Date("2099-12-31"), noInvalidDate: true }), (d) => {
        expect(dayKey(d)).toBe(d.toISOString().slice(0, 10))
      }),
    )
  })
})
