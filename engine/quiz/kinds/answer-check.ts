// Answers that cannot be answers to their question (not a mistake, a malformed request): a
// true/false answer that is neither, an order that is not the items, a number off the slider, a
// pick that is not one of a poll's options. They are refused with the reason; a multiple-choice
// answer that is none of the options is graded wrong as it always was.
import type { QuestionData } from "#schemas/events/quiz.ts"
import { decodeOrderAnswer, decodeSliderAnswer, QuestionKindLimits, TRUE_FALSE_ANSWERS } from "#schemas/question-kinds.ts"

import { isArrangementOf } from "./order.ts"
import { isOnSlider } from "./slider.ts"

/** Why `given` (trimmed, non-empty) cannot answer `q`, or null when it can. */
export const answerProblem = (q: QuestionData, given: string): string | null => {
  switch (q.kind) {
    case undefined:
    case "multiple_choice":
      return null
    case "true_false":
      return (TRUE_FALSE_ANSWERS as readonly string[]).includes(given) ? null : 'A true/false answer is "True" or "False".'
    case "type_answer":
      return [...given].length <= QuestionKindLimits.maxTypedLength ? null : `A typed answer has at most ${QuestionKindLimits.maxTypedLength} characters.`
    case "order": {
      const items = decodeOrderAnswer(given)
      return items !== undefined && isArrangementOf(q, items) ? null : "An order answer lists every item of the question once."
    }
    case "slider": {
      const value = decodeSliderAnswer(given)
      return value !== undefined && isOnSlider(q, value) ? null : `A slider answer is a number from ${q.min} to ${q.max} in steps of ${q.step}.`
    }
    case "poll":
      return q.options.includes(given) ? null : "A poll answer is one of its options."
  }
}
