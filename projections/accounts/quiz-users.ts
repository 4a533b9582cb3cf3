// Read models of quiz accounts: `quiz_users` (sign-in and profile; a deleted account keeps
// its row, marked deleted, without email or password hash, named as a deleted player so
// old results show that, and gives up its username) and `quiz_revoked_tokens` (the jti
// of every signed-out token until it would have expired anyway). `session_generation`
// ends every older token of a user at once (docs/decisions.md).
import { type Kysely, sql, type Transaction } from "kysely"

import { normaliseUsername } from "#engine/auth/username.ts"
import { QuizUserEvent } from "#schemas/events/quiz-user.ts"
import * as Messages from "#schemas/messages.ts"

import type { DB } from "../db.ts"
import { eventDecoder, typesOf } from "../decode-event.ts"
import type { Projection } from "../projection.ts"
import { QUIZ_USERS_TABLE, REVOKED_TOKENS_TABLE } from "./quiz-users.tables.ts"

const decode = eventDecoder(QuizUserEvent, [
  "QuizUserRegistered",
  "QuizUserProfileUpdated",
  "QuizTokenRevoked",
  "QuizUserSessionsEnded",
  "QuizUserDeleted",
  "QuizUserAdminGranted",
  "QuizUserAdminRevoked",
])

export const quizUsersProjection: Projection = {
  name: "quiz-users",
  version: 1,
  eventTypes: typesOf(decode),
  async migrate(db: Kysely<DB>) {
    await db.schema
      .createTable(QUIZ_USERS_TABLE)
      .ifNotExists()
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("username", "text", (c) => c.notNull())
      .addColumn("username_lower", "text", (c) => c.notNull())
      .addColumn("email", "text")
      .addColumn("password_hash", "text", (c) => c.notNull())
      .addColumn("is_admin", "boolean", (c) => c.notNull().defaultTo(false))
      .addColumn("deleted", "boolean", (c) => c.notNull().defaultTo(false))
      .addColumn("created_at", "timestamptz", (c) => c.notNull())
      .addColumn("updated_at", "timestamptz", (c) => c.notNull())
      .execute()
    // Added after the table's first release: an older database gets the column here.
    await sql`alter table ${sql.table(QUIZ_USERS_TABLE)} add column if not exists session_generation integer not null default 0`.execute(db)
    // Unique among live accounts; the reservation streams already guarantee it, this states it.
    await sql`create unique index if not exists quiz_users_username_lower on ${sql.table(QUIZ_USERS_TABLE)} (username_lower) where not deleted`.execute(db)
    await db.schema
      .createTable(REVOKED_TOKENS_TABLE)
      .ifNotExists()
      .addColumn("jti", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull())
      .addColumn("expires_at", "timestamptz", (c) => c.notNull())
      .execute()
  },
  async reset(trx: Transaction<DB>) {
    await trx.deleteFrom(REVOKED_TOKENS_TABLE).execute()
    await trx.deleteFrom(QUIZ_USERS_TABLE).execute()
  },
  async apply(trx: Transaction<DB>, recorded) {
    const event = decode(recorded)
    if (!event) return
    const at = new Date(event.at)
    switch (event.type) {
      case "QuizUserRegistered":
        await trx
          .insertInto(QUIZ_USERS_TABLE)
          .values({
            id: event.userId,
            username: event.username,
            username_lower: normaliseUsername(event.username),
            email: event.email,
            password_hash: event.passwordHash,
            is_admin: event.isAdmin,
            deleted: false,
            created_at: at,
            updated_at: at,
          })
          .onConflict((oc) => oc.column("id").doNothing())
          .execute()
        return
      case "QuizUserProfileUpdated":
        await trx
          .updateTable(QUIZ_USERS_TABLE)
          .set({
            username: event.username,
            username_lower: normaliseUsername(event.username),
            email: event.email,
            password_hash: event.passwordHash,
            updated_at: at,
          })
          .where("id", "=", event.userId)
          .execute()
        return
      case "QuizTokenRevoked":
        await trx.deleteFrom(REVOKED_TOKENS_TABLE).where("expires_at", "<", at).execute()
        await trx
          .insertInto(REVOKED_TOKENS_TABLE)
          .values({ jti: event.jti, user_id: event.userId, expires_at: new Date(event.expiresAt) })
          .onConflict((oc) => oc.column("jti").doNothing())
          .execute()
        return
      case "QuizUserSessionsEnded":
        await trx.updateTable(QUIZ_USERS_TABLE).set({ session_generation: event.generation, updated_at: at }).where("id", "=", event.userId).execute()
        return
      case "QuizUserDeleted":
        await trx
          .updateTable(QUIZ_USERS_TABLE)
          .set({ deleted: true, username: Messages.deletedPlayer, username_lower: "", email: null, password_hash: "", updated_at: at })
          .where("id", "=", event.userId)
          .execute()
        return
      case "QuizUserAdminGranted":
      case "QuizUserAdminRevoked":
        await trx
          .updateTable(QUIZ_USERS_TABLE)
          .set({ is_admin: event.type === "QuizUserAdminGranted", updated_at: at })
          .where("id", "=", event.userId)
          .execute()
        return
    }
  },
}
