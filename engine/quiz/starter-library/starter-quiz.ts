// Shape of a hand-written quiz shipped with the site, so the game has content before a quiz generator is configured.
import type { MultipleChoiceQuestion, QuizDraft } from "../types.ts"

export interface StarterQuiz extends QuizDraft {
  /** Stable across releases: stored quizzes and scoreboards refer to it. */
  readonly id: string
  /** The shipped quizzes are multiple choice throughout. */
  readonly questions: readonly MultipleChoiceQuestion[]
}

export type StarterQuestion = Omit<MultipleChoiceQuestion, "id">

/** Gives questions stable ids from the quiz id and their position ("<quizId>-01", "<quizId>-02", …). */
export const numbered = (quizId: string, questions: readonly StarterQuestion[]): MultipleChoiceQuestion[] =>
  questions.map((q, i) => ({ id: `${quizId}-${String(i + 1).padStart(2, "0")}`, ...q }))
