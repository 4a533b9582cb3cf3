// Why a generated question was not stored is kept in English with the quiz (engine/quiz-generation) and said in the
// reader's language where the quiz admin's question history shows it (the quiz area's rewording).
import { describe, expect, it } from "vitest"

import type { QuizQuestion } from "#engine/quiz/types.ts"
import { questionFlaws } from "#engine/quiz-generation/quality.ts"
import { disagreement } from "#engine/quiz-generation/verify.ts"

import * as Quiz from "../quiz-messages.ts"
import { es } from "./es.ts"
import { reworded } from "./reword.ts"

const question = (fields: Partial<QuizQuestion>): QuizQuestion =>
  ({
    id: "q1",
    kind: "multiple_choice",
    question: "Which bird lays the eggs?",
    explanation: "Hens lay.",
    options: ["Hen", "Rooster", "Duck", "Goose"],
    correct_answer: "Hen",
    ...fields,
  }) as QuizQuestion

describe("why a generated question was dropped, in Spanish", () => {
  it("says the cheap checks' reasons, values and all", () => {
    const flaws = [
      ...questionFlaws(question({ options: ["Hen", "Rooster", "Duck", "All of the above"] })),
      Quiz.choicesNearlySame("Options", 1, 2, "Hen", "Hens"),
      Quiz.answerGivenAway("Hen"),
      Quiz.keyStandsOut,
    ]
    expect(flaws[0]).toBe(Quiz.optionAboutOthers("All of the above"))
    for (const flaw of flaws) expect(reworded(Quiz, es.quiz, flaw), flaw).not.toBe(flaw)
    expect(reworded(Quiz, es.quiz, Quiz.choicesNearlySame("Items", 1, 2, "one", "One"))).toBe("Los elementos 1 y 2 («one», «One») son casi iguales.")
    expect(reworded(Quiz, es.quiz, Quiz.answerGivenAway("Hen"))).toBe(es.quiz.answerGivenAway("Hen"))
  })

  it("says the blind check's reasons", () => {
    const q = question({})
    expect(reworded(Quiz, es.quiz, disagreement(q, null)!)).toBe(es.quiz.checkGaveNoAnswer)
    expect(reworded(Quiz, es.quiz, disagreement(q, 2)!)).toBe(es.quiz.checkChoseOther("Duck", "Hen"))
  })
})
