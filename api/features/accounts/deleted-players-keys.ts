// A deleted player's key is destroyed right after the deletion is stored; a crash between the
// two would leave it. At start, any key of an account the read model knows as deleted goes.
import type { Kysely } from "kysely"

import { PERSONAL_KEYS_TABLE, type PersonalKeysTables } from "#engine/personal-data/keys.tables.ts"
import { QUIZ_USERS_TABLE } from "#projections/accounts/quiz-users.tables.ts"
import type { DB } from "#projections/db.ts"

export const destroyDeletedPlayersKeys = async (database: Kysely<DB>): Promise<number> => {
  const db = database.withTables<PersonalKeysTables>()
  const deleted = db.selectFrom(QUIZ_USERS_TABLE).select("id").where("deleted", "=", true)
  const result = await db.deleteFrom(PERSONAL_KEYS_TABLE).where("owner", "in", deleted).executeTakeFirst()
  return Number(result.numDeletedRows)
}
