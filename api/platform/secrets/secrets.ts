// Server secrets (not domain state, so not events): a small `app_secrets` table. The
// first process to start inserts a random value and every later one (or a second app
// node on the same PostgreSQL) reads the same row back, so all nodes sign alike.
import { randomBytes } from "node:crypto"

import { type Kysely, sql } from "kysely"

import { createTable } from "#engine/sql/create-table.ts"
import type { DB } from "#projections/db.ts"

import { SECRETS_TABLE, type SecretsTables } from "./secrets.tables.ts"

const migrate = (db: Kysely<DB>): Promise<void> =>
  createTable(
    db,
    sql`create table if not exists ${sql.table(SECRETS_TABLE)} (name text primary key, value text not null, created_at timestamptz not null default now())`,
  )

/** The secret named `name`, created (32 random bytes) if it does not exist yet. */
export const getOrCreateSecret = async (db: Kysely<DB>, name: string): Promise<Uint8Array> => {
  await migrate(db)
  const secrets = db.withTables<SecretsTables>()
  const candidate = randomBytes(32).toString("base64url")
  await secrets
    .insertInto(SECRETS_TABLE)
    .values({ name, value: candidate })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute()
  const row = await secrets.selectFrom(SECRETS_TABLE).select("value").where("name", "=", name).executeTakeFirstOrThrow()
  return new Uint8Array(Buffer.from(row.value, "base64url"))
}

/** The secret named `name`, read (or created) on first use and kept; a failed read is tried again next time. */
const keptSecret = (db: Kysely<DB>, name: string): (() => Promise<Uint8Array>) => {
  let secret: Promise<Uint8Array> | undefined
  return () => {
    if (!secret) {
      const reading = getOrCreateSecret(db, name)
      reading.catch(() => {
        if (secret === reading) secret = undefined
      })
      secret = reading
    }
    return secret
  }
}

/** The secrets of one app, each read once from `app_secrets`. */
export interface AppSecrets {
  /** Signs quiz tokens (api/features/accounts/quiz-auth.ts). */
  quizToken(): Promise<Uint8Array>
  /** Signs the guests' answer cookie (api/features/quiz-play/guest-answers.ts). */
  guestAnswers(): Promise<Uint8Array>
  /** Signs the journal's unsubscribe links (api/features/journal-mail). */
  journalUnsubscribe(): Promise<Uint8Array>
  /** Signs the single sign-on's flow and hand-over cookies (api/features/single-sign-on). */
  singleSignOn(): Promise<Uint8Array>
}

export const appSecrets = (db: Kysely<DB>): AppSecrets => ({
  quizToken: keptSecret(db, "quiz-token"),
  guestAnswers: keptSecret(db, "guest-answers"),
  journalUnsubscribe: keptSecret(db, "journal-unsubscribe"),
  singleSignOn: keptSecret(db, "single-sign-on"),
})
