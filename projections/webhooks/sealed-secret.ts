// An endpoint's signing secret at rest in the read model: sealed with the endpoint's own key
// (the personal-data key the event store sealed it with in the log), and opened only to sign a
// delivery. Removing the endpoint destroys that key, so no copy of the table, and no backup,
// can sign anything in its name.
import type { Kysely } from "kysely"

import { isSealed, seal, unseal } from "#engine/personal-data/cipher.ts"
import { PERSONAL_KEYS_TABLE, type PersonalKeysTables } from "#engine/personal-data/keys.tables.ts"

import type { DB } from "../db.ts"

const keyOf = async (db: Kysely<DB>, endpointId: string): Promise<Buffer | undefined> => {
  const row = await db.withTables<PersonalKeysTables>().selectFrom(PERSONAL_KEYS_TABLE).select("key").where("owner", "=", endpointId).executeTakeFirst()
  return row ? Buffer.from(row.key, "base64url") : undefined
}

/** The secret as the table keeps it: sealed, or "" when the endpoint's key is gone. */
export const sealSecret = async (db: Kysely<DB>, endpointId: string, plain: string): Promise<string> => {
  if (plain === "") return ""
  const key = await keyOf(db, endpointId)
  return key ? seal(key, endpointId, plain) : ""
}

/** The secret to sign with; "" when it cannot be opened. A value kept before sealing reads as it is. */
export const openSecret = async (db: Kysely<DB>, endpointId: string, stored: string): Promise<string> => {
  if (!isSealed(stored)) return stored
  const key = await keyOf(db, endpointId)
  return (key && unseal(key, endpointId, stored)) ?? ""
}
