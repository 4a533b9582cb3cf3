// Read models of the site owner: `site_users` (profile and password hash, for sign-in)
// and `site_sessions` (SHA-256 of each session id, its expiry and whether it was ended).
import type { Kysely, Transaction } from "kysely"
import { SiteUserEvent } from "../schemas/events/site-user.ts"
import { eventDecoder, typesOf } from "./decode-event.ts"
import type { Projection } from "./projection.ts"

export interface SiteUserRow {
  readonly id: string
  readonly username: string
  readonly password_hash: string
  readonly created_at: Date
  readonly updated_at: Date
}

export interface SiteSessionRow {
  readonly hash: string
  readonly user_id: string
  readonly expires_at: Date
  readonly revoked: boolean
}

const decode = eventDecoder(SiteUserEvent, ["SiteUserCreated", "SiteUserProfileUpdated", "SiteUserSignedIn", "SiteUserSignedOut"])

export const siteUsersProjection: Projection = {
  name: "site-users",
  eventTypes: typesOf(decode),
  async migrate(db: Kysely<any>) {
    await db.schema
      .createTable("site_users")
      .ifNotExists()
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("username", "text", (c) => c.notNull())
      .addColumn("password_hash", "text", (c) => c.notNull())
      .addColumn("created_at", "timestamptz", (c) => c.notNull())
      .addColumn("updated_at", "timestamptz", (c) => c.notNull())
      .execute()
    await db.schema
      .createTable("site_sessions")
      .ifNotExists()
      .addColumn("hash", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull())
      .addColumn("expires_at", "timestamptz", (c) => c.notNull())
      .addColumn("revoked", "boolean", (c) => c.notNull().defaultTo(false))
      .execute()
  },
  async reset(trx: Transaction<any>) {
    await trx.deleteFrom("site_sessions").execute()
    await trx.deleteFrom("site_users").execute()
  },
  async apply(trx: Transaction<any>, recorded) {
    const event = decode(recorded)
    if (!event) return
    const at = new Date(event.at)
    switch (event.type) {
      case "SiteUserCreated":
        await trx
          .insertInto("site_users")
          .values({ id: event.userId, username: event.username, password_hash: event.passwordHash, created_at: at, updated_at: at })
          .onConflict((oc) => oc.column("id").doNothing())
          .execute()
        return
      case "SiteUserProfileUpdated":
        await trx
          .updateTable("site_users")
          .set({ username: event.username, password_hash: event.passwordHash, updated_at: at })
          .where("id", "=", event.userId)
          .execute()
        return
      case "SiteUserSignedIn":
        // Sessions that ended long ago are of no use to anyone; keep the table small.
        await trx.deleteFrom("site_sessions").where("expires_at", "<", at).execute()
        await trx
          .insertInto("site_sessions")
          .values({ hash: event.sessionHash, user_id: event.userId, expires_at: new Date(event.expiresAt), revoked: false })
          .onConflict((oc) => oc.column("hash").doNothing())
          .execute()
        return
      case "SiteUserSignedOut":
        await trx.updateTable("site_sessions").set({ revoked: true }).where("hash", "=", event.sessionHash).execute()
        return
    }
  },
}
