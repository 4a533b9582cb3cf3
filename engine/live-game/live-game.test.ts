// The live game's decisions and machine, step by step.
import { describe, expect, it } from "vitest"
import type { LiveGameEvent } from "../../schemas/events/live-game.ts"
import { Messages } from "../../schemas/messages.ts"
import { DomainError } from "../command.ts"
import { decide, type LiveCommand } from "./decide.ts"
import { quiz, t0 } from "./fixtures.ts"
import { accepts, initialGame, replay } from "./machine.ts"
import { ROUND_GRACE_MS } from "./rules.ts"
import type { LiveGame } from "./state.ts"
import { liveGameState } from "./view.ts"

const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000)

/** Runs commands in order; each one's facts must be taken by the machine. */
const run = (commands: LiveCommand[], game: LiveGame = initialGame()): { game: LiveGame; events: LiveGameEvent[] } => {
  const events: LiveGameEvent[] = []
  for (const command of commands) {
    const decided = decide(game, command)
    for (const e of decided) {
      expect(accepts(game, e)).toBe(true)
      game = replay([e], game)
    }
    events.push(...decided)
  }
  return { game, events }
}

const refusal = (game: LiveGame, command: LiveCommand): DomainError => {
  try {
    decide(game, command)
  } catch (error) {
    if (error instanceof DomainError) return error
    throw error
  }
  throw new Error("expected a refusal")
}

const join = (userId: string, s = 0): LiveCommand => ({ type: "Join", groupId: "g1", groupName: "Goats", userId, username: userId.toUpperCase(), gameId: "game-1", at: at(s) })
const ready = (userId: string, s = 1): LiveCommand => ({ type: "Ready", userId, isReady: true, at: at(s) })
const topic = (userId: string, name = `topic of ${userId}`, s = 1): LiveCommand => ({ type: "AddTopic", userId, topic: name, level: "elementary", number: 3, at: at(s) })

const lobbyOf = (...users: string[]) => run(users.flatMap((u) => [join(u), topic(u), ready(u)])).game

describe("live game", () => {
  it("opens with the first join, and a re-join changes nothing", () => {
    const { game, events } = run([join("ann"), join("bob"), join("ann")])
    expect(events.map((e) => e.type)).toEqual(["GameOpened", "PlayerJoined", "PlayerJoined"])
    expect(game.phase).toBe("lobby")
    expect(game.context.participants.map((p) => p.username)).toEqual(["ANN", "BOB"])
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
    game = run([{ type: "Start", userId: "ann", roundId: "r1", at: at(2) }, { type: "BeginRound", roundId: "r1", quiz: quiz(3), at: at(5) }], game).game
    expect(game.phase).toBe("inRound")
    const state = liveGameState(game, 0)
    expect(state.numQuestions).toBe(6)
    expect(JSON.stringify(state.currQuiz)).not.toContain("correct_answer")
    expect(state.deadline).toBe(new Date(at(5).getTime() + 3 * 40_000 + ROUND_GRACE_MS).toISOString())

    const first = run([{ type: "Complete", userId: "ann", answers: { q0: "B", q1: " B ", q2: "A", bogus: "B" }, at: at(20) }], game)
    expect(first.events).toMatchObject([{ type: "AnswersSubmitted", numberCorrect: 2, numberQuestions: 3, answers: { q0: "B", q1: "B", q2: "A" } }])
    expect(refusal(first.game, { type: "Complete", userId: "ann", answers: { q0: "B" }, at: at(21) }).message).toBe(Messages.liveAlreadyFinished)
    const second = run([{ type: "Complete", userId: "bob", answers: { q0: "B", q1: "B", q2: "B" }, at: at(30) }], first.game)
    expect(second.events.map((e) => e.type)).toEqual(["AnswersSubmitted", "RoundCompleted"])
    expect(second.game.phase).toBe("roundComplete")
    const done = liveGameState(second.game, 0)
    expect(done.currTotals).toEqual([
      { username: "ANN", totalCorrect: 2, totalQuestions: 3 },
      { username: "BOB", totalCorrect: 3, totalQuestions: 3 },
    ])
    expect(done.highScorePlayers).toEqual(["BOB"])
    expect(done.participants.every((p) => !p.isReady)).toBe(true)
    expect(done).toMatchObject({ completed: true, inAction: false, topicsRemaining: 1 })
  })

  it("closes a round at its deadline, scoring the silent player zero", () => {
    let game = lobbyOf("ann", "bob")
    game = run([{ type: "Start", userId: "ann", roundId: "r1", at: at(2) }, { type: "BeginRound", roundId: "r1", quiz: quiz(2), at: at(5) }], game).game
    game = run([{ type: "Complete", userId: "ann", answers: { q0: "B", q1: "B" }, at: at(10) }], game).game
    const deadline = new Date(game.context.round!.deadline)
    expect(decide(game, { type: "TimeOut", roundId: "r1", at: new Date(deadline.getTime() - 1) })).toEqual([])
    expect(decide(game, { type: "TimeOut", roundId: "other", at: deadline })).toEqual([])
    expect(refusal(game, { type: "Complete", userId: "bob", answers: {}, at: new Date(deadline.getTime() + 1) }).message).toBe(Messages.liveRoundOver)
    const timedOut = run([{ type: "TimeOut", roundId: "r1", at: deadline }], game)
    expect(timedOut.events).toMatchObject([
      { type: "RoundTimedOut" },
      { type: "RoundCompleted", reason: "timed_out", scores: [{ userId: "ann", numberCorrect: 2 }, { userId: "bob", numberCorrect: 0, numberQuestions: 2 }] },
    ])
  })

  it("lets a player join during a round to wait for the next, and a leaver no longer holds the round up", () => {
    let game = lobbyOf("ann", "bob")
    game = run([{ type: "Start", userId: "ann", roundId: "r1", at: at(2) }, { type: "BeginRound", roundId: "r1", quiz: quiz(2), at: at(5) }, join("cat", 6)], game).game
    expect(refusal(game, { type: "Complete", userId: "cat", answers: {}, at: at(7) }).message).toBe(Messages.liveWaitForNextRound)
    expect(liveGameState(game, 0).participants.find((p) => p.username === "CAT")).toMatchObject({ playing: false })
    game = run([{ type: "Complete", userId: "ann", answers: { q0: "B" }, at: at(8) }], game).game
    const left = run([{ type: "Leave", userId: "bob", at: at(9) }], game)
    expect(left.events.map((e) => e.type)).toEqual(["PlayerLeft", "RoundCompleted"])
    expect(left.game.context.totals.map((t) => t.userId)).toEqual(["ann"])
  })

  it("goes back to the lobby with the topic waiting when the quiz cannot be made", () => {
    let game = lobbyOf("ann")
    game = run([{ type: "Start", userId: "ann", roundId: "r1", at: at(2) }], game).game
    expect(decide(game, { type: "ExpireRequest", roundId: "r1", at: at(3) })).toEqual([])
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
        { type: "Reset", userId: "bob", at: at(5) },
      ],
      game,
    ).game
    expect(liveGameState(game, 0)).toMatchObject({ phase: "lobby", topicsRemaining: 0, paramsSubmitted: false, completed: false, currQuiz: null })
    expect(game.context.totals).toHaveLength(2)
    const ended = run([{ type: "Leave", userId: "ann", at: at(6) }, { type: "Leave", userId: "bob", at: at(7) }], game)
    expect(ended.events.map((e) => e.type)).toEqual(["PlayerLeft", "PlayerLeft", "GameEnded"])
    expect(ended.game.phase).toBe("idle")
    expect(ended.game.context.participants).toEqual([])
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
