import fc from "fast-check"
import { describe, expect, it } from "vitest"

import {
  DEFAULT_TIMER_MS,
  formatClock,
  isDanger,
  isExpired,
  quizDuration,
  remainingMs as remaining,
  remainingMs,
  spokenClock,
  spokenMark,
} from "./quiz-clock.ts"

// The server's reading of the clock: deadlines and late answers.
describe("quiz clock on the server", () => {
  it("gives 40 seconds per question", () => {
    expect(quizDuration(1)).toBe(40_000)
    expect(quizDuration(10)).toBe(400_000)
    expect(quizDuration(25)).toBe(1_000_000)
    expect(quizDuration(0)).toBe(0)
  })

  it("defaults to 10 minutes before a quiz is set", () => {
    expect(DEFAULT_TIMER_MS).toBe(600_000)
  })

  it("turns to danger at 60 seconds or less", () => {
    expect(isDanger(60_001)).toBe(false)
    expect(isDanger(60_000)).toBe(true)
    expect(isDanger(1)).toBe(true)
  })

  it("expires exactly at the deadline", () => {
    expect(isExpired(1000, 999)).toBe(false)
    expect(isExpired(1000, 1000)).toBe(true)
    expect(remaining(1000, 999)).toBe(1)
    expect(remaining(1000, 1000)).toBe(0)
  })

  it("formats the clock rounding partial seconds up", () => {
    expect(formatClock(400_000)).toBe("6:40")
    expect(formatClock(59_001)).toBe("1:00")
    expect(formatClock(1)).toBe("0:01")
    expect(formatClock(0)).toBe("0:00")
    expect(formatClock(-5)).toBe("0:00")
  })

  it("remaining is never negative and agrees with isExpired (property)", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (deadline, now) => {
        const left = remaining(deadline, now)
        expect(left).toBeGreaterThanOrEqual(0)
        expect(left === 0).toBe(isExpired(deadline, now))
      }),
    )
  })
})

// The countdown's reading of the same clock.
describe("quiz clock in the browser", () => {
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

  it("reads each minute, then 30, 10 and 5 seconds, each kept until the next", () => {
    expect(spokenMark(180_000)).toBe("3 minutes left")
    expect(spokenMark(121_000)).toBe("3 minutes left")
    expect(spokenMark(120_000)).toBe("2 minutes left")
    expect(spokenMark(61_000)).toBe("2 minutes left")
    expect(spokenMark(59_500)).toBe("1 minute left")
    expect(spokenMark(30_000)).toBe("30 seconds left")
    expect(spokenMark(10_000)).toBe("10 seconds left")
    expect(spokenMark(6_000)).toBe("10 seconds left")
    expect(spokenMark(4_200)).toBe("5 seconds left")
    expect(spokenMark(1)).toBe("5 seconds left")
    expect(spokenMark(0)).toBe("")
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
