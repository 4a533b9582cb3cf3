// Places in a question-by-question round: best points first, ties sharing a place (1, 2, 2, 4),
// equal points kept in the order the players are listed.
export interface Standing {
  readonly userId: string
  readonly points: number
  readonly place: number
}

export const standings = (players: readonly string[], points: Readonly<Record<string, number>>): Standing[] => {
  const sorted = players.map((userId) => ({ userId, points: points[userId] ?? 0 })).sort((a, b) => b.points - a.points)
  const placed: Standing[] = []
  sorted.forEach((row, i) => {
    const before = placed[i - 1]
    placed.push({ ...row, place: before && before.points === row.points ? before.place : i + 1 })
  })
  return placed
}

/** Place by player. */
export const placesOf = (players: readonly string[], points: Readonly<Record<string, number>>): Record<string, number> =>
  Object.fromEntries(standings(players, points).map((s) => [s.userId, s.place]))
