// Server-side grading: only stored questions and the player's chosen option texts count.
import type { QuizQuestion } from "./types.ts"

export type GivenAnswers = Readonly<Record<string, string | undefined>>

export interface QuestionResult {
  readonly id: string
  /** The player's answer, trimmed; undefined when unanswered. */
  readonly given: string | undefined
  /** The stored correct answer, trimmed. */
  readonly correct: string
  readonly isCorrect: boolean
}

export interface GradeResult {
  readonly numberCorrect: number
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

/** Correct only when the trimmed answer equals the trimmed stored answer; unanswered counts wrong. */
export const gradeAnswers = (questions: readonly QuizQuestion[], givenAnswers: GivenAnswers): GradeResult => {
  const perQuestion = questions.map((q): QuestionResult => {
    const given = answerFor(givenAnswers, q.id)
    const correct = q.correct_answer.trim()
    return { id: q.id, given, correct, isCorrect: given !== undefined && correct !== "" && given === correct }
  })
  return {
    numberCorrect: perQuestion.filter((r) => r.isCorrect).length,
    numberQuestions: questions.length,
    perQuestion,
  }
}
