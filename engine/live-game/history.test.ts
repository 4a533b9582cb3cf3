import { describe, expect, it } from "vitest"

import type { LiveGameEvent } from "#schemas/events/live-game.ts"
import { quiz, t0 } from "#test/support/live-game-fixtures.ts"

import { decide, type LiveCommand } from "./decide.ts"
import { playedRounds } from "./history.ts"
import { initialGame, replay } from "./machine.ts"

const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000)

/** The facts a list of commands produces, each decided on the state the ones before left. */
const eventsOf = (commands: LiveCommand[]): LiveGameEvent[] => {
  let game = initialGame()
  const events: LiveGameEvent[] = []
  for (const command of commands) {
    const decided = decide(command, game)
    game = replay(decided, game)
    events.push(...decided)
  }
  return events
}

const join = (userId: string, gameId: string, s: number): LiveCommand => ({
  type: "Join",
  groupId: "g1",
  groupName: "Goats",
  userId,
  username: userId.toUpperCase(),
  gameId,
  at: at(s),
})
const lobby = (gameId: string, s: number, topics: [string, string]): LiveCommand[] => [
  join("ann", gameId, s),
  join("bob", gameId, s),
  { type: "AddTopic", userId: "ann", topic: topics[0], level: "elementary", number: 2, at: at(s) },
  { type: "AddTopic", userId: "bob", topic: topics[1], level: "honors", number: 2, at: at(s) },
  { type: "Ready", userId: "ann", isReady: true, at: at(s) },
  { type: "Ready", userId: "bob", isReady: true, at: at(s) },
]
const round = (roundId: string, s: number, annAnswers: Record<string, string>, bobAnswers?: Record<string, string>): LiveCommand[] => [
  { type: "Start", userId: "ann", roundId, at: at(s) },
  { type: "BeginRound", roundId, quiz: quiz(2, `quiz-${roundId}`), at: at(s + 1) },
  { type: "Complete", userId: "ann", answers: annAnswers, at: at(s + 5) },
  ...(bobAnswers ? [{ type: "Complete", userId: "bob", answers: bobAnswers, at: at(s + 6) } as LiveCommand] : []),
]

describe("played rounds", () => {
  it("lists each completed round with its topic and the scores as they stood, across games", () => {
    const events = eventsOf([
      ...lobby("game-1", 0, ["Bees", "Hens"]),
      ...round("r1", 10, { q0: "B", q1: "B" }, { q0: "A", q1: "B" }),
      { type: "Ready", userId: "ann", isReady: true, at: at(20) },
      { type: "Ready", userId: "bob", isReady: true, at: at(20) },
      // Bob never answers: the round closes on its clock with a zero for him.
      ...round("r2", 30, { q0: "A", q1: "A" }),
      { type: "TimeOut", roundId: "r2", at: at(500) },
      { type: "Leave", userId: "ann", at: at(600) },
      { type: "Leave", userId: "bob", at: at(600) },
      ...lobby("game-2", 700, ["Goats", "Ducks"]),
      ...round("r3", 710, { q0: "B", q1: "A" }, { q0: "B", q1: "B" }),
    ])
    const rounds = playedRounds(events)
    expect(rounds.map((r) => [r.gameId, r.round, r.topic, r.level])).toEqual([
      ["game-1", 1, "Bees", "elementary"],
      ["game-1", 2, "Hens", "honors"],
      ["game-2", 1, "Goats", "elementary"],
    ])
    expect(rounds.map((r) => r.scores.map((s) => `${s.username} ${s.numberCorrect}/${s.numberQuestions}`))).toEqual([
      ["ANN 2/2", "BOB 1/2"],
      ["ANN 0/2", "BOB 0/2"],
      ["ANN 1/2", "BOB 2/2"],
    ])
    expect(rounds[0]!.completedAt).toBe(at(16).toISOString())
  })

  it("lists nothing for a game that never finished a round", () => {
    expect(playedRounds(eventsOf(lobby("game-1", 0, ["Bees", "Hens"])))).toEqual([])
  })
})
