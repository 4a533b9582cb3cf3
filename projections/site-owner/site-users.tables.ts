// The site owner's tables: profile and password hash, and the session hashes.
import type { Generated } from "kysely"

export const SITE_USERS_TABLE = "site_users"
export const SITE_SESSIONS_TABLE = "site_sessions"

export interface SiteUsersTable {
  readonly id: string
  readonly username: string
  readonly password_hash: string
  readonly created_at: Date
  readonly updated_at: Date
}

export interface SiteSessionsTable {
  /** SHA-256 of the session id the cookie carries. */
  readonly hash: string
  readonly user_id: string
  readonly expires_at: Date
  readonly revoked: Generated<boolean>
}

export type SiteUsersTables = { [SITE_USERS_TABLE]: SiteUsersTable; [SITE_SESSIONS_TABLE]: SiteSessionsTable }
