// Loading a stream's state: an aggregate that keeps folded states reads only the events
// appended since, whoever appended them, and always ends at the state a full fold gives.
import { Schema } from "effect"
import { describe, expect, it, vi } from "vitest"

import { handleCommand, loadState, newFoldCache, runCommands } from "./command.ts"
import type { Decider } from "./decider.ts"
import { Invalid } from "./domain-errors.ts"
import { memoryEventStore } from "./eventstore/memory.ts"
import type { EventStore } from "./eventstore/port.ts"

const Added = Schema.Struct({ type: Schema.Literal("Added"), n: Schema.Number })
type Added = typeof Added.Type
/** A command here is the decision itself, so a test can watch the state it is made on. */
const sum = (cachedStreams?: number): Decider<(state: number) => readonly Added[], number, Added> => ({
  decide: (command, state) => command(state),
  evolve: (state, event) => state + event.n,
  initialState: 0,
  events: Added,
  ...(cachedStreams ? { cachedStreams } : {}),
})
const add = (store: EventStore, stream: string, ...ns: number[]) =>
  store.append(
    stream,
    ns.map((n) => ({ type: "Added", data: { n } })),
    "any",
  )
/** The revisions each readStream call started from. */
const readsOf = (store: EventStore) => {
  const spy = vi.spyOn(store, "readStream")
  return () => spy.mock.calls.map(([, options]) => options?.fromRevision ?? 0n)
}

describe("loading state", () => {
  it("folds the whole stream each time for an aggregate that keeps nothing", async () => {
    const store = memoryEventStore()
    const aggregate = sum()
    await add(store, "s-1", 1, 2)
    const reads = readsOf(store)
    expect(await loadState(store, "s-1", aggregate)).toEqual({ state: 3, revision: 1n })
    await add(store, "s-1", 4)
    expect(await loadState(store, "s-1", aggregate)).toEqual({ state: 7, revision: 2n })
    expect(reads()).toEqual([0n, 0n])
  })

  it("reads only newer events once a stream is folded, including events another writer appended", async () => {
    const store = memoryEventStore()
    const folds = newFoldCache()
    const aggregate = sum(10)
    expect(await loadState(store, "s-1", aggregate, folds)).toEqual({ state: 0, revision: "no_stream" })
    await add(store, "s-1", 1, 2, 3)
    const reads = readsOf(store)
    expect(await loadState(store, "s-1", aggregate, folds)).toEqual({ state: 6, revision: 2n })
    expect(await loadState(store, "s-1", aggregate, folds)).toEqual({ state: 6, revision: 2n })
    await add(store, "s-1", 10)
    expect(await loadState(store, "s-1", aggregate, folds)).toEqual({ state: 16, revision: 3n })
    expect(reads()).toEqual([0n, 3n, 3n])
  })

  it("decides on the fresh state after a conflict when the stream is cached", async () => {
    const store = memoryEventStore()
    const folds = newFoldCache()
    const aggregate = sum(10)
    await add(store, "s-1", 5)
    await loadState(store, "s-1", aggregate, folds)
    const seen: number[] = []
    let interfered = false
    await handleCommand({ store, folds }, "s-1", aggregate, (state) => {
      seen.push(state)
      // Another writer gets in between this read and its append, once.
      if (!interfered) {
        interfered = true
        void add(store, "s-1", 100)
      }
      return [{ type: "Added" as const, n: 1 }]
    })
    expect(seen).toEqual([5, 105])
    expect(await loadState(store, "s-1", sum())).toEqual({ state: 106, revision: 2n })
  })

  it("keeps at most the set number of streams, dropping the least recently read", async () => {
    const store = memoryEventStore()
    const folds = newFoldCache()
    const aggregate = sum(2)
    for (const s of ["s-a", "s-b", "s-c"]) await add(store, s, 1)
    await loadState(store, "s-a", aggregate, folds)
    await loadState(store, "s-b", aggregate, folds)
    await loadState(store, "s-a", aggregate, folds) // s-b is now the least recently read
    await loadState(store, "s-c", aggregate, folds)
    const reads = readsOf(store)
    for (const s of ["s-c", "s-a", "s-b"]) expect((await loadState(store, s, aggregate, folds)).state).toBe(1)
    // s-c and s-a were kept (read from revision 1); s-b had been dropped and was read whole.
    expect(reads()).toEqual([1n, 1n, 0n])
  })

  it("keeps the folds of different stores apart", async () => {
    const [one, two] = [memoryEventStore(), memoryEventStore()]
    // Each store has its own cache, made beside it.
    const [foldsOne, foldsTwo] = [newFoldCache(), newFoldCache()]
    const aggregate = sum(10)
    await add(one, "s-1", 1)
    await add(two, "s-1", 50, 50)
    expect(await loadState(one, "s-1", aggregate, foldsOne)).toEqual({ state: 1, revision: 0n })
    expect(await loadState(two, "s-1", aggregate, foldsTwo)).toEqual({ state: 100, revision: 1n })
  })
})

describe("running a batch of commands", () => {
  const refuse = (): readonly Added[] => {
    throw new Invalid("no")
  }

  it("decides each command on the state the ones before it left, keeps refusals, and appends once", async () => {
    const store = memoryEventStore()
    const appends = vi.spyOn(store, "append")
    const { decisions, folded } = await runCommands(
      { store },
      "s-1",
      sum(),
      [
        () => (s) => [{ type: "Added", n: s + 1 }],
        () => refuse,
        () => (s) => [
          { type: "Added", n: s },
          { type: "Added", n: 1 },
        ],
      ],
      { metadata: (i, count) => ({ last: i === count - 1 }) },
    )
    expect(decisions.map((d) => (d.ok ? [d.state, d.revision] : d.error.message))).toEqual([[1, 0n], "no", [3, 2n]])
    expect(folded).toEqual({ state: 3, revision: 2n })
    expect(appends).toHaveBeenCalledTimes(1)
    expect((await store.readStream("s-1")).map((e) => e.metadata)).toEqual([
      { last: true, v: 1 },
      { last: false, v: 1 },
      { last: true, v: 1 },
    ])
  })

  it("decides optimistically on held state, and again on fresh state after a conflict", async () => {
    const store = memoryEventStore()
    await add(store, "s-1", 5)
    const reads = readsOf(store)
    const seen: number[] = []
    const { folded } = await runCommands({ store }, "s-1", sum(), [() => (s) => (seen.push(s), [{ type: "Added", n: 1 }])], {
      from: { state: 0, revision: "no_stream" },
      optimistic: true,
    })
    expect(seen).toEqual([0, 5])
    expect(reads()).toEqual([0n])
    expect(folded).toEqual({ state: 6, revision: 1n })
  })

  it("checks a refusal on held state once more against what was appended since", async () => {
    const store = memoryEventStore()
    await add(store, "s-1", 5)
    const seen: number[] = []
    const { decisions } = await runCommands({ store }, "s-1", sum(), [() => (s) => (seen.push(s), s > 0 ? [] : refuse())], {
      from: { state: 0, revision: "no_stream" },
      optimistic: true,
    })
    expect(seen).toEqual([0, 5])
    expect(decisions).toEqual([{ ok: true, events: [], after: [], state: 5, revision: 0n }])
  })
})
