// The event store's own tables, changed only by named migrations run with Kysely's Migrator
// when a store opens. Each migration runs once per database, in name order, all pending
// ones in one transaction under the migrator's advisory lock (nodes starting together wait
// for each other). A new change to the store's tables is a new entry here, never an edit of
// an applied one.
import { type Kysely, type Migration, type MigrationResultSet, Migrator, sql } from "kysely"

import { appendFunctionSql } from "./postgres-append.ts"
import { EVENTS_TABLE, type EventStoreTables, STREAMS_TABLE } from "./postgres-schema.ts"

/** Where the migrator records what it has applied, beside the store's tables. */
export const MIGRATIONS_TABLE = "eventstore_migrations"
export const MIGRATIONS_LOCK_TABLE = "eventstore_migrations_lock"

/**
 * Every migration of the store, by name (applied in name order). The first one uses IF NOT
 * EXISTS so a database whose tables were created before the migrator existed is adopted as
 * it is.
 */
export const eventStoreMigrations: Readonly<Record<string, Migration>> = {
  "0001-events-and-streams": {
    async up(db: Kysely<unknown>) {
      await sql`
        CREATE TABLE IF NOT EXISTS ${sql.table(STREAMS_TABLE)} (
          stream_id text PRIMARY KEY,
          revision bigint NOT NULL
        )`.execute(db)
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
        )`.execute(db)
    },
  },
  // The append function (postgres-append.ts): appends without a global lock, numbered from
  // their transaction's id. A change to it is a new migration replacing it.
  "0002-append-function": {
    async up(db: Kysely<unknown>) {
      await appendFunctionSql().execute(db)
    },
  },
  // The same function taking and moving the stream's row in one upsert instead of three
  // statements (a single writer's append is a third cheaper). A fresh database gets it from
  // 0002 already; replacing it again is harmless.
  "0003-append-one-upsert": {
    async up(db: Kysely<unknown>) {
      await appendFunctionSql().execute(db)
    },
  },
}

export class EventStoreMigrationError extends Error {
  readonly _tag = "EventStoreMigrationError"
}

/** Applies the store's pending migrations; returns the names applied now (none when up to date). */
export const migrateEventStore = async (
  db: Kysely<EventStoreTables>,
  migrations: Readonly<Record<string, Migration>> = eventStoreMigrations,
): Promise<string[]> => {
  // The migrator looks for its table in every schema unless told which: name the one this
  // connection works in, so stores in other schemas of the same server stay apart.
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db)
  const schema = rows[0]?.schema
  if (!schema) throw new EventStoreMigrationError("The database has no current schema to keep the event store in")
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve({ ...migrations }) },
    migrationTableName: MIGRATIONS_TABLE,
    migrationLockTableName: MIGRATIONS_LOCK_TABLE,
    migrationTableSchema: schema,
  })
  const { error, results }: MigrationResultSet = await migrator.migrateToLatest()
  if (error) {
    const message = error instanceof Error ? error.message : String(error)
    const failed = results?.find((r) => r.status === "Error")?.migrationName
    // Kysely's words for a database holding migrations this code does not have.
    if (/previously executed migration .* is missing/.test(message)) {
      throw new EventStoreMigrationError(`The event store was migrated by a newer version of this server (${message}); run that version or newer`, {
        cause: error,
      })
    }
    throw new EventStoreMigrationError(
      failed ? `The event store's migration ${failed} failed: ${message}` : `The event store's migrations failed: ${message}`,
      {
        cause: error,
      },
    )
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName)
}
