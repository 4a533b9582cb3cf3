// Models tend to put the right answer in the same slot; the server reshuffles options before storing a quiz.
// Randomness is injected so that the same source gives the same quiz (tests, replays).
import { isMultipleChoice } from "#schemas/question-kinds.ts"

import type { MultipleChoiceQuestion, QuizQuestion } from "./types.ts"

/** A source of numbers in [0, 1), like Math.random. */
export type Random = () => number

/** An integer in [0, n), safe even if the source returns exactly 1. */
const pick = (random: Random, n: number): number => Math.min(n - 1, Math.floor(random() * n))

/** Fisher–Yates: a uniform permutation of `items`, as a new array. */
export const fisherYates = <T>(items: readonly T[], random: Random): T[] => {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = pick(random, i + 1)
    const a = out[i] as T
    out[i] = out[j] as T
    out[j] = a
  }
  return out
}

/** Index of the stored correct answer among the options (trimmed comparison), or -1. */
export const correctIndex = (q: MultipleChoiceQuestion): number => {
  const correct = q.correct_answer.trim()
  return q.options.findIndex((option) => option.trim() === correct)
}

/** Shuffles each multiple-choice question's options independently. */
export const shuffleAnswers = <Q extends QuizQuestion>(questions: readonly Q[], random: Random): Q[] =>
  questions.map((q) => (isMultipleChoice(q) ? ({ ...q, options: fisherYates(q.options, random) } as Q) : q))

/**
 * Shuffles options while spreading the correct answer evenly over the positions.
 * Each question's correct answer goes to the least-used position among those it has
 * (ties broken at random); its other options are shuffled into the remaining slots.
 * Positions a..d therefore never differ by more than one use, even when quizzes mix 4 and 5 options.
 * A question whose correct answer is not among its options is just shuffled; other kinds than
 * multiple choice are left as they are (their order is their own rule, kinds/).
 */
export const shuffleAnswersBalanced = <Q extends QuizQuestion>(questions: readonly Q[], random: Random): Q[] => {
  const uses: number[] = []
  return questions.map((q) => {
    if (!isMultipleChoice(q)) return q
    const at = correctIndex(q)
    if (at < 0) return { ...q, options: fisherYates(q.options, random) } as Q

    const slots = q.options.length
    for (let i = uses.length; i < slots; i++) uses.push(0)
    const counts = uses.slice(0, slots)
    const fewest = Math.min(...counts)
    const candidates = counts.flatMap((c, i) => (c === fewest ? [i] : []))
    const target = candidates[pick(random, candidates.length)] as number
    uses[target] = (uses[target] ?? 0) + 1

    const others = fisherYates(
      q.options.filter((_, i) => i !== at),
      random,
    )
    const correct = q.options[at] as string
    return { ...q, options: [...others.slice(0, target), correct, ...others.slice(target)] } as Q
  })
}
