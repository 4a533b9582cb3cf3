// Upgrading a read model to a new version of its projection without closing it.
//
// The new version is built from the events in a schema of its own (the "build schema"),
// beside the tables that keep answering: the build's transactions put that schema first on
// their search path, so the projection's unqualified table names (its `migrate`, `apply`,
// raw SQL included) land there, and the checkpoint and version tables are created there
// too, as the build's own. Once the build has reached the store's head, one transaction
// drops the old tables, moves the new ones into the live schema (`ALTER TABLE … SET
// SCHEMA` carries their indexes, constraints and owned sequences along), and records the
// version and the build's checkpoint. A crash before that commit leaves the old tables and
// version as they were; the next start finds the build schema and resumes it from its own
// checkpoint (or starts it over when it was made for another version).
import { type Kysely, sql, type Transaction } from "kysely"

import { type Position, START } from "#engine/eventstore/port.ts"

import { CHECKPOINTS_TABLE, VERSIONS_TABLE } from "./checkpoints.tables.ts"
import { lockMigrations, migrateCheckpoints, readCheckpoint, readVersions, writeCheckpoint, writeVersion } from "./checkpoints.ts"
import type { DB } from "./db.ts"
import type { Projection } from "./projection.ts"

/** Where the read models live: the connection's schema and its search path. */
export interface Placement {
  readonly schema: string
  readonly searchPath: string
}

export const placementOf = async (db: Kysely<DB>): Promise<Placement> => {
  const { rows } = await sql<Placement>`SELECT current_schema() AS schema, current_setting('search_path') AS "searchPath"`.execute(db)
  const row = rows[0]
  if (!row?.schema) throw new Error("The database has no current schema for the read models")
  return row
}

const quote = (identifier: string): string => `"${identifier.replaceAll('"', '""')}"`

/** The build schema of one read model: named after the live schema, so stores in other schemas of a server stay apart. */
export const buildSchemaOf = (placement: Placement, name: string): string =>
  `${placement.schema}_build_${name.toLowerCase().replace(/[^a-z0-9_]/g, "_")}`.slice(0, 63)

/**
 * Until the transaction ends, unqualified table names mean the build schema's first. False
 * when the schema is gone (another node swapped the build in): the names would fall
 * through to the live tables.
 */
export const useBuildSchema = async (trx: Transaction<DB>, placement: Placement, schema: string): Promise<boolean> => {
  const { rows } = await sql<{ present: boolean }>`
    SELECT set_config('search_path', ${`${quote(schema)}, ${placement.searchPath}`}, true) IS NOT NULL
      AND to_regnamespace(${quote(schema)}) IS NOT NULL AS present`.execute(trx)
  return rows[0]?.present === true
}

const schemaExists = async (db: Kysely<DB>, schema: string): Promise<boolean> => {
  const { rows } = await sql<{ found: boolean }>`SELECT EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = ${schema}) AS found`.execute(db)
  return rows[0]?.found === true
}

/**
 * Opens the build of `projection`'s version: resumes one left by an earlier start for the
 * same version (returning its checkpoint), or makes the build schema afresh (START).
 */
export const openBuild = async (
  db: Kysely<DB>,
  placement: Placement,
  projection: Projection,
): Promise<{ schema: string; position: Position; swappedElsewhere?: true }> => {
  const schema = buildSchemaOf(placement, projection.name)
  return db.transaction().execute(async (trx) => {
    await lockMigrations(trx)
    // Another node finished the upgrade since this one looked: nothing to build.
    if ((await readVersions(trx)).get(projection.name)?.version === projection.version) return { schema, position: START, swappedElsewhere: true }
    if (await schemaExists(trx, schema)) {
      await useBuildSchema(trx, placement, schema)
      const built = (await readVersions(trx)).get(projection.name)
      if (built?.version === projection.version) return { schema, position: await readCheckpoint(trx, projection.name) }
      await sql`DROP SCHEMA ${sql.id(schema)} CASCADE`.execute(trx)
    }
    // Made whole or not at all: a crash here leaves no half-made build behind.
    await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(trx)
    await useBuildSchema(trx, placement, schema)
    await migrateCheckpoints(trx)
    await projection.migrate(trx)
    await writeVersion(trx, projection.name, projection.version)
    return { schema, position: START }
  })
}

/**
 * Swaps the build in: drops the old version's tables, moves the new ones into the live
 * schema, records the version and the build's checkpoint, and drops the build schema, all
 * in one transaction. Returns the checkpoint the read model now runs from. When another
 * node has already swapped, only reads where the live model is.
 */
export const swapIn = async (db: Kysely<DB>, placement: Placement, projection: Projection, schema: string): Promise<Position> =>
  db.transaction().execute(async (trx) => {
    await lockMigrations(trx)
    const live = (await readVersions(trx)).get(projection.name)
    if (live?.version === projection.version || !(await schemaExists(trx, schema))) {
      await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(trx)
      return readCheckpoint(trx, projection.name)
    }
    const { rows } = await sql<{ name: string }>`
      SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = ${schema} AND table_type = 'BASE TABLE' AND table_name NOT IN (${CHECKPOINTS_TABLE}, ${VERSIONS_TABLE})
      ORDER BY table_name`.execute(trx)
    const built = rows.map((r) => r.name)
    const { rows: at } = await sql<{ position: bigint }>`
      SELECT position FROM ${sql.id(schema, CHECKPOINTS_TABLE)} WHERE name = ${projection.name}`.execute(trx)
    const position = at[0]?.position ?? START
    // The old version's tables: those it recorded, and any of the new names (models made in place record none).
    for (const table of new Set([...(live?.tables ?? []), ...built])) {
      await sql`DROP TABLE IF EXISTS ${sql.id(placement.schema, table)} CASCADE`.execute(trx)
    }
    for (const table of built) await sql`ALTER TABLE ${sql.id(schema, table)} SET SCHEMA ${sql.id(placement.schema)}`.execute(trx)
    await sql`DROP SCHEMA ${sql.id(schema)} CASCADE`.execute(trx)
    await writeCheckpoint(trx, projection.name, position)
    await writeVersion(trx, projection.name, projection.version, built)
    return position
  })
