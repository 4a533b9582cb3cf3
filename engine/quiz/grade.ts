// Server-side grading: only stored questions and the player's answers count. Each kind is graded
// by its own rule (kinds/); a poll has no right answer and does not count among the questions.
import type { QuestionData } from "#schemas/events/quiz.ts"
import { decodeOrderAnswer, decodeSliderAnswer, trueFalseLabel } from "#schemas/question-kinds.ts"

import { isRightOrder } from "./kinds/order.ts"
import { isScored, keyText } from "./kinds/question-kind.ts"
import { sliderPoints } from "./kinds/slider.ts"
import { acceptsTyped } from "./kinds/typed-answer.ts"
import type { QuizQuestion } from "./types.ts"

export type GivenAnswers = Readonly<Record<string, string | undefined>>

export interface QuestionResult {
  readonly id: string
  /** The player's answer, trimmed; undefined when unanswered. */
  readonly given: string | undefined
  /** The stored correct answer, trimmed (the key written out for other kinds than multiple choice). */
  readonly correct: string
  readonly isCorrect: boolean
  /** The share of a point earned when it is not simply 1 if correct and 0 if not (a slider's closeness). */
  readonly points?: number
}

export interface GradeResult {
  /** Answers right (a slider's only when exact). */
  readonly numberCorrect: number
  /** Questions that can be right or wrong (polls are not). */
  readonly numberQuestions: number
  readonly perQuestion: readonly QuestionResult[]
}

/** The player's answer for one question; own keys only, so an id like "constructor" cannot hit Object.prototype. */
const answerFor = (given: GivenAnswers, id: string): string | undefined => {
  if (!Object.hasOwn(given, id)) return undefined
  const value: unknown = given[id]
  if (typeof value !== "string") return undefined
  const trimmed = value.trim()
  return trimmed === "" ? undefined : trimmed
}

/** Whether `given` (present) is right for `q`, and the share of a point it earns. */
const judge = (q: QuestionData, given: string): { readonly isCorrect: boolean; readonly points?: number } => {
  switch (q.kind) {
    case undefined:
    case "multiple_choice": {
      // Correct only when the trimmed answer equals the trimmed stored answer.
      const correct = q.correct_answer.trim()
      return { isCorrect: correct !== "" && given === correct }
    }
    case "true_false":
      return { isCorrect: given === trueFalseLabel(q.answer) }
    case "type_answer":
      return { isCorrect: acceptsTyped(q, given) }
    case "order": {
      const items = decodeOrderAnswer(given)
      return { isCorrect: items !== undefined && isRightOrder(q, items) }
    }
    case "slider": {
      const value = decodeSliderAnswer(given)
      const points = value === undefined ? 0 : sliderPoints(q, value)
      return { isCorrect: points === 1, points }
    }
    case "poll":
      return { isCorrect: false, points: 0 }
  }
}

/** Each answer judged by its question's kind; unanswered counts wrong. */
export const gradeAnswers = (questions: readonly QuizQuestion[], givenAnswers: GivenAnswers): GradeResult => {
  const perQuestion = questions.map((q): QuestionResult => {
    const given = answerFor(givenAnswers, q.id)
    const correct = keyText(q).trim()
    if (given === undefined)
      return q.kind === "slider" ? { id: q.id, given, correct, isCorrect: false, points: 0 } : { id: q.id, given, correct, isCorrect: false }
    return { id: q.id, given, correct, ...judge(q, given) }
  })
  const scored = perQuestion.filter((_, i) => isScored(questions[i]!))
  return {
    // Whole answers right: the read models keep a count; a slider's share shows on its own result.
    numberCorrect: scored.filter((r) => r.isCorrect).length,
    numberQuestions: scored.length,
    perQuestion,
  }
}
