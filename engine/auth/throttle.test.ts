import fc from "fast-check"
import { describe, expect, it } from "vitest"

import { admit, type Attempts, forgive, type ThrottleRule } from "./throttle.ts"

const rule: ThrottleRule = { limit: 5, windowMs: 300_000 }

describe("sign-in throttle", () => {
  it("admits `limit` failures, then refuses until the oldest leaves the window", () => {
    let attempts: Attempts = []
    for (let i = 0; i < 5; i++) {
      const a = admit(attempts, 1000 + i, rule)
      expect(a.admitted).toBe(true)
      attempts = a.attempts
    }
    const refused = admit(attempts, 2000, rule)
    expect(refused.admitted).toBe(false)
    if (!refused.admitted) expect(refused.retryAfterMs).toBe(1000 + 300_000 - 2000)
    expect(admit(attempts, 1000 + 300_000, rule).admitted).toBe(true)
  })

  it("does not count successful attempts", () => {
    let attempts: Attempts = []
    for (let i = 0; i < 20; i++) {
      const a = admit(attempts, i, rule)
      expect(a.admitted).toBe(true)
      attempts = forgive(a.attempts, i)
    }
    expect(attempts).toEqual([])
  })

  it("never admits more than `limit` failures in any window", () => {
    const step = fc.record({ gap: fc.integer({ min: 0, max: 120_000 }), succeeds: fc.boolean() })
    fc.assert(
      fc.property(fc.array(step, { maxLength: 200 }), fc.integer({ min: 1, max: 8 }), (steps, limit) => {
        const r = { limit, windowMs: 300_000 }
        let attempts: Attempts = []
        let now = 0
        const failures: number[] = []
        for (const { gap, succeeds } of steps) {
          now += gap
          const a = admit(attempts, now, r)
          attempts = a.attempts
          if (!a.admitted) continue
          if (succeeds) attempts = forgive(attempts, now)
          else failures.push(now)
        }
        // every window (t - windowMs, t] ending at an admitted failure holds at most `limit`
        for (const t of failures) {
          const inWindow = failures.filter((f) => f > t - r.windowMs && f <= t).length
          if (inWindow > limit) return false
        }
        return true
      }),
      { numRuns: 500 },
    )
  })
})
