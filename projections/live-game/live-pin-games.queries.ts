// The PIN games read model's queries (projections/live-game/live-pin-games.ts).
import type { Kysely } from "kysely"

import type { DB } from "../db.ts"
import { LIVE_PIN_GAMES_TABLE } from "./live-pin-games.tables.ts"

/** The PINs of the games still open. */
export const openPins = async (db: Kysely<DB>): Promise<string[]> =>
  (await db.selectFrom(LIVE_PIN_GAMES_TABLE).select("pin").where("open", "=", true).execute()).map((r) => r.pin)

/** Which of these PINs a game has ever had. */
export const usedPins = async (db: Kysely<DB>, pins: readonly string[]): Promise<Set<string>> =>
  pins.length === 0 ? new Set() : new Set((await db.selectFrom(LIVE_PIN_GAMES_TABLE).select("pin").where("pin", "in", pins).execute()).map((r) => r.pin))

/** Whether a game is open with this PIN. */
export const isOpenPin = async (db: Kysely<DB>, pin: string): Promise<boolean> =>
  (await db.selectFrom(LIVE_PIN_GAMES_TABLE).select("pin").where("pin", "=", pin).where("open", "=", true).executeTakeFirst()) !== undefined
