// Pure rules of answering and reviewing each kind of question on the quiz page: moving an item of
// a put-in-order question, a slider's positions, and an answer written out for people.
import { decodeOrderAnswer, decodeSliderAnswer } from "#schemas/question-kinds.ts"

import { ENGLISH_QUIZ, type QuizWords } from "../../words.ts"

/** The items with the one at `index` moved one place up (−1) or down (+1); unchanged at either end. */
export const moveItem = (items: readonly string[], index: number, delta: -1 | 1): string[] => {
  const to = index + delta
  if (index < 0 || index >= items.length || to < 0 || to >= items.length) return [...items]
  const moved = [...items]
  ;[moved[index], moved[to]] = [moved[to]!, moved[index]!]
  return moved
}

/** The order a player has arranged: their answer's when it holds the same items, else the order shown. */
export const arrangedOrder = (shown: readonly string[], given: string | null | undefined): string[] => {
  const items = given ? decodeOrderAnswer(given) : undefined
  return items !== undefined && items.length === shown.length && [...items].sort().join("\n") === [...shown].sort().join("\n") ? items : [...shown]
}

/** The right order of a reviewed put-in-order question, from its key written out ("A → B → C"). */
export const keyOrder = (key: string): string[] => key.split(" → ")

export interface SliderBounds {
  readonly min: number
  readonly max: number
  readonly step: number
}

const decimalsOf = (step: number): number => {
  const text = String(step)
  const dot = text.indexOf(".")
  return dot < 0 ? 0 : text.length - dot - 1
}

/** `value` on the slider: at its nearest step, within its bounds, written as plainly as its step. */
export const snapToSlider = (value: number, { min, max, step }: SliderBounds): number => {
  if (!Number.isFinite(value)) return min
  // The last position may fall short of `max` when the range is not a whole number of steps.
  const last = Math.floor((max - min) / step + 1e-9)
  const steps = Math.min(Math.max(Math.round((value - min) / step), 0), last)
  return Number((min + steps * step).toFixed(decimalsOf(step)))
}

/** Where a slider's thumb rests before the player moves it: its middle position. */
export const sliderStart = (bounds: SliderBounds): number => snapToSlider((bounds.min + bounds.max) / 2, bounds)

/** A number with its unit, as the slider and the review show it: a number written by `format` (the page's words' `sliderNumber`). */
export const withUnit = (value: number | string, unit: string, format: (n: number) => string = String): string => {
  const text = typeof value === "number" ? format(value) : value
  return unit === "" ? text : `${text} ${unit}`
}

/** A slider's right answer as the server writes it (its number, then its unit), its number written by `format`; other words as they are. */
export const sliderKeyText = (key: string, unit: string, format: (n: number) => string): string => {
  const number = unit === "" ? key : key.endsWith(` ${unit}`) ? key.slice(0, -unit.length - 1) : undefined
  const value = number === undefined || number.trim() === "" ? Number.NaN : Number(number)
  return Number.isFinite(value) && withUnit(value, unit) === key ? withUnit(value, unit, format) : key
}

/** A slider answer's number, when it is one. */
export const sliderValue = (given: string | null | undefined): number | undefined => (given ? decodeSliderAnswer(given) : undefined)

/** A reviewed answer's points as words; a poll earns none and says so elsewhere. */
export const pointsText = (points: number | undefined, isCorrect: boolean, m: QuizWords = ENGLISH_QUIZ): string => {
  const earned = points ?? (isCorrect ? 1 : 0)
  return m.pointsOf(earned)
}

/** How a reviewed answer came out: a poll has no right answer, a slider near the answer earns part of a point. */
export type Outcome = "right" | "close" | "wrong" | "unanswered" | "poll"

export const outcomeOf = (kind: string | undefined, given: string | null, isCorrect: boolean, points: number | undefined): Outcome => {
  if (given === null) return "unanswered"
  if (kind === "poll") return "poll"
  if (isCorrect) return "right"
  return points !== undefined && points > 0 ? "close" : "wrong"
}
