// The site owner read models' queries (projections/site-users.ts).
import type { Kysely } from "kysely"
import type { DB } from "./db.ts"
import { SITE_USERS_TABLE } from "./site-users.tables.ts"

/** The owner account a sign-in names, compared as normaliseUsername gives `usernameLower`. */
export const findSiteUserByName = (db: Kysely<DB>, usernameLower: string) =>
  db
    .selectFrom(SITE_USERS_TABLE)
    .select(["id", "username", "password_hash"])
    .where((eb) => eb(eb.fn("lower", ["username"]), "=", usernameLower))
    .executeTakeFirst()

export const findSiteUser = (db: Kysely<DB>, id: string) => db.selectFrom(SITE_USERS_TABLE).select(["id", "username"]).where("id", "=", id).executeTakeFirst()
