// The store's announcements to other nodes: the first commit after a quiet spell is announced
// at once, a stream of commits by one NOTIFY per spacing, and none is left unannounced.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"

import { coalescedNotifier } from "./postgres-listener.ts"

describe("announcing commits", () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  /** A NOTIFY that takes `ms` to answer; counts those sent. */
  const notifying = (ms: number, fail = false) => {
    const sent: number[] = []
    const notify = () => {
      sent.push(Date.now())
      return new Promise<void>((resolve, reject) => setTimeout(() => (fail ? reject(new Error("gone")) : resolve()), ms))
    }
    return { sent, announce: coalescedNotifier(notify, 10, () => Date.now()) }
  }

  it("announces the first commit after a quiet spell at once", () => {
    const { sent, announce } = notifying(1)
    announce()
    expect(sent).toHaveLength(1)
  })

  it("covers a stream of commits with one announcement per spacing, the last included", async () => {
    const { sent, announce } = notifying(1)
    const start = Date.now()
    // A commit every millisecond for 50 ms.
    for (let t = 0; t < 50; t++) {
      announce()
      await vi.advanceTimersByTimeAsync(1)
    }
    await vi.advanceTimersByTimeAsync(20)
    expect(sent.length).toBeGreaterThanOrEqual(5)
    expect(sent.length).toBeLessThanOrEqual(7)
    for (let i = 1; i < sent.length; i++) expect(sent[i]! - sent[i - 1]!).toBeGreaterThanOrEqual(10)
    // The commit at 49 ms is announced after it.
    expect(sent.at(-1)! - start).toBeGreaterThanOrEqual(49)
  })

  it("keeps one announcement in flight, and the next covers what committed meanwhile", async () => {
    const { sent, announce } = notifying(30)
    announce()
    announce()
    announce()
    await vi.advanceTimersByTimeAsync(29)
    expect(sent).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(2)
    expect(sent).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(100)
    expect(sent).toHaveLength(2)
  })

  it("goes on announcing after a NOTIFY failed", async () => {
    const { sent, announce } = notifying(1, true)
    announce()
    await vi.advanceTimersByTimeAsync(50)
    announce()
    expect(sent).toHaveLength(2)
  })
})
