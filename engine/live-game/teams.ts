// A team's score and the teams' places in a PIN game played in teams (docs/decisions.md, "Quiz
// night: teams"): a team scores its players' average, so a team of two stands level with a team
// of six that plays as well. Who counts is the round's players in the team: one who answered
// nothing counts with no points; one who left or was removed has left the round, and counts no
// more (as on the players' leaderboard). Places as standings.ts gives them: ties share a place.

/** Points by player (a player without any has none). */
interface PointsOf {
  get(userId: string): number | undefined
}

/** The average of the players' points, to the nearest point; 0 for a team nobody plays in. */
export const teamScore = (points: readonly number[]): number => (points.length === 0 ? 0 : Math.round(points.reduce((sum, p) => sum + p, 0) / points.length))

export interface TeamStanding {
  /** 0-based. */
  readonly team: number
  /** Its players who count. */
  readonly size: number
  readonly points: number
  readonly place: number
  /** Its place before the last reveal, from its points then. */
  readonly placeBefore: number
  /** Points it won at the last reveal (its score now less its score before). */
  readonly gained: number
}

const places = (scores: readonly number[]): number[] => scores.map((score) => 1 + scores.filter((other) => other > score).length)

/**
 * Every team (in team order) with its score, place and movement, from the players who count
 * (`players`, each with their team) and their points now and gained at the last reveal.
 */
export const teamStandings = (
  count: number,
  players: Iterable<readonly [userId: string, team: number]>,
  points: PointsOf,
  gained: PointsOf,
): TeamStanding[] => {
  const now: number[][] = Array.from({ length: count }, () => [])
  const before: number[][] = Array.from({ length: count }, () => [])
  for (const [userId, team] of players) {
    if (team < 0 || team >= count) continue
    const p = points.get(userId) ?? 0
    now[team]!.push(p)
    before[team]!.push(p - (gained.get(userId) ?? 0))
  }
  const scores = now.map(teamScore)
  const scoresBefore = before.map(teamScore)
  const place = places(scores)
  const placeBefore = places(scoresBefore)
  return scores.map((points, team) => ({
    team,
    size: now[team]!.length,
    points,
    place: place[team]!,
    placeBefore: placeBefore[team]!,
    gained: points - scoresBefore[team]!,
  }))
}
