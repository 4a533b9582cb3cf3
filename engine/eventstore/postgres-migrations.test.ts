import { sql } from "kysely"
import { describe, expect, it } from "vitest"

import { testDatabases } from "#test/support/databases.ts"

import { postgresEventStore } from "./postgres.ts"
import { eventStoreMigrations, migrateEventStore, MIGRATIONS_TABLE } from "./postgres-migrations.ts"

const ALL = Object.keys(eventStoreMigrations).sort()

describe.each(testDatabases)("the event store's migrator on $name", (target) => {
  it("creates a fresh store, then finds nothing to do", async () => {
    const database = await target.open()
    try {
      expect(await migrateEventStore(database.eventStoreDb)).toEqual(ALL)
      expect(await migrateEventStore(database.eventStoreDb)).toEqual([])
      const store = await postgresEventStore(database)
      await store.append("s-1", [{ type: "Made", data: { n: 1 } }], "no_stream")
      expect((await store.readStream("s-1")).map((e) => e.data)).toEqual([{ n: 1 }])
      const applied = await sql<{ name: string }>`SELECT name FROM ${sql.table(MIGRATIONS_TABLE)} ORDER BY name`.execute(database.db)
      expect(applied.rows.map((r) => r.name)).toEqual(ALL)
      await store.close()
    } finally {
      await database.dispose()
    }
  })

  it("adopts a store whose tables were created before the migrator, keeping its events", async () => {
    const database = await target.open()
    try {
      // The tables as the store created them before it had migrations, with one event.
      await sql`CREATE TABLE streams (stream_id text PRIMARY KEY, revision bigint NOT NULL)`.execute(database.db)
      await sql`
        CREATE TABLE events (
          position bigint PRIMARY KEY, stream_id text NOT NULL, revision bigint NOT NULL, id uuid NOT NULL UNIQUE,
          type text NOT NULL, data jsonb NOT NULL, metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
          created_at timestamptz NOT NULL DEFAULT now(), UNIQUE (stream_id, revision))`.execute(database.db)
      await sql`INSERT INTO streams VALUES ('old-1', 0)`.execute(database.db)
      await sql`INSERT INTO events (position, stream_id, revision, id, type, data) VALUES (0, 'old-1', 0, gen_random_uuid(), 'Old', '{"kept":true}')`.execute(
        database.db,
      )
      const store = await postgresEventStore(database)
      expect((await store.readStream("old-1")).map((e) => e.data)).toEqual([{ kept: true }])
      await store.append("old-1", [{ type: "New", data: {} }], 0n)
      expect(await store.head()).toBeGreaterThan(0n)
      expect(await migrateEventStore(database.eventStoreDb)).toEqual([])
      await store.close()
    } finally {
      await database.dispose()
    }
  })

  it("applies a later migration once, on top of the applied ones", async () => {
    const database = await target.open()
    try {
      await migrateEventStore(database.eventStoreDb)
      const later = {
        ...eventStoreMigrations,
        "9999-test-index": {
          up: async (db: Parameters<(typeof eventStoreMigrations)[string]["up"]>[0]) =>
            void (await sql`CREATE INDEX events_type_test ON events (type)`.execute(db)),
        },
      }
      expect(await migrateEventStore(database.eventStoreDb, later)).toEqual(["9999-test-index"])
      expect(await migrateEventStore(database.eventStoreDb, later)).toEqual([])
      // An older server on a store a newer one migrated: refused, saying so.
      await expect(migrateEventStore(database.eventStoreDb)).rejects.toThrow("The event store was migrated by a newer version of this server")
    } finally {
      await database.dispose()
    }
  })
})
