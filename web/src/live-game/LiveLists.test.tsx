// The room's lists for a big game, rendered to markup: the update holds the top rows and
// counts, and the player's own row (with their place) is shown when it is not among them.
import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"

import { LiveParticipants } from "./LiveParticipants.tsx"
import { LiveScoreboard } from "./LiveScoreboard.tsx"
import type { LiveGameState, LiveYou } from "./liveState.ts"

const row = (i: number) => ({ username: `p${i}`, isReady: i % 2 === 0, paramsSubmitted: true, playing: false, finished: false })
const total = (i: number, correct: number) => ({ username: `p${i}`, totalCorrect: correct, totalQuestions: 10 })

const big: LiveGameState = {
  groupId: "g1",
  groupName: "Flock",
  revision: 9,
  phase: "roundComplete",
  participants: Array.from({ length: 20 }, (_, i) => row(i)),
  counts: { participants: 500, ready: 250, paramsSubmitted: 500, playing: 0, finished: 0, totals: 500, roundScores: 500, highScorePlayers: 1 },
  groupReady: false,
  topicsRemaining: 3,
  numQuestions: 0,
  startActive: false,
  inAction: false,
  completed: true,
  topic: null,
  level: null,
  paramsSubmitted: true,
  currQuiz: null,
  // 10, 9, 9, 8, … : the two nines share second place.
  currTotals: Array.from({ length: 20 }, (_, i) => total(i, i === 0 ? 10 : i <= 2 ? 9 : 10 - i)),
  roundScores: Array.from({ length: 20 }, (_, i) => ({ username: `p${i}`, numberCorrect: 5, numberQuestions: 5 })),
  highScorePlayers: ["p0"],
  roundsPlayed: 2,
  roundId: "r2",
  deadline: null,
  answerBy: null,
  message: null,
}
const me: LiveYou = {
  participant: { username: "me", isReady: false, paramsSubmitted: true, playing: false, finished: false },
  total: { username: "me", totalCorrect: 3, totalQuestions: 10, rank: 137 },
  roundScore: { username: "me", numberCorrect: 1, numberQuestions: 5, rank: 301 },
}

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ")

describe("live lists of a big game", () => {
  it("shows the top of the scoreboard with shared places and the player's own row with their place", () => {
    const html = text(renderToStaticMarkup(<LiveScoreboard game={big} you={me} />))
    expect(html).toContain("1 p0 Leading 5 / 5 10 / 10")
    expect(html).toContain("2 p1 5 / 5 9 / 10 2 p2 5 / 5 9 / 10 4 p3")
    expect(html).toContain("137 me (you) 1 / 5 3 / 10")
    expect(html).toContain("The top 20 of 500 players.")
  })

  it("lists the first participants, the player's own row, and how many more there are", () => {
    const html = text(renderToStaticMarkup(<LiveParticipants game={big} you={me} />))
    expect(html).toContain("500 players · 250 ready · 500 topics in")
    expect(html).toContain("me (you) Topic in Not ready")
    expect(html).toContain("and 479 more players")
  })

  it("shows a small game whole, with no places and no note", () => {
    const small: LiveGameState = {
      ...big,
      participants: [row(0), { ...row(1), username: "me" }],
      counts: { ...big.counts, participants: 2, ready: 1, paramsSubmitted: 2, totals: 2, roundScores: 2 },
      currTotals: [total(0, 4), { ...total(1, 3), username: "me" }],
      roundScores: [
        { username: "p0", numberCorrect: 4, numberQuestions: 5 },
        { username: "me", numberCorrect: 3, numberQuestions: 5 },
      ],
    }
    const mine: LiveYou = {
      participant: { ...row(1), username: "me" },
      total: { ...total(1, 3), username: "me", rank: 2 },
      roundScore: { username: "me", numberCorrect: 3, numberQuestions: 5, rank: 2 },
    }
    const board = text(renderToStaticMarkup(<LiveScoreboard game={small} you={mine} />))
    expect(board).not.toContain("Place")
    expect(board).not.toContain("The top")
    expect(board.match(/me \(you\)/g)).toHaveLength(1)
    const people = text(renderToStaticMarkup(<LiveParticipants game={small} you={mine} />))
    expect(people).not.toContain("more player")
    expect(people.match(/me \(you\)/g)).toHaveLength(1)
  })
})
