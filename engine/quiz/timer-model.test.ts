import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { idleTimer, pause, remainingOf, resume, start, tick, type TimerState, type TimerStep } from "./timer-model.ts"

const run = (steps: readonly ((s: TimerState) => TimerStep)[]): TimerStep[] => {
  const out: TimerStep[] = []
  let state = idleTimer
  for (const step of steps) {
    const next = step(state)
    out.push(next)
    state = next.state
  }
  return out
}

describe("timer model", () => {
  it("runs to the deadline and expires once", () => {
    const [started, early, due, late] = run([
      (s) => start(s, 1000, 40_000),
      (s) => tick(s, 40_999),
      (s) => tick(s, 41_000),
      (s) => tick(s, 50_000),
    ])
    expect(started?.state).toMatchObject({ status: "running", deadline: 41_000 })
    expect(early?.expired).toBe(false)
    expect(due).toMatchObject({ expired: true, state: { status: "expired" } })
    expect(late?.expired).toBe(false)
  })

  it("does not pause a graded (non-pausable) timer", () => {
    const started = start(idleTimer, 0, 40_000).state
    expect(pause(started, 10_000).state).toBe(started)
  })

  it("pauses and resumes a pausable timer, keeping the time left", () => {
    const [, paused, stillPaused, resumed, due] = run([
      (s) => start(s, 0, 40_000, { pausable: true }),
      (s) => pause(s, 10_000),
      (s) => tick(s, 100_000),
      (s) => resume(s, 100_000),
      (s) => tick(s, 130_000),
    ])
    expect(paused?.state).toMatchObject({ status: "paused", remainingAtPause: 30_000 })
    expect(remainingOf(stillPaused!.state, 100_000)).toBe(30_000)
    expect(resumed?.state).toMatchObject({ status: "running", deadline: 130_000 })
    expect(due?.expired).toBe(true)
  })

  it("expires instead of pausing once time is up", () => {
    const started = start(idleTimer, 0, 1000, { pausable: true }).state
    expect(pause(started, 1000)).toMatchObject({ expired: true, state: { status: "expired" } })
  })

  it("ignores start once started, and other steps while idle", () => {
    const started = start(idleTimer, 0, 1000).state
    expect(start(started, 500, 99_000).state).toBe(started)
    expect(tick(idleTimer, 1e12).state).toBe(idleTimer)
    expect(resume(idleTimer, 5).state).toBe(idleTimer)
    expect(remainingOf(idleTimer, 0)).toBeNull()
  })

  type Op = { kind: "tick" | "pause" | "resume"; dt: number }
  const ops = fc.array(
    fc.record({ kind: fc.constantFrom("tick", "pause", "resume"), dt: fc.integer({ min: 0, max: 20_000 }) }),
    { maxLength: 60 },
  ) as fc.Arbitrary<Op[]>

  it("never shows negative time; expires exactly once, never early, on the first check at or after the deadline (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.boolean(),
        ops,
        (t0, duration, pausable, sequence) => {
          let now = t0
          let state = start(idleTimer, now, duration, { pausable }).state
          // Reference: running time used up so far, advanced only while the timer runs.
          let used = 0
          let running = true
          let expiredCount = 0
          for (const op of sequence) {
            const before = state
            now += op.dt
            if (running) used += op.dt
            const step = op.kind === "tick" ? tick(state, now) : op.kind === "pause" ? pause(state, now) : resume(state, now)
            state = step.state

            const left = remainingOf(state, now)
            expect(left).not.toBeNull()
            expect(left!).toBeGreaterThanOrEqual(0)

            const checksClock = before.status === "running" && (op.kind === "tick" || op.kind === "pause")
            const shouldExpire = expiredCount === 0 && checksClock && used >= duration
            expect(step.expired).toBe(shouldExpire)
            if (step.expired) expiredCount++
            if (expiredCount === 0) expect(left!).toBe(Math.max(0, duration - used))

            if (!shouldExpire && before.status === "running" && op.kind === "pause" && pausable) running = false
            if (before.status === "paused" && op.kind === "resume") running = true
            if (state.status === "expired") running = false
          }
          expect(expiredCount).toBeLessThanOrEqual(1)
          expect(state.status === "expired").toBe(expiredCount === 1)
        },
      ),
    )
  })

  it("a non-pausable timer expires on the first check at or after start + duration, whatever the steps (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), ops, (duration, sequence) => {
        let now = 0
        let state = start(idleTimer, now, duration).state
        for (const op of sequence) {
          now += op.dt
          const step = op.kind === "tick" ? tick(state, now) : op.kind === "pause" ? pause(state, now) : resume(state, now)
          if (step.expired) {
            expect(now).toBeGreaterThanOrEqual(duration)
          } else if (state.status === "running" && op.kind !== "resume") {
            expect(now).toBeLessThan(duration)
          }
          state = step.state
        }
      }),
    )
  })
})
