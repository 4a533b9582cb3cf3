// The server secrets' table (api/platform/secrets/secrets.ts). Not a read model, so not in projections/db.ts:
// its module adds it to the handle with `withTables`.
import type { Generated } from "kysely"

export const SECRETS_TABLE = "app_secrets"

export interface SecretsTable {
  readonly name: string
  /** 32 random bytes, base64url. */
  readonly value: string
  readonly created_at: Generated<Date>
}

export type SecretsTables = { [SECRETS_TABLE]: SecretsTable }
