// Checks a generated (or hand-written) quiz before it is stored: generator output is never trusted as-is.
import type { SliderData, TypeAnswerData } from "#schemas/events/quiz.ts"
import { QuestionKindLimits, sliderPositions } from "#schemas/question-kinds.ts"
import { isLevel, isValidQuestionCount, optionKey, QuizLimits } from "#schemas/quiz-rules.ts"

import { isOnSlider } from "./kinds/slider.ts"
import type { MultipleChoiceQuestion, QuizDraft, QuizQuestion } from "./types.ts"

export type ValidationResult = { readonly ok: true; readonly quiz: QuizDraft } | { readonly ok: false; readonly problems: readonly string[] }

/** Text used to spot repeats: trimmed, lower-cased, inner whitespace collapsed, trailing punctuation dropped. */
export const normaliseText = (text: string): string =>
  text
    .trim()
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/[\s?.!:]+$/u, "")

/** Problems of a list of texts offered to choose among or arrange: its size, and empty or repeated entries. */
const problemsOfChoices = (texts: readonly string[], label: string, noun: string, min: number, max: number): string[] => {
  const problems: string[] = []
  const count = texts.length
  if (count < min || count > max) problems.push(`${label} has ${count} ${noun}s; it needs ${min} to ${max}.`)
  const firstSeen = new Map<string, number>()
  texts.forEach((text, i) => {
    const key = optionKey(text)
    if (key === "") {
      problems.push(`${label}, ${noun} ${i + 1} is empty.`)
      return
    }
    const earlier = firstSeen.get(key)
    if (earlier !== undefined) {
      problems.push(`${label}, ${noun}s ${earlier + 1} and ${i + 1} are the same ("${text.trim()}").`)
    } else {
      firstSeen.set(key, i)
    }
  })
  return problems
}

const problemsOfMultipleChoice = (q: MultipleChoiceQuestion, label: string): string[] => {
  const problems = problemsOfChoices(q.options, label, "option", QuizLimits.minOptions, QuizLimits.maxOptions)
  const correct = q.correct_answer.trim()
  const matches = q.options.filter((option) => option.trim() === correct).length
  if (correct === "") problems.push(`${label} has no correct answer.`)
  else if (matches === 0) problems.push(`${label}: the correct answer "${correct}" is not one of its options.`)
  else if (matches > 1) problems.push(`${label}: the correct answer "${correct}" appears more than once.`)
  return problems
}

const problemsOfTypeAnswer = (q: TypeAnswerData, label: string): string[] => {
  const problems = problemsOfChoices(q.accepted, label, "accepted answer", 1, QuestionKindLimits.maxAccepted)
  const long = q.accepted.findIndex((a) => [...a.trim()].length > QuestionKindLimits.maxTypedLength)
  if (long >= 0) problems.push(`${label}, accepted answer ${long + 1} is longer than ${QuestionKindLimits.maxTypedLength} characters.`)
  return problems
}

const problemsOfSlider = (q: SliderData, label: string): string[] => {
  const { min, max, step, answer, margin } = q
  if (![min, max, step, answer, margin].every(Number.isFinite)) return [`${label}: the slider's numbers must all be numbers.`]
  const problems: string[] = []
  if (!(max > min)) problems.push(`${label}: the slider's max (${max}) must be above its min (${min}).`)
  else if (!(step > 0)) problems.push(`${label}: the slider's step must be above 0.`)
  else if (sliderPositions(min, max, step) > QuestionKindLimits.maxSliderPositions)
    problems.push(`${label}: the slider has more than ${QuestionKindLimits.maxSliderPositions} positions; take a larger step.`)
  else if (!isOnSlider(q, answer)) problems.push(`${label}: the answer ${answer} is not a position of the slider (${min} to ${max} by ${step}).`)
  if (margin < 0) problems.push(`${label}: the slider's margin cannot be below 0.`)
  if (q.unit.trim().length > QuestionKindLimits.maxUnitLength)
    problems.push(`${label}: the slider's unit is longer than ${QuestionKindLimits.maxUnitLength} characters.`)
  return problems
}

const problemsOfKind = (q: QuizQuestion, label: string): string[] => {
  switch (q.kind) {
    case undefined:
    case "multiple_choice":
      return problemsOfMultipleChoice(q, label)
    case "true_false":
      return []
    case "type_answer":
      return problemsOfTypeAnswer(q, label)
    case "order":
      return problemsOfChoices(q.items, label, "item", QuestionKindLimits.minOrderItems, QuestionKindLimits.maxOrderItems)
    case "slider":
      return problemsOfSlider(q, label)
    case "poll":
      return problemsOfChoices(q.options, label, "option", QuizLimits.minOptions, QuizLimits.maxOptions)
  }
}

const problemsOfQuestion = (q: QuizQuestion, label: string): string[] => {
  const problems: string[] = []
  if (q.id.trim() === "") problems.push(`${label} has no id.`)
  if (q.question.trim() === "") problems.push(`${label} has no question text.`)
  problems.push(...problemsOfKind(q, label))
  // A poll has no right answer to explain.
  if (q.kind !== "poll" && q.explanation.trim() === "") problems.push(`${label} has no explanation.`)
  return problems
}

const trimAll = (texts: readonly string[]): string[] => texts.map((text) => text.trim())

const trimQuestion = (q: QuizQuestion): QuizQuestion => {
  const common = { id: q.id.trim(), question: q.question.trim(), explanation: q.explanation.trim() }
  switch (q.kind) {
    case undefined:
    case "multiple_choice":
      return { ...q, ...common, options: trimAll(q.options), correct_answer: q.correct_answer.trim() }
    case "true_false":
    case "slider":
      return { ...q, ...common, ...(q.kind === "slider" ? { unit: q.unit.trim() } : {}) }
    case "type_answer":
      return { ...q, ...common, accepted: trimAll(q.accepted) }
    case "order":
      return { ...q, ...common, items: trimAll(q.items) }
    case "poll":
      return { ...q, ...common, options: trimAll(q.options) }
  }
}

/**
 * Accepts a draft only if it has exactly `requestedNumber` well-formed questions.
 * On success the quiz comes back with every text trimmed, so the stored correct answer
 * is character-for-character one of the stored options. Each kind is held to its own rules.
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
