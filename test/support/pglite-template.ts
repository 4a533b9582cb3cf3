// A new PGlite database folder costs PostgreSQL's initdb (about five seconds of this machine's
// processor), and a server's first start then creates the event store's and the read models'
// tables (another second and a half), paid by every server a test starts on a fresh DATA_DIR.
// A copy of a folder made once costs a few hundred milliseconds and opens as the same database.
//
// Two templates, each made once and kept in the temporary folder so test files, passes and runs
// share them: `empty` (initdb only, for the storage tests that create their tables themselves),
// named by PGlite's version; and `tables` (the store's and every read model's tables, no events),
// named also by a hash of the code that creates those tables, so a change to it makes a new one.
// Each is made beside its final name and renamed into place, so no one copies half of one.
import { createHash } from "node:crypto"
import { cpSync, existsSync, readdirSync, readFileSync } from "node:fs"
import { mkdtemp, rename, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"

import { openEventStore } from "#engine/personal-data/open-store.ts"
import { openDatabase } from "#engine/sql/database.ts"
import type { DB } from "#projections/db.ts"
import { Projector } from "#projections/projector.ts"
import { allProjections } from "#projections/registry.ts"

const root = resolve(import.meta.dirname, "../..")

const pgliteVersion = (): string => {
  const manifest = join(root, "node_modules/@electric-sql/pglite/package.json")
  return (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version
}

/** A hash of the product code under these folders: what creates the tables. */
const codeHash = (folders: readonly string[]): string => {
  const hash = createHash("sha256")
  for (const folder of folders) {
    const files = readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.(ts|js)$/.test(file) && !/\.test\.ts$/.test(file))
      .sort()
    for (const file of files) hash.update(file).update(readFileSync(join(root, folder, file)))
  }
  return hash.digest("hex").slice(0, 16)
}

type Kind = "empty" | "tables"

const fill: Record<Kind, (pgDir: string) => Promise<void>> = {
  async empty(pgDir) {
    const database = await openDatabase({ dataDir: pgDir })
    await database.close()
  },
  async tables(pgDir) {
    const database = await openDatabase<DB>({ dataDir: pgDir })
    try {
      const store = await openEventStore(database)
      const projector = new Projector(store, database.db, allProjections)
      await projector.start()
      await projector.stop()
      await store.close()
    } finally {
      await database.close()
    }
  },
}

const pathOf = (kind: Kind): string =>
  join(tmpdir(), `homestead-pglite-${kind}-${pgliteVersion()}${kind === "tables" ? `-${codeHash(["engine", "projections"])}` : ""}`)

const making = new Map<Kind, Promise<string>>()

const make = async (kind: Kind): Promise<string> => {
  const template = pathOf(kind)
  if (existsSync(template)) return template
  const work = await mkdtemp(`${template}-making-`)
  try {
    await fill[kind](join(work, "pg"))
    // Another test process may have renamed its own into place first: then theirs serves.
    await rename(join(work, "pg"), template).catch((error: NodeJS.ErrnoException) => {
      if (!existsSync(template)) throw error
    })
  } finally {
    await rm(work, { recursive: true, force: true })
  }
  return template
}

/** Puts a PGlite database at `pgDir` (which must not exist yet): empty, or with the server's tables. */
export const seedPglite = async (pgDir: string, kind: Kind = "empty"): Promise<void> => {
  let template = making.get(kind)
  if (!template) making.set(kind, (template = make(kind)))
  // Synchronous: several times faster than the promise version for a folder of small files.
  cpSync(await template, pgDir, { recursive: true, errorOnExist: true, force: false })
}

/**
 * A new server's `DATA_DIR/pg` with its tables made, as after a first start that stored nothing;
 * nothing when the server is to use PostgreSQL at `databaseUrl` or the folder has a database.
 */
export const seedDataDir = async (dataDir: string, databaseUrl?: string): Promise<void> => {
  if (databaseUrl) return
  const pgDir = join(dataDir, "pg")
  if (!existsSync(pgDir)) await seedPglite(pgDir, "tables")
}
