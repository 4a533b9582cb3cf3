// The limits' counts in PostgreSQL (shared-limits.ts), for every node sharing the database:
// a row per key holding the attempts still in its sliding window, and a row per account holding
// its failed sign-ins. Each try is one conditional upsert on its row (PostgreSQL locks the row
// and re-checks the condition on the newest version), so tries arriving at once on any number of
// nodes are counted one after another and none slips past a limit. Rows whose window has
// passed are deleted now and then.
import { type Kysely, sql } from "kysely"

import { ACCOUNT_FAILURE_MEMORY_MS } from "#engine/limits/rates.ts"
import { tableOnFirstUse } from "#engine/sql/create-table.ts"
import type { DB } from "#projections/db.ts"

import { MAX_ADDRESSES_PER_ACCOUNT, type SharedLimits } from "./shared-limits.ts"

export const LIMIT_WINDOWS_TABLE = "limit_windows"
export const ACCOUNT_FAILURES_TABLE = "account_failures"

/** Passed rows are deleted at most this often by each process. */
const SWEEP_EVERY_MS = 60_000

export const postgresSharedLimits = (db: Kysely<DB>): SharedLimits => {
  const windows = sql.table(LIMIT_WINDOWS_TABLE)
  const accounts = sql.table(ACCOUNT_FAILURES_TABLE)
  const windowsTable = tableOnFirstUse(
    db,
    sql`create table if not exists ${windows} (key text primary key, attempts bigint[] not null, expires_at bigint not null)`,
  )
  const accountsTable = tableOnFirstUse(
    db,
    sql`create table if not exists ${accounts} (account text primary key, failures integer not null, last_at bigint not null, addresses text[] not null)`,
  )
  let sweptAt = 0
  const sweep = async (now: number) => {
    if (now - sweptAt < SWEEP_EVERY_MS) return
    sweptAt = now
    await sql`delete from ${windows} where expires_at < ${now}::bigint`.execute(db)
    await sql`delete from ${accounts} where last_at < ${now - ACCOUNT_FAILURE_MEMORY_MS}::bigint`.execute(db)
  }
  return {
    async admit(key, rule, now) {
      await windowsTable()
      await accountsTable()
      await sweep(now)
      const from = now - rule.windowMs
      const { rows } = await sql<{ admitted: number }>`
        insert into ${windows} as w (key, attempts, expires_at) values (${key}, array[${now}::bigint], ${now + rule.windowMs}::bigint)
        on conflict (key) do update
          set attempts = array(select t from unnest(w.attempts) t where t > ${from}::bigint) || ${now}::bigint,
              expires_at = greatest(w.expires_at, excluded.expires_at)
          where (select count(*) from unnest(w.attempts) t where t > ${from}::bigint) < ${rule.limit}
        returning 1 as admitted`.execute(db)
      if (rows.length > 0) return { admitted: true }
      const oldest = await sql<{ oldest: number | null }>`
        select min(t)::float8 as oldest from ${windows}, unnest(attempts) t where key = ${key} and t > ${from}::bigint`.execute(db)
      const first = oldest.rows[0]?.oldest ?? now
      return { admitted: false, retryAfterMs: Math.max(1, first + rule.windowMs - now) }
    },
    async forgive(key, at) {
      await windowsTable()
      await sql`
        update ${windows} set attempts = attempts[:array_position(attempts, ${at}::bigint) - 1] || attempts[array_position(attempts, ${at}::bigint) + 1:]
        where key = ${key} and array_position(attempts, ${at}::bigint) is not null`.execute(db)
    },
    async accountFailures(account, address, now) {
      await accountsTable()
      const { rows } = await sql<{ failures: number; last: number; failed_from: boolean }>`
        select failures, last_at::float8 as last, ${address}::text = any(addresses) as failed_from from ${accounts}
        where account = ${account} and last_at >= ${now - ACCOUNT_FAILURE_MEMORY_MS}::bigint`.execute(db)
      const row = rows[0]
      return row && { failures: row.failures, last: row.last, failedFrom: row.failed_from }
    },
    async failAccount(account, address, now) {
      await accountsTable()
      const forgotten = now - ACCOUNT_FAILURE_MEMORY_MS
      await sql`
        insert into ${accounts} as a (account, failures, last_at, addresses) values (${account}, 1, ${now}::bigint, array[${address}::text])
        on conflict (account) do update set
          failures = case when a.last_at < ${forgotten}::bigint then 1 else a.failures + 1 end,
          addresses = case
            when a.last_at < ${forgotten}::bigint then excluded.addresses
            when ${address}::text = any(a.addresses) or cardinality(a.addresses) >= ${MAX_ADDRESSES_PER_ACCOUNT} then a.addresses
            else a.addresses || ${address}::text end,
          last_at = greatest(a.last_at, excluded.last_at)`.execute(db)
    },
    async clearAccount(account) {
      await accountsTable()
      await sql`delete from ${accounts} where account = ${account}`.execute(db)
    },
  }
}
