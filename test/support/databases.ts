// The databases every storage test runs against: PGlite in a temporary folder, and the real
// PostgreSQL server (TEST_DATABASE_URL, default the local `test` database). Each
// PostgreSQL test database is a fresh schema, so parallel test files never collide.
import { randomBytes } from "node:crypto"
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"

import pg from "pg"

import { openDatabase } from "#engine/sql/database.ts"
import type { AppDatabase, DB } from "#projections/db.ts"

import { seedPglite } from "./pglite-template.ts"

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test"

/** A fresh, empty PostgreSQL schema on the test server; returns its URL and a cleanup. */
export const freshPostgresUrl = async (): Promise<{ url: string; drop: () => Promise<void> }> => {
  const schema = `t_${randomBytes(6).toString("hex")}`
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL })
  await admin.connect()
  await admin.query(`CREATE SCHEMA ${schema}`)
  await admin.end()
  const url = new URL(TEST_DATABASE_URL)
  url.searchParams.set("options", `-c search_path=${schema}`)
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: TEST_DATABASE_URL })
      await c.connect()
      await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
      // A read-model upgrade left unfinished keeps its build in a schema named after this one.
      const builds = await c.query<{ name: string }>(`SELECT nspname AS name FROM pg_namespace WHERE starts_with(nspname, $1)`, [`${schema}_build_`])
      for (const { name } of builds.rows) await c.query(`DROP SCHEMA IF EXISTS "${name}" CASCADE`)
      await c.end()
    },
  }
}

export interface TestDatabase {
  readonly name: "pglite" | "postgres"
  open(): Promise<AppDatabase & { dispose(): Promise<void> }>
}

export const testDatabases: readonly TestDatabase[] = [
  {
    name: "pglite",
    async open() {
      // In a folder copied from an empty one: a copy opens in a fraction of initdb's time.
      const dir = await mkdtemp(join(tmpdir(), "homestead-db-"))
      await seedPglite(join(dir, "pg"))
      const database = await openDatabase<DB>({ dataDir: join(dir, "pg") })
      return {
        ...database,
        dispose: async () => {
          await database.close()
          await rm(dir, { recursive: true, force: true })
        },
      }
    },
  },
  {
    name: "postgres",
    async open() {
      const { url, drop } = await freshPostgresUrl()
      const database = await openDatabase<DB>({ url })
      return {
        ...database,
        dispose: async () => {
          await database.close()
          await drop()
        },
      }
    },
  },
]
