// The quiz accounts' tables: accounts, and the jti of every signed-out token.
import type { Generated } from "kysely"

export const QUIZ_USERS_TABLE = "quiz_users"
export const REVOKED_TOKENS_TABLE = "quiz_revoked_tokens"

export interface QuizUsersTable {
  readonly id: string
  readonly username: string
  /** The username as normaliseUsername gives it; "" once deleted. */
  readonly username_lower: string
  readonly email: string | null
  readonly password_hash: string
  readonly is_admin: Generated<boolean>
  readonly deleted: Generated<boolean>
  readonly session_generation: Generated<number>
  readonly created_at: Date
  readonly updated_at: Date
}

export interface RevokedTokensTable {
  readonly jti: string
  readonly user_id: string
  readonly expires_at: Date
}

export type QuizUsersTables = { [QUIZ_USERS_TABLE]: QuizUsersTable; [REVOKED_TOKENS_TABLE]: RevokedTokensTable }
