// The daily allowance of High-quality generations (docs/product.md §9), counted per calendar day.
import { QuizLimits } from "#schemas/quiz-rules.ts"

/** High-quality quizzes still available today; never negative. */
export const quizzesRemaining = (hqGenerationsToday: number, limit: number = QuizLimits.highQualityPerDay): number =>
  Math.max(0, Math.floor(limit) - Math.max(0, Math.floor(hqGenerationsToday)))

/**
 * The calendar day ("YYYY-MM-DD") that `date` falls on in `timeZone` (an IANA name).
 * Generations with the same key count against the same day's allowance.
 */
export const dayKey = (date: Date, timeZone: string = "UTC"): string => {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(date)
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? ""
  return `${part("year")}-${part("month")}-${part("day")}`
}
