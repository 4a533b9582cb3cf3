import { describe, expect, it } from "vitest"

import { SignInThrottle } from "./throttles.ts"

describe("SignInThrottle", () => {
  it("counts failures per address and forgives successes", () => {
    let now = 0
    const throttle = new SignInThrottle({ limit: 2, windowMs: 1000 }, () => now)
    const ok = throttle.begin("a")
    expect(ok.admitted).toBe(true)
    if (ok.admitted) ok.succeeded()
    expect(throttle.begin("a").admitted).toBe(true)
    expect(throttle.begin("a").admitted).toBe(true)
    const refused = throttle.begin("a")
    expect(refused).toEqual({ admitted: false, retryAfterMs: 1000 })
    expect(throttle.begin("b").admitted).toBe(true)
    now = 1000
    expect(throttle.begin("a").admitted).toBe(true)
  })

  it("holds the limit for attempts still being checked", () => {
    const throttle = new SignInThrottle({ limit: 3, windowMs: 1000 }, () => 0)
    const admitted = Array.from({ length: 10 }, () => throttle.begin("a")).filter((a) => a.admitted)
    expect(admitted).toHaveLength(3)
  })
})
