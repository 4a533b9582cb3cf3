// Answers that cannot be answers to their question (not a mistake, a malformed request): a
// true/false answer that is neither, an order that is not the items, a number off the slider, a
// pick that is not one of a poll's options. They are refused with the reason; a multiple-choice
// answer that is none of the options is graded wrong as it always was.
import type { QuestionData } from "#schemas/events/quiz.ts"
import * as Messages from "#schemas/messages.ts"
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
      return (TRUE_FALSE_ANSWERS as readonly string[]).includes(given) ? null : Messages.trueFalseAnswer
    case "type_answer":
      return [...given].length <= QuestionKindLimits.maxTypedLength ? null : Messages.typedAnswerTooLong(QuestionKindLimits.maxTypedLength)
    case "order": {
      const items = decodeOrderAnswer(given)
      return items !== undefined && isArrangementOf(q, items) ? null : Messages.orderAnswer
    }
    case "slider": {
      const value = decodeSliderAnswer(given)
      return value !== undefined && isOnSlider(q, value) ? null : Messages.sliderAnswer(q.min, q.max, q.step)
    }
    case "poll":
      return q.options.includes(given) ? null : Messages.pollAnswer
  }
}
