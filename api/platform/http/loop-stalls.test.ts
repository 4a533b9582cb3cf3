import { describe, expect, it } from "vitest"

import { watchLoopStalls } from "./loop-stalls.ts"

describe("event loop stalls", () => {
  it("reports a stall of more than a second with about how long it lasted", async () => {
    const reports: number[] = []
    const watch = watchLoopStalls((ms) => reports.push(ms))
    await new Promise((r) => setTimeout(r, 600))
    const until = Date.now() + 1800
    while (Date.now() < until) {
      // Holding the thread, as a long synchronous piece of work would.
    }
    await new Promise((r) => setTimeout(r, 700))
    watch.close()
    // The 1.8 s hold less at most one check interval (0.5 s) it overlapped.
    expect(reports.some((ms) => ms >= 1200 && ms < 2500)).toBe(true)
  })
})
