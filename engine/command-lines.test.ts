// Commands for one stream arriving together in one process are decided a batch at a time, one
// append per batch, each caller getting its own outcome; streams have lines of their own; and
// no caller ever sees the store's conflict: writers in one process wait their turn, and a
// conflict with another process that outlasts the retries is a refusal saying to try again.
import { Schema } from "effect"
import { describe, expect, it, vi } from "vitest"

import * as Messages from "#schemas/messages.ts"

import { handleCommand, newFoldCache } from "./command.ts"
import type { Decider } from "./decider.ts"
import { Invalid, WrongState } from "./domain-errors.ts"
import { memoryEventStore } from "./eventstore/memory.ts"
import { WrongExpectedRevision } from "./eventstore/port.ts"

const Took = Schema.Struct({ type: Schema.Literal("Took"), seat: Schema.Number, who: Schema.String })
type Took = typeof Took.Type
/** Seats taken in order; a full room refuses. */
const room = (seats: number): Decider<{ who: string }, readonly string[], Took> => ({
  decide: (command, taken) => {
    if (taken.length >= seats) throw new Invalid(`No seat for ${command.who}`)
    return [{ type: "Took", seat: taken.length, who: command.who }]
  },
  evolve: (taken, event) => [...taken, event.who],
  initialState: [],
  events: Took,
  cachedStreams: 10,
})

describe("command lines", () => {
  it("decides a crowd's commands for one stream in a few appends, each caller getting its own outcome", async () => {
    const store = memoryEventStore()
    const appends = vi.spyOn(store, "append")
    const deps = { store, folds: newFoldCache() }
    const decider = room(150)
    const who = Array.from({ length: 160 }, (_, i) => `p${i}`)
    const outcomes = await Promise.allSettled(who.map((w) => handleCommand(deps, "room-1", decider, { who: w })))
    const taken = outcomes.flatMap((o) => (o.status === "fulfilled" ? o.value.events : []))
    expect(taken.map((e) => e.who)).toEqual(who.slice(0, 150))
    expect(taken.map((e) => e.seat)).toEqual(Array.from({ length: 150 }, (_, i) => i))
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === "rejected").map((o) => (o.reason as Error).message)
    expect(refused).toEqual(who.slice(150).map((w) => `No seat for ${w}`))
    // The first arrives alone; the rest wait behind it and go in batches of at most a hundred.
    expect(appends.mock.calls.length).toBeLessThanOrEqual(3)
    expect((await store.readStream("room-1")).length).toBe(150)
  })

  it("serialises every writer of a stream in this process, whatever deps it was given, so none meets a conflict", async () => {
    const store = memoryEventStore()
    const appends = vi.spyOn(store, "append")
    const decider = room(1000)
    // Callers building their own deps (with or without the fold cache and read models) share the store's line.
    const waitFor = async () => undefined
    const depsOf = [{ store }, { store, folds: newFoldCache() }, { store, projections: { waitFor } }]
    const outcomes = await Promise.allSettled(Array.from({ length: 30 }, (_, i) => handleCommand(depsOf[i % 3]!, "room-1", decider, { who: `p${i}` })))
    expect(outcomes.filter((o) => o.status === "rejected")).toEqual([])
    expect((await store.readStream("room-1")).length).toBe(30)
    // Every append was made at the revision the line had read: none conflicted.
    for (const call of appends.mock.results) await expect(call.value).resolves.toBeDefined()
  })

  it("answers each caller once the read models hold its write, without holding the line meanwhile", async () => {
    const store = memoryEventStore()
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const waited: bigint[] = []
    // The read models take their time over the first write only.
    const waitFor = async (p: bigint) => {
      waited.push(p)
      if (waited.length === 1) await held
    }
    const deps = { store, folds: newFoldCache(), projections: { waitFor } }
    const decider = room(5)
    const first = handleCommand(deps, "room-1", decider, { who: "ann" })
    let answered = false
    void first.then(() => (answered = true))
    // The next command is decided and stored while the first still waits for the read models.
    await handleCommand(deps, "room-1", decider, { who: "bob" })
    expect((await store.readStream("room-1")).map((e) => (e.data as { who: string }).who)).toEqual(["ann", "bob"])
    expect(answered).toBe(false)
    release()
    expect((await first).events[0]?.who).toBe("ann")
    expect(waited.length).toBe(2)
  })

  it("keeps each stream's line apart, and a later command reads the state the earlier ones left", async () => {
    const store = memoryEventStore()
    const deps = { store, folds: newFoldCache() }
    const decider = room(1)
    const [a, b] = await Promise.all([handleCommand(deps, "room-a", decider, { who: "ann" }), handleCommand(deps, "room-b", decider, { who: "bob" })])
    expect([a.events[0]?.who, b.events[0]?.who]).toEqual(["ann", "bob"])
    await expect(handleCommand(deps, "room-a", decider, { who: "cat" })).rejects.toThrow("No seat for cat")
    // A seat taken by another writer (another process) is seen: the line reads on from the store.
    await store.append("room-c", [{ type: "Took", data: { seat: 0, who: "dan" } }], "any")
    await expect(handleCommand(deps, "room-c", decider, { who: "eve" })).rejects.toThrow("No seat for eve")
  })

  it("decides again after another process's write, and refuses as busy, not with the store's conflict, when that never stops", async () => {
    const store = memoryEventStore()
    const decider = room(100)
    // Another process appends just before each of ours, once.
    const append = store.append.bind(store)
    let interleave = 1
    vi.spyOn(store, "append").mockImplementation(async (stream, events, expected) => {
      if (interleave-- > 0) await append(stream, [{ type: "Took", data: { seat: 0, who: "other" } }], "any")
      return append(stream, events, expected)
    })
    expect((await handleCommand({ store }, "room-1", decider, { who: "ann" })).events).toEqual([{ type: "Took", seat: 1, who: "ann" }])

    interleave = Infinity
    const refusal = await handleCommand({ store }, "room-1", decider, { who: "bob" }, { retries: 2 }).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(WrongState)
    expect(refusal).not.toBeInstanceOf(WrongExpectedRevision)
    expect((refusal as WrongState).message).toBe(Messages.writeConflict)
    const custom = await handleCommand({ store }, "room-1", decider, { who: "cy" }, { retries: 0, busy: "Busy room." }).catch((error: unknown) => error)
    expect((custom as WrongState).message).toBe("Busy room.")
  })
})
