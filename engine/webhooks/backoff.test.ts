import { describe, expect, it } from "vitest"

import { MAX_WEBHOOK_ATTEMPTS, webhookRetryDelayMs } from "./backoff.ts"

describe("webhook retries", () => {
  it("wait five times longer after each failed try, at most a day, and stop after the last try", () => {
    const waits = Array.from({ length: MAX_WEBHOOK_ATTEMPTS }, (_, i) => webhookRetryDelayMs(30, i + 1))
    expect(waits).toEqual([30_000, 150_000, 750_000, 3_750_000, 18_750_000, 86_400_000, 86_400_000, undefined])
  })
})
