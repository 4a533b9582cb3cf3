// A read model whose version changed is built again beside the old tables, which keep
// answering, and swapped in once caught up; a failed build leaves the old version serving.
import { spawn } from "node:child_process"

import { sql } from "kysely"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { type EventStore, type Position, type RecordedEvent, START } from "#engine/eventstore/port.ts"
import { postgresEventStore } from "#engine/eventstore/postgres.ts"
import { openDatabase } from "#engine/sql/database.ts"
import { freshPostgresUrl, type TestDatabase, testDatabases } from "#test/support/databases.ts"
import { eventually } from "#test/support/eventstore/contract-support.ts"
import { notes, type NoteTables } from "#test/support/notes-projection.ts"

import { readVersions } from "./checkpoints.ts"
import type { DB } from "./db.ts"
import { Projector, type ProjectorLogger } from "./projector.ts"

const logs = (): ProjectorLogger & { infos: string[]; errors: string[] } => {
  const infos: string[] = []
  const errors: string[] = []
  return { infos, errors, info: (m) => infos.push(m), error: (m) => errors.push(m) }
}

/**
 * The store as a slow build sees it: no batch is delivered until the test lets go. The wait
 * is between transactions, as a long build's is (the embedded database has one connection,
 * which a transaction left waiting would hold from every reader).
 */
const heldBack = (store: EventStore) => {
  let release!: () => void
  const gate = new Promise<void>((resolve) => (release = resolve))
  const held: EventStore = {
    ...store,
    subscribe: (options) =>
      store.subscribe({
        ...options,
        onEvents: async (events) => {
          await gate
          return options.onEvents(events)
        },
      }),
  }
  return { store: held, release }
}

let unique = 0

for (const target of testDatabases) {
  describe(`read model upgrades on ${target.name}`, () => {
    let database: Awaited<ReturnType<TestDatabase["open"]>>
    let store: EventStore
    beforeAll(async () => {
      database = await target.open()
      store = await postgresEventStore(database, { pollIntervalMs: 50 })
    }, 60_000)
    afterAll(async () => {
      await store?.close()
      await database?.dispose()
    })

    const db = () => database.db.withTables<NoteTables>()
    const rows = (name: string) => db().selectFrom(`notes_${name}`).selectAll().orderBy("body").execute()
    // The tests wait for what they wrote, not for `head()`: the head a reader sees stops below any
    // transaction running on the server at that moment (another test file's).
    let newest: Position = START
    const write = async (name: string, ...bodies: string[]) => {
      for (const body of bodies) newest = (await store.append(`${name}/n`, [{ type: "Noted", data: { body } }], "any")).position
      return newest
    }
    /** Runs version 1 of `name` over what is stored, then stops it, as the previous release of the server would. */
    const runVersion1 = async (name: string) => {
      const projector = new Projector(store, database.db, [notes(name, 1)], { logger: logs() })
      await projector.start()
      await projector.waitFor(newest)
      await projector.stop()
    }
    const versionOf = async (name: string) => (await readVersions(database.db)).get(name)?.version
    const buildSchemas = async () =>
      (
        await sql<{ nspname: string }>`SELECT nspname FROM pg_namespace WHERE starts_with(nspname, current_schema() || '_build_')`.execute(database.db)
      ).rows.map((r) => r.nspname)

    it("builds a raised version while the old tables keep answering, then swaps it in with its indexes", async () => {
      const name = `up_${++unique}`
      await write(name, "apple", "bean", "carrot")
      await runVersion1(name)
      expect(await versionOf(name)).toBe(1)

      const slow = heldBack(store)
      const log = logs()
      const projector = new Projector(slow.store, database.db, [notes(name, 2)], { batchSize: 1, progressEveryMs: 0, logger: log })
      try {
        await projector.start()
        // The server can start: waits do not hold for a model being upgraded.
        await projector.waitFor(newest, 5_000)
        expect(projector.projections()[0]!.state).toBe("upgrading")
        // The old version answers, in its own shape, while the new one is built.
        expect((await rows(name)).map((r) => r.body)).toEqual(["apple", "bean", "carrot"])
        expect(Object.keys((await rows(name))[0]!)).not.toContain("length")
        const head = await write(name, "dill")
        expect(await rows(name)).toHaveLength(3)

        slow.release()
        await eventually(() => projector.projections()[0]!.state === "running", "the swap")
        await projector.waitFor(head, 5_000)
        expect((await rows(name)).map((r) => [r.body, r.length])).toEqual([
          ["apple", 5],
          ["bean", 4],
          ["carrot", 6],
          ["dill", 4],
        ])
        expect(await versionOf(name)).toBe(2)
        expect(await buildSchemas()).toEqual([])
        const indexes = await sql<{ indexname: string }>`
          SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename = ${`notes_${name}`}`.execute(database.db)
        expect(indexes.rows.map((r) => r.indexname).sort()).toEqual([`notes_${name}_body`, `notes_${name}_pkey`])
        expect(log.infos.some((m) => m.includes(`building version 2 beside version 1`))).toBe(true)
        expect(log.infos.some((m) => m.includes("version 2 built to position"))).toBe(true)
        expect(log.infos.some((m) => m.includes("version 2 swapped in"))).toBe(true)

        // Live again: a new note lands in the new shape.
        await projector.waitFor(await write(name, "egg"), 5_000)
        expect((await rows(name)).at(-1)).toMatchObject({ body: "egg", length: 3 })
      } finally {
        slow.release()
        await projector.stop()
      }
    })

    it("keeps the old version serving when the build fails, and the next start resumes and completes it", async () => {
      const name = `up_${++unique}`
      await write(name, "a1", "a2", "a3", "a4")
      await runVersion1(name)
      const stored = await database.db.withTables<NoteTables>().selectFrom(`notes_${name}`).select("id").execute()
      const third = (await store.readStream(`${name}/n`))[2]!

      const log = logs()
      const failing = new Projector(store, database.db, [notes(name, 2, { failOn: (e) => e.id === third.id })], { batchSize: 1, logger: log })
      await failing.start()
      await eventually(() => failing.projections()[0]!.failure !== undefined, "the failed build")
      expect(failing.projections()[0]!.state).toBe("upgrading")
      expect(log.errors.join("\n")).toContain("building version 2 failed")
      expect(log.errors.join("\n")).toContain("version 1 keeps answering")
      await failing.waitFor(newest, 5_000)
      await failing.stop()
      expect(await database.db.withTables<NoteTables>().selectFrom(`notes_${name}`).select("id").execute()).toEqual(stored)
      expect(Object.keys((await rows(name))[0]!)).not.toContain("length")
      expect(await versionOf(name)).toBe(1)

      // Fixed code, next start: the build resumes after the two notes it had committed.
      const seen: RecordedEvent[] = []
      const fixed = new Projector(store, database.db, [notes(name, 2, { seen })], { batchSize: 1, logger: logs() })
      try {
        await fixed.start()
        await eventually(() => fixed.projections()[0]!.state === "running", "the swap")
        expect(seen.map((e) => (e.data as { body: string }).body)).toEqual(["a3", "a4"])
        expect((await rows(name)).map((r) => [r.body, r.length])).toEqual([
          ["a1", 2],
          ["a2", 2],
          ["a3", 2],
          ["a4", 2],
        ])
        expect(await versionOf(name)).toBe(2)
        expect(await buildSchemas()).toEqual([])
      } finally {
        await fixed.stop()
      }
    })

    it("holds waits until the swap for a model whose queries cannot read the old tables, and fails them when its build halts", async () => {
      const name = `up_${++unique}`
      await write(name, "kale", "leek")
      await runVersion1(name)

      const slow = heldBack(store)
      const projector = new Projector(slow.store, database.db, [notes(name, 2, { oldTablesAnswer: false })], { batchSize: 1, logger: logs() })
      try {
        await projector.start()
        let done = false
        const waited = projector.waitFor(newest, 10_000).then(() => (done = true))
        await new Promise((resolve) => setTimeout(resolve, 200))
        expect(done).toBe(false)
        slow.release()
        await waited
        expect(projector.projections()[0]!.state).toBe("running")
        expect((await rows(name)).map((r) => [r.body, r.length])).toEqual([
          ["kale", 4],
          ["leek", 4],
        ])
      } finally {
        slow.release()
        await projector.stop()
      }

      const other = `up_${++unique}`
      await write(other, "m1", "m2")
      await runVersion1(other)
      const failing = new Projector(store, database.db, [notes(other, 2, { oldTablesAnswer: false, failOn: () => true })], { logger: logs() })
      try {
        await failing.start()
        await expect(failing.waitFor(newest, 10_000)).rejects.toThrow(`Projection ${other} stopped`)
      } finally {
        await failing.stop()
        // The halted build would wait for a fixed start; the next tests count build schemas.
        for (const schema of await buildSchemas()) await sql`DROP SCHEMA ${sql.id(schema)} CASCADE`.execute(database.db)
      }
    })

    it("lets two nodes upgrade together: the model is built once and both run the new version", async () => {
      const name = `up_${++unique}`
      const bodies = Array.from({ length: 12 }, (_, i) => `b${String(i).padStart(2, "0")}`)
      await write(name, ...bodies)
      await runVersion1(name)
      const nodes = [0, 1].map(() => new Projector(store, database.db, [notes(name, 2)], { batchSize: 1, logger: logs() }))
      try {
        await Promise.all(nodes.map((n) => n.start()))
        await eventually(() => nodes.every((n) => n.projections()[0]!.state === "running"), "both swaps", 20_000)
        expect(nodes.map((n) => n.projections()[0]!.failure)).toEqual([undefined, undefined])
        expect((await rows(name)).map((r) => [r.body, r.length])).toEqual(bodies.map((b) => [b, 3]))
        const head = await write(name, "later")
        await Promise.all(nodes.map((n) => n.waitFor(head, 5_000)))
        expect(await rows(name)).toHaveLength(13)
        expect(await versionOf(name)).toBe(2)
        expect(await buildSchemas()).toEqual([])
      } finally {
        await Promise.all(nodes.map((n) => n.stop()))
      }
    })

    it("goes live without building when another node finished the upgrade after this one looked", async () => {
      const name = `up_${++unique}`
      await write(name, "p", "q")
      await runVersion1(name)
      const late = new Projector(store, database.db, [notes(name, 2)], { logger: logs() })
      // It reads the versions (and finds version 1) before the other node upgrades.
      await expect(late.resume(name)).rejects.toThrow("holds version 1")
      const first = new Projector(store, database.db, [notes(name, 2)], { logger: logs() })
      try {
        await first.start()
        await eventually(() => first.projections()[0]!.state === "running", "the first node's swap")
        await late.start()
        await eventually(() => late.projections()[0]!.state === "running", "the late node going live")
        await late.waitFor(await write(name, "r"), 5_000)
        expect((await rows(name)).map((r) => [r.body, r.length])).toEqual([
          ["p", 1],
          ["q", 1],
          ["r", 1],
        ])
        expect(await buildSchemas()).toEqual([])
      } finally {
        await Promise.all([first.stop(), late.stop()])
      }
    })

    it("makes a new read model in place at its version, with no build", async () => {
      const name = `up_${++unique}`
      await write(name, "x")
      const log = logs()
      const projector = new Projector(store, database.db, [notes(name, 3)], { logger: log })
      try {
        await projector.start()
        expect(projector.projections()[0]!.state).toBe("running")
        await projector.waitFor(newest, 5_000)
        expect(await rows(name)).toMatchObject([{ body: "x", length: 1 }])
        expect(await versionOf(name)).toBe(3)
        expect(log.infos.join("\n")).not.toContain("building")
      } finally {
        await projector.stop()
      }
    })

    it("refuses an in-place rebuild of a model whose tables hold an older version", async () => {
      const name = `up_${++unique}`
      await write(name, "y")
      await runVersion1(name)
      const projector = new Projector(store, database.db, [notes(name, 2)], { logger: logs() })
      await expect(projector.rebuild(name)).rejects.toThrow(`Read model ${name} holds version 1; starting the server upgrades it to version 2`)
      expect(Object.keys((await rows(name))[0]!)).not.toContain("length")
    })
  })
}

describe("a read model upgrade killed mid-build", () => {
  it("leaves the old version serving, and the next start resumes the build and swaps it in", async () => {
    const { url, drop } = await freshPostgresUrl()
    const database = await openDatabase<DB>({ url })
    const store = await postgresEventStore(database, { pollIntervalMs: 50 })
    const name = "killed"
    try {
      const bodies = Array.from({ length: 40 }, (_, i) => `n${String(i).padStart(2, "0")}`)
      let last: Position = START
      for (const body of bodies) last = (await store.append(`${name}/n`, [{ type: "Noted", data: { body } }], "any")).position
      const old = new Projector(store, database.db, [notes(name, 1)], { logger: logs() })
      await old.start()
      await old.waitFor(last)
      await old.stop()

      // Another process starts the upgrade, applying one slow event per transaction, and dies mid-way.
      const child = spawn(process.execPath, ["--import", "tsx", "test/support/upgrade-child.ts"], {
        env: { PATH: process.env.PATH ?? "", DATABASE_URL: url, NOTES_NAME: name },
        stdio: "ignore",
      })
      const exited = new Promise((resolve) => child.once("exit", resolve))
      const schema = (await sql<{ s: string }>`SELECT current_schema() AS s`.execute(database.db)).rows[0]!.s
      const buildCheckpoint = async () => {
        const found = await sql<{ t: string | null }>`SELECT to_regclass(${`"${schema}_build_${name}".projection_checkpoints`})::text AS t`.execute(database.db)
        if (!found.rows[0]?.t) return -1n
        const { rows } = await sql<{ position: bigint }>`SELECT position FROM ${sql.id(`${schema}_build_${name}`, "projection_checkpoints")}`.execute(
          database.db,
        )
        return rows[0]?.position ?? -1n
      }
      // Positions ascend but need not be dense.
      const positions = (await store.readStream(`${name}/n`)).map((e) => e.position)
      const deadline = Date.now() + 20_000
      while ((await buildCheckpoint()) < positions[5]!) {
        if (Date.now() > deadline) throw new Error("the child's build never got going")
        await new Promise((r) => setTimeout(r, 20))
      }
      child.kill("SIGKILL")
      await exited
      const builtBeforeKill = await buildCheckpoint()
      expect(builtBeforeKill).toBeLessThan(positions.at(-1)!)

      // The old version answers, in its shape, with every note.
      const rows = () => database.db.withTables<NoteTables>().selectFrom(`notes_${name}`).selectAll().orderBy("body").execute()
      expect((await rows()).map((r) => r.body)).toEqual(bodies)
      expect(Object.keys((await rows())[0]!)).not.toContain("length")
      expect((await readVersions(database.db)).get(name)?.version).toBe(1)

      const seen: RecordedEvent[] = []
      const next = new Projector(store, database.db, [notes(name, 2, { seen })], { logger: logs() })
      try {
        await next.start()
        await eventually(() => next.projections()[0]!.state === "running", "the swap", 20_000)
        // Resumed after what the killed build had committed: nothing applied twice.
        expect(seen[0]!.position).toBe(positions.find((p) => p > builtBeforeKill))
        expect((await rows()).map((r) => [r.body, r.length])).toEqual(bodies.map((b) => [b, 3]))
        expect((await readVersions(database.db)).get(name)?.version).toBe(2)
      } finally {
        await next.stop()
      }
    } finally {
      await sql`DROP SCHEMA IF EXISTS ${sql.id(`${(await sql<{ s: string }>`SELECT current_schema() AS s`.execute(database.db)).rows[0]!.s}_build_${name}`)} CASCADE`.execute(
        database.db,
      )
      await store.close()
      await database.close()
      await drop()
    }
  }, 60_000)
})
