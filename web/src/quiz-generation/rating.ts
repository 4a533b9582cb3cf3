// How a quiz's average rating reads on a card.
import { ENGLISH_QUIZ, type QuizWords } from "../quiz-play/words.ts"

export interface RatingDisplay {
  /** Five characters of filled and empty stars, or "–" when nobody has rated yet. */
  stars: string
  label: string
}

export function ratingDisplay(average: number | null, count: number, m: QuizWords = ENGLISH_QUIZ): RatingDisplay {
  if (average === null || !Number.isFinite(average) || count <= 0) return { stars: "–", label: m.notRatedYet }
  const filled = Math.min(5, Math.max(0, Math.round(average)))
  return { stars: "★".repeat(filled) + "☆".repeat(5 - filled), label: m.ratedOutOfFive(average, count) }
}
