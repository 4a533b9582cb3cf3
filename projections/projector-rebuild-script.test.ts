// `npm run projections:rebuild -- <name>` as an operator runs it: a child process on a PGlite data folder.
import { execFile } from "node:child_process"
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { promisify } from "node:util"

import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { postgresEventStore } from "#engine/eventstore/postgres.ts"
import { submitGeneralFeedback } from "#engine/feedback/commands.ts"
import { openDatabase } from "#engine/sql/database.ts"

import type { DB } from "./db.ts"
import { generalFeedbackProjection } from "./feedback/general-feedback.ts"
import { Projector } from "./projector.ts"

const script = fileURLToPath(new URL("../scripts/projections-rebuild.ts", import.meta.url))

const run = async (dataDir: string, ...args: string[]) => {
  // Only the data folder: a DATABASE_URL or KURRENTDB_URL of the developer's shell must not leak in.
  const env = { PATH: process.env.PATH ?? "", DATA_DIR: dataDir }
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ["--import", "tsx", script, ...args], { env, timeout: 60_000 })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string }
    return { code: failed.code ?? -1, stdout: failed.stdout ?? "", stderr: failed.stderr ?? "" }
  }
}

const feedbackRows = async (dataDir: string) => {
  const database = await openDatabase<DB>({ dataDir: join(dataDir, "pg") })
  try {
    return await database.db.selectFrom("general_feedback").select(["id", "feedback"]).orderBy("id").execute()
  } finally {
    await database.close()
  }
}

describe("projections:rebuild", () => {
  let dataDir: string
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "rebuild-"))
    const database = await openDatabase<DB>({ dataDir: join(dataDir, "pg") })
    const store = await postgresEventStore(database)
    const projector = new Projector(store, database.db, [generalFeedbackProjection])
    await projector.start()
    const base = { type: "SubmitGeneralFeedback" as const, userId: null, playerEmail: null, screenshotId: null, player: "guest", now: new Date() }
    await submitGeneralFeedback({ store, projections: projector }, { ...base, feedbackId: "f1", feedback: "first" })
    await submitGeneralFeedback({ store, projections: projector }, { ...base, feedbackId: "f2", feedback: "second" })
    await projector.stop()
    // A read model gone wrong: rows lost while its checkpoint says it is up to date.
    await database.db.deleteFrom("general_feedback").execute()
    await store.close()
    await database.close()
  }, 60_000)
  afterAll(() => rm(dataDir, { recursive: true, force: true }))

  it("replays one read model from the first event and says what it did", async () => {
    expect(await feedbackRows(dataDir)).toEqual([])
    const result = await run(dataDir, "general-feedback")
    expect(result.stderr).toBe("")
    expect(result.code).toBe(0)
    expect(result.stdout).toContain("Rebuilt general-feedback: applied 2 events")
    expect(await feedbackRows(dataDir)).toEqual([
      { id: "f1", feedback: "first" },
      { id: "f2", feedback: "second" },
    ])
  }, 60_000)

  it("names the known projections for an unknown or missing name, exit 1", async () => {
    const unknown = await run(dataDir, "nope")
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toContain("Unknown projection: nope")
    expect(unknown.stderr).toMatch(/Known projections: .*general-feedback/)
    const missing = await run(dataDir)
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain("Usage: npm run projections:rebuild -- <name>")
  }, 60_000)
})
