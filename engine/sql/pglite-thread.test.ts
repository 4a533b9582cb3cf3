// The embedded database on its own thread: what its users rely on of the one session, and
// that the server's thread keeps getting turns while a burst of answers comes back.
import { spawn } from "node:child_process"
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { sql } from "kysely"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { type Database, openDatabase } from "./database.ts"

let database: Database
beforeAll(async () => {
  database = await openDatabase({ dataDir: "memory://" })
  await sql`CREATE TABLE notes (id int PRIMARY KEY, body text, big int8)`.execute(database.db)
})
afterAll(() => database.close())

const busy = (ms: number) => {
  const end = performance.now() + ms
  while (performance.now() < end);
}

describe("the embedded database on its own thread", () => {
  it("answers with rows as PGlite reads them: int8 as bigint, timestamps as dates", async () => {
    await sql`INSERT INTO notes VALUES (1, 'one', 9007199254740993)`.execute(database.db)
    const { rows } = await sql<{ big: bigint; at: Date }>`SELECT big, now() AS at FROM notes WHERE id = 1`.execute(database.db)
    expect(rows[0]!.big).toBe(9007199254740993n)
    expect(rows[0]!.at).toBeInstanceOf(Date)
  })

  it("reports a database error with its fields, so callers can tell a conflict from a fault", async () => {
    const failed = await sql`INSERT INTO notes VALUES (1, 'again', 0)`.execute(database.db).catch((error: unknown) => error)
    expect(failed).toBeInstanceOf(Error)
    expect(failed).toMatchObject({ code: "23505", constraint: "notes_pkey", message: expect.stringContaining("duplicate key") })
  })

  it("keeps a transaction's statements together: nobody else's statement lands inside it", async () => {
    const seen: number[] = []
    let inside!: () => void
    const begun = new Promise<void>((resolve) => (inside = resolve))
    const writing = database.db.transaction().execute(async (trx) => {
      await sql`INSERT INTO notes VALUES (10, 'first', 0)`.execute(trx)
      inside()
      // Others ask while the transaction holds the session, urgent appends among them.
      await new Promise((resolve) => setTimeout(resolve, 30))
      await sql`INSERT INTO notes VALUES (11, 'second', 0)`.execute(trx)
    })
    await begun
    const counts = [database.db, database.appendDb!, database.db].map(async (db) => {
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM notes WHERE id IN (10, 11)`.execute(db)
      seen.push(rows[0]!.n)
    })
    await Promise.all([writing, ...counts])
    // Had any run inside the transaction, it would have seen its first row alone (as its own session does).
    expect(seen).toEqual([2, 2, 2])
  })

  it("rolls back a transaction that fails, and the session is free again", async () => {
    const failed = await database.db
      .transaction()
      .execute(async (trx) => {
        await sql`INSERT INTO notes VALUES (20, 'kept?', 0)`.execute(trx)
        await sql`INSERT INTO notes VALUES (20, 'twice', 0)`.execute(trx)
      })
      .catch((error: unknown) => error)
    expect(failed).toMatchObject({ code: "23505" })
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM notes WHERE id = 20`.execute(database.db)
    expect(rows[0]!.n).toBe(0)
  })

  it("hands a burst of answers over a few at a time, so a timer set before it runs before the burst is through", async () => {
    let handed = 0
    let handedWhenTimerRan: number | null = null
    const timer = new Promise<void>((resolve) =>
      setTimeout(() => {
        handedWhenTimerRan = handed
        resolve()
      }, 0),
    )
    // Each answer's user works on for 5 ms: 60 of them in one turn would hold the thread 300 ms.
    await Promise.all(
      Array.from({ length: 60 }, async () => {
        await sql`SELECT 1`.execute(database.db)
        handed++
        busy(5)
      }),
    )
    await timer
    expect(handedWhenTimerRan).not.toBeNull()
    expect(handedWhenTimerRan!).toBeLessThan(60)
  })

  it("opens its folder on a thread prepared before the folder was known, and an unused one keeps nothing alive", async () => {
    const dir = await mkdtemp(join(tmpdir(), "pglite-thread-"))
    try {
      // As the server starts: the thread first, the folder once the settings are read.
      const script = (open: boolean) => `
        import { openDatabase } from ${JSON.stringify(new URL("./database.ts", import.meta.url).href)}
        import { prepareEmbeddedDatabase } from ${JSON.stringify(new URL("./pglite-thread.ts", import.meta.url).href)}
        prepareEmbeddedDatabase()
        if (${open}) {
          const database = await openDatabase({ dataDir: ${JSON.stringify(join(dir, "pg"))} })
          const rows = await database.db.selectNoFrom((eb) => eb.val(41).as("n")).execute()
          console.log("read", Number(rows[0].n) + 1)
          await database.close()
        } else console.log("not opened")`
      const run = async (open: boolean) => {
        const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script(open)], { stdio: ["ignore", "pipe", "pipe"] })
        let out = ""
        child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()))
        child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()))
        const code = await new Promise<number | null>((resolve) => child.once("exit", resolve))
        return { out, code }
      }
      expect(await run(true)).toEqual({ out: "read 42\n", code: 0 })
      expect(await run(false)).toEqual({ out: "not opened\n", code: 0 })
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }, 120_000)

  it("does not keep a process alive once its statements are answered", async () => {
    const dir = await mkdtemp(join(tmpdir(), "pglite-thread-"))
    try {
      // A script that opens the database, reads, and forgets to close it ends by itself.
      const script = `
        import { openDatabase } from ${JSON.stringify(new URL("./database.ts", import.meta.url).href)}
        const database = await openDatabase({ dataDir: ${JSON.stringify(join(dir, "pg"))} })
        const rows = await database.db.selectNoFrom((eb) => eb.val(41).as("n")).execute()
        console.log("read", Number(rows[0].n) + 1)`
      const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { stdio: ["ignore", "pipe", "pipe"] })
      let out = ""
      child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()))
      child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()))
      const code = await new Promise<number | null>((resolve) => child.once("exit", resolve))
      expect(out).toContain("read 42")
      expect(code).toBe(0)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
