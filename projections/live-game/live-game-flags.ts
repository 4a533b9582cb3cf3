// The `live_game` flag of quiz_groups (docs/product.md §3 Group.live_game): true from the moment a
// group's live game opens until it ends. The table belongs to the groups projection
// (projections/groups/groups.ts); this one only sets the flag from livegame-<groupId>.
import type { Kysely, Transaction } from "kysely"

import { LiveGameEvent } from "#schemas/events/live-game.ts"

import type { DB } from "../db.ts"
import { eventDecoder, typesOf } from "../decode-event.ts"
import { GROUPS_TABLE } from "../groups/groups.tables.ts"
import type { Projection } from "../projection.ts"

const decode = eventDecoder(LiveGameEvent, ["GameOpened", "GameEnded"])

export const liveGameFlagsProjection: Projection = {
  name: "live-game-flags",
  version: 1,
  eventTypes: typesOf(decode),
  async migrate(_db: Kysely<DB>) {
    // The column is created with quiz_groups.
  },
  async reset(trx: Transaction<DB>) {
    await trx.updateTable(GROUPS_TABLE).set({ live_game: false }).execute()
  },
  async apply(trx: Transaction<DB>, recorded) {
    const event = decode(recorded)
    if (event?.type !== "GameOpened" && event?.type !== "GameEnded") return
    await trx
      .updateTable(GROUPS_TABLE)
      .set({ live_game: event.type === "GameOpened" })
      .where("id", "=", event.groupId)
      .execute()
  },
}
