// When play puts a question on the admins' review list (docs/product.md §2, the quiz admin
// page): its key looks wrong, or it sits far off its level. Plain constants and pure functions,
// shared by the server (which decides) and the admin screen (which explains the figures).
//
// Who counts: each player's first answer to a question (a replay, once its key has been shown,
// says nothing about the question), from solo quizzes and live rounds (a quiz night's guests
// too, by the id their game gave them); a guest's solo play is not recorded at all. A player's
// strength is their share correct over all their counted answers, as it stands when the list
// is read; players with fewer than `minPlayerAnswers` are in neither the strongest nor the
// weakest quarter. Figures start afresh when an admin changes the question, its options or key.
// An admin who finds a flagged question right keeps it as it is: it leaves the list until twice
// as many players have answered it.
import type { Level } from "./quiz-rules.ts"

export const QuestionStatsLimits = {
  /** Counted answers a player needs before their share correct places them in a quarter. */
  minPlayerAnswers: 10,
  /** Answers from the strongest quarter before their picks can say the key looks wrong. */
  minStrongAnswers: 4,
  /** Answers before a question's share correct can say it sits off its level. */
  minLevelAnswers: 20,
} as const

/** The share correct (0–1) a question of each level is expected to fall within; outside it is far off. */
export const LEVEL_BANDS: Record<Level, { readonly low: number; readonly high: number }> = {
  // An easy elementary question is what elementary means: it is never too easy.
  elementary: { low: 0.5, high: 1 },
  high_school: { low: 0.4, high: 0.95 },
  honors: { low: 0.3, high: 0.9 },
  // Below a fifth is worse than guessing among four or five options.
  university: { low: 0.2, high: 0.85 },
}

/** Picks of one option by some players. */
export interface OptionPicks {
  readonly option: string
  readonly picks: number
}

/** The distractor the strongest players picked more often than the key. */
export interface SuspectKey {
  readonly option: string
  readonly picks: number
  readonly keyPicks: number
  readonly strongAnswers: number
}

const same = (a: string, b: string): boolean => a.trim() === b.trim()

/**
 * The key looks wrong when, among at least `minStrongAnswers` answers of the strongest quarter,
 * one distractor was picked more often than the key (the most picked such one is named).
 */
export const suspectKey = (key: string, strongPicks: readonly OptionPicks[]): SuspectKey | null => {
  const strongAnswers = strongPicks.reduce((sum, p) => sum + p.picks, 0)
  if (strongAnswers < QuestionStatsLimits.minStrongAnswers) return null
  const keyPicks = strongPicks.filter((p) => same(p.option, key)).reduce((sum, p) => sum + p.picks, 0)
  const top = strongPicks.filter((p) => !same(p.option, key)).reduce<OptionPicks | null>((best, p) => (best === null || p.picks > best.picks ? p : best), null)
  return top !== null && top.picks > keyPicks ? { option: top.option, picks: top.picks, keyPicks, strongAnswers } : null
}

export type OffLevel = { readonly direction: "too_easy" | "too_hard"; readonly share: number; readonly low: number; readonly high: number }

/** Far off its level: with at least `minLevelAnswers` answers, a share correct outside the level's band. */
export const offLevel = (level: Level, answered: number, correct: number): OffLevel | null => {
  if (answered < QuestionStatsLimits.minLevelAnswers) return null
  const share = correct / answered
  const { low, high } = LEVEL_BANDS[level]
  if (share < low) return { direction: "too_hard", share, low, high }
  if (share > high) return { direction: "too_easy", share, low, high }
  return null
}

/** A question an admin kept as it is stays off the review list until twice as many players have answered it. */
export const stillKept = (answered: number, answeredWhenKept: number): boolean => answered < 2 * answeredWhenKept
