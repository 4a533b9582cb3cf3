// What a refused request must leave as it was: the position of the newest event stored. Not the store's
// head(), which on PostgreSQL counts only events no open transaction anywhere on the server could still
// precede, and so moves when another suite's transaction ends between two readings.
import { sql } from "kysely"

import { START } from "#engine/eventstore/port.ts"
import { EVENTS_TABLE } from "#engine/eventstore/postgres-schema.ts"
import type { AppDatabase } from "#projections/db.ts"

export const storedHead = async (server: { readonly platform: { readonly database: AppDatabase } }): Promise<bigint> => {
  const { rows } = await sql<{ head: string | null }>`SELECT max(position)::text AS head FROM ${sql.table(EVENTS_TABLE)}`.execute(server.platform.database.db)
  const head = rows[0]?.head
  return head === null || head === undefined ? START : BigInt(head)
}
