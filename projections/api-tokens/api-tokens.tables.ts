// The personal API tokens' table: each token's hash, holder, name and scope, and when it was revoked.
export const API_TOKENS_TABLE = "api_tokens"

export interface ApiTokensTable {
  readonly id: string
  /** SHA-256 (hex) of the token. */
  readonly hash: string
  readonly user_id: string
  readonly holder: "owner" | "player"
  readonly name: string
  readonly scope: "read" | "write"
  readonly created_at: Date
  readonly revoked_at: Date | null
}

export type ApiTokensTables = { [API_TOKENS_TABLE]: ApiTokensTable }
