import { ENGLISH_QUIZ, type QuizWords } from "../../quiz-play/words.ts"

/** "Mar 4, 2025, 3:07 PM" in the admin's own time zone; the raw text when it is not a date. */
export function shortDateTime(iso: string, m: QuizWords = ENGLISH_QUIZ): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return m.shortDateTime(date)
}
