import { describe, expect, it } from "vitest"

import { esQuiz } from "#schemas/i18n/es-quiz.ts"
import * as Messages from "#schemas/messages.ts"

import { changes, checkQuestion, draftFrom } from "./questionRules.ts"

const question = { id: "q", question: "Eggs a week?", options: ["5", "50"], correct_answer: "5", explanation: "About one a day." }

describe("admin question form", () => {
  it("starts from the question with five option boxes", () => {
    expect(draftFrom(question).options).toEqual(["5", "50", "", "", ""])
  })

  it("drops empty options and trims", () => {
    const draft = { ...draftFrom(question), options: [" 5 ", "", "50", "6", ""] }
    expect(checkQuestion(draft)).toEqual({
      ok: true,
      question: { question: "Eggs a week?", options: ["5", "50", "6"], correct_answer: "5", explanation: "About one a day." },
    })
  })

  it("refuses a correct answer that is not one of the options", () => {
    expect(checkQuestion({ ...draftFrom(question), correct_answer: "7" })).toEqual({ ok: false, message: Messages.correctAnswerInOptions })
    expect(checkQuestion({ ...draftFrom(question), options: ["", "50", "", "", ""], correct_answer: "5" })).toMatchObject({ ok: false })
  })

  it("asks for a question, two different options and an explanation", () => {
    expect(checkQuestion({ ...draftFrom(question), question: " " }).ok).toBe(false)
    expect(checkQuestion({ ...draftFrom(question), options: ["5", "5", "", "", ""] }).ok).toBe(false)
    expect(checkQuestion({ ...draftFrom(question), explanation: "" }).ok).toBe(false)
  })

  it("says what is missing in the words given", () => {
    expect(checkQuestion({ ...draftFrom(question), explanation: "" }, esQuiz)).toEqual({ ok: false, message: esQuiz.enterExplanation })
    expect(checkQuestion({ ...draftFrom(question), correct_answer: "7" }, esQuiz)).toEqual({ ok: false, message: esQuiz.correctAnswerInOptions })
  })

  it("counts options differing only in case as the same, as the server does", () => {
    expect(checkQuestion({ ...draftFrom(question), options: ["Yes", "yes ", "", "", ""], correct_answer: "Yes" })).toEqual({
      ok: false,
      message: "Each option must be different.",
    })
  })
})

describe("edit history changes", () => {
  it("lists each changed field with its before and after", () => {
    const after = { ...question, options: ["5", "50", "7"], correct_answer: "7", explanation: "Changed." }
    expect(changes(question, after)).toEqual([
      { field: "Option c", before: "", after: "7" },
      { field: "Correct answer", before: "5", after: "7" },
      { field: "Explanation", before: "About one a day.", after: "Changed." },
    ])
    expect(changes(question, question)).toEqual([])
    expect(changes(question, after, esQuiz).map((c) => c.field)).toEqual(["Opción c", "Respuesta correcta", "Explicación"])
  })
})
