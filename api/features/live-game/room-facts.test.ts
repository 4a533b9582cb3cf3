// The facts a live room hands to its players' updates: each once, in stream order, with the
// game after it, whichever node stored it, and nothing about delivery written into the log.
import { describe, expect, it } from "vitest"

import { memoryEventStore } from "#engine/eventstore/memory.ts"
import type { EventStore } from "#engine/eventstore/port.ts"
import type { LiveCommand } from "#engine/live-game/decide.ts"
import { liveGameStream } from "#schemas/events/live-game.ts"
import { EVENT_VERSION_KEY } from "#schemas/events/upcast.ts"

import { type Fact, LiveRoom } from "./room.ts"
import { LiveRooms } from "./rooms.ts"

const at = new Date("2026-03-01T10:00:00.000Z")
const join = (userId: string): LiveCommand => ({ type: "Join", groupId: "g1", groupName: "Goats", userId, username: userId, gameId: "game-1", at })
const ready = (userId: string): LiveCommand => ({ type: "Ready", userId, isReady: true, at })

/** A room on `store` whose sent facts are recorded as "revision type players". */
const roomOn = async (store: EventStore) => {
  const sent: string[] = []
  const runs: number[] = []
  const send = (_groupId: string, facts: readonly Fact[]) => {
    runs.push(facts.length)
    for (const f of facts) sent.push(`${f.revision} ${f.event.type} ${f.game.context.participants.size}`)
  }
  const room = await LiveRoom.load({ store, now: () => at, send }, "g1")
  return { room, sent, runs }
}

const stored = (store: EventStore) => store.readStream(liveGameStream("g1"))

/** Two nodes' rooms on one store; A has stored Ann's and Bob's joins, which B has not heard of yet. */
const twoNodesAfterJoins = async () => {
  const store = memoryEventStore()
  const a = await roomOn(store)
  const b = await roomOn(store)
  await a.room.submit(() => join("ann"))
  await a.room.submit(() => join("bob"))
  return { a, b, all: await stored(store) }
}

describe("the facts a live room sends", () => {
  it("sends its own decision's facts once, each with the game after it, and passes over the subscription's copy", async () => {
    const store = memoryEventStore()
    const { room, sent, runs } = await roomOn(store)
    expect((await room.submit(() => join("ann"))).ok).toBe(true)
    expect(sent).toEqual(["0 GameOpened 0", "1 PlayerJoined 1"])
    expect(runs).toEqual([2])
    room.observe(await stored(store))
    expect(sent).toHaveLength(2)
    room.close()
  })

  it("writes nothing but the facts' own version into their metadata", async () => {
    const store = memoryEventStore()
    const { room } = await roomOn(store)
    await room.submit(() => join("ann"))
    await room.submit(() => ready("ann"))
    for (const e of await stored(store)) expect(Object.keys(e.metadata).filter((k) => k !== EVENT_VERSION_KEY)).toEqual([])
    room.close()
  })

  it("sends another node's facts from the subscription, in order, and none twice", async () => {
    const { a, b, all } = await twoNodesAfterJoins()
    // Delivered in two runs, the second overlapping the first.
    b.room.observe(all.slice(0, 2))
    b.room.observe(all)
    expect(b.sent).toEqual(a.sent)
    expect(b.room.at).toBe(a.room.at)
    a.room.close()
    b.room.close()
  })

  it("reads and sends what it missed when the subscription skips ahead", async () => {
    const { a, b, all } = await twoNodesAfterJoins()
    b.room.observe(all.slice(2))
    await expect.poll(() => b.sent).toEqual(a.sent)
    a.room.close()
    b.room.close()
  })

  it("reads what is missing when a delivery has a gap inside it", async () => {
    const { a, b, all } = await twoNodesAfterJoins()
    b.room.observe([all[0]!, ...all.slice(2)])
    await expect.poll(() => b.sent).toEqual(a.sent)
    a.room.close()
    b.room.close()
  })

  it("sends the facts another node stored first when its own append loses the race", async () => {
    const store = memoryEventStore()
    const a = await roomOn(store)
    const b = await roomOn(store)
    await a.room.submit(() => join("ann"))
    // B has not heard of Ann's join: its optimistic append conflicts, it reads, and decides again.
    expect((await b.room.submit(() => join("bob"))).ok).toBe(true)
    expect(b.sent).toEqual(["0 GameOpened 0", "1 PlayerJoined 1", "2 PlayerJoined 2"])
    a.room.observe(await stored(store))
    expect(a.sent).toEqual(b.sent)
    a.room.close()
    b.room.close()
  })
})

describe("the node's rooms", () => {
  it("count the games that are open, not the rooms kept after their game ended", async () => {
    const rooms = new LiveRooms({ store: memoryEventStore() })
    expect((await rooms.submit("g1", () => join("ann"))).ok).toBe(true)
    expect(rooms.running).toBe(1)
    // The last player leaving ends the game; its room stays, knowing what it has sent.
    const left = await rooms.submit("g1", () => ({ type: "Leave", userId: "ann", at }))
    expect(left.ok && left.events.map((e) => e.type)).toEqual(["PlayerLeft", "GameEnded"])
    expect(rooms.running).toBe(0)
    await rooms.close()
  })
})
