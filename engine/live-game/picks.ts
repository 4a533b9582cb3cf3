// How the room answered a question, shown with its answer on the big screen: each option's
// picks (multiple choice, true/false, poll), how many were right, and a slider's spread.
// Counted when asked (a reveal's view), once per question's answers: the view is built for
// every update, and a game's answers do not change while its question is revealed.
import type { Map as PersistentMap } from "immutable"

import { decodeSliderAnswer } from "#schemas/question-kinds.ts"

import { sliderPoints } from "../quiz/kinds/slider.ts"
import { questionOf, type RoundQuestionData } from "./kinds.ts"
import type { QuestionAnswer } from "./state.ts"

/** Slider answers are counted in this many equal spans of the slider, to show their spread. */
export const SLIDER_SPANS = 10

export interface Distribution {
  /** How many picked each option, in the options' order (none for a typed answer or a slider; an order's counts no picks). */
  readonly picks: readonly number[]
  /** How many were right: a slider's within its margin (earning some of its points). */
  readonly right: number
  /** A slider's answers in SLIDER_SPANS equal spans from its min to its max. */
  readonly spread?: readonly number[]
}

const counted = new WeakMap<object, { readonly of: RoundQuestionData; readonly distribution: Distribution }>()

const spanOf = (min: number, max: number, value: number): number =>
  max > min ? Math.min(SLIDER_SPANS - 1, Math.max(0, Math.floor(((value - min) / (max - min)) * SLIDER_SPANS))) : 0

/**
 * How the room answered the question, for its reveal. Counted once per question's answers: the
 * view is built for every update, and a question's answers do not change once it is revealed.
 */
export const distributionOf = (q: RoundQuestionData, answers: PersistentMap<string, QuestionAnswer>): Distribution => {
  // Keyed by the answers and their question: no answers at all are one and the same empty map.
  const known = counted.get(answers)
  if (known?.of === q) return known.distribution
  const question = questionOf(q)
  const choice = question.kind === undefined || question.kind === "multiple_choice" || question.kind === "true_false" || question.kind === "poll"
  const at = new Map(q.options.map((o, i) => [o.trim(), i]))
  const picks = choice ? q.options.map(() => 0) : []
  const spread = question.kind === "slider" ? Array.from({ length: SLIDER_SPANS }, () => 0) : undefined
  let right = 0
  for (const answer of answers.values()) {
    if (choice) {
      const i = at.get(answer.option.trim())
      if (i !== undefined) picks[i]!++
    }
    if (question.kind === "slider") {
      const value = decodeSliderAnswer(answer.option)
      if (value === undefined) continue
      spread![spanOf(question.min, question.max, value)]!++
      if (sliderPoints(question, value) > 0) right++
    } else if (answer.correct) right++
  }
  const distribution: Distribution = { picks, right, ...(spread && { spread }) }
  counted.set(answers, { of: q, distribution })
  return distribution
}
