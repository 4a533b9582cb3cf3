import { describe, expect, it } from "vitest"

import { AiTimeout } from "#api/platform/ai/errors.ts"

import { nextWithin } from "./quiet-limit.ts"

const after = <A>(ms: number, value: A) => new Promise<A>((resolve) => setTimeout(() => resolve(value), ms))

describe("nextWithin", () => {
  it("passes a piece that arrives in time, leaving the stream alone", async () => {
    let stopped = false
    const iterator = { next: () => after(5, { done: false as const, value: "piece" }) }
    expect(await nextWithin(iterator, 200, () => (stopped = true))).toEqual({ done: false, value: "piece" })
    await after(250, null)
    expect(stopped).toBe(false)
  })

  it("stops the stream and times out when the next piece is too slow", async () => {
    let stopped = false
    const iterator = { next: () => after(500, { done: false as const, value: "late" }) }
    await expect(nextWithin(iterator, 20, () => (stopped = true))).rejects.toBeInstanceOf(AiTimeout)
    expect(stopped).toBe(true)
  })

  it("passes the stream's own failure through", async () => {
    const iterator = { next: () => Promise.reject(new Error("dropped")) }
    await expect(nextWithin(iterator, 200, () => {})).rejects.toThrow("dropped")
  })
})
