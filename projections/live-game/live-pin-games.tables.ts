// The PIN games table: every PIN a game for anyone with the PIN has taken, and whether that game is open.
export const LIVE_PIN_GAMES_TABLE = "live_pin_games"

export interface LivePinGamesTable {
  readonly pin: string
  readonly game_id: string
  readonly host_id: string
  readonly open: boolean
  readonly opened_at: Date
}

export type LivePinGamesTables = { [LIVE_PIN_GAMES_TABLE]: LivePinGamesTable }
