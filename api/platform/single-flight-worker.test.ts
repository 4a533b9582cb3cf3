import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"

import { singleFlightWorker } from "./single-flight-worker.ts"

/** A run the test ends when it chooses, with the wait it answers (or an error). */
interface HeldRun {
  readonly stopping: AbortSignal
  readonly finish: (waitMs?: number) => void
  readonly fail: (error: unknown) => void
}

/** A worker whose runs are held until the test ends them, counting how many run at once. */
const heldWorker = (retryMs?: number) => {
  const runs: HeldRun[] = []
  const errors: unknown[] = []
  let inFlight = 0
  let mostAtOnce = 0
  const worker = singleFlightWorker({
    run: (stopping) =>
      new Promise<number | undefined>((resolve, reject) => {
        inFlight++
        mostAtOnce = Math.max(mostAtOnce, inFlight)
        const settle = () => inFlight--
        runs.push({ stopping, finish: (waitMs) => (settle(), resolve(waitMs)), fail: (error) => (settle(), reject(error)) })
      }),
    failed: (error) => {
      errors.push(error)
      return retryMs
    },
  })
  return { worker, runs, errors, mostAtOnce: () => mostAtOnce }
}

/** Lets the promise callbacks waiting on an ended run go (no timer moves). */
const settle = () => vi.advanceTimersByTimeAsync(0)

describe("a single-flight worker", () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it("does nothing until woken, then runs at once", async () => {
    const { worker, runs } = heldWorker()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(runs).toHaveLength(0)
    worker.wake()
    expect(runs).toHaveLength(1)
    runs[0]!.finish()
    await worker.stop()
  })

  it("runs one at a time, and any number of wakes during a run give exactly one more", async () => {
    const { worker, runs, mostAtOnce } = heldWorker()
    worker.wake()
    worker.wake()
    worker.wake()
    worker.wake()
    expect(runs).toHaveLength(1)
    runs[0]!.finish()
    await settle()
    expect(runs).toHaveLength(2)
    runs[1]!.finish()
    await settle()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(runs).toHaveLength(2)
    expect(mostAtOnce()).toBe(1)
    await worker.stop()
  })

  it("wakes itself when the wait its run answered is over", async () => {
    const { worker, runs } = heldWorker()
    worker.wake()
    runs[0]!.finish(5_000)
    await vi.advanceTimersByTimeAsync(4_999)
    expect(runs).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(runs).toHaveLength(2)
    // Nothing due after the second run: no timer, only a wake starts the third.
    runs[1]!.finish(undefined)
    await vi.advanceTimersByTimeAsync(60 * 60_000)
    expect(runs).toHaveLength(2)
    worker.wake()
    expect(runs).toHaveLength(3)
    runs[2]!.finish()
    await worker.stop()
  })

  it("keeps only the timer of the latest run", async () => {
    const { worker, runs } = heldWorker()
    worker.wake()
    runs[0]!.finish(1_000)
    await settle()
    worker.wake()
    runs[1]!.finish(10_000)
    await vi.advanceTimersByTimeAsync(9_999)
    expect(runs).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(runs).toHaveLength(3)
    runs[2]!.finish()
    await worker.stop()
  })

  it("waits on stop for the run in flight, tells it, and starts none after", async () => {
    const { worker, runs } = heldWorker()
    worker.wake()
    worker.wake() // asks for one more, which the stop must cancel
    let stopped = false
    const stopping = worker.stop().then(() => (stopped = true))
    expect(runs[0]!.stopping.aborted).toBe(true)
    await settle()
    expect(stopped).toBe(false)
    runs[0]!.finish(1_000)
    await stopping
    expect(stopped).toBe(true)
    worker.wake()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(runs).toHaveLength(1)
  })

  it("lets no timer set before the stop fire after it", async () => {
    const { worker, runs } = heldWorker()
    worker.wake()
    runs[0]!.finish(1_000)
    await settle()
    await worker.stop()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(runs).toHaveLength(1)
    expect(vi.getTimerCount()).toBe(0)
  })

  it("reports a failed run and tries again after the wait the report answers", async () => {
    const { worker, runs, errors } = heldWorker(60_000)
    worker.wake()
    const error = new Error("the database is away")
    runs[0]!.fail(error)
    await settle()
    expect(errors).toEqual([error])
    await vi.advanceTimersByTimeAsync(59_999)
    expect(runs).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(runs).toHaveLength(2)
    runs[1]!.finish()
    await worker.stop()
  })

  it("after a failed run with no retry wait, runs again on the next wake, and a wake during the failed run still counts", async () => {
    const { worker, runs, errors } = heldWorker(undefined)
    worker.wake()
    worker.wake()
    runs[0]!.fail(new Error("refused"))
    await settle()
    expect(errors).toHaveLength(1)
    expect(runs).toHaveLength(2)
    runs[1]!.finish()
    await settle()
    await vi.advanceTimersByTimeAsync(60 * 60_000)
    expect(runs).toHaveLength(2)
    worker.wake()
    expect(runs).toHaveLength(3)
    runs[2]!.finish()
    await worker.stop()
  })

  it("reports a run that throws before its first await like any other failure", async () => {
    const errors: unknown[] = []
    let calls = 0
    const worker = singleFlightWorker({
      run: () => {
        calls++
        throw new Error("at once")
      },
      failed: (error) => (errors.push(error), undefined),
    })
    worker.wake()
    await settle()
    worker.wake()
    await settle()
    expect(calls).toBe(2)
    expect(errors).toHaveLength(2)
    await worker.stop()
  })
})
