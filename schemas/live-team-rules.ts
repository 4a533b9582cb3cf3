// Team mode of a game for anyone with the PIN (docs/decisions.md, "Quiz night: teams"): how
// many teams a game may have, how a newcomer is placed when the game balances them, and how a
// team is told apart (its name, a shape and a colour: never colour alone). Plain functions,
// shared by the server (which decides) and the browser (which shows).
import { teamCountRange, teamNames } from "./team-messages.ts"

export const TEAM_COUNT_MIN = 2
/** As many as the teams have names and shapes. */
export const TEAM_COUNT_MAX = teamNames.length

/** "balanced": the server places every player, newcomers too; "players": each picks on their phone. */
export type TeamPicking = "balanced" | "players"

export const isTeamPicking = (value: string): value is TeamPicking => value === "balanced" || value === "players"

export const isTeamCount = (count: number): boolean => Number.isInteger(count) && count >= TEAM_COUNT_MIN && count <= TEAM_COUNT_MAX

/** What is wrong with a number of teams, or null. */
export const teamCountProblem = (count: number): string | null => (isTeamCount(count) ? null : teamCountRange(TEAM_COUNT_MIN, TEAM_COUNT_MAX))

/** The team a newcomer joins when the game balances: the smallest, the first of equals (so round-robin from empty). */
export const smallestTeam = (sizes: readonly number[]): number => {
  let best = 0
  sizes.forEach((size, i) => {
    if (size < sizes[best]!) best = i
  })
  return best
}

/** Each team's shape, by its number, shown beside its colour and name. */
export const TEAM_SHAPES = ["▲", "●", "■", "◆", "★", "⬢"] as const

/** Team `index`'s name (its number when out of range, which the server never sends). */
export const teamName = (index: number): string => teamNames[index] ?? `Team ${index + 1}`

export const teamShape = (index: number): string => TEAM_SHAPES[index] ?? "•"
