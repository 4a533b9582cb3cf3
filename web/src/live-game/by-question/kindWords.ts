// A live question's kind in words: an answer as sent (a put-in-order answer is a list, a slider's a
// number with its unit) written for people, and what the phone and the big screen say of it.
import type { LiveGameState } from "#schemas/api/live-game-socket.ts"
import { decodeOrderAnswer } from "#schemas/question-kinds.ts"

type Question = NonNullable<LiveGameState["byQuestion"]>["question"]

/** Picked among options (multiple choice, true/false, poll): answered with a pad of buttons. */
export const isPicked = (question: Question): boolean => question.kind === undefined || question.kind === "true_false" || question.kind === "poll"

/** An answer as people read it: an order as its items with arrows, a slider's number with its unit. */
export const answerWords = (question: Question, option: string): string => {
  if (question.kind === "order") return decodeOrderAnswer(option)?.join(" → ") ?? option
  if (question.kind === "slider" && question.slider && question.slider.unit !== "") return `${option} ${question.slider.unit}`
  return option
}

/** What the big screen says while a question that is not picked among options is open. */
export const howToAnswer = (question: Question): string => {
  switch (question.kind) {
    case "type_answer":
      return "Type your answer on your phone."
    case "order":
      return "Put these in order on your phone, first at the top."
    case "slider": {
      const s = question.slider
      const unit = s && s.unit !== "" ? ` ${s.unit}` : ""
      return s ? `Pick a number from ${s.min}${unit} to ${s.max}${unit} on your phone.` : "Pick a number on your phone."
    }
    default:
      return "Answer on your phone."
  }
}
