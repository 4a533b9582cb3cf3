// How far a player moved on the leaderboard at the last reveal, as an arrow and in words.
import { ENGLISH_LIVE, type LiveWords } from "../words.ts"

export interface Movement {
  readonly direction: "up" | "down" | "same"
  /** Places moved (0 when the same). */
  readonly places: number
  /** What an arrow means, for a screen reader or beside it on the big screen. */
  readonly words: string
  readonly arrow: string
}

/** From the place before the reveal to the place now; no place before (the first reveal) is no move. */
export function movement({ place, placeBefore }: { place: number; placeBefore: number | null }, m: LiveWords = ENGLISH_LIVE): Movement {
  const moved = placeBefore === null ? 0 : placeBefore - place
  if (moved > 0) return { direction: "up", places: moved, words: m.movedUp(moved), arrow: "▲" }
  if (moved < 0) return { direction: "down", places: -moved, words: m.movedDown(-moved), arrow: "▼" }
  return { direction: "same", places: 0, words: m.samePlace, arrow: "–" }
}
