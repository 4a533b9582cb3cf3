// The admin question form's rules (docs/product.md §5): the correct answer must be one of the options.
import { hasRepeatedOptions, optionLabel, QuizLimits } from "#schemas/quiz-rules.ts"

import { ENGLISH_QUIZ, type QuizWords } from "../../quiz-play/words.ts"
import type { QuestionData } from "./types.ts"

export interface QuestionDraft {
  question: string
  /** Always `maxOptions` boxes; empty ones are dropped. */
  options: string[]
  correct_answer: string
  explanation: string
}

export function draftFrom(question: QuestionData): QuestionDraft {
  const options = [...question.options]
  while (options.length < QuizLimits.maxOptions) options.push("")
  return {
    question: question.question,
    options: options.slice(0, QuizLimits.maxOptions),
    correct_answer: question.correct_answer,
    explanation: question.explanation,
  }
}

export type QuestionCheck = { ok: true; question: Omit<QuestionData, "id"> } | { ok: false; message: string }

/** The first broken rule's message, in the words given (English unless others), or the question to send. */
export function checkQuestion(draft: QuestionDraft, m: QuizWords = ENGLISH_QUIZ): QuestionCheck {
  const question = draft.question.trim()
  const options = draft.options.map((o) => o.trim()).filter((o) => o !== "")
  const correct = draft.correct_answer.trim()
  const explanation = draft.explanation.trim()
  if (question === "") return { ok: false, message: m.enterQuestion }
  if (options.length < QuizLimits.minOptions) return { ok: false, message: m.needTwoOptions }
  // The same rule the server applies: options differing only in case are the same option.
  if (hasRepeatedOptions(options)) return { ok: false, message: m.optionsDifferent }
  if (!options.includes(correct)) return { ok: false, message: m.correctAnswerInOptions }
  if (explanation === "") return { ok: false, message: m.enterExplanation }
  return { ok: true, question: { question, options, correct_answer: correct, explanation } }
}

export interface FieldChange {
  field: string
  before: string
  after: string
}

/** What an edit changed, field by field (named in the words given), for the history view. */
export function changes(before: QuestionData, after: QuestionData, m: QuizWords = ENGLISH_QUIZ): FieldChange[] {
  const out: FieldChange[] = []
  if (before.question !== after.question) out.push({ field: m.questionField, before: before.question, after: after.question })
  const count = Math.max(before.options.length, after.options.length)
  for (let i = 0; i < count; i++) {
    const b = before.options[i] ?? ""
    const a = after.options[i] ?? ""
    if (b !== a) out.push({ field: m.optionNamed(optionLabel(i) ?? String(i + 1)), before: b, after: a })
  }
  if (before.correct_answer !== after.correct_answer) {
    out.push({ field: m.correctAnswer, before: before.correct_answer, after: after.correct_answer })
  }
  if (before.explanation !== after.explanation) out.push({ field: m.explanation, before: before.explanation, after: after.explanation })
  return out
}
