// Deleting an account holds in the log: a player's email and password hash are written into
// the events sealed with a key of theirs, kept outside the events; deleting the account
// destroys the key, so neither the read models (even rebuilt from the log) nor a later backup
// hold them, while the rest of the history stays readable.
import { Writable } from "node:stream"
import { gunzipSync } from "node:zlib"

import { sql } from "kysely"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { destroyDeletedPlayersKeys } from "#api/features/accounts/deleted-players-keys.ts"
import { writeBackup } from "#api/features/backup/write-backup.ts"
import { appMediaStorage } from "#api/features/media/app-storage.ts"
import { EVENTS_TABLE } from "#engine/eventstore/postgres-schema.ts"
import { PERSONAL_KEYS_TABLE } from "#engine/personal-data/keys.tables.ts"
import { QUIZ_USERS_TABLE } from "#projections/accounts/quiz-users.tables.ts"
import { quizUsersProjection } from "#projections/accounts/quiz-users.ts"

import { rebuildProjection } from "../../scripts/projections-rebuild.ts"
import type { TestServer } from "../support/test-server.ts"
import { bearer, call, serverModes } from "./servers.ts"

const ERIN = { username: "erin", password: "erin-password-1", email: "erin.private@example.com" }
const FINN = { username: "finn", password: "finn-password-1", email: "finn.kept@example.com" }

describe.each(serverModes)("erasing a player's personal data on $name", (mode) => {
  let server: TestServer
  beforeAll(async () => {
    server = await mode.start()
  })
  afterAll(async () => {
    await server?.dispose()
  })

  const rawEvents = async (): Promise<string> => {
    const { rows } = await sql<{
      data: string
    }>`select data::text as data from ${sql.table(EVENTS_TABLE)} where type like 'QuizUser%' order by position`.execute(server.platform.database.db)
    return rows.map((r) => r.data).join("\n")
  }
  const keyOwners = async (): Promise<string[]> =>
    (await sql<{ owner: string }>`select owner from ${sql.table(PERSONAL_KEYS_TABLE)}`.execute(server.platform.database.db)).rows.map((r) => r.owner)
  const backupText = async (): Promise<string> => {
    const chunks: Buffer[] = []
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk)
        done()
      },
    })
    await writeBackup({ store: server.platform.store, media: appMediaStorage(server.platform.config, server.platform.database) }, sink)
    return gunzipSync(Buffer.concat(chunks)).toString("utf8")
  }

  it("seals email and password hash in the log, and the player signs in as ever", async () => {
    const erin = await call(server, "POST", "/api/quiz/register", { body: ERIN })
    expect(erin.status).toBe(200)
    const raw = await rawEvents()
    expect(raw).toContain(erin.body.id)
    expect(raw.includes(ERIN.email)).toBe(false)
    expect(raw).toMatch(/"email": ?"sealed:v1:/)
    expect(raw).toMatch(/"passwordHash": ?"sealed:v1:/)
    expect(/"passwordHash": ?"(?!sealed:v1:)/.test(raw)).toBe(false)
    expect((await call(server, "POST", "/api/quiz/login", { body: { username: ERIN.username, password: ERIN.password } })).status).toBe(200)
    // The profile answers the email, read back through the key.
    const profile = await call(server, "PUT", "/api/quiz/profile", {
      headers: bearer(erin.body.token),
      body: { username: ERIN.username, password: ERIN.password, email: "erin.new@example.com", current_password: ERIN.password },
    })
    expect(profile.status).toBe(200)
    expect(profile.body.email).toBe("erin.new@example.com")
    expect((await rawEvents()).includes("erin.new@example.com")).toBe(false)
  })

  it("destroys the key on deletion: replays, rebuilds and backups no longer hold the fields", async () => {
    const finn = await call(server, "POST", "/api/quiz/register", { body: FINN })
    const erin = await call(server, "POST", "/api/quiz/login", { body: { username: ERIN.username, password: ERIN.password } })
    expect(await keyOwners()).toEqual(expect.arrayContaining([erin.body.id, finn.body.id]))

    expect((await call(server, "DELETE", "/api/quiz/profile", { headers: bearer(erin.body.token) })).status).toBe(200)
    expect(await keyOwners()).not.toContain(erin.body.id)
    expect(await keyOwners()).toContain(finn.body.id)

    // The log still has her stream; its personal fields read as erased, the rest as written.
    const stream = await server.platform.store.readStream(`quizuser-${erin.body.id}`)
    const registered = stream.find((e) => e.type === "QuizUserRegistered")!.data as Record<string, unknown>
    expect(registered).toMatchObject({ userId: erin.body.id, username: ERIN.username, email: null, passwordHash: "" })
    expect(stream.at(-1)!.type).toBe("QuizUserDeleted")

    // A read model rebuilt from the log holds nothing of hers, and everything of Finn's.
    await rebuildProjection(server.platform.store, server.platform.database.db, quizUsersProjection)
    const rows = await server.platform.database.db.selectFrom(QUIZ_USERS_TABLE).select(["id", "email", "password_hash", "deleted"]).execute()
    expect(rows.find((r) => r.id === erin.body.id)).toMatchObject({ email: null, password_hash: "", deleted: true })
    expect(rows.find((r) => r.id === finn.body.id)).toMatchObject({ email: FINN.email, deleted: false })
    expect((await call(server, "POST", "/api/quiz/login", { body: { username: FINN.username, password: FINN.password } })).status).toBe(200)

    // A backup made now holds Finn's email (a restore needs it) and nothing of Erin's.
    const archive = await backupText()
    expect(archive.includes(FINN.email)).toBe(true)
    expect(archive.includes(ERIN.email)).toBe(false)
    expect(archive.includes("erin.new@example.com")).toBe(false)
    expect(archive.includes(`quizuser-${erin.body.id}`)).toBe(true)
  })

  it("destroys at start a deleted player's key that a crash left behind", async () => {
    const deleted = await server.platform.database.db.selectFrom(QUIZ_USERS_TABLE).select("id").where("deleted", "=", true).executeTakeFirstOrThrow()
    await sql`insert into ${sql.table(PERSONAL_KEYS_TABLE)} (owner, key) values (${deleted.id}, 'left-behind')`.execute(server.platform.database.db)
    expect(await destroyDeletedPlayersKeys(server.platform.database.db)).toBe(1)
    expect(await keyOwners()).not.toContain(deleted.id)
    expect(await keyOwners()).not.toHaveLength(0)
  })
})
