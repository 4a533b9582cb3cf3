import { describe, expect, it } from "vitest"

import type { RecordedEvent } from "#engine/eventstore/port.ts"
import type { CommitListener } from "#projections/projector.ts"

import { ReadSnapshot } from "./snapshot.ts"

/** A projector that commits when told, and a read model whose reads the test controls. */
const setUp = () => {
  const listeners = new Set<CommitListener>()
  const projector = {
    onCommit: (listener: CommitListener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  const commit = (projection: string, type: string) => {
    for (const listener of listeners) listener(projection, [{ type } as RecordedEvent])
  }
  let rows = ["a"]
  let loads = 0
  let gate: Promise<void> | undefined
  let failing = false
  const errors: unknown[] = []
  const snapshot = new ReadSnapshot({
    name: "notes",
    projection: { name: "notes", eventTypes: new Set(["NoteAdded"]) },
    load: async () => {
      loads++
      const seen = [...rows]
      await gate
      if (failing) throw new Error("no database")
      return seen
    },
    projector,
    log: { error: (...args: unknown[]) => void errors.push(args) },
  })
  return {
    snapshot,
    listeners,
    commit,
    set: (next: string[]) => void (rows = next),
    loads: () => loads,
    hold: () => {
      let open = () => {}
      gate = new Promise((resolve) => (open = resolve))
      return () => {
        gate = undefined
        open()
      }
    },
    fail: (value: boolean) => void (failing = value),
    errors,
  }
}

describe("a read snapshot", () => {
  it("is built once and read from memory after that", async () => {
    const t = setUp()
    expect(t.snapshot.now()).toBeUndefined()
    expect(await t.snapshot.read()).toEqual(["a"])
    expect(await t.snapshot.read()).toEqual(["a"])
    expect(t.snapshot.now()?.value).toEqual(["a"])
    expect(t.loads()).toBe(1)
  })

  it("is dropped in the commit of an event its read model keeps, and tells who follows it", async () => {
    const t = setUp()
    await t.snapshot.warm()
    let told = 0
    t.snapshot.onChange(() => told++)
    t.set(["a", "b"])
    t.commit("notes", "SomethingElse")
    t.commit("other", "NoteAdded")
    expect(t.snapshot.now()?.value).toEqual(["a"])
    t.commit("notes", "NoteAdded")
    expect(told).toBe(1)
    expect(t.snapshot.now()).toBeUndefined()
    expect(await t.snapshot.read()).toEqual(["a", "b"])
  })

  it("throws away a build that began before a change", async () => {
    const t = setUp()
    const open = t.hold()
    const first = t.snapshot.read()
    t.set(["a", "b"])
    t.commit("notes", "NoteAdded")
    open()
    // The read waited through the outdated build and the one the change started.
    expect(await first).toEqual(["a", "b"])
    expect(t.snapshot.now()?.value).toEqual(["a", "b"])
  })

  it("keeps answering while the read model cannot be read; a read with nothing to give fails", async () => {
    const t = setUp()
    await t.snapshot.warm()
    t.fail(true)
    expect(await t.snapshot.read()).toEqual(["a"])
    t.commit("notes", "NoteAdded")
    await expect(t.snapshot.read()).rejects.toThrow("no database")
    expect(t.errors.length).toBeGreaterThan(0)
    t.fail(false)
    expect(await t.snapshot.read()).toEqual(["a"])
  })

  it("stops following the projector when closed", () => {
    const t = setUp()
    expect(t.listeners.size).toBe(1)
    t.snapshot.close()
    expect(t.listeners.size).toBe(0)
  })
})
