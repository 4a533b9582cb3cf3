import { describe, expect, it } from "vitest"

import type { LiveGameEvent } from "#schemas/events/live-game.ts"
import { iso, quiz, roundOf, t0 } from "#test/support/live-game-fixtures.ts"

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

  it("reports each question's picks and share right, and each player's answers, in a whole-quiz round", () => {
    const events = eventsOf([...lobby("game-1", 0, ["Bees", "Hens"]), ...round("r1", 10, { q0: "B", q1: "C" }, { q0: "A" })])
    const [played] = playedRounds(events)
    expect(played!.mode).toBe("whole")
    expect(played!.questions).toEqual([
      { number: 1, question: "Q0?", kind: "multiple_choice", options: ["A", "B", "C"], correctAnswer: "B", picks: [1, 1, 0], answered: 2, right: 1 },
      { number: 2, question: "Q1?", kind: "multiple_choice", options: ["A", "B", "C"], correctAnswer: "B", picks: [0, 0, 1], answered: 1, right: 0 },
    ])
    expect(played!.players).toEqual([
      {
        userId: "ann",
        username: "ANN",
        team: null,
        answers: [
          { answer: "B", right: true, points: 1 },
          { answer: "C", right: false, points: 0 },
        ],
        points: 1,
      },
      {
        userId: "bob",
        username: "BOB",
        team: null,
        answers: [
          { answer: "A", right: false, points: 0 },
          { answer: null, right: false, points: 0 },
        ],
        points: 0,
      },
    ])
  })

  it("reports the points each answer earned in a round played question by question", () => {
    const answered = (userId: string, index: number, option: string, points: number): LiveGameEvent => ({
      type: "QuestionAnswered",
      roundId: "r1",
      index,
      userId,
      option,
      correct: option === "B",
      points,
      streak: 1,
      at: iso(2_000 + index * 30_000),
    })
    const [played] = playedRounds([
      ...roundOf(2, true),
      answered("p0", 0, "B", 900),
      answered("p1", 0, "C", 0),
      { type: "QuestionRevealed", roundId: "r1", index: 0, reason: "all_answered", at: iso(3_000), nextAt: iso(8_000) },
      { type: "QuestionOpened", roundId: "r1", index: 1, opensAt: iso(8_000), closesAt: iso(28_000) },
      answered("p0", 1, "B", 700),
      { type: "QuestionRevealed", roundId: "r1", index: 1, reason: "timed_out", at: iso(28_000), nextAt: iso(33_000) },
      { type: "RoundCompleted", roundId: "r1", reason: "all_finished", at: iso(33_000) },
    ])
    expect(played!.mode).toBe("question")
    expect(played!.questions.map((q) => [q.picks, q.answered, q.right])).toEqual([
      [[0, 1, 1], 2, 1],
      [[0, 1, 0], 1, 1],
    ])
    expect(played!.players.map((p) => [p.username, p.answers.map((a) => a.answer), p.points])).toEqual([
      ["P0", ["B", "B"], 1600],
      ["P1", ["C", null], 0],
    ])
  })
})
