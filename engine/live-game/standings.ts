// Places in a question-by-question round: best points first, ties sharing a place (1, 2, 2, 4),
// equal points kept in the order the players are listed.
import { Map as PersistentMap } from "immutable"

import type { ByPlayer } from "./state.ts"

export interface Standing {
  readonly userId: string
  readonly points: number
  readonly place: number
}

/** Points by player (a player without any has none). */
interface PointsOf {
  get(userId: string): number | undefined
}

export const standings = (players: Iterable<string>, points: PointsOf): Standing[] => {
  const sorted = Array.from(players, (userId) => ({ userId, points: points.get(userId) ?? 0 })).sort((a, b) => b.points - a.points)
  const placed: Standing[] = []
  sorted.forEach((row, i) => {
    const before = placed[i - 1]
    placed.push({ ...row, place: before && before.points === row.points ? before.place : i + 1 })
  })
  return placed
}

/** Place by player. */
export const placesOf = (players: Iterable<string>, points: PointsOf): ByPlayer => PersistentMap(standings(players, points).map((s) => [s.userId, s.place]))
