// The quiz game's business rules of docs/product.md §3, §5 and §9: levels, question and option
// counts, ratings, quotas. Written once here for the server and the browser. Plain constants and
// pure functions: the browser bundle must not pull in Effect's Schema.

export const LEVELS = ["elementary", "high_school", "honors", "university"] as const
export type Level = (typeof LEVELS)[number]

export const isLevel = (value: unknown): value is Level => typeof value === "string" && (LEVELS as readonly string[]).includes(value)

/** How each level reads on screen. */
export const LEVEL_LABELS: Record<Level, string> = {
  elementary: "Elementary",
  high_school: "High school",
  honors: "Honors",
  university: "University",
}

/** A quiz as the admins' reports name it: "Backyard chickens (elementary)", "Canning (high school)". */
export const reportTopic = (topic: string, level: string): string => `${topic} (${level.replaceAll("_", " ")})`

/** A readable level, falling back to the raw value for anything unexpected. */
export const levelLabel = (level: string): string => (isLevel(level) ? LEVEL_LABELS[level] : level)

/** The generator's two models; guests always get `basic`. */
export const QUALITIES = ["basic", "high_quality"] as const
export type Quality = (typeof QUALITIES)[number]

export const QuizLimits = {
  minQuestions: 1,
  maxQuestions: 25,
  defaultQuestions: 10,
  /** Questions per quiz in a live game unless a player asks for another number. */
  liveGameQuestions: 5,
  /** Characters of a quiz topic, generated or submitted to a live game. */
  maxTopicLength: 200,
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
  /** Characters of a rating's review. */
  maxReviewLength: 2000,
  /** Characters of a question report's explanation, and of the name a guest gives with it. */
  maxReportLength: 2000,
  maxReporterNameLength: 100,
  highQualityPerDay: 10,
} as const

export type OptionLabel = (typeof QuizLimits.optionLabels)[number]

/** Label (a–e) for an option index, or undefined beyond the fifth option. */
export const optionLabel = (index: number): OptionLabel | undefined => QuizLimits.optionLabels[index]

export const isValidQuestionCount = (n: number): boolean => Number.isInteger(n) && n >= QuizLimits.minQuestions && n <= QuizLimits.maxQuestions

export const isValidRating = (n: number): boolean => Number.isInteger(n) && n >= QuizLimits.minRating && n <= QuizLimits.maxRating

/** Two options are the same when they differ only in case or surrounding spaces. */
export const optionKey = (option: string): string => option.trim().toLowerCase()

/** Whether any two options are the same by `optionKey`. */
export const hasRepeatedOptions = (options: readonly string[]): boolean => new Set(options.map(optionKey)).size !== options.length

/**
 * How long a live round's quiz may take to be made before the request counts as lost (its node
 * may have died while generating); the browser waits as long for its start to be answered.
 */
export const LIVE_GENERATION_DEADLINE_MS = 5 * 60_000
