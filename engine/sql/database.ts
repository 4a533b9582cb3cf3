// One SQL dialect everywhere: PGlite (embedded, a folder under DATA_DIR) or a PostgreSQL server.
// The event store's Postgres adapter and the read models share this handle.
import { PGlite } from "@electric-sql/pglite"
import { Kysely, PostgresDialect } from "kysely"
import pg from "pg"
import { mkdirSync } from "node:fs"
import { PGliteDialect } from "./pglite-dialect.ts"

export interface Database {
  readonly kind: "pglite" | "postgres"
  readonly db: Kysely<any>
  /** The raw pg pool (server mode) for LISTEN/NOTIFY; undefined on PGlite. */
  readonly pool?: pg.Pool
  /** The PGlite instance (embedded mode). */
  readonly pglite?: PGlite
  close(): Promise<void>
}

// Postgres bigint (int8) → JS bigint, so positions never lose precision.
pg.types.setTypeParser(20, (v) => BigInt(v))

export interface DatabaseOptions {
  /** A PostgreSQL URL; when absent, PGlite is used. */
  readonly url?: string | undefined
  /** Folder for PGlite's files; absent or "memory://" keeps it in memory. */
  readonly dataDir?: string | undefined
  readonly poolSize?: number
}

export const openDatabase = async (options: DatabaseOptions): Promise<Database> => {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 })
    const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }) })
    return { kind: "postgres", db, pool, close: () => db.destroy() }
  }
  const dir = options.dataDir && options.dataDir !== "memory://" ? options.dataDir : undefined
  if (dir) mkdirSync(dir, { recursive: true })
  const pglite = new PGlite({
    ...(dir ? { dataDir: dir } : {}),
    // PGlite returns int8 as bigint too
    parsers: { 20: (v: string) => BigInt(v) },
  })
  await pglite.waitReady
  const db = new Kysely<any>({ dialect: new PGliteDialect(pglite) })
  return { kind: "pglite", db, pglite, close: () => db.destroy() }
}
