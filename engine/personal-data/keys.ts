// One key per person for their personal fields, in a table beside the events (never in them).
// Destroying the key is what deleting an account means for those fields: the sealed values
// stay in the log, in every copy of it and every later backup, but nothing can open them.
import { type Kysely, sql } from "kysely"

import type { EventStoreTables } from "../eventstore/postgres-schema.ts"
import { createTable } from "../sql/create-table.ts"
import { newKey } from "./cipher.ts"
import { PERSONAL_KEYS_TABLE, type PersonalKeysTables } from "./keys.tables.ts"

export interface PersonalKeys {
  /** The owner's key, made on first use. */
  forSealing(owner: string): Promise<Buffer>
  /** The owner's key, or undefined once destroyed (or never made). */
  forOpening(owner: string): Promise<Buffer | undefined>
  destroy(owner: string): Promise<void>
  /** Forgets what this process keeps of an owner's key (another process destroyed it). */
  forget(owner: string): void
}

export const openPersonalKeys = async (database: Kysely<EventStoreTables>): Promise<PersonalKeys> => {
  const db = database.withTables<PersonalKeysTables>()
  await createTable(
    db,
    sql`create table if not exists ${sql.table(PERSONAL_KEYS_TABLE)} (owner text primary key, key text not null, created_at timestamptz not null default now())`,
  )
  // Keys read or made by this process; null marks an owner known to have none.
  const kept = new Map<string, Buffer | null>()

  const read = async (owner: string): Promise<Buffer | undefined> => {
    const row = await db.selectFrom(PERSONAL_KEYS_TABLE).select("key").where("owner", "=", owner).executeTakeFirst()
    return row ? Buffer.from(row.key, "base64url") : undefined
  }

  return {
    async forSealing(owner) {
      const known = kept.get(owner)
      if (known) return known
      await db
        .insertInto(PERSONAL_KEYS_TABLE)
        .values({ owner, key: newKey().toString("base64url"), created_at: new Date() })
        .onConflict((oc) => oc.column("owner").doNothing())
        .execute()
      const key = (await read(owner))!
      kept.set(owner, key)
      return key
    },
    async forOpening(owner) {
      const known = kept.get(owner)
      if (known !== undefined) return known ?? undefined
      const key = await read(owner)
      kept.set(owner, key ?? null)
      return key
    },
    async destroy(owner) {
      await db.deleteFrom(PERSONAL_KEYS_TABLE).where("owner", "=", owner).execute()
      kept.set(owner, null)
    },
    forget(owner) {
      kept.delete(owner)
    },
  }
}
