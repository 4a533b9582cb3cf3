// How the room answered a revealed question, as the big screen's bars: each option's picks, its
// share of the answers, its bar's length beside the most picked, and whether it is the answer.
import { ENGLISH_LIVE, type LiveWords } from "../words.ts"

export interface Bar {
  readonly option: string
  readonly index: number
  readonly picks: number
  /** Percent of the answers given, rounded. */
  readonly share: number
  /** The bar's length, 0 to 1 of the most picked option's. */
  readonly length: number
  readonly correct: boolean
}

export function distributionBars(options: readonly string[], picks: readonly number[], correctAnswer: string): Bar[] {
  const counts = options.map((_, i) => picks[i] ?? 0)
  const total = counts.reduce((a, b) => a + b, 0)
  const most = Math.max(0, ...counts)
  return options.map((option, i) => ({
    option,
    index: i,
    picks: counts[i]!,
    share: total === 0 ? 0 : Math.round((counts[i]! * 100) / total),
    length: most === 0 ? 0 : counts[i]! / most,
    correct: option.trim() === correctAnswer.trim(),
  }))
}

/** A bar in words: "Hens: 3 players, 60%, the correct answer". */
export const barWords = (bar: Bar, m: LiveWords = ENGLISH_LIVE): string => m.barWords(bar.option, bar.picks, bar.share, bar.correct)
