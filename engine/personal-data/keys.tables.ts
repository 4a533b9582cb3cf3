// The personal-data keys' table (engine/personal-data/keys.ts): one key per person, kept
// outside the events so that deleting it erases that person's sealed fields everywhere.
export const PERSONAL_KEYS_TABLE = "personal_keys"

export interface PersonalKeysTable {
  readonly owner: string
  /** 32 random bytes, base64url. */
  readonly key: string
  readonly created_at: Date
}

export type PersonalKeysTables = { [PERSONAL_KEYS_TABLE]: PersonalKeysTable }
