// The kinds of quiz question and the rules every layer shares about them: their names, the
// limits of their parts, and how a player's answer to each is written as text (the one form
// answers travel and are stored in). Plain constants and pure functions, for the server and
// the browser alike. Multiple choice is the kind of every question stored before kinds existed.
import type { MultipleChoiceData, QuestionData } from "./events/quiz.ts"

export const QUESTION_KINDS = ["multiple_choice", "true_false", "type_answer", "order", "slider", "poll"] as const
export type QuestionKind = (typeof QUESTION_KINDS)[number]

/** Each kind's name as players and admins read it. */
export const KIND_NAMES: Readonly<Record<QuestionKind, string>> = {
  multiple_choice: "multiple choice",
  true_false: "true/false",
  type_answer: "type the answer",
  order: "put in order",
  slider: "slider",
  poll: "poll",
}

/** The kind of a question; multiple choice names none. */
export const kindOf = (q: Pick<QuestionData, "kind">): QuestionKind => q.kind ?? "multiple_choice"

/** What a quiz is made of unless the player picks another mix. */
export const DEFAULT_KINDS: readonly QuestionKind[] = ["multiple_choice"]

/** A question of today's kind: it names none (stored before kinds) or names multiple choice. */
export const isMultipleChoice = (q: QuestionData): q is MultipleChoiceData => q.kind === undefined || q.kind === "multiple_choice"

export const isQuestionKind = (value: unknown): value is QuestionKind => typeof value === "string" && (QUESTION_KINDS as readonly string[]).includes(value)

export const QuestionKindLimits = {
  /** Items of a put-in-order question. */
  minOrderItems: 3,
  maxOrderItems: 6,
  /** Accepted variants of a type-the-answer question, and the characters of each (and of a typed answer). */
  maxAccepted: 8,
  maxTypedLength: 100,
  /** Characters of a slider's unit ("kg", "°C"). */
  maxUnitLength: 20,
  /** Positions a slider may have, so a step is never a needle in a haystack. */
  maxSliderPositions: 10_000,
} as const

/** The two answers of a true/false question, as shown, sent and stored (like two options). */
export const TRUE_FALSE_ANSWERS = ["True", "False"] as const
export const trueFalseLabel = (value: boolean): string => (value ? TRUE_FALSE_ANSWERS[0] : TRUE_FALSE_ANSWERS[1])

/** A put-in-order answer: the items as the player ordered them, as a JSON array of their texts. */
export const encodeOrderAnswer = (items: readonly string[]): string => JSON.stringify(items)

/** The items of a put-in-order answer, or undefined when the text is not a list of texts. */
export const decodeOrderAnswer = (text: string): string[] | undefined => {
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value) && value.every((item) => typeof item === "string") ? (value as string[]) : undefined
  } catch {
    return undefined
  }
}

/** The number of a slider answer, or undefined when it is not one written plainly. */
export const decodeSliderAnswer = (text: string): number | undefined => {
  const trimmed = text.trim()
  if (!/^-?\d+(?:\.\d+)?$/.test(trimmed)) return undefined
  const value = Number(trimmed)
  return Number.isFinite(value) ? value : undefined
}

/** The positions of a slider from `min` to `max` by `step`, counted from 0. */
export const sliderPositions = (min: number, max: number, step: number): number => (step > 0 && max > min ? Math.floor((max - min) / step + 1e-9) + 1 : 0)

/** A generated slider's margin (where its points run out) unless set otherwise: a tenth of its range. */
export const defaultSliderMargin = (min: number, max: number): number => Math.abs(max - min) / 10
