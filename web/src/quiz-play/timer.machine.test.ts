import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { createActor, fromCallback } from "xstate"

import { DEFAULT_TIMER_MS } from "#schemas/quiz-clock.ts"

import { timerMachine } from "./timer.machine.ts"

/** The machine with its wall-clock ticker switched off; the test sends the ticks. */
function setup() {
  const actor = createActor(timerMachine.provide({ actors: { ticker: fromCallback(() => () => undefined) } })).start()
  let expiries = 0
  actor.on("expired", () => void expiries++)
  return { actor, expiries: () => expiries }
}

describe("timer machine", () => {
  it("shows 10 minutes before a quiz is set", () => {
    const { actor } = setup()
    expect(actor.getSnapshot().value).toBe("idle")
    expect(actor.getSnapshot().context.remaining).toBe(DEFAULT_TIMER_MS)
  })

  it("counts down against the deadline, not the ticks, and expires at the deadline", () => {
    const { actor, expiries } = setup()
    actor.send({ type: "SET", deadline: 10_000, now: 0 })
    expect(actor.getSnapshot().context.remaining).toBe(10_000)
    // A hidden tab that ticks only once, late, sees the true remaining time.
    actor.send({ type: "TICK", now: 9_999 })
    expect(actor.getSnapshot().context.remaining).toBe(1)
    expect(actor.getSnapshot().value).toBe("running")
    actor.send({ type: "TICK", now: 10_000 })
    expect(actor.getSnapshot().value).toBe("expired")
    expect(actor.getSnapshot().context.remaining).toBe(0)
    actor.send({ type: "TICK", now: 20_000 })
    expect(expiries()).toBe(1)
  })

  it("expires at once for a deadline already past (a reload after time ran out)", () => {
    const { actor, expiries } = setup()
    actor.send({ type: "SET", deadline: 5_000, now: 6_000 })
    expect(actor.getSnapshot().value).toBe("expired")
    expect(expiries()).toBe(1)
  })

  it("stops without expiring when the quiz is finished, and resets to 10:00", () => {
    const { actor, expiries } = setup()
    actor.send({ type: "SET", deadline: 10_000, now: 0 })
    actor.send({ type: "TICK", now: 4_000 })
    actor.send({ type: "STOP" })
    actor.send({ type: "TICK", now: 50_000 })
    expect(actor.getSnapshot().value).toBe("stopped")
    expect(actor.getSnapshot().context.remaining).toBe(6_000)
    actor.send({ type: "RESET" })
    expect(actor.getSnapshot().context.remaining).toBe(DEFAULT_TIMER_MS)
    expect(expiries()).toBe(0)
  })

  it("never goes negative and expires exactly once, whatever the tick sequence", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 3_000_000 }), { maxLength: 60 }),
        (start, duration, ticks) => {
          const deadline = start + duration
          const { actor, expiries } = setup()
          actor.send({ type: "SET", deadline, now: start })
          let reached = false
          for (const now of ticks) {
            actor.send({ type: "TICK", now })
            const { remaining } = actor.getSnapshot().context
            expect(remaining).toBeGreaterThanOrEqual(0)
            reached ||= now >= deadline
            expect(actor.getSnapshot().value).toBe(reached ? "expired" : "running")
            if (!reached) expect(remaining).toBe(deadline - now)
          }
          expect(expiries()).toBe(reached ? 1 : 0)
          actor.stop()
        },
      ),
    )
  })

  it("expires at the deadline whatever the sequence of ticks, pauses and resumes (property)", () => {
    type Step = { type: "TICK" | "PAUSE" | "RESUME"; dt: number }
    const steps = fc.array(fc.record({ type: fc.constantFrom("TICK", "PAUSE", "RESUME"), dt: fc.integer({ min: 0, max: 90_000 }) }), {
      maxLength: 60,
    }) as fc.Arbitrary<Step[]>
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 1, max: 1_000_000 }), steps, (start, duration, sequence) => {
        const deadline = start + duration
        const { actor, expiries } = setup()
        actor.send({ type: "SET", deadline, now: start })
        let now = start
        let expiredAt: number | null = null
        for (const step of sequence) {
          now += step.dt
          actor.send({ type: step.type, now })
          const snapshot = actor.getSnapshot()
          expect(snapshot.context.remaining).toBeGreaterThanOrEqual(0)
          // Hiding the tab never stops a graded clock: the first reading at or after the deadline expires it.
          if (expiredAt === null && now >= deadline) expiredAt = now
          if (expiredAt === null) {
            expect(snapshot.value).toBe("running")
            expect(snapshot.context.remaining).toBe(deadline - now)
          } else {
            expect(snapshot.value).toBe("expired")
            expect(snapshot.context.remaining).toBe(0)
          }
        }
        expect(expiries()).toBe(expiredAt === null ? 0 : 1)
        actor.stop()
      }),
    )
  })

  it("checks the clock at once when the tab is shown again", () => {
    const { actor, expiries } = setup()
    actor.send({ type: "SET", deadline: 40_000, now: 0 })
    actor.send({ type: "PAUSE", now: 1_000 })
    expect(actor.getSnapshot().context.remaining).toBe(39_000)
    actor.send({ type: "RESUME", now: 45_000 })
    expect(actor.getSnapshot().value).toBe("expired")
    expect(expiries()).toBe(1)
  })

  it("shows non-increasing time for a clock that only moves forward", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 600_000 }), fc.array(fc.nat({ max: 900_000 }), { maxLength: 40 }), (duration, raw) => {
        const { actor } = setup()
        actor.send({ type: "SET", deadline: duration, now: 0 })
        let last = actor.getSnapshot().context.remaining
        for (const now of [...raw].sort((a, b) => a - b)) {
          actor.send({ type: "TICK", now })
          const { remaining } = actor.getSnapshot().context
          expect(remaining).toBeLessThanOrEqual(last)
          last = remaining
        }
        actor.stop()
      }),
    )
  })
})
