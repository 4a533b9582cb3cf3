import fc from "fast-check"
import { describe, expect, it } from "vitest"

import { correctIndex, fisherYates, type Random, shuffleAnswers, shuffleAnswersBalanced } from "./shuffle.ts"
import type { MultipleChoiceQuestion } from "./types.ts"

/** A deterministic source from a seed (mulberry32). */
const seeded = (seed: number): Random => {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const questionArb = (minOptions: number, maxOptions: number): fc.Arbitrary<MultipleChoiceQuestion> =>
  fc
    .uniqueArray(
      fc.string({ minLength: 1, maxLength: 8 }).filter((s) => s.trim() !== ""),
      {
        minLength: minOptions,
        maxLength: maxOptions,
        selector: (s) => s.trim().toLowerCase(),
      },
    )
    .chain((options) =>
      fc.record({
        id: fc.uuid(),
        question: fc.string(),
        options: fc.constant(options),
        correct_answer: fc.constantFrom(...options),
        explanation: fc.string(),
      }),
    )

const sorted = (xs: readonly string[]): string[] => [...xs].sort()

const checkPreserved = (before: readonly MultipleChoiceQuestion[], after: readonly MultipleChoiceQuestion[]): void => {
  expect(after).toHaveLength(before.length)
  before.forEach((q, i) => {
    const s = after[i] as MultipleChoiceQuestion
    expect(s.id).toBe(q.id)
    expect(s.correct_answer).toBe(q.correct_answer)
    expect(sorted(s.options)).toEqual(sorted(q.options))
    expect(correctIndex(s)).toBeGreaterThanOrEqual(0)
  })
}

describe("fisherYates", () => {
  it("is a permutation and deterministic for a given source", () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer(), (xs, seed) => {
        const a = fisherYates(xs, seeded(seed))
        expect([...a].sort((x, y) => x - y)).toEqual([...xs].sort((x, y) => x - y))
        expect(fisherYates(xs, seeded(seed))).toEqual(a)
      }),
    )
  })

  it("copes with a source that returns exactly 1", () => {
    expect(sorted(fisherYates(["a", "b", "c"], () => 1))).toEqual(["a", "b", "c"])
  })
})

describe.each([
  ["shuffleAnswers", shuffleAnswers],
  ["shuffleAnswersBalanced", shuffleAnswersBalanced],
])("%s", (_name, shuffle) => {
  it("keeps every option, the correct answer text, and its presence among the options", () => {
    fc.assert(
      fc.property(fc.array(questionArb(2, 5), { maxLength: 25 }), fc.integer(), (qs, seed) => {
        checkPreserved(qs, shuffle(qs, seeded(seed)))
      }),
    )
  })

  it("is deterministic given the random source, and leaves its input alone", () => {
    fc.assert(
      fc.property(fc.array(questionArb(2, 5), { maxLength: 10 }), fc.integer(), (qs, seed) => {
        const copy = structuredClone(qs)
        expect(shuffle(qs, seeded(seed))).toEqual(shuffle(qs, seeded(seed)))
        expect(qs).toEqual(copy)
      }),
    )
  })
})

describe("shuffleAnswersBalanced", () => {
  it("spreads the correct answer over the positions of a 25-question quiz with 4–5 options", () => {
    fc.assert(
      fc.property(fc.array(questionArb(4, 5), { minLength: 25, maxLength: 25 }), fc.integer(), (qs, seed) => {
        const counts = [0, 0, 0, 0, 0]
        for (const q of shuffleAnswersBalanced(qs, seeded(seed))) {
          const at = correctIndex(q)
          counts[at] = (counts[at] ?? 0) + 1
        }
        const bound = Math.ceil(qs.length / 4) + 1
        for (const c of counts) expect(c).toBeLessThanOrEqual(bound)
      }),
    )
  })

  it("balances even when the source always picks the first candidate", () => {
    const qs: MultipleChoiceQuestion[] = Array.from({ length: 20 }, (_, i) => ({
      id: `q${i}`,
      question: `Q${i}`,
      options: ["right", "w1", "w2", "w3"],
      correct_answer: "right",
      explanation: "x",
    }))
    const positions = shuffleAnswersBalanced(qs, () => 0).map(correctIndex)
    expect([0, 1, 2, 3].map((p) => positions.filter((x) => x === p).length)).toEqual([5, 5, 5, 5])
  })

  it("just shuffles a question whose correct answer is missing", () => {
    const q: MultipleChoiceQuestion = { id: "x", question: "?", options: ["a", "b"], correct_answer: "z", explanation: "." }
    expect(sorted(shuffleAnswersBalanced([q], seeded(1))[0]?.options ?? [])).toEqual(["a", "b"])
  })
})
