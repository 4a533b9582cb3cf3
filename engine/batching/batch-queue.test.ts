// What arrives while a batch is in flight goes with the next one, one batch at a time, in
// order; the options shape the batches (size, a rule of their own, when the first starts) and
// hear of failures and of the queue running dry.
import { describe, expect, it } from "vitest"

import { batchedCalls, batchQueue } from "./batch-queue.ts"

/** A handle that records its batches and finishes each only when told. */
const gated = () => {
  const batches: number[][] = []
  const gates: (() => void)[] = []
  let inFlight = 0
  let mostInFlight = 0
  const handle = async (batch: number[]) => {
    batches.push([...batch])
    mostInFlight = Math.max(mostInFlight, ++inFlight)
    await new Promise<void>((resolve) => gates.push(resolve))
    inFlight--
  }
  const release = async () => {
    gates.shift()?.()
    await new Promise((resolve) => setImmediate(resolve))
  }
  return { batches, handle, release, mostInFlight: () => mostInFlight }
}

const turn = () => new Promise((resolve) => setImmediate(resolve))

describe("batch queue", () => {
  it("handles the first at once and what came meanwhile together next, one batch at a time", async () => {
    const work = gated()
    const queue = batchQueue({ handle: work.handle })
    queue.add(1)
    queue.add(2)
    queue.add(3)
    expect(work.batches).toEqual([[1]])
    await work.release()
    expect(work.batches).toEqual([[1], [2, 3]])
    queue.add(4)
    await work.release()
    expect(work.batches).toEqual([[1], [2, 3], [4]])
    await work.release()
    expect(queue.busy()).toBe(false)
    expect(work.mostInFlight()).toBe(1)
  })

  it("with start 'turn', takes what arrives in the same turn into the first batch", async () => {
    const work = gated()
    const queue = batchQueue({ handle: work.handle, start: "turn" })
    queue.add(1)
    queue.add(2)
    expect(work.batches).toEqual([])
    expect(queue.busy()).toBe(true)
    await turn()
    expect(work.batches).toEqual([[1, 2]])
    await work.release()
    expect(queue.busy()).toBe(false)
  })

  it("caps a batch at max, and lets a take rule choose the batch", async () => {
    const capped = gated()
    const queue = batchQueue({ handle: capped.handle, max: 2, start: "turn" })
    for (const n of [1, 2, 3, 4, 5]) queue.add(n)
    await turn()
    for (let i = 0; i < 3; i++) await capped.release()
    expect(capped.batches).toEqual([[1, 2], [3, 4], [5]])

    // One item per letter a batch at most, in order of arrival.
    const ruled: string[][] = []
    const take = (waiting: string[]) => {
      const letters = new Set<string>()
      const picked = waiting.filter((item) => !letters.has(item[0]!) && letters.add(item[0]!))
      for (const item of picked) waiting.splice(waiting.indexOf(item), 1)
      return picked
    }
    const perLetter = batchQueue<string>({ handle: async (batch) => void ruled.push(batch), take, start: "turn" })
    for (const item of ["a1", "a2", "b1", "a3", "b2"]) perLetter.add(item)
    while (perLetter.busy()) await turn()
    expect(ruled).toEqual([["a1", "b1"], ["a2", "b2"], ["a3"]])
  })

  it("awaits `between` only between batches, and says when it runs dry in the same turn", async () => {
    const seen: string[] = []
    const queue = batchQueue<number>({
      handle: async (batch) => {
        seen.push(`batch ${batch.join(",")}`)
        await turn()
      },
      between: async () => {
        seen.push("between")
      },
      idle: () => seen.push(`idle, busy: ${queue.busy()}`),
    })
    queue.add(1)
    queue.add(2)
    await turn()
    await turn()
    await turn()
    expect(seen).toEqual(["batch 1", "between", "batch 2", "idle, busy: false"])
  })

  it("tells `failed` of a batch that threw and goes on with the next", async () => {
    const failures: [unknown, readonly number[]][] = []
    const handled: number[][] = []
    const queue = batchQueue<number>({
      handle: async (batch) => {
        await turn()
        if (batch.includes(1)) throw new Error("no ones")
        handled.push(batch)
      },
      failed: (error, batch) => failures.push([error, batch]),
    })
    queue.add(1)
    queue.add(2)
    queue.add(3)
    while (queue.busy()) await turn()
    expect(failures).toEqual([[new Error("no ones"), [1]]])
    expect(handled).toEqual([[2, 3]])
  })
})

describe("batched calls", () => {
  it("answers each call from its batch, and rejects every call of a batch that failed", async () => {
    const runs: string[][] = []
    const shout = batchedCalls(
      async (words: string[]) => {
        runs.push(words)
        await turn()
        if (words.includes("boom")) throw new Error("boom")
        return words.map((w) => w.toUpperCase())
      },
      { start: "turn" },
    )
    const first = [shout("a"), shout("b")]
    expect(await Promise.all(first)).toEqual(["A", "B"])
    const second = await Promise.allSettled([shout("c"), shout("boom")])
    expect(second).toEqual([
      { status: "rejected", reason: new Error("boom") },
      { status: "rejected", reason: new Error("boom") },
    ])
    expect(await shout("d")).toBe("D")
    expect(runs).toEqual([["a", "b"], ["c", "boom"], ["d"]])
  })
})
