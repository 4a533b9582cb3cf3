// What a player's phone says after a question is revealed: their result in big words ("Correct
// +850"), their streak and their place.
import type { LiveYou } from "#schemas/api/live-game-socket.ts"
import { streakBonus } from "#schemas/live-question-rules.ts"

import { ENGLISH_LIVE, type LiveWords } from "../words.ts"

type Mine = NonNullable<LiveYou["question"]>

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st. */
export const ordinal = (n: number): string => {
  const tens = n % 100
  const suffix = tens >= 11 && tens <= 13 ? "th" : (({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th")
  return `${n}${suffix}`
}

export interface OwnResult {
  readonly tone: "right" | "wrong" | "none"
  readonly headline: string
  /** "3 in a row (+300 streak bonus)", or null under two. */
  readonly streak: string | null
  /** "2nd place · 1850 points", or the points alone before anyone scored. */
  readonly standing: string
}

/** `kind`: the question's (absent for multiple choice); a poll has no right answer, a slider near its target earns some points. */
export function ownResult(mine: Mine, kind?: string, m: LiveWords = ENGLISH_LIVE): OwnResult {
  const standing = mine.points === 0 ? m.zeroPoints : m.placeAndPoints(mine.place, mine.points)
  if (kind === "poll") return { tone: "none", headline: mine.option !== null ? m.thanksForVote : m.noVote, streak: null, standing }
  const tone = mine.correct ? "right" : mine.option !== null ? "wrong" : "none"
  const close = tone === "wrong" && mine.gained > 0
  const headline = tone === "right" ? m.correctGained(mine.gained) : close ? m.closeGained(mine.gained) : tone === "wrong" ? m.notThisTime : m.noAnswer
  const streak = mine.correct && mine.streak >= 2 ? m.inARow(mine.streak, streakBonus(mine.streak)) : null
  return { tone, headline, streak, standing }
}
