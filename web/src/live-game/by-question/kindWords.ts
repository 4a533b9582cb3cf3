// A live question's kind in words: an answer as sent (a put-in-order answer is a list, a slider's a
// number with its unit) written for people, and what the phone and the big screen say of it.
import type { LiveGameState } from "#schemas/api/live-game-socket.ts"
import { decodeOrderAnswer } from "#schemas/question-kinds.ts"
import { withUnit } from "#web/quiz-play/play/kinds/kindAnswers.ts"

import { ENGLISH_LIVE, type LiveWords } from "../words.ts"

type Question = NonNullable<LiveGameState["byQuestion"]>["question"]

/** Picked among options (multiple choice, true/false, poll): answered with a pad of buttons. */
export const isPicked = (question: Question): boolean => question.kind === undefined || question.kind === "true_false" || question.kind === "poll"

/** An answer as people read it: an order as its items with arrows, a slider's number written by `format` with its unit. */
export const answerWords = (question: Question, option: string, format: (n: number) => string = String): string => {
  if (question.kind === "order") return decodeOrderAnswer(option)?.join(" → ") ?? option
  const value = option.trim() === "" ? Number.NaN : Number(option)
  if (question.kind === "slider" && question.slider && Number.isFinite(value)) return withUnit(value, question.slider.unit, format)
  return option
}

/** What the big screen says while a question that is not picked among options is open. */
export const howToAnswer = (question: Question, m: LiveWords = ENGLISH_LIVE): string => {
  switch (question.kind) {
    case "type_answer":
      return m.typeOnPhone
    case "order":
      return m.orderOnPhone
    case "slider": {
      const s = question.slider
      const unit = s && s.unit !== "" ? ` ${s.unit}` : ""
      return s ? m.pickNumberFromTo(s.min, s.max, unit) : m.pickNumber
    }
    default:
      return m.answerOnPhone
  }
}
