// What the command-line tools open: the same settings as the server (DATA_DIR,
// DATABASE_URL, KURRENTDB_URL, read from the environment and a local .env), the database and
// the event store, without the HTTP server or its first-start tasks. (A tool that reads the
// uploads opens the media feature's storage: the database's on PostgreSQL, else `config.dataDir`'s.)
// On the embedded database the folder takes one process at a time: a tool refuses to open it
// while the server runs (engine/files/pid-lock.ts); on PostgreSQL it works beside the server.
import { existsSync } from "node:fs"
import { join } from "node:path"

import { Either } from "effect"

import { DomainError } from "#engine/domain-errors.ts"
import type { EventStore } from "#engine/eventstore/port.ts"
import { restrictUmask } from "#engine/files/private-files.ts"
import { openEventStore } from "#engine/personal-data/open-store.ts"
import { openDatabase } from "#engine/sql/database.ts"
import type { AppDatabase, DB } from "#projections/db.ts"
import { Projector } from "#projections/projector.ts"
import { allProjections } from "#projections/registry.ts"

import { type Config, loadConfig } from "../config.ts"

export interface OpenSite {
  readonly config: Config
  readonly database: AppDatabase
  readonly store: EventStore
  /** Brings every read model up to the store's head (a tool's own projector, beside any server's). */
  catchUp(): Promise<void>
  close(): Promise<void>
}

/** A tool's refusal: one plain line for the operator, exit status 1. */
export class ToolRefused extends Error {
  readonly _tag = "ToolRefused"
}

/** The settings in `env`, or a refusal that names what to fix. */
export const configFrom = (env: Readonly<Record<string, string | undefined>>): Config => {
  const decoded = loadConfig(env)
  if (Either.isLeft(decoded)) throw new ToolRefused(`Fix these settings first (see .env.example): ${decoded.left.join("; ")}`)
  return decoded.right
}

/** The settings of the process's environment and a local .env, like the server's. */
export const configFromEnvironment = (): Config => {
  if (existsSync(".env")) process.loadEnvFile(".env")
  return configFrom(process.env)
}

export const openSite = async (config: Config = configFromEnvironment()): Promise<OpenSite> => {
  // Like the server: nothing written into DATA_DIR is readable by other accounts.
  restrictUmask()
  const database = await openDatabase<DB>(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: join(config.dataDir, "pg") })
  let store: EventStore
  try {
    store = await openEventStore(database, config.kurrentdbUrl)
  } catch (error) {
    await database.close()
    throw error
  }
  return {
    config,
    database,
    store,
    async catchUp() {
      const projector = new Projector(store, database.db, allProjections, { logger: { info: () => {}, error: (message) => console.error(message) } })
      try {
        await projector.start()
        await projector.waitFor(await store.head(), Number.POSITIVE_INFINITY)
      } finally {
        await projector.stop()
      }
    },
    async close() {
      await store.close()
      await database.close()
    },
  }
}

/** Refusals a person can act on: one plain line, no stack. */
const PLAIN = new Set(["ToolRefused", "RestoreRefused", "FolderInUse"])

/** What a tool prints when it fails: the refusal's one line, or the whole stack of anything else. */
export const failureText = (error: unknown): string =>
  error instanceof DomainError || PLAIN.has((error as { _tag?: string })?._tag ?? "")
    ? (error as Error).message
    : error instanceof Error
      ? (error.stack ?? error.message)
      : String(error)

/** Runs a tool's main: exit 0 on success (or the exit code it set); one plain line and exit 1 on a refusal or failure. */
export const runTool = (main: () => Promise<void>): void => {
  main().then(
    () => process.exit(process.exitCode ?? 0),
    (error: unknown) => {
      console.error(failureText(error))
      process.exit(1)
    },
  )
}
