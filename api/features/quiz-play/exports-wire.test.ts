import { describe, expect, it } from "vitest"

import type { PlayedRound } from "#engine/live-game/history.ts"

import { pinReportCsv } from "./exports-wire.ts"

const round: PlayedRound = {
  gameId: "g1",
  round: 1,
  hostId: "host",
  topic: "Hens",
  level: "elementary",
  mode: "question",
  completedAt: "2026-11-30T08:00:00.000Z",
  scores: [],
  questions: [
    {
      number: 1,
      question: "Which hen?",
      kind: "multiple_choice",
      options: ["Silkie", "Orpington"],
      correctAnswer: "Silkie",
      picks: [1, 1],
      answered: 2,
      right: 1,
    },
    { number: 2, question: "How many eggs?", kind: "slider", options: [], correctAnswer: "6", picks: [], answered: 2, right: 0 },
    { number: 3, question: "Best breed?", kind: "poll", options: ["Silkie", "Orpington"], correctAnswer: "", picks: [0, 2], answered: 2, right: 0 },
  ],
  players: [
    {
      userId: "a",
      username: "Ann",
      team: 0,
      points: 1450,
      answers: [
        { answer: "Silkie", right: true, points: 900 },
        { answer: "5", right: false, points: 550 },
        { answer: "Orpington", right: false, points: 0 },
      ],
    },
    {
      userId: "b",
      username: "Bob",
      team: 1,
      points: 0,
      answers: [
        { answer: "=HYPERLINK(1)", right: false, points: 0 },
        { answer: "9", right: false, points: 0 },
        { answer: "Orpington", right: false, points: 0 },
      ],
    },
  ],
}

const lines = (csv: string) => csv.replace(/^\uFEFF/, "").split("\r\n")

describe("a PIN game's report", () => {
  it("lists each question's share right and picks, a slider's mean and spread, and a poll with no right answer", () => {
    const [header, mc, slider, poll, gap] = lines(pinReportCsv([round]))
    expect(header).toBe(
      "round,question_number,question,kind,correct_answer,players,answered,right,percent_right,mean,spread,option_a,picks_a,option_b,picks_b,option_c,picks_c,option_d,picks_d,option_e,picks_e",
    )
    expect(mc).toBe("1,1,Which hen?,multiple_choice,Silkie,2,2,1,50,,,Silkie,1,Orpington,1,,,,,,")
    expect(slider).toBe("1,2,How many eggs?,slider,6,2,2,0,0,7,2,,,,,,,,,,")
    expect(poll).toBe("1,3,Best breed?,poll,,2,2,,,,,Silkie,0,Orpington,2,,,,,,")
    expect(gap).toBe("")
  })

  it("lists each player with their team, answers, points and total, an answer that looks like a formula made text", () => {
    const rows = lines(pinReportCsv([round]))
    expect(rows.slice(5)).toEqual([
      "round,player,team,total,answer_1,points_1,answer_2,points_2,answer_3,points_3",
      "1,Ann,Red Foxes,1450,Silkie,900,5,550,Orpington,0",
      "1,Bob,Blue Owls,0,'=HYPERLINK(1),0,9,0,Orpington,0",
      "",
    ])
  })

  it("has no team column when the game had no teams", () => {
    const noTeams = { ...round, players: round.players.map((p) => ({ ...p, team: null })) }
    expect(lines(pinReportCsv([noTeams]))[5]).toBe("round,player,total,answer_1,points_1,answer_2,points_2,answer_3,points_3")
  })
})
