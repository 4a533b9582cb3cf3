// What a run of a room's facts sends to this node's players: a step at once (a run that ends
// on one sends no update_group first), other changes as one paced update_group per run, and
// each player's own rows after the room's update, in the next turn. Also the pace of
// update_group: every player receives every update, so a big game's lobby is updated less
// often and its traffic stays flat as it grows.
import { describe, expect, it } from "vitest"

import { initialGame, replay } from "#engine/live-game/machine.ts"
import type { LiveGameEvent } from "#schemas/events/live-game.ts"
import { ServerEvent } from "#schemas/socket/protocol.ts"
import { quietLog } from "#test/support/quiet-log.ts"

import { LiveBroadcast, liveRoom, updateWindowMs } from "./broadcast.ts"
import type { Fact } from "./room.ts"

const at = "2026-03-01T10:00:00.000Z"
const game: LiveGameEvent[] = [
  { type: "GameOpened", groupId: "g1", groupName: "Goats", gameId: "game-1", at },
  { type: "PlayerJoined", userId: "ann", username: "ANN", at },
  { type: "PlayerJoined", userId: "bob", username: "BOB", at },
  { type: "GameReset", by: "ann", at },
]

/** Facts `from`..`to` of the game above, each with the game after it. */
const facts = (from: number, to: number): Fact[] =>
  game.slice(from, to).map((event, i) => ({ event, revision: BigInt(from + i), game: replay(game.slice(0, from + i + 1), initialGame("g1")) }))

/** An io with Ann's socket in the game's room, recording in order what went where. */
const fakeIo = () => {
  const sent: string[] = []
  const socket = { id: "s1", connected: true, data: { user: { userId: "ann" } }, emit: (event: string) => sent.push(`to ann: ${event}`) }
  const io = {
    sockets: { adapter: { rooms: new Map([[liveRoom("g1"), new Set(["s1"])]]) }, sockets: new Map([["s1", socket]]) },
    to: (room: string) => ({ emit: (_event: string, update: { type: string }) => sent.push(`${room}: ${update.type}`) }),
  }
  return { io, sent }
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve))
const windowPassed = () => new Promise((resolve) => setTimeout(resolve, updateWindowMs(2) + 50))

const broadcastOn = () => {
  const { io, sent } = fakeIo()
  return {
    broadcast: new LiveBroadcast({ io, log: quietLog, metrics: undefined } as never),
    sent,
    room: (s: string[]) => s.filter((x) => x.startsWith("live:")),
  }
}

describe("the live broadcast", () => {
  it("sends a run that ends on a step as the step alone", async () => {
    const { broadcast, sent, room } = broadcastOn()
    broadcast.send("g1", facts(0, 2))
    await windowPassed()
    sent.length = 0
    broadcast.send("g1", facts(2, 4))
    expect(room(sent)).toEqual(["live:g1: reset_game"])
  })

  it("sends a run of other changes as one update_group, and holds the next within its window", async () => {
    const { broadcast, sent, room } = broadcastOn()
    broadcast.send("g1", facts(0, 2))
    expect(room(sent)).toEqual(["live:g1: update_group"])
    broadcast.send("g1", facts(2, 3))
    expect(room(sent)).toEqual(["live:g1: update_group"])
    await windowPassed()
    expect(room(sent)).toEqual(["live:g1: update_group", "live:g1: update_group"])
  })

  it("drops an update_group still waiting when a step comes", async () => {
    const { broadcast, sent, room } = broadcastOn()
    broadcast.send("g1", facts(0, 2))
    broadcast.send("g1", facts(2, 3))
    broadcast.send("g1", facts(3, 4))
    await windowPassed()
    expect(room(sent)).toEqual(["live:g1: update_group", "live:g1: reset_game"])
  })

  it("sends the player's own rows after the room's update, in the next turn", async () => {
    const { broadcast, sent } = broadcastOn()
    broadcast.send("g1", facts(0, 1))
    await windowPassed()
    sent.length = 0
    // Ann joins: the room hears of it first, then Ann of her own row.
    broadcast.send("g1", facts(1, 2))
    expect(sent).toEqual(["live:g1: update_group"])
    await nextTurn()
    expect(sent).toEqual(["live:g1: update_group", `to ann: ${ServerEvent.gameYou}`])
  })
})

describe("update_group window", () => {
  it("is 100 ms for games of up to 200 players and grows with the game past that", () => {
    expect(updateWindowMs(1)).toBe(100)
    expect(updateWindowMs(200)).toBe(100)
    expect(updateWindowMs(600)).toBe(300)
    expect(updateWindowMs(1000)).toBe(500)
    // Players × updates per second levels off: a thousand players get no more bytes per second than four hundred.
    const perSecond = (n: number) => n * (1000 / updateWindowMs(n))
    expect(perSecond(1000)).toBeLessThanOrEqual(perSecond(400))
  })
})
