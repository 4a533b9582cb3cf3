import { describe, expect, it } from "vitest"

import { translated } from "#schemas/i18n/catalogues.ts"

import type { MultipleChoiceQuestion as QuizQuestion, QuizDraft } from "./types.ts"
import { normaliseText, validateQuiz } from "./validate.ts"

const question = (n: number, over: Partial<QuizQuestion> = {}): QuizQuestion => ({
  id: `q${n}`,
  question: `Question number ${n}?`,
  options: ["Alpha", "Beta", "Gamma", "Delta"],
  correct_answer: "Beta",
  explanation: "Because beta.",
  ...over,
})

const draft = (questions: QuizQuestion[]): QuizDraft => ({ topic: "Composting", level: "elementary", questions })

const problemsOf = (d: QuizDraft, n: number): readonly string[] => {
  const result = validateQuiz(d, n)
  return result.ok ? [] : result.problems
}

describe("validateQuiz", () => {
  it("accepts a well-formed quiz and trims its texts", () => {
    const result = validateQuiz(draft([question(1, { options: [" Alpha ", "Beta"], correct_answer: "Alpha  " }), question(2)]), 2)
    expect(result.ok).toBe(true)
    if (result.ok) {
      expect((result.quiz.questions[0] as QuizQuestion).options).toEqual(["Alpha", "Beta"])
      expect((result.quiz.questions[0] as QuizQuestion).correct_answer).toBe("Alpha")
    }
  })

  it("requires exactly the requested number of questions", () => {
    expect(problemsOf(draft([question(1), question(2)]), 3)).toEqual(["The quiz has 2 questions; 3 were requested."])
  })

  it("rejects a requested number outside 1–25", () => {
    expect(problemsOf(draft([]), 0)).toContain("0 questions were requested; a quiz has 1 to 25.")
    const many = Array.from({ length: 26 }, (_, i) => question(i))
    expect(problemsOf(draft(many), 26)).toContain("26 questions were requested; a quiz has 1 to 25.")
  })

  it("needs 2 to 5 options", () => {
    expect(problemsOf(draft([question(1, { options: ["Beta"] })]), 1)).toEqual(["Question 1 has 1 options; it needs 2 to 5."])
    const six = ["A", "B", "C", "D", "E", "Beta"]
    expect(problemsOf(draft([question(1, { options: six })]), 1)).toEqual(["Question 1 has 6 options; it needs 2 to 5."])
  })

  it("rejects empty and repeated options (trimmed, case-insensitive)", () => {
    expect(problemsOf(draft([question(1, { options: ["Beta", "  "] })]), 1)).toEqual(["Question 1, option 2 is empty."])
    expect(problemsOf(draft([question(1, { options: ["Beta", " beta", "Gamma"] })]), 1)).toEqual(['Question 1, options 1 and 2 are the same ("beta").'])
  })

  it("needs the correct answer to be one of the options", () => {
    expect(problemsOf(draft([question(1, { correct_answer: "Epsilon" })]), 1)).toEqual(['Question 1: the correct answer "Epsilon" is not one of its options.'])
    expect(problemsOf(draft([question(1, { correct_answer: "beta" })]), 1)).toHaveLength(1)
    expect(problemsOf(draft([question(1, { correct_answer: " " })]), 1)).toEqual(["Question 1 has no correct answer."])
  })

  it("needs question text, an id and an explanation", () => {
    expect(problemsOf(draft([question(1, { question: " ", explanation: "", id: "" })]), 1)).toEqual([
      "Question 1 has no id.",
      "Question 1 has no question text.",
      "Question 1 has no explanation.",
    ])
  })

  it("rejects repeated questions and repeated ids", () => {
    const repeat = question(2, { question: "  question NUMBER 1 " })
    expect(problemsOf(draft([question(1), repeat]), 2)).toEqual(["Question 2 repeats question 1."])
    expect(problemsOf(draft([question(1), question(2, { id: "q1" })]), 2)).toEqual(['Question 2 has the same id as question 1 ("q1").'])
  })

  it("checks topic and level", () => {
    const bad = { topic: " ", level: "kindergarten", questions: [question(1)] } as unknown as QuizDraft
    expect(problemsOf(bad, 1)).toEqual(["The quiz has no topic.", '"kindergarten" is not a quiz level.'])
  })

  it("reports every problem at once", () => {
    expect(problemsOf(draft([question(1, { options: ["x"], explanation: "" })]), 2).length).toBeGreaterThan(2)
  })

  it("writes each problem as a message the catalogue says in Spanish", () => {
    const bad = {
      topic: " ",
      level: "kindergarten",
      questions: [question(1, { options: ["Beta", " ", "beta"], explanation: "" }), question(2, { id: "q1", question: "question number 1" })],
    } as unknown as QuizDraft
    const problems = problemsOf(bad, 3)
    expect(problems.length).toBeGreaterThan(5)
    for (const problem of problems) expect(translated(problem, "es"), problem).not.toBe(problem)
  })
})

describe("normaliseText", () => {
  it("ignores case, spacing and trailing punctuation", () => {
    expect(normaliseText("  What  is\tCompost? ")).toBe(normaliseText("what is compost"))
  })
})
