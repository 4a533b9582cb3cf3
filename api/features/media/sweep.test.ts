import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { afterEach, beforeEach, describe, expect, it } from "vitest"

import { openDatabase } from "#engine/sql/database.ts"
import type { AppDatabase, DB } from "#projections/db.ts"
import { mediaProjection } from "#projections/media/media.ts"

import { fileMediaStorage } from "./file-storage.ts"
import { sweepMediaOrphans } from "./sweep.ts"

const RECORDED = "RecordedRecordedRecord"
const ORPHAN = "OrphanOrphanOrphanOrph"
const FRESH = "FreshFreshFreshFreshFr"

describe("sweeping media orphans at start", () => {
  let dataDir: string
  let database: AppDatabase
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "homestead-sweep-"))
    database = await openDatabase<DB>({ dataDir: "memory://" })
    await mediaProjection.migrate(database.db)
  })
  afterEach(async () => {
    await database.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it("removes old folders no upload event names, and keeps the rest", async () => {
    const root = join(dataDir, "media")
    const old = new Date(Date.now() - 2 * 3600_000)
    for (const id of [RECORDED, ORPHAN, FRESH]) {
      await mkdir(join(root, id), { recursive: true })
      await writeFile(join(root, id, "thumb.webp"), "x")
      if (id !== FRESH) await utimes(join(root, id), old, old)
    }
    await database.db.insertInto("media").values({ id: RECORDED, width: 1, height: 1, variants: "[]", uploaded_by: "owner", created_at: old }).execute()
    expect(await sweepMediaOrphans({ root, media: fileMediaStorage(root), db: database.db })).toBe(1)
    expect((await readdir(root)).sort()).toEqual([FRESH, RECORDED])
  })
})
