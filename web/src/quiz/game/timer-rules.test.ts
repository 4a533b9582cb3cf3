import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  DEFAULT_TIMER_MS, formatClock, isDanger, isExpired, quizDuration, remainingMs, spokenClock,
} from "./timer-rules.ts"

describe("timer rules", () => {
  it("gives 40 seconds a question and shows 10:00 before a quiz is set", () => {
    expect(quizDuration(10)).toBe(400_000)
    expect(quizDuration(0)).toBe(0)
    expect(formatClock(DEFAULT_TIMER_MS)).toBe("10:00")
  })

  it("turns to danger at 60 seconds or less", () => {
    expect(isDanger(60_001)).toBe(false)
    expect(isDanger(60_000)).toBe(true)
    expect(isDanger(0)).toBe(true)
  })

  it("rounds partial seconds up, so 0:00 shows only when time is up", () => {
    expect(formatClock(1)).toBe("0:01")
    expect(formatClock(0)).toBe("0:00")
    expect(formatClock(61_000)).toBe("1:01")
    expect(formatClock(-5)).toBe("0:00")
  })

  it("reads out minutes and seconds", () => {
    expect(spokenClock(125_000)).toBe("2 minutes 5 seconds left")
    expect(spokenClock(60_000)).toBe("1 minute left")
    expect(spokenClock(0)).toBe("0 seconds left")
  })

  it("never reports negative time, and expires exactly from the deadline on", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2e12 }), fc.integer({ min: 0, max: 2e12 }), (deadline, now) => {
        const left = remainingMs(deadline, now)
        expect(left).toBeGreaterThanOrEqual(0)
        expect(isExpired(deadline, now)).toBe(now >= deadline)
        expect(left === 0).toBe(now >= deadline)
      }),
    )
  })
})
