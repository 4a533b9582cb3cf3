// A question round's words for screen readers: the question as it opens, the countdown only at
// 10 and 5 seconds, and the player's result with their place at the reveal.
import { describe, expect, it } from "vitest"

import type { LiveGameState, LiveYou } from "#schemas/api/live-game-socket.ts"

import { announcement, countdownMark } from "./announce.ts"

type Question = NonNullable<LiveGameState["byQuestion"]>
type Mine = NonNullable<LiveYou["question"]>

const question: Question = {
  index: 1,
  count: 5,
  question: { id: "q2", question: "Which bird lays the smallest egg?", options: ["Quail", "Hen", "Duck", "Goose"] },
  opensAt: "2026-01-01T00:00:00.000Z",
  closesAt: "2026-01-01T00:00:20.000Z",
  answerMs: 20_000,
  answered: 0,
  players: 3,
  reveal: null,
  leaderboard: [],
  final: false,
}
const revealed: Question = {
  ...question,
  reveal: { correctAnswer: "Quail", explanation: "", reason: "all_answered", nextAt: "2026-01-01T00:00:25.000Z", picks: [0, 3, 0, 0] },
}
const mine = (over: Partial<Mine>): Mine => ({ index: 1, option: "Quail", correct: true, points: 150, gained: 100, streak: 1, place: 2, ...over })
const waiting = { mine: null, sent: null, playing: true }

describe("the countdown's spoken points", () => {
  it("are 10 and 5 seconds left, each kept until the next", () => {
    const marks = [20, 11, 10, 9, 6, 5, 4, 1, 0].map((s) => countdownMark(s, 20))
    expect(marks).toEqual([null, null, 10, 10, 10, 5, 5, 5, null])
  })

  it("leave out a point the question never had more time than", () => {
    expect(countdownMark(8, 8)).toBe(null)
    expect(countdownMark(5, 8)).toBe(5)
    expect(countdownMark(10, 10)).toBe(null)
  })
})

describe("a question round's announcement", () => {
  it("reads the question as it opens, then the time at 10 and 5 seconds, then time up", () => {
    expect(announcement(question, { ...waiting, secondsLeft: 20 })).toBe("Question 2 of 5: Which bird lays the smallest egg?")
    expect(announcement(question, { ...waiting, secondsLeft: 12 })).toBe("Question 2 of 5: Which bird lays the smallest egg?")
    expect(announcement(question, { ...waiting, secondsLeft: 9 })).toBe("10 seconds left.")
    expect(announcement(question, { ...waiting, secondsLeft: 3 })).toBe("5 seconds left.")
    expect(announcement(question, { ...waiting, secondsLeft: 0 })).toBe("Time is up.")
  })

  it("stops the countdown once the player has answered", () => {
    expect(announcement(question, { ...waiting, sent: "Hen", secondsLeft: 4 })).toBe("Your answer is in.")
  })

  it("says whether the player was right, their points and their place", () => {
    expect(announcement(revealed, { ...waiting, mine: mine({}), secondsLeft: 0 })).toBe("Correct! +100 points. You are in place 2 with 150 points.")
    expect(announcement(revealed, { ...waiting, mine: mine({ option: "Hen", correct: false, gained: 0, points: 50, place: 3 }), secondsLeft: 0 })).toBe(
      "Not this time. The answer is Quail. You are in place 3 with 50 points.",
    )
    expect(announcement(revealed, { ...waiting, mine: mine({ option: null, correct: false, gained: 0, points: 0, place: 3 }), secondsLeft: 0 })).toBe(
      "No answer this time. The answer is Quail. You have 0 points.",
    )
  })

  it("waits for the player's own result, and gives an onlooker the answer", () => {
    expect(announcement(revealed, { ...waiting, secondsLeft: 0 })).toBe("")
    expect(announcement(revealed, { ...waiting, playing: false, secondsLeft: 0 })).toBe("The answer is Quail.")
  })
})
