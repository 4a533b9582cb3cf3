// Tables of the Postgres event store, created idempotently on open.
import { type ColumnType, type Generated, type Kysely, type RawBuilder, sql } from "kysely"

/** One key for the whole store: appends hold it until commit, so positions follow commit order. */
export const APPEND_LOCK_KEY = 7_401_325_112

/** Every event, numbered by a dense global position (0, 1, 2, …) assigned under the append lock. */
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

export const lockAppends = (db: Kysely<EventStoreTables>) => sql`SELECT pg_advisory_xact_lock(${sql.lit(APPEND_LOCK_KEY)})`.execute(db)

export const createEventStoreTables = async (db: Kysely<EventStoreTables>): Promise<void> => {
  // Two processes opening the same database at once would race on CREATE TABLE IF NOT EXISTS.
  await db.transaction().execute(async (trx) => {
    await lockAppends(trx)
    await sql`
      CREATE TABLE IF NOT EXISTS ${sql.table(STREAMS_TABLE)} (
        stream_id text PRIMARY KEY,
        revision bigint NOT NULL
      )`.execute(trx)
    await sql`
      CREATE TABLE IF NOT EXISTS ${sql.table(EVENTS_TABLE)} (
        position bigint PRIMARY KEY,
        stream_id text NOT NULL,
        revision bigint NOT NULL,
        id uuid NOT NULL UNIQUE,
        type text NOT NULL,
        data jsonb NOT NULL,
        metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (stream_id, revision)
      )`.execute(trx)
  })
}

/** The NOTIFY channel, one per schema, so stores in other schemas of the same server stay quiet. */
export const notifyChannel = async (db: Kysely<EventStoreTables>): Promise<string> => {
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db)
  return `homestead_events_${rows[0]?.schema ?? "public"}`.slice(0, 63)
}
