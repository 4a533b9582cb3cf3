// Which game_update (docs/product.md §4) a stored fact makes. Facts that only change who is there,
// who is ready, the topics, the mode, who has finished or answered are folded into one `update_group` per
// decision (one append); the others announce a step of the game at once. Every update
// carries the whole state, so a later one covers the earlier ones.
import type { GameUpdateType } from "#schemas/api/live-game-socket.ts"
import type { LiveGameEvent } from "#schemas/events/live-game.ts"

/** The update a fact announces by itself; null for facts folded into update_group. */
export const announcedBy = (event: LiveGameEvent): GameUpdateType | null => {
  switch (event.type) {
    case "RoundRequested":
      return "game_started"
    case "RoundStarted":
      return "quiz_received"
    case "RoundCompleted":
      return "game_completed"
    case "GameReset":
      return "reset_game"
    case "QuestionOpened":
      return "question_opened"
    case "QuestionRevealed":
      return "question_revealed"
    default:
      return null
  }
}

/** Facts that leave the state as it was for players (a time-out's completion right after says it all). */
export const isSilent = (event: LiveGameEvent): boolean => event.type === "RoundTimedOut" || event.type === "PlayerReturned"

/** When the fact was decided: its `at` (a round's start is stamped `startedAt`, a question's opening `opensAt`). */
export const decidedAt = (event: LiveGameEvent): number =>
  Date.parse(event.type === "RoundStarted" ? event.startedAt : event.type === "QuestionOpened" ? event.opensAt : event.at)
