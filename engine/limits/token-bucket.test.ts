import { describe, expect, it } from "vitest"

import { ACCOUNT_FREE_FAILURES, ACCOUNT_MAX_DELAY_MS, accountDelayMs } from "./rates.ts"
import { type Bucket, fullBucket, take } from "./token-bucket.ts"

const rule = { capacity: 3, refillPerSecond: 2 }

describe("token bucket", () => {
  it("admits a burst up to its capacity, then refills at its rate", () => {
    let bucket: Bucket = fullBucket(rule, 0)
    const at = (now: number) => {
      const result = take(bucket, now, rule)
      bucket = result.bucket
      return result.allowed
    }
    expect([at(0), at(0), at(0), at(0)]).toEqual([true, true, true, false])
    expect(at(400)).toBe(false)
    expect(at(500)).toBe(true)
    // Never more than the capacity, however long the pause.
    expect([at(60_000), at(60_000), at(60_000), at(60_000)]).toEqual([true, true, true, false])
  })
})

describe("account sign-in delays", () => {
  it("are free for the first failures, then double up to a minute", () => {
    expect(accountDelayMs(ACCOUNT_FREE_FAILURES - 1)).toBe(0)
    expect(accountDelayMs(ACCOUNT_FREE_FAILURES)).toBe(1000)
    expect(accountDelayMs(ACCOUNT_FREE_FAILURES + 1)).toBe(2000)
    expect(accountDelayMs(ACCOUNT_FREE_FAILURES + 3)).toBe(8000)
    expect(accountDelayMs(ACCOUNT_FREE_FAILURES + 100)).toBe(ACCOUNT_MAX_DELAY_MS)
  })
})
