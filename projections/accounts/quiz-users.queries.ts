// The quiz accounts read models' queries (projections/accounts/quiz-users.ts).
import { type Kysely, sql } from "kysely"

import type { DB } from "../db.ts"
import { QUIZ_USERS_TABLE, REVOKED_TOKENS_TABLE } from "./quiz-users.tables.ts"

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

const ACCOUNT = ["id", "username", "email", "is_admin", "password_hash", "session_generation"] as const

/** A live (not deleted) account by id. */
export const liveQuizUser = (db: Kysely<DB>, userId: string) =>
  db.selectFrom(QUIZ_USERS_TABLE).select(ACCOUNT).where("id", "=", userId).where("deleted", "=", false).executeTakeFirst()

/** A live account by its username as normaliseUsername gives it. */
export const liveQuizUserNamed = (db: Kysely<DB>, usernameLower: string) =>
  db.selectFrom(QUIZ_USERS_TABLE).select(ACCOUNT).where("username_lower", "=", usernameLower).where("deleted", "=", false).executeTakeFirst()

/** A session as its token names it. */
export interface SessionKey {
  readonly userId: string
  readonly jti: string
  readonly generation: number
}

export interface LiveSessionRow {
  readonly id: string
  readonly username: string
  readonly email: string | null
  readonly is_admin: boolean
  readonly jti: string
  readonly generation: number
}

/**
 * The accounts of the `sessions` still alive, in one query: account not deleted, token not
 * revoked (signed out), generation not ended (by a password change or reset). The one place
 * that rule is written.
 */
export const liveSessionAccounts = async (db: Kysely<DB>, sessions: readonly SessionKey[]): Promise<LiveSessionRow[]> => {
  if (sessions.length === 0) return []
  // Three arrays, not three parameters a session: a burst's query is planned once as short.
  const { rows } = await sql<LiveSessionRow>`
    select u.id, u.username, u.email, u.is_admin, v.jti, v.generation
    from unnest(${sessions.map((s) => s.userId)}::text[], ${sessions.map((s) => s.jti)}::text[], ${sessions.map((s) => s.generation)}::int[]) as v(user_id, jti, generation)
    join ${sql.table(QUIZ_USERS_TABLE)} as u on u.id = v.user_id
    where not u.deleted and u.session_generation <= v.generation
      and not exists (select 1 from ${sql.table(REVOKED_TOKENS_TABLE)} as r where r.jti = v.jti)`.execute(db)
  return rows
}

/** Whether any live quiz admin exists. */
export const hasQuizAdmin = async (db: Kysely<DB>): Promise<boolean> =>
  (await db.selectFrom(QUIZ_USERS_TABLE).select("id").where("is_admin", "=", true).where("deleted", "=", false).limit(1).executeTakeFirst()) !== undefined

/** The live accounts, admins first, each by name. */
export const liveQuizUsers = (db: Kysely<DB>) =>
  db
    .selectFrom(QUIZ_USERS_TABLE)
    .select(["username", "email", "is_admin", "created_at"])
    .where("deleted", "=", false)
    .orderBy("is_admin", "desc")
    .orderBy("username_lower")
    .execute()

/** How many live accounts there are, or live quiz admins with `adminsOnly`. */
export const countLiveQuizUsers = async (db: Kysely<DB>, adminsOnly: boolean): Promise<number> => {
  let query = db
    .selectFrom(QUIZ_USERS_TABLE)
    .select((eb) => eb.fn.countAll().as("n"))
    .where("deleted", "=", false)
  if (adminsOnly) query = query.where("is_admin", "=", true)
  return Number((await query.executeTakeFirst())?.n ?? 0)
}
