// Quiz shapes shared by every quiz rule; the rules themselves (levels, limits) are schemas/quiz-rules.ts.
import type { Level } from "#schemas/quiz-rules.ts"

export type { Level }

export interface QuizQuestion {
  readonly id: string
  readonly question: string
  readonly options: readonly string[]
  readonly correct_answer: string
  readonly explanation: string
}

export interface QuizDraft {
  readonly topic: string
  readonly level: Level
  readonly questions: readonly QuizQuestion[]
}
