// `live_pin_games`: the PINs games for anyone with the PIN have taken (docs/decisions.md,
// "Quiz night: PIN games and guests"), and whether each one's game is still open. A new game
// picks a PIN no game has had, so an old join link admits nobody; after a restart the open
// games' rooms are loaded again, so their clocks run before anyone reconnects.
import type { Kysely, Transaction } from "kysely"

import { LiveGameEvent } from "#schemas/events/live-game.ts"

import type { DB } from "../db.ts"
import { eventDecoder, typesOf } from "../decode-event.ts"
import type { Projection } from "../projection.ts"
import { LIVE_PIN_GAMES_TABLE } from "./live-pin-games.tables.ts"

const decode = eventDecoder(LiveGameEvent, ["GameOpened", "GameEnded"])

const PIN_STREAM = /^livegame-pin-(\d+)$/

export const livePinGamesProjection: Projection = {
  name: "live-pin-games",
  version: 1,
  eventTypes: typesOf(decode),
  async migrate(db: Kysely<DB>) {
    await db.schema
      .createTable(LIVE_PIN_GAMES_TABLE)
      .ifNotExists()
      .addColumn("pin", "text", (c) => c.primaryKey())
      .addColumn("game_id", "text", (c) => c.notNull())
      .addColumn("host_id", "text", (c) => c.notNull())
      .addColumn("open", "boolean", (c) => c.notNull())
      .addColumn("opened_at", "timestamptz", (c) => c.notNull())
      .execute()
  },
  async reset(trx: Transaction<DB>) {
    await trx.deleteFrom(LIVE_PIN_GAMES_TABLE).execute()
  },
  async apply(trx: Transaction<DB>, recorded) {
    const pin = PIN_STREAM.exec(recorded.streamId)?.[1]
    const event = pin === undefined ? null : decode(recorded)
    if (!event || pin === undefined) return
    if (event.type === "GameOpened" && event.pin) {
      const row = { pin, game_id: event.gameId, host_id: event.pin.hostId, open: true, opened_at: new Date(event.at) }
      await trx
        .insertInto(LIVE_PIN_GAMES_TABLE)
        .values(row)
        .onConflict((c) => c.column("pin").doUpdateSet(row))
        .execute()
    } else if (event.type === "GameEnded") {
      await trx.updateTable(LIVE_PIN_GAMES_TABLE).set({ open: false }).where("pin", "=", pin).execute()
    }
  },
}
