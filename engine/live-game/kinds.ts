// The kinds of question in a live round: a round's question as stored (which grades it), what
// an answer to it may be and how it is graded (by the quiz's own grading, as solo play grades it)
// (picks.ts counts how the room answered it). Pure.
import type { RoundQuestion } from "#schemas/events/live-game.ts"
import type { QuestionData } from "#schemas/events/quiz.ts"
import * as Messages from "#schemas/messages.ts"
import { kindOf, QUESTION_KINDS, type QuestionKind } from "#schemas/question-kinds.ts"

import { gradeAnswers } from "../quiz/grade.ts"
import { answerProblem } from "../quiz/kinds/answer-check.ts"
import { isScored } from "../quiz/kinds/question-kind.ts"

export type RoundQuestionData = typeof RoundQuestion.Type

/** The question as stored: its own kind's shape, or the multiple-choice shape of a round stored before kinds. */
export const questionOf = (q: RoundQuestionData): QuestionData => q.as_stored ?? q

/**
 * A topic's kinds of question as its facts keep them: each once, in the canonical order; none when
 * it is multiple choice alone, which is what a topic naming no kinds gets (as before kinds).
 */
export const kindsToMix = (kinds: readonly QuestionKind[] | undefined): readonly QuestionKind[] | undefined => {
  const mix = QUESTION_KINDS.filter((kind) => kinds?.includes(kind))
  return mix.some((kind) => kind !== "multiple_choice") ? mix : undefined
}

/** Whether the round's question can be right or wrong (a poll cannot). */
export const isScoredQuestion = (q: RoundQuestionData): boolean => isScored(questionOf(q))

/** Why `option` (trimmed) cannot answer the question, or null: a pick must be one of the options shown, any other answer fit its kind. */
export const liveAnswerProblem = (q: RoundQuestionData, option: string): string | null => {
  const question = questionOf(q)
  if (option === "") return Messages.liveNotAnOption
  switch (kindOf(question)) {
    case "multiple_choice":
    case "true_false":
    case "poll":
      return q.options.some((o) => o.trim() === option) ? null : Messages.liveNotAnOption
    default:
      return answerProblem(question, option)
  }
}

export interface LiveGrade {
  readonly correct: boolean
  /** The share of a point it earned: 1 or 0, a slider's closeness between; 0 for a poll. */
  readonly share: number
}

/** An answer graded as solo play grades it. */
export const gradeLiveAnswer = (q: RoundQuestionData, option: string): LiveGrade => {
  const question = questionOf(q)
  const result = gradeAnswers([question], { [question.id]: option }).perQuestion[0]!
  return { correct: result.isCorrect, share: result.points ?? (result.isCorrect ? 1 : 0) }
}
