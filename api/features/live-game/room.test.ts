// The live room on an in-memory store: the round's timer closes a round nobody
// finished (as a stored fact), a rebuilt room carries on from the stream, and two rooms
// for one group (two nodes) racing the same answers score each player once.
import { afterEach, describe, expect, it, vi } from "vitest"

import { memoryEventStore } from "#engine/eventstore/memory.ts"
import type { LiveCommand } from "#engine/live-game/decide.ts"
import { liveGameStream } from "#schemas/events/live-game.ts"
import { quiz } from "#test/support/live-game-fixtures.ts"

import { LiveRoom } from "./room.ts"

afterEach(() => {
  vi.useRealTimers()
})

const lobby = async (room: LiveRoom, users: string[]) => {
  const at = new Date()
  for (const u of users) {
    for (const command of [
      { type: "Join", groupId: "g1", groupName: "G", userId: u, username: u, gameId: "game", at },
      { type: "AddTopic", userId: u, topic: `topic ${u}`, level: "elementary", number: 2, at },
      { type: "Ready", userId: u, isReady: true, at },
    ] satisfies LiveCommand[]) {
      expect((await room.submit(() => command)).ok).toBe(true)
    }
  }
  await room.submit(() => ({ type: "Start", userId: users[0]!, roundId: "r1", at: new Date() }))
  const begun = await room.submit(() => ({ type: "BeginRound", roundId: "r1", quiz: quiz(2), at: new Date() }))
  expect(begun.ok).toBe(true)
}

describe("live room", () => {
  it("times a round out at its deadline, and a rebuilt room keeps the clock", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] })
    const store = memoryEventStore()
    const deps = { store, now: () => new Date() }
    const first = await LiveRoom.load(deps, "g1")
    await lobby(first, ["ann", "bob"])
    expect((await first.submit(() => ({ type: "Complete", userId: "ann", answers: { q0: "B", q1: "B" }, at: new Date() }))).ok).toBe(true)
    // The node dies; another loads the game from the stream and keeps the round's clock.
    first.close()
    const second = await LiveRoom.load(deps, "g1")
    expect(second.game.phase).toBe("inRound")
    await vi.advanceTimersByTimeAsync(2 * 40_000 + 10_000 + 50)
    await vi.waitFor(() => expect(second.game.phase).toBe("roundComplete"))
    const types = (await store.readStream(liveGameStream("g1"))).map((e) => e.type)
    expect(types.slice(-2)).toEqual(["RoundTimedOut", "RoundCompleted"])
    expect(second.game.context.roundScores.map((s) => [s.userId, s.numberCorrect])).toEqual([
      ["ann", 2],
      ["bob", 0],
    ])
    second.close()
  })

  it("scores each player once when two nodes' rooms race the same answers", async () => {
    const store = memoryEventStore()
    const deps = { store, now: () => new Date() }
    const a = await LiveRoom.load(deps, "g1")
    await lobby(a, ["ann", "bob", "cat"])
    const b = await LiveRoom.load(deps, "g1")
    const answer = (userId: string) => (): LiveCommand => ({ type: "Complete", userId, answers: { q0: "B" }, at: new Date() })
    const outcomes = await Promise.all([
      a.submit(answer("ann")),
      b.submit(answer("ann")),
      b.submit(answer("bob")),
      a.submit(answer("bob")),
      a.submit(answer("cat")),
      b.submit(answer("cat")),
    ])
    expect(outcomes.filter((o) => o.ok)).toHaveLength(3)
    const events = (await store.readStream(liveGameStream("g1"))).map((e) => e.type)
    expect(events.filter((t) => t === "AnswersSubmitted")).toHaveLength(3)
    expect(events.filter((t) => t === "RoundCompleted")).toHaveLength(1)
    a.close()
    b.close()
  })
})
