import { describe, expect, it } from "vitest"

import { memorySharedLimits } from "./shared-limits.ts"
import { newThrottle } from "./throttles.ts"

describe("throttle", () => {
  it("counts failures per key and forgives successes", async () => {
    let now = 0
    const throttle = newThrottle(memorySharedLimits(), "t", { limit: 2, windowMs: 1000 }, () => now)
    const ok = await throttle.begin("a")
    expect(ok.admitted).toBe(true)
    if (ok.admitted) await ok.succeeded()
    expect((await throttle.begin("a")).admitted).toBe(true)
    expect((await throttle.begin("a")).admitted).toBe(true)
    expect(await throttle.begin("a")).toEqual({ admitted: false, retryAfterMs: 1000 })
    expect((await throttle.begin("b")).admitted).toBe(true)
    now = 1000
    expect((await throttle.begin("a")).admitted).toBe(true)
  })

  it("holds the limit for attempts still being checked", async () => {
    const throttle = newThrottle(memorySharedLimits(), "t", { limit: 3, windowMs: 1000 }, () => 0)
    const admitted = (await Promise.all(Array.from({ length: 10 }, () => throttle.begin("a")))).filter((a) => a.admitted)
    expect(admitted).toHaveLength(3)
  })

  it("keeps two throttles' keys apart on one store", async () => {
    const limits = memorySharedLimits()
    const rule = { limit: 1, windowMs: 1000 }
    const one = newThrottle(limits, "one", rule, () => 0)
    const two = newThrottle(limits, "two", rule, () => 0)
    expect((await one.begin("a")).admitted).toBe(true)
    expect((await two.begin("a")).admitted).toBe(true)
    expect((await one.begin("a")).admitted).toBe(false)
  })
})
