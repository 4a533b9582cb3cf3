// Which passage of a source each generated question was drawn from: the one sharing the most
// words with the question, its key and its explanation (the key's words count twice). Worked out
// here rather than asked of the model, so a model that numbers passages wrongly, or not at all,
// still leaves every question tied to the text that answers it.
import type { QuestionSource } from "#schemas/events/quiz.ts"

import { readableQuestion } from "../quiz/kinds/question-kind.ts"
import type { QuizQuestion } from "../quiz/types.ts"

const STOP_WORDS = new Set(
  "the and for with that this from are was were you your into onto than then them they their there what which when where while who why how its it's has have had not but all any can may will one two per out off over under about after before".split(
    " ",
  ),
)

const words = (text: string): Set<string> =>
  new Set(
    text
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => (w.length >= 3 || /^\d+$/.test(w)) && !STOP_WORDS.has(w)),
  )

const shared = (a: Set<string>, b: Set<string>): number => {
  let n = 0
  for (const w of a) if (b.has(w)) n++
  return n
}

/** The passage `q` was most likely drawn from (the first of equals), or undefined when there are none. */
export const passageOf = (q: QuizQuestion, excerpts: readonly QuestionSource[]): QuestionSource | undefined => {
  const { question, correct_answer, explanation } = readableQuestion(q)
  const asked = words(`${question} ${explanation}`)
  const key = words(correct_answer)
  let best: QuestionSource | undefined
  let bestScore = -1
  for (const excerpt of excerpts) {
    const text = words(`${excerpt.title} ${excerpt.passage}`)
    const score = shared(asked, text) + 2 * shared(key, text)
    if (score > bestScore) {
      best = excerpt
      bestScore = score
    }
  }
  return best
}

/** The questions, each with the passage it was drawn from when the quiz is made from a source. */
export const withPassages = (questions: readonly QuizQuestion[], excerpts: readonly QuestionSource[] | undefined): QuizQuestion[] =>
  questions.map((q) => {
    const source = excerpts === undefined ? undefined : passageOf(q, excerpts)
    return source === undefined ? q : { ...q, source: { ...source } }
  })
