// The quiz accounts read models' queries (projections/quiz-users.ts).
import { sql, type Kysely } from "kysely"
import type { DB } from "./db.ts"
import { QUIZ_USERS_TABLE } from "./quiz-users.tables.ts"

/** At most `limit` live accounts with an email whose username (normalised) or email (lower case) is the one given. */
export const accountsWithEmailNamed = (db: Kysely<DB>, usernameLower: string, emailLower: string, limit: number) =>
  db
    .selectFrom(QUIZ_USERS_TABLE)
    .select(["id", "username", "email"])
    .where("deleted", "=", false)
    .where("email", "is not", null)
    .where((eb) => eb.or([eb("username_lower", "=", usernameLower), eb(sql<string>`lower(email)`, "=", emailLower)]))
    .limit(limit)
    .execute()
