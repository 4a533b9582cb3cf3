// Projections passing over events they do not read move their checkpoints together: each
// still gets its own answer, a checkpoint gone back (a rebuild elsewhere) is not moved, and
// two moves of one checkpoint in the same turn both land in order.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { type TestDatabase, testDatabases } from "#test/support/databases.ts"

import { CheckpointAdvances } from "./checkpoint-advances.ts"
import { migrateCheckpoints, readCheckpoint, writeCheckpoint } from "./checkpoints.ts"

type Opened = Awaited<ReturnType<TestDatabase["open"]>>

for (const target of testDatabases) {
  describe(`checkpoint advances on ${target.name}`, () => {
    let database: Opened
    beforeAll(async () => {
      database = await target.open()
      await migrateCheckpoints(database.db)
      await database.db.transaction().execute(async (trx) => {
        await writeCheckpoint(trx, "a", 10n)
        await writeCheckpoint(trx, "b", 10n)
        await writeCheckpoint(trx, "rebuilt", 3n)
      })
    })
    afterAll(async () => database.dispose())

    it("moves each checkpoint asked for in one turn, and leaves one that went back", async () => {
      const advances = new CheckpointAdvances(database.db)
      const answers = await Promise.all([
        advances.advance("a", 10n, 20n),
        advances.advance("b", 10n, 25n),
        advances.advance("rebuilt", 10n, 25n),
        advances.advance("missing", 0n, 25n),
      ])
      expect(answers).toEqual([20n, 25n, null, null])
      expect(await readCheckpoint(database.db, "a")).toBe(20n)
      expect(await readCheckpoint(database.db, "b")).toBe(25n)
      expect(await readCheckpoint(database.db, "rebuilt")).toBe(3n)
    })

    it("takes two moves of one checkpoint in the same turn one after the other, and never moves it back", async () => {
      const advances = new CheckpointAdvances(database.db)
      const answers = await Promise.all([advances.advance("a", 20n, 30n), advances.advance("a", 30n, 40n), advances.advance("b", 25n, 22n)])
      expect(answers).toEqual([30n, 40n, 25n])
      expect(await readCheckpoint(database.db, "a")).toBe(40n)
    })
  })
}
