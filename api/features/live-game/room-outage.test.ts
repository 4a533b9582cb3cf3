// A live round's clock when the database is away at the deadline (a cluster of the test's own,
// stopped with `pg_ctl stop -m fast`): the time-out cannot be stored, so the clock waits and
// tries again, quietly and backing off instead of spinning, and once the database returns the
// round ends by itself, timed out once, with the answers given before the outage counted. A
// player who vanished is still dropped once the database is back.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest"

import type { EventStore } from "#engine/eventstore/port.ts"
import { postgresEventStore } from "#engine/eventstore/postgres.ts"
import type { LiveCommand } from "#engine/live-game/decide.ts"
import { ROUND_GRACE_MS } from "#engine/live-game/rules.ts"
import { openDatabase } from "#engine/sql/database.ts"
import type { AppDatabase, DB } from "#projections/db.ts"
import { liveGameStream } from "#schemas/events/live-game.ts"
import { QuizLimits } from "#schemas/quiz-rules.ts"
import { quiz } from "#test/support/live-game-fixtures.ts"
import { type PrivatePostgres, startPrivatePostgres } from "#test/support/private-postgres.ts"

import { LiveAbsences } from "./absences.ts"
import { LiveRoom } from "./room.ts"
import { LiveRooms } from "./rooms.ts"

describe("live room through a database outage", () => {
  let cluster: PrivatePostgres
  let database: AppDatabase
  let store: EventStore
  let room: LiveRoom | undefined

  beforeAll(async () => {
    cluster = await startPrivatePostgres()
    // Quiet about the database itself going and coming, so the clock's own lines would show.
    database = await openDatabase<DB>({ url: cluster.url, onAvailability: () => {} })
    store = await postgresEventStore(database)
  }, 120_000)
  afterEach(() => {
    vi.restoreAllMocks()
  })
  afterAll(async () => {
    room?.close()
    await store?.close()
    await database?.close()
    await cluster?.dispose()
  }, 120_000)

  it("times the round out once the database is back when its deadline passed during the outage", async () => {
    room = await LiveRoom.load({ store, now: () => new Date() }, "g1")
    const submit = async (command: LiveCommand) => expect((await room!.submit(() => command)).ok).toBe(true)
    const at = new Date()
    for (const userId of ["ann", "bob"]) {
      await submit({ type: "Join", groupId: "g1", groupName: "G", userId, username: userId, gameId: "game", at })
      await submit({ type: "AddTopic", userId, topic: `topic ${userId}`, level: "elementary", number: 2, at })
      await submit({ type: "Ready", userId, isReady: true, at })
    }
    await submit({ type: "Start", userId: "ann", roundId: "r1", at })
    // A round begun long enough ago that its deadline is two seconds away.
    const roundLength = 2 * QuizLimits.secondsPerQuestion * 1000 + ROUND_GRACE_MS
    const deadline = Date.now() + 2_000
    await submit({ type: "BeginRound", roundId: "r1", quiz: quiz(2), at: new Date(deadline - roundLength) })
    await submit({ type: "Complete", userId: "ann", answers: { q0: "B", q1: "B" }, at: new Date() })

    const errors = vi.spyOn(console, "error")
    await cluster.stop("fast")
    try {
      // Past the deadline, with the clock trying meanwhile.
      await new Promise((r) => setTimeout(r, Math.max(0, deadline - Date.now()) + 3_000))
      expect(room.game.phase).toBe("inRound")
    } finally {
      await cluster.start()
    }
    await vi.waitFor(() => expect(room!.game.phase).toBe("roundComplete"), { timeout: 30_000, interval: 50 })
    const types = (await store.readStream(liveGameStream("g1"))).map((e) => e.type)
    expect(types.filter((t) => t === "RoundTimedOut")).toHaveLength(1)
    expect(types.filter((t) => t === "RoundCompleted")).toHaveLength(1)
    expect(room.game.context.roundScores.map((s) => [s.userId, s.numberCorrect])).toEqual([
      ["ann", 2],
      ["bob", 0],
    ])
    // Waiting for the database is not an error worth a line per try.
    expect(errors).not.toHaveBeenCalled()
  }, 120_000)

  it("drops a player who vanished during the outage once the database is back", async () => {
    const games = new LiveRooms({ store })
    const absences = new LiveAbsences(games, () => false, 300)
    try {
      const at = new Date()
      for (const userId of ["cat", "dan"]) {
        expect((await games.submit("g2", () => ({ type: "Join", groupId: "g2", groupName: "G2", userId, username: userId, gameId: "game2", at }))).ok).toBe(
          true,
        )
      }
      await cluster.stop("fast")
      try {
        absences.markAway("g2", "dan")
        // Several sweeps past the grace meet the database away.
        await new Promise((r) => setTimeout(r, 2_000))
      } finally {
        await cluster.start()
      }
      await vi.waitFor(async () => expect([...(await games.room("g2")).game.context.participants.values()].map((p) => p.userId)).toEqual(["cat"]), {
        timeout: 30_000,
        interval: 100,
      })
      const types = (await store.readStream(liveGameStream("g2"))).map((e) => e.type)
      expect(types.filter((t) => t === "PlayerLeft")).toHaveLength(1)
    } finally {
      absences.close()
      await games.close()
    }
  }, 120_000)
})
