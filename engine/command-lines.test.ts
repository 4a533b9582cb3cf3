// Commands for one stream arriving together in one process are decided a batch at a time, one
// append per batch, each caller getting its own outcome; streams have lines of their own.
import { Schema } from "effect"
import { describe, expect, it, vi } from "vitest"

import { newFoldCache } from "./command.ts"
import { CommandLines } from "./command-lines.ts"
import type { Decider } from "./decider.ts"
import { Invalid } from "./domain-errors.ts"
import { memoryEventStore } from "./eventstore/memory.ts"

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
    const lines = new CommandLines()
    const deps = { store, folds: newFoldCache(), lines }
    const decider = room(150)
    const who = Array.from({ length: 160 }, (_, i) => `p${i}`)
    const outcomes = await Promise.allSettled(who.map((w) => lines.handle(deps, "room-1", decider, { who: w })))
    const taken = outcomes.flatMap((o) => (o.status === "fulfilled" ? o.value.events : []))
    expect(taken.map((e) => e.who)).toEqual(who.slice(0, 150))
    expect(taken.map((e) => e.seat)).toEqual(Array.from({ length: 150 }, (_, i) => i))
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === "rejected").map((o) => (o.reason as Error).message)
    expect(refused).toEqual(who.slice(150).map((w) => `No seat for ${w}`))
    // The first arrives alone; the rest wait behind it and go in batches of at most a hundred.
    expect(appends.mock.calls.length).toBeLessThanOrEqual(3)
    expect((await store.readStream("room-1")).length).toBe(150)
  })

  it("answers each caller once the read models hold its write, without holding the line meanwhile", async () => {
    const store = memoryEventStore()
    const lines = new CommandLines()
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const waited: bigint[] = []
    // The read models take their time over the first write only.
    const waitFor = async (p: bigint) => {
      waited.push(p)
      if (waited.length === 1) await held
    }
    const deps = { store, folds: newFoldCache(), lines, projections: { waitFor } }
    const decider = room(5)
    const first = lines.handle(deps, "room-1", decider, { who: "ann" })
    let answered = false
    void first.then(() => (answered = true))
    // The next command is decided and stored while the first still waits for the read models.
    await lines.handle(deps, "room-1", decider, { who: "bob" })
    expect((await store.readStream("room-1")).map((e) => (e.data as { who: string }).who)).toEqual(["ann", "bob"])
    expect(answered).toBe(false)
    release()
    expect((await first).events[0]?.who).toBe("ann")
    expect(waited.length).toBe(2)
  })

  it("keeps each stream's line apart, and a later command reads the state the earlier ones left", async () => {
    const store = memoryEventStore()
    const lines = new CommandLines()
    const deps = { store, folds: newFoldCache(), lines }
    const decider = room(1)
    const [a, b] = await Promise.all([lines.handle(deps, "room-a", decider, { who: "ann" }), lines.handle(deps, "room-b", decider, { who: "bob" })])
    expect([a.events[0]?.who, b.events[0]?.who]).toEqual(["ann", "bob"])
    await expect(lines.handle(deps, "room-a", decider, { who: "cat" })).rejects.toThrow("No seat for cat")
    // A seat taken by another writer (another process) is seen: the line reads on from the store.
    await store.append("room-c", [{ type: "Took", data: { seat: 0, who: "dan" } }], "any")
    await expect(lines.handle(deps, "room-c", decider, { who: "eve" })).rejects.toThrow("No seat for eve")
  })
})
