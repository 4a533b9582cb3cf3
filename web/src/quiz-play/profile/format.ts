// Dates and scores as the profile shows them.
import { ENGLISH_QUIZ, type QuizWords } from "../words.ts"

/** "Mar 4, 2025"; the raw text when it is not a date. */
export function shortDate(iso: string, m: QuizWords = ENGLISH_QUIZ): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return m.shortDate(date)
}

/** "7 / 10 (70%)". */
export const scoreText = (correct: number, total: number, percent: number): string => `${correct} / ${total} (${percent}%)`
