// The topic form rules of docs/product.md §5, checked before a generation is asked for.
import { DEFAULT_KINDS, type QuestionKind } from "#schemas/question-kinds.ts"
import { isLevel, isValidQuestionCount, type Quality, QuizLimits } from "#schemas/quiz-rules.ts"

import type { GenerateParams } from "../quiz-play/gameApi.ts"
import { ENGLISH_QUIZ, type QuizWords } from "../quiz-play/words.ts"

export interface GeneratorValues {
  topic: string
  level: string
  /** As typed, so "", "3.5" or "abc" reach the rule and get its message. */
  number: string
  model: Quality
  /** The mix of kinds of question; multiple choice alone unless the player picks more. */
  kinds: readonly QuestionKind[]
}

export const initialGeneratorValues: GeneratorValues = {
  topic: "",
  level: "",
  number: String(QuizLimits.defaultQuestions),
  model: "basic",
  kinds: DEFAULT_KINDS,
}

export type GeneratorCheck = { ok: true; params: GenerateParams } | { ok: false; message: string }

/** The first broken rule's message, or the request to send. Guests always get the basic model. */
export function checkGenerator(values: GeneratorValues, signedIn: boolean, m: QuizWords = ENGLISH_QUIZ): GeneratorCheck {
  const topic = values.topic.trim()
  if (topic === "") return { ok: false, message: m.topicRequired }
  if (!isLevel(values.level)) return { ok: false, message: m.levelRequired }
  const text = values.number.trim()
  const number = /^\d+$/.test(text) ? Number(text) : Number.NaN
  if (!isValidQuestionCount(number)) {
    return { ok: false, message: m.numberRange }
  }
  if (values.kinds.length === 0) return { ok: false, message: m.kindsRequired }
  // Multiple choice alone is what a request naming no kinds gets.
  const mixed = values.kinds.some((kind) => kind !== "multiple_choice")
  return { ok: true, params: { topic, level: values.level, number, model: signedIn ? values.model : "basic", ...(mixed ? { kinds: values.kinds } : {}) } }
}
