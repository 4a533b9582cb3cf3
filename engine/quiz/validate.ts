// Checks a generated (or hand-written) quiz before it is stored: generator output is never trusted as-is.
import { isLevel, isValidQuestionCount, optionKey, QuizLimits } from "#schemas/quiz-rules.ts"

import type { QuizDraft, QuizQuestion } from "./types.ts"

export type ValidationResult = { readonly ok: true; readonly quiz: QuizDraft } | { readonly ok: false; readonly problems: readonly string[] }

/** Text used to spot repeats: trimmed, lower-cased, inner whitespace collapsed, trailing punctuation dropped. */
export const normaliseText = (text: string): string =>
  text
    .trim()
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/[\s?.!:]+$/u, "")

const problemsOfQuestion = (q: QuizQuestion, label: string): string[] => {
  const problems: string[] = []
  if (q.id.trim() === "") problems.push(`${label} has no id.`)
  if (q.question.trim() === "") problems.push(`${label} has no question text.`)

  const count = q.options.length
  if (count < QuizLimits.minOptions || count > QuizLimits.maxOptions) {
    problems.push(`${label} has ${count} options; it needs ${QuizLimits.minOptions} to ${QuizLimits.maxOptions}.`)
  }
  const firstSeen = new Map<string, number>()
  q.options.forEach((option, i) => {
    const key = optionKey(option)
    if (key === "") {
      problems.push(`${label}, option ${i + 1} is empty.`)
      return
    }
    const earlier = firstSeen.get(key)
    if (earlier !== undefined) {
      problems.push(`${label}, options ${earlier + 1} and ${i + 1} are the same ("${option.trim()}").`)
    } else {
      firstSeen.set(key, i)
    }
  })

  const correct = q.correct_answer.trim()
  const matches = q.options.filter((option) => option.trim() === correct).length
  if (correct === "") problems.push(`${label} has no correct answer.`)
  else if (matches === 0) problems.push(`${label}: the correct answer "${correct}" is not one of its options.`)
  else if (matches > 1) problems.push(`${label}: the correct answer "${correct}" appears more than once.`)

  if (q.explanation.trim() === "") problems.push(`${label} has no explanation.`)
  return problems
}

const trimQuestion = (q: QuizQuestion): QuizQuestion => ({
  id: q.id.trim(),
  question: q.question.trim(),
  options: q.options.map((option) => option.trim()),
  correct_answer: q.correct_answer.trim(),
  explanation: q.explanation.trim(),
})

/**
 * Accepts a draft only if it has exactly `requestedNumber` well-formed questions.
 * On success the quiz comes back with every text trimmed, so the stored correct answer
 * is character-for-character one of the stored options.
 */
export const validateQuiz = (draft: QuizDraft, requestedNumber: number): ValidationResult => {
  const problems: string[] = []
  if (draft.topic.trim() === "") problems.push("The quiz has no topic.")
  if (!isLevel(draft.level)) problems.push(`"${String(draft.level)}" is not a quiz level.`)
  if (!isValidQuestionCount(requestedNumber)) {
    problems.push(`${requestedNumber} questions were requested; a quiz has ${QuizLimits.minQuestions} to ${QuizLimits.maxQuestions}.`)
  }
  if (draft.questions.length !== requestedNumber) {
    problems.push(`The quiz has ${draft.questions.length} questions; ${requestedNumber} were requested.`)
  }

  const idsSeen = new Map<string, number>()
  const textsSeen = new Map<string, number>()
  draft.questions.forEach((q, i) => {
    const label = `Question ${i + 1}`
    problems.push(...problemsOfQuestion(q, label))

    const id = q.id.trim()
    const earlierId = idsSeen.get(id)
    if (id !== "" && earlierId !== undefined) {
      problems.push(`${label} has the same id as question ${earlierId + 1} ("${id}").`)
    } else idsSeen.set(id, i)

    const text = normaliseText(q.question)
    const earlierText = textsSeen.get(text)
    if (text !== "" && earlierText !== undefined) {
      problems.push(`${label} repeats question ${earlierText + 1}.`)
    } else textsSeen.set(text, i)
  })

  if (problems.length > 0) return { ok: false, problems }
  return {
    ok: true,
    quiz: { topic: draft.topic.trim(), level: draft.level, questions: draft.questions.map(trimQuestion) },
  }
}
