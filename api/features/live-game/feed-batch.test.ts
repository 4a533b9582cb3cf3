// A delivery that holds a game's last moves and the step they lead to (the last answers to a
// question and its reveal) sends the step at once, not an update_group first.
import { describe, expect, it } from "vitest"

import { memoryEventStore } from "#engine/eventstore/memory.ts"
import type { RecordedEvent } from "#engine/eventstore/port.ts"
import type { LiveGameEvent } from "#schemas/events/live-game.ts"
import { ServerEvent } from "#schemas/socket/protocol.ts"
import { quietLog } from "#test/support/quiet-log.ts"

import { LAST_OF_DECISION } from "./actor.ts"
import { LiveGameFeed, liveRoom } from "./feed.ts"

const at = "2026-03-01T10:00:00.000Z"
const opening: LiveGameEvent[] = [
  { type: "GameOpened", groupId: "g1", groupName: "Goats", gameId: "game-1", at },
  { type: "PlayerJoined", userId: "ann", username: "ANN", at },
]
const moves: LiveGameEvent[] = [
  { type: "PlayerJoined", userId: "bob", username: "BOB", at },
  { type: "GameReset", by: "ann", at },
]

/** An io with one socket (Ann's) in the game's room, recording what the room was sent. */
const fakeIo = () => {
  const sent: string[] = []
  const socket = { id: "s1", data: { user: { userId: "ann" } }, emit: () => true }
  const io = {
    sockets: { adapter: { rooms: new Map([[liveRoom("g1"), new Set(["s1"])]]) }, sockets: new Map([["s1", socket]]) },
    to: () => ({ emit: (event: string, update: { type: string }) => event === ServerEvent.gameUpdate && sent.push(update.type) }),
  }
  return { io, sent }
}

const played = async () => {
  const store = memoryEventStore()
  const stream = "livegame-g1"
  await store.append(
    stream,
    opening.map(({ type, ...data }) => ({ type, data, metadata: { [LAST_OF_DECISION]: true } })),
    "any",
  )
  await store.append(
    stream,
    moves.map(({ type, ...data }) => ({ type, data, metadata: { [LAST_OF_DECISION]: true } })),
    "any",
  )
  return { store, events: await store.readStream(stream) }
}

/** The opening pushed and its lobby updates' windows let pass; then the moves, as `deliver` hands them over. */
const sentForMoves = async (deliver: (events: readonly RecordedEvent[]) => (readonly RecordedEvent[])[]) => {
  const { store, events } = await played()
  const { io, sent } = fakeIo()
  const feed = new LiveGameFeed({ store, io, log: quietLog, metrics: undefined } as never)
  for (const e of events.slice(0, opening.length)) await feed.push(e, [e])
  await new Promise((resolve) => setTimeout(resolve, 300))
  sent.length = 0
  for (const batch of deliver(events.slice(opening.length))) for (const e of batch) await feed.push(e, batch)
  return sent
}

describe("the live feed's look-ahead", () => {
  it("sends the reset alone when the join before it came in the same delivery", async () => {
    expect(await sentForMoves((moves) => [moves])).toEqual(["reset_game"])
  })

  it("still sends the join's update_group at once when it came alone", async () => {
    expect(await sentForMoves((moves) => moves.map((e) => [e]))).toEqual(["update_group", "reset_game"])
  })
})
