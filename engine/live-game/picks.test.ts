import { Map as PersistentMap } from "immutable"
import { describe, expect, it } from "vitest"

import { optionPicks } from "./picks.ts"
import type { QuestionAnswer } from "./state.ts"

const answer = (option: string): QuestionAnswer => ({ option, correct: false, points: 0, streak: 0 })

describe("a question's picks", () => {
  it("counts each option's answers in the options' order, an option nobody took at 0", () => {
    const answers = PersistentMap<string, QuestionAnswer>([
      ["a", answer("Hens")],
      ["b", answer("Ducks")],
      ["c", answer("Hens")],
      ["d", answer(" Geese ")],
    ])
    expect(optionPicks(["Geese", "Hens", "Ducks", "Owls"], answers)).toEqual([1, 2, 1, 0])
  })

  it("counts nothing before anyone answers", () => {
    expect(optionPicks(["A", "B"], PersistentMap())).toEqual([0, 0])
  })

  it("counts a changed set of answers again", () => {
    const one = PersistentMap<string, QuestionAnswer>([["a", answer("A")]])
    expect(optionPicks(["A", "B"], one)).toEqual([1, 0])
    expect(optionPicks(["A", "B"], one.set("b", answer("B")))).toEqual([1, 1])
  })
})
