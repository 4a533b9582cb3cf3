// Quiz shapes and the business limits of docs/product.md §3 and §9, shared by every quiz rule.

export const LEVELS = ["elementary", "high_school", "honors", "university"] as const
export type Level = (typeof LEVELS)[number]

export const isLevel = (value: unknown): value is Level =>
  typeof value === "string" && (LEVELS as readonly string[]).includes(value)

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

export const QuizLimits = {
  minQuestions: 1,
  maxQuestions: 25,
  defaultQuestions: 10,
  liveGameQuestions: 5,
  minOptions: 2,
  maxOptions: 5,
  /** Option labels in display order; `maxOptions` of them. */
  optionLabels: ["a", "b", "c", "d", "e"] as const,
  secondsPerQuestion: 40,
  dangerAtSeconds: 60,
  /** Shown on the countdown before a quiz is chosen. */
  defaultTimerMinutes: 10,
  minRating: 1,
  maxRating: 5,
  highQualityPerDay: 10,
} as const

export type OptionLabel = (typeof QuizLimits.optionLabels)[number]

/** Label (a–e) for an option index, or undefined beyond the fifth option. */
export const optionLabel = (index: number): OptionLabel | undefined => QuizLimits.optionLabels[index]

export const isValidQuestionCount = (n: number): boolean =>
  Number.isInteger(n) && n >= QuizLimits.minQuestions && n <= QuizLimits.maxQuestions

export const isValidRating = (n: number): boolean =>
  Number.isInteger(n) && n >= QuizLimits.minRating && n <= QuizLimits.maxRating
