// Projections passing over events they do not read move their checkpoints together: each
// still gets its own answer, a checkpoint gone back (a rebuild elsewhere) is not moved, and
// two moves of one checkpoint in the same turn both land in order.
import type { Kysely } from "kysely"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { openDatabase } from "#engine/sql/database.ts"
import { freshPostgresUrl, type TestDatabase, testDatabases } from "#test/support/databases.ts"

import { CheckpointAdvances } from "./checkpoint-advances.ts"
import { migrateCheckpoints, readCheckpoint, writeCheckpoint } from "./checkpoints.ts"
import type { DB } from "./db.ts"

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

// Two nodes on one PostgreSQL schema pass over the same events and move the same checkpoints
// at once, each naming them in its own order. A checkpoint held by a third transaction (a
// projection applying a batch) lines both up behind it; once it lets go, neither may be
// holding a checkpoint the other waits for, or the server kills one as a deadlock and its
// projection stops (seen in the two-node socket test). The server is made to pick the plan
// that locks rows in the order the statement lists them (a nested loop over the list), as
// it may on its own once the table's statistics change.
describe("checkpoint advances from two nodes at once (PostgreSQL)", () => {
  it("lock the checkpoints in one order, so neither node deadlocks", async () => {
    const fresh = await freshPostgresUrl()
    const { drop } = fresh
    const address = new URL(fresh.url)
    address.searchParams.set("options", `${address.searchParams.get("options")} -c enable_seqscan=off -c enable_hashjoin=off -c enable_mergejoin=off`)
    // Named, so the wait below counts this test's connections only.
    address.searchParams.set("application_name", APP_NAME)
    const url = address.toString()
    const nodeA = await openDatabase<DB>({ url })
    const nodeB = await openDatabase<DB>({ url })
    const holder = new pg.Client({ connectionString: url })
    // Not the holder: inside its transaction the server's activity view would stay as first read.
    const watcher = new pg.Client({ connectionString: url })
    try {
      await migrateCheckpoints(nodeA.db)
      const names = Array.from({ length: 9 }, (_, i) => `model-${i + 1}`)
      await nodeA.db.transaction().execute(async (trx) => {
        for (const name of names) await writeCheckpoint(trx, name, 10n)
      })
      await holder.connect()
      await watcher.connect()
      await holder.query("begin")
      await holder.query("select position from projection_checkpoints where name = 'model-5' for update")

      const advancing = (db: Kysely<DB>, order: readonly string[]) => {
        const advances = new CheckpointAdvances(db)
        return Promise.all(order.map((name) => advances.advance(name, 10n, 20n)))
      }
      const fromA = advancing(nodeA.db, names)
      const fromB = advancing(nodeB.db, [...names].reverse())
      // Both wait behind the held checkpoint before it is let go.
      await until(async () => (await waitingOnLocks(watcher)) >= 2)
      await holder.query("commit")

      expect(await fromA).toEqual(names.map(() => 20n))
      expect(await fromB).toEqual(names.map(() => 20n))
    } finally {
      await holder.end()
      await watcher.end()
      await nodeA.close()
      await nodeB.close()
      await drop()
    }
  })
})

const APP_NAME = `checkpoint-advances-${process.pid}`

/** This test's connections waiting for a lock. */
const waitingOnLocks = async (client: pg.Client): Promise<number> => {
  const { rows } = await client.query<{ n: string }>(
    "select count(*) as n from pg_stat_activity where application_name = $1 and wait_event_type = 'Lock' and pid <> pg_backend_pid()",
    [APP_NAME],
  )
  return Number(rows[0]!.n)
}

const until = async (condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> => {
  const giveUpAt = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > giveUpAt) throw new Error("timed out waiting for both nodes to queue behind the held checkpoint")
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
