// The words beside a question play flagged, and the shares of its figures.
import { describe, expect, it } from "vitest"

import { esQuiz } from "#schemas/i18n/es-quiz.ts"

import { flagEvidence, share } from "./playEvidence.ts"

describe("the evidence beside a flagged question", () => {
  it("names the doubted option, the key and the strongest quarter's picks", () => {
    expect(flagEvidence({ kind: "key", option: "Lye", picks: 4, key_picks: 1, strong_answers: 6 }, "Salt", "honors")).toBe(
      "The key looks wrong: of 6 answers from the strongest quarter of players, 4 picked “Lye” and 1 the key “Salt”.",
    )
  })

  it("gives the share correct and the level's expected band", () => {
    expect(flagEvidence({ kind: "level", direction: "too_hard", share: 0.15, low: 0.2, high: 0.85 }, "B", "university")).toBe(
      "Too hard for its level: 15 % answered correctly; University questions are expected to be answered correctly by 20 % to 85 % of players.",
    )
    expect(flagEvidence({ kind: "level", direction: "too_easy", share: 1, low: 0.4, high: 0.95 }, "B", "high_school")).toMatch(
      /^Too easy for its level: 100 %.*High school/,
    )
  })

  it("says the evidence in the words given, the level's name in them too", () => {
    expect(flagEvidence({ kind: "level", direction: "too_easy", share: 1, low: 0.4, high: 0.95 }, "B", "high_school", esQuiz)).toBe(
      "Demasiado fácil para su nivel: 100 % de aciertos; en Secundaria se espera que acierten entre el 40 % y el 95 % de los jugadores.",
    )
    expect(flagEvidence({ kind: "key", option: "Lye", picks: 4, key_picks: 1, strong_answers: 6 }, "Salt", "honors", esQuiz)).toMatch(
      /^La respuesta correcta parece errónea/,
    )
  })

  it("shows a share as a rounded percentage, and a dash before anyone answered", () => {
    expect(share(2, 3)).toBe("67 %")
    expect(share(0, 0)).toBe("—")
  })
})
