// A question as players receive it before answering: its text, what it offers, and a slider's
// bounds, never its key (no right option, accepted answer, order or value). Built field by
// field so nothing else of a stored question can slip through.
import type { QuestionData } from "#schemas/events/quiz.ts"
import { isMultipleChoice } from "#schemas/question-kinds.ts"

import { choicesOf } from "./question-kind.ts"

export interface PlayerQuestion {
  readonly id: string
  readonly question: string
  /** The options, or a put-in-order question's items in the order first shown. */
  readonly options: string[]
  /** Absent for multiple choice. */
  readonly kind?: "true_false" | "type_answer" | "order" | "slider" | "poll"
  readonly slider?: { readonly min: number; readonly max: number; readonly step: number; readonly unit: string }
}

export const toPlayerQuestion = (q: QuestionData): PlayerQuestion => {
  const base = { id: q.id, question: q.question, options: [...choicesOf(q)] }
  if (isMultipleChoice(q)) return base
  if (q.kind === "slider") return { ...base, kind: q.kind, slider: { min: q.min, max: q.max, step: q.step, unit: q.unit } }
  return { ...base, kind: q.kind }
}
