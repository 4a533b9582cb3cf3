// Quiz shapes shared by every quiz rule; the rules themselves (levels, limits) are schemas/quiz-rules.ts.
// A question is one of the kinds of schemas/question-kinds.ts, its shape defined once with the events.
import type { MultipleChoiceData, QuestionData } from "#schemas/events/quiz.ts"
import type { Level } from "#schemas/quiz-rules.ts"

export type { Level }

export type QuizQuestion = QuestionData
export type MultipleChoiceQuestion = MultipleChoiceData

export interface QuizDraft {
  readonly topic: string
  readonly level: Level
  readonly questions: readonly QuizQuestion[]
}
