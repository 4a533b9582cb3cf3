// A server process that starts upgrading the notes read model (test/support/notes-projection.ts)
// to version 2, slowly, for a test to kill mid-build. DATABASE_URL and NOTES_NAME say where and which.
import { postgresEventStore } from "#engine/eventstore/postgres.ts"
import { openDatabase } from "#engine/sql/database.ts"
import type { DB } from "#projections/db.ts"
import { Projector } from "#projections/projector.ts"

import { notes } from "./notes-projection.ts"

const database = await openDatabase<DB>({ url: process.env.DATABASE_URL })
const store = await postgresEventStore(database, { pollIntervalMs: 50 })
const projector = new Projector(store, database.db, [notes(process.env.NOTES_NAME ?? "", 2, { delayMs: 40 })], {
  batchSize: 1,
  logger: { info: (m) => console.log(m), error: (m) => console.error(m) },
})
await projector.start()
console.log("started")
// Runs until killed.
setInterval(() => {}, 1_000)
