import fc from "fast-check"
import { describe, expect, it } from "vitest"

import { LEVELS } from "#schemas/quiz-rules.ts"

import { quizJsonSchema } from "./answer-schema.ts"
import { checkGeneratedQuiz, parseGeneratedQuiz } from "./parse.ts"
import { type GenerationRequest, levelGuidance } from "./request.ts"

const question = (i: number) => ({
  question: `Which layer of a compost pile is number ${i}?`,
  options: [`Layer ${i}`, `Not layer ${i}`, "Neither", "Both"],
  correct_answer: `Layer ${i}`,
  explanation: `Layer ${i} is the one asked about.`,
})
const quizText = (n: number) => JSON.stringify({ questions: Array.from({ length: n }, (_, i) => question(i + 1)) })
const request: GenerationRequest = { topic: "Composting", level: "elementary", number: 3 }
const ids = () => {
  let n = 0
  return () => `q${++n}`
}

describe("parseGeneratedQuiz", () => {
  it("reads a well-formed answer", () => {
    const parsed = parseGeneratedQuiz(quizText(2))
    expect(parsed).toEqual({ ok: true, value: [question(1), question(2)] })
  })

  it("accepts a Markdown code fence and a bare array", () => {
    expect(parseGeneratedQuiz("```json\n" + quizText(1) + "\n```").ok).toBe(true)
    expect(parseGeneratedQuiz(JSON.stringify([question(1)])).ok).toBe(true)
  })

  it("explains empty, non-JSON and wrongly shaped answers", () => {
    expect(parseGeneratedQuiz("  ")).toEqual({ ok: false, problems: ["The answer was empty."] })
    const broken = parseGeneratedQuiz('{"questions": [')
    expect(broken.ok).toBe(false)
    if (!broken.ok) expect(broken.problems[0]).toMatch(/^The answer is not valid JSON/)
    const wrong = parseGeneratedQuiz(JSON.stringify({ questions: [{ ...question(1), options: "a, b" }] }))
    expect(wrong.ok).toBe(false)
    if (!wrong.ok) expect(wrong.problems.join(" ")).toContain("questions.0.options")
    expect(parseGeneratedQuiz(JSON.stringify({ quiz: [] })).ok).toBe(false)
  })

  it("never throws, whatever the text", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const parsed = parseGeneratedQuiz(text)
        expect(typeof parsed.ok).toBe("boolean")
      }),
    )
  })
})

describe("checkGeneratedQuiz", () => {
  it("gives each question a server-made id and keeps the request's topic and level", () => {
    const checked = checkGeneratedQuiz(quizText(3), request, ids())
    expect(checked.ok).toBe(true)
    if (!checked.ok) return
    expect(checked.value.topic).toBe("Composting")
    expect(checked.value.level).toBe("elementary")
    expect(checked.value.questions.map((q) => q.id)).toEqual(["q1", "q2", "q3"])
  })

  it.each([
    ["too few questions", quizText(2), /2 questions; 3 were requested/],
    ["a repeated question", JSON.stringify({ questions: [question(1), question(1), question(2)] }), /repeats question 1/],
    [
      "a correct answer that is not an option",
      JSON.stringify({ questions: [question(1), question(2), { ...question(3), correct_answer: "Layer 99" }] }),
      /not one of its options/,
    ],
  ])("refuses %s", (_, text, problem) => {
    const checked = checkGeneratedQuiz(text, request, ids())
    expect(checked.ok).toBe(false)
    if (!checked.ok) expect(checked.problems.join(" ")).toMatch(problem)
  })
})

describe("quizJsonSchema", () => {
  it("is strict-mode shaped: every object closed with all its properties required", () => {
    const visit = (node: unknown): void => {
      if (typeof node !== "object" || node === null) return
      const n = node as Record<string, unknown>
      if (n.type === "object") {
        expect(n.additionalProperties).toBe(false)
        expect([...(n.required as string[])].sort()).toEqual(Object.keys(n.properties as object).sort())
      }
      Object.values(n).forEach(visit)
    }
    visit(quizJsonSchema())
  })

  it("goes with a prompt that explains every level", () => {
    for (const level of LEVELS) expect(levelGuidance[level].length).toBeGreaterThan(20)
  })
})
