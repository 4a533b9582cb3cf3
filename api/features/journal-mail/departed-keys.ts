// A departed subscriber's key is destroyed right after the unsubscribe is stored; a crash between
// the two would leave it. At start, any key of a subscription the read model knows as ended goes.
import type { Kysely } from "kysely"

import { PERSONAL_KEYS_TABLE, type PersonalKeysTables } from "#engine/personal-data/keys.tables.ts"
import type { DB } from "#projections/db.ts"
import { departedSubscribers } from "#projections/journal-mail/subscribers.queries.ts"

export const destroyDepartedSubscribersKeys = async (database: Kysely<DB>): Promise<number> => {
  const db = database.withTables<PersonalKeysTables>()
  const result = await db.deleteFrom(PERSONAL_KEYS_TABLE).where("owner", "in", departedSubscribers(database)).executeTakeFirst()
  return Number(result.numDeletedRows)
}
