// Which game_update (docs/product.md §4) a stored fact makes. Facts that only change who is there,
// who is ready, the topics, the mode, who has finished or answered are folded into one `update_group` per
// run of facts a live room takes in; the others announce a step of the game at once. Every update
// carries the whole state, so a later one covers the earlier ones.
import type { GameUpdateType } from "#schemas/api/live-game-socket.ts"
import type { LiveGameEvent } from "#schemas/events/live-game.ts"

/** The facts that announce a step of the game by themselves, and the update each makes. */
const STEPS: Readonly<Partial<Record<LiveGameEvent["type"], GameUpdateType>>> = {
  RoundRequested: "game_started",
  RoundStarted: "quiz_received",
  RoundCompleted: "game_completed",
  GameReset: "reset_game",
  QuestionOpened: "question_opened",
  QuestionRevealed: "question_revealed",
}

/** The update a fact announces by itself; null for facts folded into update_group. */
export const announcedBy = (event: LiveGameEvent): GameUpdateType | null => STEPS[event.type] ?? null

/** Facts that leave the state as it was for players (a time-out's completion right after says it all). */
export const isSilent = (event: LiveGameEvent): boolean => event.type === "RoundTimedOut" || event.type === "PlayerReturned"

/** When the fact was decided: its `at` (a round's start is stamped `startedAt`, a question's opening `opensAt`). */
export const decidedAt = (event: LiveGameEvent): number =>
  Date.parse(event.type === "RoundStarted" ? event.startedAt : event.type === "QuestionOpened" ? event.opensAt : event.at)
