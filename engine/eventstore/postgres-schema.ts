// Tables of the Postgres event store. They are created and changed by the migrations in
// postgres-migrations.ts, run when a store opens.
import { type ColumnType, type Generated, type Kysely, type RawBuilder, sql } from "kysely"

/** Every event, numbered by a global position from its transaction's id (see postgres-append.ts). */
export const EVENTS_TABLE = "events"
/** The last revision of each stream, so an expected-revision check is one primary-key lookup. */
export const STREAMS_TABLE = "streams"

/** A bigint column: read as bigint (both drivers parse int8 so), written as text. */
type Int8 = ColumnType<bigint, string, string>

export interface EventsTable {
  readonly position: Int8
  readonly stream_id: string
  readonly revision: Int8
  readonly id: string
  readonly type: string
  readonly data: ColumnType<unknown, RawBuilder<unknown>, never>
  readonly metadata: ColumnType<Record<string, unknown>, RawBuilder<Record<string, unknown>>, never>
  readonly created_at: Generated<Date>
}

export interface StreamsTable {
  readonly stream_id: string
  readonly revision: Int8
}

/** A bigint for comparing with an Int8 column, sent as text like the column's writes. */
export const int8 = (value: bigint): RawBuilder<bigint> => sql<bigint>`${value.toString()}`

export type EventStoreTables = { [EVENTS_TABLE]: EventsTable; [STREAMS_TABLE]: StreamsTable }

/** The NOTIFY channel, one per schema, so stores in other schemas of the same server stay quiet. */
export const notifyChannel = async (db: Kysely<EventStoreTables>): Promise<string> => {
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db)
  return `homestead_events_${rows[0]?.schema ?? "public"}`.slice(0, 63)
}
