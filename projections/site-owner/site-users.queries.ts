// The site owner read models' queries (projections/site-owner/site-users.ts).
import type { Kysely } from "kysely"

import type { DB } from "../db.ts"
import { SITE_SESSIONS_TABLE, SITE_USERS_TABLE } from "./site-users.tables.ts"

/** The owner account a sign-in names, compared as normaliseUsername gives `usernameLower`. */
export const findSiteUserByName = (db: Kysely<DB>, usernameLower: string) =>
  db
    .selectFrom(SITE_USERS_TABLE)
    .select(["id", "username", "password_hash"])
    .where((eb) => eb(eb.fn("lower", ["username"]), "=", usernameLower))
    .executeTakeFirst()

export const findSiteUser = (db: Kysely<DB>, id: string) => db.selectFrom(SITE_USERS_TABLE).select(["id", "username"]).where("id", "=", id).executeTakeFirst()

/** The owner behind a session hash, if the session is live (not signed out, not expired at `now`). */
export const ownerOfSession = (db: Kysely<DB>, sessionHash: string, now: Date) =>
  db
    .selectFrom(`${SITE_SESSIONS_TABLE} as s`)
    .innerJoin(`${SITE_USERS_TABLE} as u`, "u.id", "s.user_id")
    .select(["u.id", "u.username"])
    .where("s.hash", "=", sessionHash)
    .where("s.revoked", "=", false)
    .where("s.expires_at", ">", now)
    .executeTakeFirst()

/** The site users, first created first (there is one: the owner). */
export const siteUsers = (db: Kysely<DB>) => db.selectFrom(SITE_USERS_TABLE).select(["id", "username", "created_at"]).orderBy("created_at").execute()

/** The first site user (the owner), if one was created. */
export const firstSiteUser = (db: Kysely<DB>) => db.selectFrom(SITE_USERS_TABLE).select(["id", "username"]).orderBy("created_at").limit(1).executeTakeFirst()
