// The live game's decisions and machine, step by step: a scenario runs commands in order, each
// fact taken by the machine; a single decision reads given/when/then: given the facts stored so
// far, when a command comes, then these facts (or this refusal).
import { describe, expect, it } from "vitest"

import { LIVE_LIST_CAP } from "#schemas/api/live-game-socket.ts"
import { LiveGameEvent } from "#schemas/events/live-game.ts"
import * as Messages from "#schemas/messages.ts"
import { given } from "#test/support/decider.ts"
import { quiz, t0 } from "#test/support/live-game-fixtures.ts"

import { decodeStored } from "../decider.ts"
import { Invalid, NotAllowed, WrongState } from "../domain-errors.ts"
import type { RecordedEvent } from "../eventstore/port.ts"
import { decide, type LiveCommand, liveGameDecider } from "./decide.ts"
import { accepts, replay } from "./machine.ts"
import { ROUND_GRACE_MS } from "./rules.ts"
import type { LiveGame } from "./state.ts"
import { liveGameState, liveYou } from "./view.ts"

const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000)

/**
 * Runs commands in order after `history`; each one's facts must be taken by the machine.
 * Gives the facts decided, the whole history after them and the game it folds to.
 */
const run = (commands: LiveCommand[], history: readonly LiveGameEvent[] = []): { game: LiveGame; events: LiveGameEvent[]; history: LiveGameEvent[] } => {
  let game = given(liveGameDecider, history).state
  const events: LiveGameEvent[] = []
  for (const command of commands) {
    const decided = decide(command, game)
    for (const e of decided) {
      expect(accepts(game, e)).toBe(true)
      game = replay([e], game)
    }
    events.push(...decided)
  }
  return { game, events, history: [...history, ...events] }
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

/** The facts of a lobby where these players joined, each with a topic and ready. */
const lobbyOf = (...users: string[]) => run(users.flatMap((u) => [join(u), topic(u), ready(u)])).history

describe("live game", () => {
  it("opens with the first join, and a re-join changes nothing", () => {
    const { game, events } = run([join("ann"), join("bob"), join("ann")])
    expect(events.map((e) => e.type)).toEqual(["GameOpened", "PlayerJoined", "PlayerJoined", "PlayerReturned"])
    expect(game.phase).toBe("lobby")
    expect([...game.context.participants.values()].map((p) => p.username)).toEqual(["ANN", "BOB"])
  })

  it("starts only when everyone is ready with a topic, taking the oldest topic", () => {
    let played = run([join("ann"), join("bob"), topic("ann", "Bees")])
    given(liveGameDecider, played.history)
      .when({ type: "Start", userId: "ann", roundId: "r1", at: at(2) })
      .then(new WrongState(Messages.liveGroupNotReady))
    played = run([topic("bob", "Hens"), ready("ann"), ready("bob")], played.history)
    expect(liveGameState(played.game, 0)).toMatchObject({ groupReady: true, topicsRemaining: 2, paramsSubmitted: true })
    given(liveGameDecider, played.history)
      .when({ type: "Start", userId: "eve", roundId: "r1", at: at(2) })
      .then(NotAllowed)
    const started = run([{ type: "Start", userId: "bob", roundId: "r1", at: at(2) }], played.history)
    expect(started.events).toMatchObject([{ type: "RoundRequested", topic: "Bees", topicBy: "ann", requestedBy: "bob" }])
    expect(started.game.phase).toBe("generating")
    expect(liveGameState(started.game, 0)).toMatchObject({ startActive: true, inAction: false, topic: "Bees", topicsRemaining: 1 })
    given(liveGameDecider, started.history)
      .when({ type: "Start", userId: "bob", roundId: "r2", at: at(3) })
      .then(new WrongState(Messages.liveRoundRunning))
  })

  it("grades answers on the server, completes when all have finished, and keeps totals", () => {
    const round = run(
      [
        { type: "Start", userId: "ann", roundId: "r1", at: at(2) },
        { type: "BeginRound", roundId: "r1", quiz: quiz(3), at: at(5) },
      ],
      lobbyOf("ann", "bob"),
    )
    expect(round.game.phase).toBe("inRound")
    const state = liveGameState(round.game, 0)
    expect(state.numQuestions).toBe(6)
    expect(JSON.stringify(state.currQuiz)).not.toContain("correct_answer")
    expect(state.deadline).toBe(new Date(at(5).getTime() + 3 * 40_000 + ROUND_GRACE_MS).toISOString())
    expect(state.answerBy).toBe(new Date(at(5).getTime() + 3 * 40_000).toISOString())

    const first = run([{ type: "Complete", userId: "ann", answers: { q0: "B", q1: " B ", q2: "A", bogus: "B" }, at: at(20) }], round.history)
    expect(first.events).toMatchObject([{ type: "AnswersSubmitted", numberCorrect: 2, numberQuestions: 3, answers: { q0: "B", q1: "B", q2: "A" } }])
    given(liveGameDecider, first.history)
      .when({ type: "Complete", userId: "ann", answers: { q0: "B" }, at: at(21) })
      .then(new WrongState(Messages.liveAlreadyFinished))
    const second = run([{ type: "Complete", userId: "bob", answers: { q0: "B", q1: "B", q2: "B" }, at: at(30) }], first.history)
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
    let played = run([{ type: "Ready", userId: "cat", isReady: false, at: at(2) }], lobbyOf("ann", "bob", "cat"))
    expect(liveGameState(played.game, 0).groupReady).toBe(false)
    const dropped = run([{ type: "Drop", userId: "cat", at: at(40) }], played.history)
    expect(dropped.events).toMatchObject([{ type: "PlayerLeft", userId: "cat", reason: "disconnected" }])
    expect(liveGameState(dropped.game, 0)).toMatchObject({ groupReady: true, counts: { participants: 2 } })
    given(liveGameDecider, dropped.history)
      .when({ type: "Drop", userId: "cat", at: at(41) })
      .then([])

    played = run([{ type: "Start", userId: "ann", roundId: "r1", at: at(2) }], lobbyOf("ann", "bob"))
    given(liveGameDecider, played.history)
      .when({ type: "Drop", userId: "bob", at: at(3) })
      .then([])
    played = run([{ type: "BeginRound", roundId: "r1", quiz: quiz(2), at: at(5) }], played.history)
    given(liveGameDecider, played.history)
      .when({ type: "Drop", userId: "bob", at: at(6) })
      .then([])
    // After the round (here closed by its clock) the drop goes through; the last one out ends the game.
    played = run([{ type: "TimeOut", roundId: "r1", at: new Date(played.game.context.round!.deadline) }], played.history)
    expect(played.game.phase).toBe("roundComplete")
    expect(run([{ type: "Drop", userId: "bob", at: at(200) }], played.history).events.map((e) => e.type)).toEqual(["PlayerLeft"])
    const last = run(
      [
        { type: "Drop", userId: "bob", at: at(200) },
        { type: "Drop", userId: "ann", at: at(200) },
      ],
      played.history,
    )
    expect(last.events.map((e) => e.type)).toEqual(["PlayerLeft", "PlayerLeft", "GameEnded"])
  })

  it("caps the lists of a big game, with counts of the whole and each player's own rows", () => {
    const ids = Array.from({ length: 50 }, (_, i) => `p${String(i).padStart(2, "0")}`)
    let played = run([...ids.map((id) => join(id)), ...ids.map((id) => topic(id)), ...ids.map((id) => ready(id, 2))])
    played = run(
      [
        { type: "Start", userId: "p00", roundId: "r1", at: at(3) },
        { type: "BeginRound", roundId: "r1", quiz: quiz(2), at: at(5) },
      ],
      played.history,
    )
    // Player i gets i % 3 answers right: ranks are shared by ties (1, then 2 at 1 right, then 3 at none).
    const right = (i: number) => (i % 3 === 2 ? 2 : i % 3)
    const game = run(
      ids.map((id, i) => ({ type: "Complete", userId: id, answers: { q0: right(i) >= 1 ? "B" : "A", q1: right(i) >= 2 ? "B" : "A" }, at: at(10) })),
      played.history,
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
    let played = run(
      [
        { type: "Start", userId: "ann", roundId: "r1", at: at(2) },
        { type: "BeginRound", roundId: "r1", quiz: quiz(2), at: at(5) },
      ],
      lobbyOf("ann", "bob"),
    )
    played = run([{ type: "Complete", userId: "ann", answers: { q0: "B", q1: "B" }, at: at(10) }], played.history)
    const deadline = new Date(played.game.context.round!.deadline)
    given(liveGameDecider, played.history)
      .when({ type: "TimeOut", roundId: "r1", at: new Date(deadline.getTime() - 1) })
      .then([])
    given(liveGameDecider, played.history).when({ type: "TimeOut", roundId: "other", at: deadline }).then([])
    given(liveGameDecider, played.history)
      .when({ type: "Complete", userId: "bob", answers: {}, at: new Date(deadline.getTime() + 1) })
      .then(new WrongState(Messages.liveRoundOver))
    const timedOut = run([{ type: "TimeOut", roundId: "r1", at: deadline }], played.history)
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
    const game = given(liveGameDecider, [...lobby, ...played.slice(0, -1)]).state
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
    let played = run(
      [{ type: "Start", userId: "ann", roundId: "r1", at: at(2) }, { type: "BeginRound", roundId: "r1", quiz: quiz(2), at: at(5) }, join("cat", 6)],
      lobbyOf("ann", "bob"),
    )
    given(liveGameDecider, played.history)
      .when({ type: "Complete", userId: "cat", answers: {}, at: at(7) })
      .then(new WrongState(Messages.liveWaitForNextRound))
    expect(liveGameState(played.game, 0).participants.find((p) => p.username === "CAT")).toMatchObject({ playing: false })
    played = run([{ type: "Complete", userId: "ann", answers: { q0: "B" }, at: at(8) }], played.history)
    const left = run([{ type: "Leave", userId: "bob", at: at(9) }], played.history)
    expect(left.events.map((e) => e.type)).toEqual(["PlayerLeft", "RoundCompleted"])
    expect([...left.game.context.totals.keys()]).toEqual(["ann"])
  })

  it("goes back to the lobby with the topic waiting when the quiz cannot be made", () => {
    const played = run([{ type: "Start", userId: "ann", roundId: "r1", at: at(2) }], lobbyOf("ann"))
    given(liveGameDecider, played.history)
      .when({ type: "ExpireRequest", roundId: "r1", at: at(3) })
      .then([])
    const failed = run([{ type: "FailRound", roundId: "r1", message: "no model", at: at(4) }], played.history)
    expect(failed.game.phase).toBe("lobby")
    expect(liveGameState(failed.game, 0)).toMatchObject({ topicsRemaining: 1, message: "no model", startActive: false })
    // A quiz that arrives after the request was given up starts nothing.
    given(liveGameDecider, failed.history)
      .when({ type: "BeginRound", roundId: "r1", quiz: quiz(1), at: at(5) })
      .then(new WrongState(Messages.liveRoundLost))
  })

  it("resets topics and readiness but keeps totals, and the last to leave ends the game", () => {
    const played = run(
      [
        { type: "Start", userId: "ann", roundId: "r1", at: at(2) },
        { type: "BeginRound", roundId: "r1", quiz: quiz(1), at: at(3) },
        { type: "Complete", userId: "ann", answers: { q0: "B" }, at: at(4) },
        { type: "Complete", userId: "bob", answers: { q0: "A" }, at: at(4) },
        { type: "Reset", userId: "bob", commissionerId: "bob", at: at(5) },
      ],
      lobbyOf("ann", "bob"),
    )
    expect(liveGameState(played.game, 0)).toMatchObject({ phase: "lobby", topicsRemaining: 0, paramsSubmitted: false, completed: false, currQuiz: null })
    expect(played.game.context.totals.size).toBe(2)
    const ended = run(
      [
        { type: "Leave", userId: "ann", at: at(6) },
        { type: "Leave", userId: "bob", at: at(7) },
      ],
      played.history,
    )
    expect(ended.events.map((e) => e.type)).toEqual(["PlayerLeft", "PlayerLeft", "GameEnded"])
    expect(ended.game.phase).toBe("idle")
    expect(ended.game.context.participants.size).toBe(0)
  })

  it("lets only the commissioner or whoever started the last round reset the game", () => {
    const reset = (userId: string): LiveCommand => ({ type: "Reset", userId, commissionerId: "ann", at: at(9) })
    const gameReset = (by: string): LiveGameEvent => ({ type: "GameReset", by, at: at(9).toISOString() })
    const lobby = lobbyOf("ann", "bob", "cyd")
    // Before any round: the commissioner alone.
    given(liveGameDecider, lobby).when(reset("bob")).then(new NotAllowed(Messages.liveResetNotAllowed))
    given(liveGameDecider, lobby)
      .when(reset("ann"))
      .then([gameReset("ann")])
    const played = run(
      [
        { type: "Start", userId: "bob", roundId: "r1", at: at(2) },
        { type: "BeginRound", roundId: "r1", quiz: quiz(1), at: at(3) },
        ...["ann", "bob", "cyd"].map((userId): LiveCommand => ({ type: "Complete", userId, answers: {}, at: at(4) })),
      ],
      lobby,
    )
    expect(played.game.phase).toBe("roundComplete")
    given(liveGameDecider, played.history).when(reset("cyd")).then(NotAllowed)
    given(liveGameDecider, played.history)
      .when(reset("bob"))
      .then([gameReset("bob")])
    given(liveGameDecider, played.history)
      .when(reset("ann"))
      .then([gameReset("ann")])
    // After a reset the round is gone, and with it the starter's say.
    const after = run([reset("ann")], played.history)
    given(liveGameDecider, after.history).when(reset("bob")).then(NotAllowed)
  })

  it("refuses topics that are empty, too long, of no level or out of range", () => {
    const lobby = lobbyOf("ann")
    for (const bad of [{ topic: "  " }, { topic: "x".repeat(201) }, { level: "expert" }, { number: 0 }, { number: 26 }, { number: 2.5 }]) {
      const command = { ...(topic("ann") as Extract<LiveCommand, { type: "AddTopic" }>), ...bad } as LiveCommand
      given(liveGameDecider, lobby).when(command).then(new Invalid(Messages.topicSubmissionFailed))
    }
    given(liveGameDecider, lobby).when(topic("eve")).then(NotAllowed)
  })
})
