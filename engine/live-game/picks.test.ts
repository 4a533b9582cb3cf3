import { Map as PersistentMap } from "immutable"
import { describe, expect, it } from "vitest"

import type { RoundQuestion } from "#schemas/events/live-game.ts"

import { distributionOf, SLIDER_SPANS } from "./picks.ts"
import type { QuestionAnswer } from "./state.ts"

const answer = (option: string, correct = false): QuestionAnswer => ({ option, correct, points: 0, streak: 0 })
const choice = (options: string[]): typeof RoundQuestion.Type => ({ id: "q", question: "Which?", options, correct_answer: options[0]!, explanation: "" })

describe("how the room answered a question", () => {
  it("counts each option's answers in the options' order, an option nobody took at 0", () => {
    const answers = PersistentMap<string, QuestionAnswer>([
      ["a", answer("Hens")],
      ["b", answer("Ducks")],
      ["c", answer("Hens")],
      ["d", answer(" Geese ", true)],
    ])
    expect(distributionOf(choice(["Geese", "Hens", "Ducks", "Owls"]), answers)).toEqual({ picks: [1, 2, 1, 0], right: 1 })
  })

  it("counts nothing before anyone answers", () => {
    expect(distributionOf(choice(["A", "B"]), PersistentMap())).toEqual({ picks: [0, 0], right: 0 })
  })

  it("counts a changed set of answers again", () => {
    const one = PersistentMap<string, QuestionAnswer>([["a", answer("A")]])
    expect(distributionOf(choice(["A", "B"]), one).picks).toEqual([1, 0])
    expect(distributionOf(choice(["A", "B"]), one.set("b", answer("B"))).picks).toEqual([1, 1])
  })

  it("counts a typed answer's right ones, with no picks", () => {
    const typed: typeof RoundQuestion.Type = {
      id: "t",
      question: "Capital of France?",
      options: [],
      correct_answer: "Paris",
      explanation: "",
      as_stored: {
        kind: "type_answer",
        id: "t",
        question: "Capital of France?",
        accepted: ["Paris"],
        forgive_case: true,
        forgive_accents: true,
        forgive_typos: true,
        explanation: "",
      },
    }
    const answers = PersistentMap<string, QuestionAnswer>([
      ["a", answer("paris", true)],
      ["b", answer("Lyon")],
    ])
    expect(distributionOf(typed, answers)).toEqual({ picks: [], right: 1 })
  })

  it("spreads a slider's answers over its range and counts those within its margin", () => {
    const slider: typeof RoundQuestion.Type = {
      id: "s",
      question: "How tall?",
      options: [],
      correct_answer: "50 m",
      explanation: "",
      as_stored: { kind: "slider", id: "s", question: "How tall?", min: 0, max: 100, step: 1, answer: 50, margin: 10, unit: "m", explanation: "" },
    }
    const answers = PersistentMap<string, QuestionAnswer>([
      ["a", answer("50", true)],
      ["b", answer("55")],
      ["c", answer("100")],
      ["d", answer("0")],
    ])
    const room = distributionOf(slider, answers)
    expect(room.right).toBe(2)
    expect(room.spread).toHaveLength(SLIDER_SPANS)
    expect(room.spread).toEqual([1, 0, 0, 0, 0, 2, 0, 0, 0, 1])
  })
})
