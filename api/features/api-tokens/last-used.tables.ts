// When each personal API token was last used (last-used.ts). Not a read model, so not in
// projections/db.ts: its module adds it to the handle with `withTables`.
export const API_TOKEN_USES_TABLE = "api_token_uses"

export interface ApiTokenUsesTable {
  readonly token_id: string
  readonly used_at: Date
}

export type ApiTokenUsesTables = { [API_TOKEN_USES_TABLE]: ApiTokenUsesTable }
