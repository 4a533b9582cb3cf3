// Read models of the site owner: `site_users` (profile and password hash, for sign-in)
// and `site_sessions` (SHA-256 of each session id, its expiry and whether it was ended).
import type { Kysely, Transaction } from "kysely"

import { SiteUserEvent } from "#schemas/events/site-user.ts"

import type { DB } from "../db.ts"
import { eventDecoder, typesOf } from "../decode-event.ts"
import type { Projection } from "../projection.ts"
import { SITE_SESSIONS_TABLE, SITE_USERS_TABLE } from "./site-users.tables.ts"

const decode = eventDecoder(SiteUserEvent, ["SiteUserCreated", "SiteUserProfileUpdated", "SiteUserSignedIn", "SiteUserSignedOut"])

export const siteUsersProjection: Projection = {
  name: "site-users",
  version: 1,
  eventTypes: typesOf(decode),
  async migrate(db: Kysely<DB>) {
    await db.schema
      .createTable(SITE_USERS_TABLE)
      .ifNotExists()
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("username", "text", (c) => c.notNull())
      .addColumn("password_hash", "text", (c) => c.notNull())
      .addColumn("created_at", "timestamptz", (c) => c.notNull())
      .addColumn("updated_at", "timestamptz", (c) => c.notNull())
      .execute()
    await db.schema
      .createTable(SITE_SESSIONS_TABLE)
      .ifNotExists()
      .addColumn("hash", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull())
      .addColumn("expires_at", "timestamptz", (c) => c.notNull())
      .addColumn("revoked", "boolean", (c) => c.notNull().defaultTo(false))
      .execute()
  },
  async reset(trx: Transaction<DB>) {
    await trx.deleteFrom(SITE_SESSIONS_TABLE).execute()
    await trx.deleteFrom(SITE_USERS_TABLE).execute()
  },
  async apply(trx: Transaction<DB>, recorded) {
    const event = decode(recorded)
    if (!event) return
    const at = new Date(event.at)
    switch (event.type) {
      case "SiteUserCreated":
        await trx
          .insertInto(SITE_USERS_TABLE)
          .values({ id: event.userId, username: event.username, password_hash: event.passwordHash, created_at: at, updated_at: at })
          .onConflict((oc) => oc.column("id").doNothing())
          .execute()
        return
      case "SiteUserProfileUpdated":
        await trx
          .updateTable(SITE_USERS_TABLE)
          .set({ username: event.username, password_hash: event.passwordHash, updated_at: at })
          .where("id", "=", event.userId)
          .execute()
        return
      case "SiteUserSignedIn":
        // Sessions that ended long ago are of no use to anyone; keep the table small.
        await trx.deleteFrom(SITE_SESSIONS_TABLE).where("expires_at", "<", at).execute()
        await trx
          .insertInto(SITE_SESSIONS_TABLE)
          .values({ hash: event.sessionHash, user_id: event.userId, expires_at: new Date(event.expiresAt), revoked: false })
          .onConflict((oc) => oc.column("hash").doNothing())
          .execute()
        return
      case "SiteUserSignedOut":
        await trx.updateTable(SITE_SESSIONS_TABLE).set({ revoked: true }).where("hash", "=", event.sessionHash).execute()
        return
    }
  },
}
