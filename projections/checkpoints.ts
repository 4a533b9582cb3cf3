// Where each projection has got to: the position of the last event it applied.
// A checkpoint only moves inside the same transaction as the read-model writes it covers.
import { type Kysely, sql, type Transaction } from "kysely"

import { type Position, START } from "#engine/eventstore/port.ts"

import { CHECKPOINTS_TABLE as TABLE, VERSIONS_TABLE } from "./checkpoints.tables.ts"
import type { DB } from "./db.ts"

/** Serialises read-model migrations across processes until the transaction ends. */
export const lockMigrations = async (trx: Transaction<DB>): Promise<void> => {
  await sql`select pg_advisory_xact_lock(hashtext('homestead.projections.migrate'))`.execute(trx)
}

export const migrateCheckpoints = async (db: Kysely<DB>): Promise<void> => {
  await db.schema
    .createTable(TABLE)
    .ifNotExists()
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("position", "bigint", (c) => c.notNull())
    .execute()
  await db.schema
    .createTable(VERSIONS_TABLE)
    .ifNotExists()
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("tables", sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .execute()
}

export interface ReadModelVersion {
  readonly version: number
  readonly tables: readonly string[]
}

/** The version each read model's tables were built by; a model without one predates versions. */
export const readVersions = async (db: Kysely<DB>): Promise<Map<string, ReadModelVersion>> => {
  const rows = await db.selectFrom(VERSIONS_TABLE).select(["name", "version", "tables"]).execute()
  return new Map(rows.map((r) => [r.name, { version: r.version, tables: r.tables }]))
}

export const writeVersion = async (db: Kysely<DB>, name: string, version: number, tables: readonly string[] = []): Promise<void> => {
  const list = sql<readonly string[]>`${[...tables]}::text[]`
  await db
    .insertInto(VERSIONS_TABLE)
    .values({ name, version, tables: list })
    .onConflict((oc) => oc.column("name").doUpdateSet({ version, tables: list }))
    .execute()
}

/** Every stored checkpoint; a projection without one starts from START. */
export const readCheckpoints = async (db: Kysely<DB>): Promise<Map<string, Position>> => {
  const rows = await db.selectFrom(TABLE).select(["name", "position"]).execute()
  return new Map(rows.map((r) => [r.name, r.position]))
}

export const readCheckpoint = async (db: Kysely<DB>, name: string): Promise<Position> => {
  const row = await db.selectFrom(TABLE).select("position").where("name", "=", name).executeTakeFirst()
  return row ? row.position : START
}

/**
 * Read the checkpoint and lock its row until the transaction ends, creating it at START
 * when missing. Two writers of the same projection (two app nodes) are serialised here,
 * and the second one sees what the first committed.
 */
export const lockCheckpoint = async (trx: Transaction<DB>, name: string): Promise<Position> => {
  const { rows } = await sql<{ position: bigint }>`
    insert into ${sql.table(TABLE)} (name, position) values (${name}, ${START.toString()})
    on conflict (name) do update set position = ${sql.table(TABLE)}.position
    returning position`.execute(trx)
  return rows[0]!.position
}

export const writeCheckpoint = async (trx: Transaction<DB>, name: string, position: Position): Promise<void> => {
  await trx
    .insertInto(TABLE)
    .values({ name, position: position.toString() })
    .onConflict((oc) => oc.column("name").doUpdateSet({ position: position.toString() }))
    .execute()
}

/** A checkpoint to move past events its projection does not read: from where it should be, to where. */
export interface CheckpointMove {
  readonly name: string
  readonly from: Position
  readonly to: Position
}

/**
 * Moves checkpoints past events their projections do not read, all in one statement (another
 * node may already be further on). A name is missing from the answer when its checkpoint is
 * missing or went back below `from` (a rebuild elsewhere): the caller takes the transactional
 * path, which sorts that out. Each name at most once.
 *
 * Two nodes move the same checkpoints at once, each listing them in its own order. The rows
 * are locked in name order by the sub-select before the update touches them, whatever plan
 * the server picks for the join (a nested loop would otherwise lock them in the list's
 * order), so two such statements never hold one row each while waiting for the other's.
 */
export const advanceCheckpoints = async (db: Kysely<DB>, moves: readonly CheckpointMove[]): Promise<Map<string, Position>> => {
  if (moves.length === 0) return new Map()
  const values = sql.join(moves.map((m) => sql`(${m.name}, ${m.from.toString()}::bigint, ${m.to.toString()}::bigint)`))
  const names = sql.join(moves.map((m) => sql`${m.name}`))
  const { rows } = await sql<{ name: string; position: bigint | string }>`
    update ${sql.table(TABLE)} as c set position = greatest(c.position, m.to_position)
    from (values ${values}) as m(name, from_position, to_position)
    where c.name = m.name and c.position >= m.from_position
      and c.name in (select name from ${sql.table(TABLE)} where name in (${names}) order by name for update)
    returning c.name, c.position`.execute(db)
  return new Map(rows.map((r) => [r.name, BigInt(r.position)]))
}

export const deleteCheckpoint = async (trx: Transaction<DB>, name: string): Promise<void> => {
  await trx.deleteFrom(TABLE).where("name", "=", name).execute()
}
