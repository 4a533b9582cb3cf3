// Checks a generated (or hand-written) quiz before it is stored: generator output is never trusted as-is.
import type { SliderData, TypeAnswerData } from "#schemas/events/quiz.ts"
import * as Messages from "#schemas/messages.ts"
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
const problemsOfChoices = (texts: readonly string[], n: number, noun: Messages.ChoiceNoun, min: number, max: number): string[] => {
  const problems: string[] = []
  const count = texts.length
  if (count < min || count > max) problems.push(Messages.choiceCount(n, count, noun, min, max))
  const firstSeen = new Map<string, number>()
  texts.forEach((text, i) => {
    const key = optionKey(text)
    if (key === "") {
      problems.push(Messages.choiceEmpty(n, noun, i + 1))
      return
    }
    const earlier = firstSeen.get(key)
    if (earlier !== undefined) {
      problems.push(Messages.choicesSame(n, noun, earlier + 1, i + 1, text.trim()))
    } else {
      firstSeen.set(key, i)
    }
  })
  return problems
}

const problemsOfMultipleChoice = (q: MultipleChoiceQuestion, n: number): string[] => {
  const problems = problemsOfChoices(q.options, n, "option", QuizLimits.minOptions, QuizLimits.maxOptions)
  const correct = q.correct_answer.trim()
  const matches = q.options.filter((option) => option.trim() === correct).length
  if (correct === "") problems.push(Messages.noCorrectAnswer(n))
  else if (matches === 0) problems.push(Messages.correctNotAnOption(n, correct))
  else if (matches > 1) problems.push(Messages.correctTwice(n, correct))
  return problems
}

const problemsOfTypeAnswer = (q: TypeAnswerData, n: number): string[] => {
  const problems = problemsOfChoices(q.accepted, n, "accepted answer", 1, QuestionKindLimits.maxAccepted)
  const long = q.accepted.findIndex((a) => [...a.trim()].length > QuestionKindLimits.maxTypedLength)
  if (long >= 0) problems.push(Messages.acceptedTooLong(n, long + 1, QuestionKindLimits.maxTypedLength))
  return problems
}

const problemsOfSlider = (q: SliderData, n: number): string[] => {
  const { min, max, step, answer, margin } = q
  if (![min, max, step, answer, margin].every(Number.isFinite)) return [Messages.sliderNotNumbers(n)]
  const problems: string[] = []
  if (!(max > min)) problems.push(Messages.sliderMaxNotAboveMin(n, max, min))
  else if (!(step > 0)) problems.push(Messages.sliderStepNotAboveZero(n))
  else if (sliderPositions(min, max, step) > QuestionKindLimits.maxSliderPositions)
    problems.push(Messages.sliderTooManyPositions(n, QuestionKindLimits.maxSliderPositions))
  else if (!isOnSlider(q, answer)) problems.push(Messages.sliderAnswerOff(n, answer, min, max, step))
  if (margin < 0) problems.push(Messages.sliderMarginNegative(n))
  if (q.unit.trim().length > QuestionKindLimits.maxUnitLength) problems.push(Messages.sliderUnitTooLong(n, QuestionKindLimits.maxUnitLength))
  return problems
}

const problemsOfKind = (q: QuizQuestion, n: number): string[] => {
  switch (q.kind) {
    case undefined:
    case "multiple_choice":
      return problemsOfMultipleChoice(q, n)
    case "true_false":
      return []
    case "type_answer":
      return problemsOfTypeAnswer(q, n)
    case "order":
      return problemsOfChoices(q.items, n, "item", QuestionKindLimits.minOrderItems, QuestionKindLimits.maxOrderItems)
    case "slider":
      return problemsOfSlider(q, n)
    case "poll":
      return problemsOfChoices(q.options, n, "option", QuizLimits.minOptions, QuizLimits.maxOptions)
  }
}

/** The problems of the `n`th question (counted from 1). */
const problemsOfQuestion = (q: QuizQuestion, n: number): string[] => {
  const problems: string[] = []
  if (q.id.trim() === "") problems.push(Messages.questionNoId(n))
  if (q.question.trim() === "") problems.push(Messages.questionNoText(n))
  problems.push(...problemsOfKind(q, n))
  // A poll has no right answer to explain.
  if (q.kind !== "poll" && q.explanation.trim() === "") problems.push(Messages.questionNoExplanation(n))
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
  if (draft.topic.trim() === "") problems.push(Messages.quizNoTopic)
  if (!isLevel(draft.level)) problems.push(Messages.notAQuizLevel(String(draft.level)))
  if (!isValidQuestionCount(requestedNumber)) problems.push(Messages.questionsOutOfRange(requestedNumber, QuizLimits.minQuestions, QuizLimits.maxQuestions))
  if (draft.questions.length !== requestedNumber) problems.push(Messages.questionsNotAsRequested(draft.questions.length, requestedNumber))

  const idsSeen = new Map<string, number>()
  const textsSeen = new Map<string, number>()
  draft.questions.forEach((q, i) => {
    const n = i + 1
    problems.push(...problemsOfQuestion(q, n))

    const id = q.id.trim()
    const earlierId = idsSeen.get(id)
    if (id !== "" && earlierId !== undefined) {
      problems.push(Messages.questionSameId(n, earlierId + 1, id))
    } else idsSeen.set(id, i)

    const text = normaliseText(q.question)
    const earlierText = textsSeen.get(text)
    if (text !== "" && earlierText !== undefined) {
      problems.push(Messages.questionRepeats(n, earlierText + 1))
    } else textsSeen.set(text, i)
  })

  if (problems.length > 0) return { ok: false, problems }
  return {
    ok: true,
    quiz: { topic: draft.topic.trim(), level: draft.level, questions: draft.questions.map(trimQuestion) },
  }
}
