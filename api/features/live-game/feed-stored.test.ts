// The feed on the node that decided: its actor's facts go out as soon as they are stored, the
// subscription's copy of them sends nothing again, and each player's own rows follow the
// room's update instead of holding it back.
import { describe, expect, it } from "vitest"

import { memoryEventStore } from "#engine/eventstore/memory.ts"
import type { LiveGameEvent } from "#schemas/events/live-game.ts"
import { ServerEvent } from "#schemas/socket/protocol.ts"
import { quietLog } from "#test/support/quiet-log.ts"

import { LAST_OF_DECISION, type StoredFact } from "./actor.ts"
import { LiveGameFeed, liveRoom } from "./feed.ts"

const at = "2026-03-01T10:00:00.000Z"
const game: LiveGameEvent[] = [
  { type: "GameOpened", groupId: "g1", groupName: "Goats", gameId: "game-1", at },
  { type: "PlayerJoined", userId: "ann", username: "ANN", at },
  { type: "GameReset", by: "ann", at },
  { type: "GameEnded", groupId: "g1", groupName: "Goats", at },
]

/** Every fact its own decision, as the actor hands them over. */
const facts = (events: readonly LiveGameEvent[], from = 0): StoredFact[] =>
  events.map((event, i) => ({ event, revision: BigInt(from + i), lastOfDecision: true }))

/** An io with Ann's socket in the game's room, recording in order what went where. */
const fakeIo = () => {
  const sent: string[] = []
  const socket = {
    id: "s1",
    connected: true,
    data: { user: { userId: "ann" } },
    conn: { transport: {} },
    emit: (event: string) => sent.push(`to ann: ${event}`),
  }
  const io = {
    sockets: { adapter: { rooms: new Map([[liveRoom("g1"), new Set(["s1"])]]) }, sockets: new Map([["s1", socket]]) },
    to: (room: string) => ({
      emit: (_event: string, update: { type: string }) => sent.push(`${room}: ${update.type}`),
    }),
  }
  return { io, sent }
}

const stored = async (events: readonly LiveGameEvent[]) => {
  const store = memoryEventStore()
  await store.append(
    "livegame-g1",
    events.map(({ type, ...data }) => ({ type, data, metadata: { [LAST_OF_DECISION]: true } })),
    "no_stream",
  )
  return { store, recorded: await store.readStream("livegame-g1") }
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve))

describe("the live feed on the deciding node", () => {
  it("sends a stored step at once, and nothing again when the subscription brings the same facts", async () => {
    const { store, recorded } = await stored(game.slice(0, 3))
    const { io, sent } = fakeIo()
    const feed = new LiveGameFeed({ store, io, log: quietLog, metrics: undefined } as never)
    await feed.pushStored("g1", facts(game.slice(0, 3)))
    // The join's update_group is left out: the reset right after it in the same decisions carries it.
    expect(sent.filter((s) => s.startsWith("live:"))).toEqual(["live:g1: reset_game"])
    await nextTurn()
    sent.length = 0
    for (const e of recorded) await feed.push(e, recorded)
    await nextTurn()
    expect(sent).toEqual([])
  })

  it("sends nothing again when the subscription was first", async () => {
    const { store, recorded } = await stored(game.slice(0, 3))
    const { io, sent } = fakeIo()
    const feed = new LiveGameFeed({ store, io, log: quietLog, metrics: undefined } as never)
    for (const e of recorded) await feed.push(e, recorded)
    await nextTurn()
    expect(sent.filter((s) => s.startsWith("live:"))).toEqual(["live:g1: reset_game"])
    sent.length = 0
    await feed.pushStored("g1", facts(game.slice(0, 3)))
    await nextTurn()
    expect(sent).toEqual([])
  })

  it("tells the group once that its game ended, though the ended game's facts arrive again", async () => {
    const { store, recorded } = await stored(game)
    const { io, sent } = fakeIo()
    const feed = new LiveGameFeed({ store, io, log: quietLog, metrics: undefined } as never)
    await feed.pushStored("g1", facts(game))
    for (const e of recorded) await feed.push(e, [e])
    expect(sent.filter((s) => s.startsWith("group"))).toEqual(["group:g1: live_group_started", "group:g1: live_group_ended"])
  })

  it("sends the player's own rows after the room's update, in the next turn", async () => {
    const { store } = await stored(game.slice(0, 3))
    const { io, sent } = fakeIo()
    const feed = new LiveGameFeed({ store, io, log: quietLog, metrics: undefined } as never)
    await feed.pushStored("g1", facts(game.slice(0, 2)))
    await nextTurn()
    sent.length = 0
    await feed.pushStored("g1", facts(game.slice(2, 3), 2))
    expect(sent).toEqual(["live:g1: reset_game"])
    await nextTurn()
    expect(sent).toEqual(["live:g1: reset_game", `to ann: ${ServerEvent.gameYou}`])
  })
})
