// A chain of settled promises never lets timers run; the guard breaks it once it has run
// past its budget, and costs nothing to a short chain.
import { describe, expect, it } from "vitest"

import { loopTurnGuard } from "./yield.ts"

const busy = (ms: number) => {
  const end = performance.now() + ms
  while (performance.now() < end);
}

/** Runs `steps` steps of `stepMs` each as one promise chain; returns how many steps ran before a timer set at the start fired. */
const chain = async (steps: number, stepMs: number, guard?: () => Promise<void>) => {
  let done = 0
  let firedAfter: number | null = null
  setTimeout(() => (firedAfter = done), 0)
  for (let i = 0; i < steps; i++) {
    await Promise.resolve()
    await guard?.()
    busy(stepMs)
    done++
  }
  return firedAfter as number | null
}

describe("loopTurnGuard", () => {
  it("lets timers run once a chain has held the thread past the budget", async () => {
    expect(await chain(40, 2)).toBeNull()
    const firedAfter = await chain(40, 2, loopTurnGuard(10))
    expect(firedAfter).not.toBeNull()
    expect(firedAfter!).toBeLessThan(20)
  })

  it("does not yield within the budget", async () => {
    expect(await chain(10, 1, loopTurnGuard(1000))).toBeNull()
  })
})
