// The rounds a group has played live, from its game stream: what a commissioner's results
// download lists. Replays the stream with the game's own machine, so each round's scores
// are exactly those the players saw when it completed (zero for a player who did not answer).
import type { LiveGameEvent, RoundScore } from "#schemas/events/live-game.ts"

import type { Level } from "../quiz/types.ts"
import { initialGame, step } from "./machine.ts"

export interface PlayedRound {
  /** Each game (from its first join to its last leave) has its own id; rounds count from 1 within it. */
  readonly gameId: string
  readonly round: number
  readonly topic: string
  readonly level: Level
  readonly completedAt: string
  readonly scores: readonly RoundScore[]
}

export const playedRounds = (events: readonly LiveGameEvent[]): PlayedRound[] => {
  const rounds: PlayedRound[] = []
  let game = initialGame()
  for (const event of events) {
    game = step(game, event)
    if (event.type !== "RoundCompleted") continue
    const { context } = game
    rounds.push({
      gameId: context.gameId ?? "",
      round: context.roundsPlayed,
      topic: context.round?.topic ?? "",
      level: context.round?.level ?? "elementary",
      completedAt: event.at,
      scores: context.roundScores,
    })
  }
  return rounds
}
