// What every layer asks of a question whatever its kind: which kind it is, what a player picks
// among, and its key written out for people (a review, a report, an export).
import type { QuestionData } from "#schemas/events/quiz.ts"
import { isMultipleChoice, trueFalseLabel } from "#schemas/question-kinds.ts"

import { shownOrder } from "./order.ts"

/** Whether the key is one of the texts the question offers (multiple choice, true/false): such a question reads as multiple choice. */
export const hasChoiceKey = (q: QuestionData): boolean => isMultipleChoice(q) || q.kind === "true_false"

/** Whether the question can be right or wrong (a poll cannot, and earns nothing). */
export const isScored = (q: QuestionData): boolean => q.kind !== "poll"

/** The texts a player picks among or arranges, in the order shown; none for typed answers and sliders. */
export const choicesOf = (q: QuestionData): readonly string[] => {
  switch (q.kind) {
    case undefined:
    case "multiple_choice":
    case "poll":
      return q.options
    case "true_false":
      return [trueFalseLabel(true), trueFalseLabel(false)]
    case "order":
      return shownOrder(q)
    case "type_answer":
    case "slider":
      return []
  }
}

/** The right answer as people read it; empty for a poll. */
export const keyText = (q: QuestionData): string => {
  switch (q.kind) {
    case undefined:
    case "multiple_choice":
      return q.correct_answer
    case "true_false":
      return trueFalseLabel(q.answer)
    case "type_answer":
      return q.accepted[0] ?? ""
    case "order":
      return q.items.join(" → ")
    case "slider":
      return q.unit === "" ? String(q.answer) : `${q.answer} ${q.unit}`
    case "poll":
      return ""
  }
}

/** Any question in the multiple-choice shape people read in lists and reports: what was offered and the key written out. */
export const readableQuestion = (q: QuestionData): { id: string; question: string; options: string[]; correct_answer: string; explanation: string } => ({
  id: q.id,
  question: q.question,
  options: [...choicesOf(q)],
  correct_answer: keyText(q),
  explanation: q.explanation,
})

/** A question as the admins' screens read it: the multiple-choice shape, and for another kind its own shape too, for the editor. */
export const editableQuestion = (q: QuestionData): ReturnType<typeof readableQuestion> & { as_stored?: QuestionData } =>
  isMultipleChoice(q) ? readableQuestion(q) : { ...readableQuestion(q), as_stored: q }
