import { describe, expect, it } from "vitest"

import type { MultipleChoiceQuestion } from "../quiz/types.ts"
import { isCatchAll, keyInQuestion, keyStandsOut, nearlySame, questionFlaws } from "./quality.ts"

const question = (q: Partial<MultipleChoiceQuestion>): MultipleChoiceQuestion => ({
  id: "q",
  question: "Which crop fixes nitrogen in the soil?",
  options: ["Beans", "Tomatoes", "Squash", "Corn"],
  correct_answer: "Beans",
  explanation: "Legumes host bacteria that fix nitrogen.",
  ...q,
})

describe("cheap checks of a generated quiz", () => {
  it("finds options a player could not tell apart, but not close figures or short words", () => {
    expect(nearlySame("The Sun", "sun.")).toBe(true)
    expect(nearlySame("Colour", "Color")).toBe(true)
    expect(nearlySame("Compost tea", "Compost teas")).toBe(true)
    expect(nearlySame("1850", "1851")).toBe(false)
    expect(nearlySame("Cat", "Car")).toBe(false)
    expect(nearlySame("Beans", "Squash")).toBe(false)
  })

  it("finds options about the other options", () => {
    for (const option of ["All of the above", "none of these.", "Both of them", "Neither of the options"]) expect(isCatchAll(option), option).toBe(true)
    expect(isCatchAll("None")).toBe(false)
    expect(isCatchAll("All weather tyres")).toBe(false)
  })

  it("finds a key written out in its question, unless a distractor is too", () => {
    expect(keyInQuestion(question({ question: "Beans fix nitrogen: which crop fixes nitrogen?" }))).toBe(true)
    expect(keyInQuestion(question({ question: "Beans or squash: which fixes nitrogen?" }))).toBe(false)
    // A short key found by chance is no giveaway.
    expect(keyInQuestion(question({ question: "How many legs has a hen, 2 or 4?", options: ["2", "3", "4"], correct_answer: "2" }))).toBe(false)
    expect(keyInQuestion(question({}))).toBe(false)
  })

  it("finds a key far longer than every distractor", () => {
    const long = "Beans, because their roots host bacteria that take nitrogen from the air"
    expect(keyStandsOut(question({ options: [long, "Tomatoes", "Squash"], correct_answer: long }))).toBe(true)
    expect(keyStandsOut(question({}))).toBe(false)
  })

  it("says what is wrong with a question, and nothing of a good one", () => {
    expect(questionFlaws(question({}))).toEqual([])
    expect(questionFlaws(question({ options: ["Beans", "beans!", "None of the above"], correct_answer: "Beans" }))).toEqual([
      'Options 1 and 2 ("Beans", "beans!") are nearly the same.',
      '"None of the above" is an option about the other options.',
    ])
  })
})
