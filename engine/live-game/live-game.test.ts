// The live game's decisions and machine, step by step.
import { describe, expect, it } from "vitest"

import { LIVE_LIST_CAP } from "#schemas/api/live-game-socket.ts"
import { LiveGameEvent } from "#schemas/events/live-game.ts"
import * as Messages from "#schemas/messages.ts"
import { quiz, t0 } from "#test/support/live-game-fixtures.ts"
import { type Answered, answered } from "#test/support/refusals.ts"

import { decodeStored } from "../decider.ts"
import { DomainError } from "../domain-errors.ts"
import type { RecordedEvent } from "../eventstore/port.ts"
import { decide, type LiveCommand } from "./decide.ts"
import { accepts, initialGame, replay } from "./machine.ts"
import { ROUND_GRACE_MS } from "./rules.ts"
import type { LiveGame } from "./state.ts"
import { liveGameState, liveYou } from "./view.ts"

const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000)

/** Runs commands in order; each one's facts must be taken by the machine. */
const run = (commands: LiveCommand[], game: LiveGame = initialGame()): { game: LiveGame; events: LiveGameEvent[] } => {
  const events: LiveGameEvent[] = []
  for (const command of commands) {
    const decided = decide(command, game)
    for (const e of decided) {
      expect(accepts(game, e)).toBe(true)
      game = replay([e], game)
    }
    events.push(...decided)
  }
  return { game, events }
}

const refusal = (game: LiveGame, command: LiveCommand): Answered => {
  try {
    decide(command, game)
  } catch (error) {
    if (error instanceof DomainError) return answered(error)
    throw error
  }
  throw new Error("expected a refusal")
}

const join = (userId: string, s = 0): LiveCommand => ({
  type: "Join",
  groupId: "g1",
  groupName: "Goats",
  userId,
  username: userId.toUpperCase(),
  gameId: "game-1",
  at: at(s),
})
const ready = (userId: string, s = 1): LiveCommand => ({ type: "Ready", userId, isReady: true, at: at(s) })
const topic = (userId: string, name = `topic of ${userId}`, s = 1): LiveCommand => ({
  type: "AddTopic",
  userId,
  topic: name,
  level: "elementary",
  number: 3,
  at: at(s),
})

const lobbyOf = (...users: string[]) => run(users.flatMap((u) => [join(u), topic(u), ready(u)])).game

describe("live game", () => {
  it("opens with the first join, and a re-join changes nothing", () => {
    const { game, events } = run([join("ann"), join("bob"), join("ann")])
    expect(events.map((e) => e.type)).toEqual(["GameOpened", "PlayerJoined", "PlayerJoined", "PlayerReturned"])
    expect(game.phase).toBe("lobby")
    expect([...game.context.participants.values()].map((p) => p.username)).toEqual(["ANN", "BOB"])
  })

  it("starts only when everyone is ready with a topic, taking the oldest topic", () => {
    let { game } = run([join("ann"), join("bob"), topic("ann", "Bees")])
    expect(refusal(game, { type: "Start", userId: "ann", roundId: "r1", at: at(2) }).message).toBe(Messages.liveGroupNotReady)
    game = run([topic("bob", "Hens"), ready("ann"), ready("bob")], game).game
    expect(liveGameState(game, 0)).toMatchObject({ groupReady: true, topicsRemaining: 2, paramsSubmitted: true })
    expect(refusal(game, { type: "Start", userId: "eve", roundId: "r1", at: at(2) }).status).toBe(403)
    const started = run([{ type: "Start", userId: "bob", roundId: "r1", at: at(2) }], game)
    expect(started.events).toMatchObject([{ type: "RoundRequested", topic: "Bees", topicBy: "ann", requestedBy: "bob" }])
    expect(started.game.phase).toBe("generating")
    expect(liveGameState(started.game, 0)).toMatchObject({ startActive: true, inAction: false, topic: "Bees", topicsRemaining: 1 })
    expect(refusal(started.game, { type: "Start", userId: "bob", roundId: "r2", at: at(3) }).message).toBe(Messages.liveRoundRunning)
  })

  it("grades answers on the server, completes when all have finished, and keeps totals", () => {
    let game = lobbyOf("ann", "bob")
    game = run(
      [
        { type: "Start", userId: "ann", roundId: "r1", at: at(2) },
        { type: "BeginRound", roundId: "r1", quiz: quiz(3), at: at(5) },
      ],
      game,
    ).game
    expect(game.phase).toBe("inRound")
    const state = liveGameState(game, 0)
    expect(state.numQuestions).toBe(6)
    expect(JSON.stringify(state.currQuiz)).not.toContain("correct_answer")
    expect(state.deadline).toBe(new Date(at(5).getTime() + 3 * 40_000 + ROUND_GRACE_MS).toISOString())
    expect(state.answerBy).toBe(new Date(at(5).getTime() + 3 * 40_000).toISOString())

    const first = run([{ type: "Complete", userId: "ann", answers: { q0: "B", q1: " B ", q2: "A", bogus: "B" }, at: at(20) }], game)
    expect(first.events).toMatchObject([{ type: "AnswersSubmitted", numberCorrect: 2, numberQuestions: 3, answers: { q0: "B", q1: "B", q2: "A" } }])
    expect(refusal(first.game, { type: "Complete", userId: "ann", answers: { q0: "B" }, at: at(21) }).message).toBe(Messages.liveAlreadyFinished)
    const second = run([{ type: "Complete", userId: "bob", answers: { q0: "B", q1: "B", q2: "B" }, at: at(30) }], first.game)
    expect(second.events.map((e) => e.type)).toEqual(["AnswersSubmitted", "RoundCompleted"])
    expect(second.game.phase).toBe("roundComplete")
    const done = liveGameState(second.game, 0)
    // Best first; each player also gets their own rows with their place.
    expect(done.currTotals).toEqual([
      { username: "BOB", totalCorrect: 3, totalQuestions: 3 },
      { username: "ANN", totalCorrect: 2, totalQuestions: 3 },
    ])
    expect(liveYou(second.game, "ann")).toMatchObject({
      participant: { username: "ANN", isReady: false },
      total: { totalCorrect: 2, totalQuestions: 3, rank: 2 },
      roundScore: { numberCorrect: 2, numberQuestions: 3, rank: 2 },
    })
    expect(liveYou(second.game, "nobody")).toBeNull()
    expect(done.highScorePlayers).toEqual(["BOB"])
    expect(done.participants.every((p) => !p.isReady)).toBe(true)
    expect(done).toMatchObject({ completed: true, inAction: false, topicsRemaining: 1 })
  })

  it("drops a player who went away between rounds, never in the middle of one", () => {
    let game = lobbyOf("ann", "bob", "cat")
    game = run([{ type: "Ready", userId: "cat", isReady: false, at: at(2) }], game).game
    expect(liveGameState(game, 0).groupReady).toBe(false)
    const dropped = run([{ type: "Drop", userId: "cat", at: at(40) }], game)
    expect(dropped.events).toMatchObject([{ type: "PlayerLeft", userId: "cat", reason: "disconnected" }])
    expect(liveGameState(dropped.game, 0)).toMatchObject({ groupReady: true, counts: { participants: 2 } })
    expect(decide({ type: "Drop", userId: "cat", at: at(41) }, dropped.game)).toEqual([])

    game = run([{ type: "Start", userId: "ann", roundId: "r1", at: at(2) }], lobbyOf("ann", "bob")).game
    expect(decide({ type: "Drop", userId: "bob", at: at(3) }, game)).toEqual([])
    game = run([{ type: "BeginRound", roundId: "r1", quiz: quiz(2), at: at(5) }], game).game
    expect(decide({ type: "Drop", userId: "bob", at: at(6) }, game)).toEqual([])
    // After the round (here closed by its clock) the drop goes through; the last one out ends the game.
    game = run([{ type: "TimeOut", roundId: "r1", at: new Date(game.context.round!.deadline) }], game).game
    expect(game.phase).toBe("roundComplete")
    expect(run([{ type: "Drop", userId: "bob", at: at(200) }], game).events.map((e) => e.type)).toEqual(["PlayerLeft"])
    const last = run(
      [
        { type: "Drop", userId: "bob", at: at(200) },
        { type: "Drop", userId: "ann", at: at(200) },
      ],
      game,
    )
    expect(last.events.map((e) => e.type)).toEqual(["PlayerLeft", "PlayerLeft", "GameEnded"])
  })

  it("caps the lists of a big game, with counts of the whole and each player's own rows", () => {
    const ids = Array.from({ length: 50 }, (_, i) => `p${String(i).padStart(2, "0")}`)
    let game = run([...ids.map((id) => join(id)), ...ids.map((id) => topic(id)), ...ids.map((id) => ready(id, 2))]).game
    game = run(
      [
        { type: "Start", userId: "p00", roundId: "r1", at: at(3) },
        { type: "BeginRound", roundId: "r1", quiz: quiz(2), at: at(5) },
      ],
      game,
    ).game
    // Player i gets i % 3 answers right: ranks are shared by ties (1, then 2 at 1 right, then 3 at none).
    const right = (i: number) => (i % 3 === 2 ? 2 : i % 3)
    game = run(
      ids.map((id, i) => ({ type: "Complete", userId: id, answers: { q0: right(i) >= 1 ? "B" : "A", q1: right(i) >= 2 ? "B" : "A" }, at: at(10) })),
      game,
    ).game
    expect(game.phase).toBe("roundComplete")
    const state = liveGameState(game, 7)
    expect(state.participants).toHaveLength(LIVE_LIST_CAP)
    expect(state.currTotals).toHaveLength(LIVE_LIST_CAP)
    expect(state.roundScores).toHaveLength(LIVE_LIST_CAP)
    const twos = ids.filter((_, i) => right(i) === 2).length
    const ones = ids.filter((_, i) => right(i) === 1).length
    // The top of the table: every two-right player (16), then one-right players.
    expect(state.currTotals.map((t) => t.totalCorrect)).toEqual([...Array(twos).fill(2), ...Array(LIVE_LIST_CAP - twos).fill(1)])
    expect(state.counts).toEqual({
      participants: 50,
      ready: 0,
      paramsSubmitted: 50,
      playing: 0,
      finished: 0,
      totals: 50,
      roundScores: 50,
      highScorePlayers: twos,
    })
    expect(state.highScorePlayers).toHaveLength(Math.min(twos, LIVE_LIST_CAP))
    // p47: 47 % 3 = 2 → two right, a leader; p48 → none right, last place.
    expect(liveYou(game, "p47")?.total).toMatchObject({ username: "P47", totalCorrect: 2, rank: 1 })
    expect(liveYou(game, "p48")?.roundScore).toMatchObject({ username: "P48", numberCorrect: 0, rank: twos + ones + 1 })
    expect(liveYou(game, "p49")?.total).toMatchObject({ totalCorrect: 1, rank: twos + 1 })
    // The update's size does not grow with the game.
    expect(JSON.stringify(state).length).toBeLessThan(8_000)
  })

  it("closes a round at its deadline, scoring the silent player zero", () => {
    let game = lobbyOf("ann", "bob")
    game = run(
      [
        { type: "Start", userId: "ann", roundId: "r1", at: at(2) },
        { type: "BeginRound", roundId: "r1", quiz: quiz(2), at: at(5) },
      ],
      game,
    ).game
    game = run([{ type: "Complete", userId: "ann", answers: { q0: "B", q1: "B" }, at: at(10) }], game).game
    const deadline = new Date(game.context.round!.deadline)
    expect(decide({ type: "TimeOut", roundId: "r1", at: new Date(deadline.getTime() - 1) }, game)).toEqual([])
    expect(decide({ type: "TimeOut", roundId: "other", at: deadline }, game)).toEqual([])
    expect(refusal(game, { type: "Complete", userId: "bob", answers: {}, at: new Date(deadline.getTime() + 1) }).message).toBe(Messages.liveRoundOver)
    const timedOut = run([{ type: "TimeOut", roundId: "r1", at: deadline }], game)
    expect(timedOut.events).toMatchObject([{ type: "RoundTimedOut" }, { type: "RoundCompleted", reason: "timed_out" }])
    expect(timedOut.game.context.roundScores).toMatchObject([
      { userId: "ann", numberCorrect: 2 },
      { userId: "bob", numberCorrect: 0, numberQuestions: 2 },
    ])
  })

  it("folds a completion stored in version 1, with its score lists, to the scores its round's answers give", () => {
    const lobby = lobbyOf("ann", "bob")
    const played = run(
      [
        { type: "Start", userId: "ann", roundId: "r1", at: at(2) },
        { type: "BeginRound", roundId: "r1", quiz: quiz(2), at: at(5) },
        { type: "Complete", userId: "ann", answers: { q0: "B", q1: "A" }, at: at(20) },
        { type: "Complete", userId: "bob", answers: { q0: "B", q1: "B" }, at: at(30) },
      ],
      lobby,
    ).events
    expect(played.at(-1)?.type).toBe("RoundCompleted")
    const game = replay(played.slice(0, -1), lobby)
    // Version 1 carried the lists the deciding code had worked out; there is no `v` in its metadata.
    const stored: RecordedEvent = {
      id: "e1",
      streamId: "livegame-g1",
      revision: 9n,
      position: 9n,
      type: "RoundCompleted",
      metadata: {},
      createdAt: at(30),
      data: {
        roundId: "r1",
        reason: "all_finished",
        at: at(30).toISOString(),
        scores: [
          { userId: "ann", username: "ANN", numberCorrect: 1, numberQuestions: 2 },
          { userId: "bob", username: "BOB", numberCorrect: 2, numberQuestions: 2 },
        ],
        totals: [
          { userId: "ann", username: "ANN", totalCorrect: 1, totalQuestions: 2 },
          { userId: "bob", username: "BOB", totalCorrect: 2, totalQuestions: 2 },
        ],
      },
    }
    const completed = decodeStored(LiveGameEvent, stored)
    expect(completed).toEqual({ type: "RoundCompleted", roundId: "r1", reason: "all_finished", at: at(30).toISOString() })
    expect(liveGameState(replay([completed], game), 0).currTotals).toEqual([
      { username: "BOB", totalCorrect: 2, totalQuestions: 2 },
      { username: "ANN", totalCorrect: 1, totalQuestions: 2 },
    ])
  })

  it("lets a player join during a round to wait for the next, and a leaver no longer holds the round up", () => {
    let game = lobbyOf("ann", "bob")
    game = run(
      [{ type: "Start", userId: "ann", roundId: "r1", at: at(2) }, { type: "BeginRound", roundId: "r1", quiz: quiz(2), at: at(5) }, join("cat", 6)],
      game,
    ).game
    expect(refusal(game, { type: "Complete", userId: "cat", answers: {}, at: at(7) }).message).toBe(Messages.liveWaitForNextRound)
    expect(liveGameState(game, 0).participants.find((p) => p.username === "CAT")).toMatchObject({ playing: false })
    game = run([{ type: "Complete", userId: "ann", answers: { q0: "B" }, at: at(8) }], game).game
    const left = run([{ type: "Leave", userId: "bob", at: at(9) }], game)
    expect(left.events.map((e) => e.type)).toEqual(["PlayerLeft", "RoundCompleted"])
    expect([...left.game.context.totals.keys()]).toEqual(["ann"])
  })

  it("goes back to the lobby with the topic waiting when the quiz cannot be made", () => {
    let game = lobbyOf("ann")
    game = run([{ type: "Start", userId: "ann", roundId: "r1", at: at(2) }], game).game
    expect(decide({ type: "ExpireRequest", roundId: "r1", at: at(3) }, game)).toEqual([])
    const failed = run([{ type: "FailRound", roundId: "r1", message: "no model", at: at(4) }], game)
    expect(failed.game.phase).toBe("lobby")
    expect(liveGameState(failed.game, 0)).toMatchObject({ topicsRemaining: 1, message: "no model", startActive: false })
    // A quiz that arrives after the request was given up starts nothing.
    expect(refusal(failed.game, { type: "BeginRound", roundId: "r1", quiz: quiz(1), at: at(5) }).status).toBe(409)
  })

  it("resets topics and readiness but keeps totals, and the last to leave ends the game", () => {
    let game = lobbyOf("ann", "bob")
    game = run(
      [
        { type: "Start", userId: "ann", roundId: "r1", at: at(2) },
        { type: "BeginRound", roundId: "r1", quiz: quiz(1), at: at(3) },
        { type: "Complete", userId: "ann", answers: { q0: "B" }, at: at(4) },
        { type: "Complete", userId: "bob", answers: { q0: "A" }, at: at(4) },
        { type: "Reset", userId: "bob", commissionerId: "bob", at: at(5) },
      ],
      game,
    ).game
    expect(liveGameState(game, 0)).toMatchObject({ phase: "lobby", topicsRemaining: 0, paramsSubmitted: false, completed: false, currQuiz: null })
    expect(game.context.totals.size).toBe(2)
    const ended = run(
      [
        { type: "Leave", userId: "ann", at: at(6) },
        { type: "Leave", userId: "bob", at: at(7) },
      ],
      game,
    )
    expect(ended.events.map((e) => e.type)).toEqual(["PlayerLeft", "PlayerLeft", "GameEnded"])
    expect(ended.game.phase).toBe("idle")
    expect(ended.game.context.participants.size).toBe(0)
  })

  it("lets only the commissioner or whoever started the last round reset the game", () => {
    const reset = (userId: string): LiveCommand => ({ type: "Reset", userId, commissionerId: "ann", at: at(9) })
    let game = lobbyOf("ann", "bob", "cyd")
    // Before any round: the commissioner alone.
    expect(refusal(game, reset("bob"))).toMatchObject({ status: 403, message: Messages.liveResetNotAllowed })
    expect(decide(reset("ann"), game).map((e) => e.type)).toEqual(["GameReset"])
    game = run(
      [
        { type: "Start", userId: "bob", roundId: "r1", at: at(2) },
        { type: "BeginRound", roundId: "r1", quiz: quiz(1), at: at(3) },
        ...["ann", "bob", "cyd"].map((userId): LiveCommand => ({ type: "Complete", userId, answers: {}, at: at(4) })),
      ],
      game,
    ).game
    expect(game.phase).toBe("roundComplete")
    expect(refusal(game, reset("cyd")).status).toBe(403)
    expect(decide(reset("bob"), game).map((e) => e.type)).toEqual(["GameReset"])
    expect(decide(reset("ann"), game).map((e) => e.type)).toEqual(["GameReset"])
    // After a reset the round is gone, and with it the starter's say.
    const after = run([reset("ann")], game).game
    expect(refusal(after, reset("bob")).status).toBe(403)
  })

  it("refuses topics that are empty, too long, of no level or out of range", () => {
    const game = lobbyOf("ann")
    for (const bad of [{ topic: "  " }, { topic: "x".repeat(201) }, { level: "expert" }, { number: 0 }, { number: 26 }, { number: 2.5 }]) {
      const command = { ...(topic("ann") as Extract<LiveCommand, { type: "AddTopic" }>), ...bad } as LiveCommand
      expect(refusal(game, command).message).toBe(Messages.topicSubmissionFailed)
    }
    expect(refusal(game, topic("eve")).status).toBe(403)
  })
})
