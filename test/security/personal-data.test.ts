// A deleted player's email is gone from everything the site keeps or hands out (issue "Six
// holes", item 2): a player sends feedback while signed in (their account's email filled in,
// and once with a name and email typed into the form), joins a group, and deletes the account.
// Then no read model or other table, no admin read, no export, no backup the owner downloads
// (its bytes searched) and no log line holds the email or the typed name.
import { gunzipSync } from "node:zlib"

import { sql } from "kysely"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { ACCESS_FLUSH_MS } from "#api/platform/observe/access-log.ts"

import { ADMIN, SERVER_ENV } from "../api/quiz-fixtures.ts"
import { bearer, call, serverModes } from "../api/servers.ts"
import { type CapturedLog, captureLog } from "../support/capture-log.ts"
import type { TestServer } from "../support/test-server.ts"

const IVY = { username: "pd_ivy", password: "pd_ivy-password", email: "ivy.account@example.com" }
const TYPED = { player: "Ivy Quentin Private", player_email: "ivy.typed@example.com" }
/** What must be gone once Ivy is deleted. */
const SECRETS = [IVY.email, TYPED.player_email, TYPED.player]
const OWNER = { username: "owner", password: SERVER_ENV.OWNER_PASSWORD }

const holding = (text: string): string[] => SECRETS.filter((secret) => text.toLowerCase().includes(secret.toLowerCase()))

describe.each(serverModes)("a deleted player's email on $name", (mode) => {
  let server: TestServer
  let log: CapturedLog
  let ownerCookie: string
  let admin: Record<string, string>
  let commissioner: Record<string, string>
  let groupId: string
  beforeAll(async () => {
    log = captureLog("trace")
    server = await mode.start(SERVER_ENV, { log: log.logger })
    const owner = await call(server, "POST", "/api/dashboard/10644", { body: OWNER })
    expect(owner.status).toBe(200)
    ownerCookie = owner.headers.getSetCookie()[0]!.split(";")[0]!
    admin = bearer((await call(server, "POST", "/api/quiz/login", { body: { username: ADMIN.username, password: ADMIN.password } })).body.token)
    commissioner = bearer((await call(server, "POST", "/api/quiz/register", { body: { username: "pd_ann", password: "pd_ann-password" } })).body.token)
    const group = await call(server, "POST", "/api/quiz/group", { headers: commissioner, body: { group_name: "Orchard", invite_keys: 1 } })
    expect(group.status).toBe(200)
    groupId = group.body.id
  })
  afterAll(() => server?.dispose())

  /** Every row of every table in the site's database (read models, events, keys), as text. */
  const everyTable = async (): Promise<string> => {
    const db = server.platform.database.db
    const { rows: tables } = await sql<{
      name: string
    }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
    expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(["general_feedback", "quiz_users"]))
    const dumps: string[] = []
    for (const { name } of tables) {
      const { rows } = await sql`select * from ${sql.table(name)}`.execute(db)
      dumps.push(JSON.stringify(rows, (_key, value: unknown) => (typeof value === "bigint" ? String(value) : value)))
    }
    return dumps.join("\n")
  }
  const adminFeedback = async (): Promise<string> => {
    const answer = await call(server, "GET", "/api/quiz/admin/general_feedback", { headers: admin })
    expect(answer.status).toBe(200)
    return JSON.stringify(answer.body)
  }

  it("holds the email and the typed name while the player lives", async () => {
    const ivy = await call(server, "POST", "/api/quiz/register", { body: IVY })
    expect(ivy.status).toBe(200)
    const headers = bearer(ivy.body.token)
    const group = (await call(server, "GET", `/api/quiz/group/${groupId}`, { headers: commissioner })).body
    expect(
      (await call(server, "PUT", "/api/quiz/profile/group", { headers, body: { groupKey: group.group_key, inviteKey: group.invite_keys[0] } })).status,
    ).toBe(200)
    const send = (body: object) => call(server, "POST", "/api/quiz/admin/general_feedback", { headers, body })
    expect((await send({ feedback: "Pd: more orchard quizzes" })).status).toBe(200)
    expect((await send({ ...TYPED, feedback: "Pd: the timer is short" })).status).toBe(200)

    // The admin reads who sent it, so there is something to lose.
    expect(holding(await adminFeedback())).toEqual(SECRETS)
    expect((await call(server, "DELETE", "/api/quiz/profile", { headers })).status).toBe(200)
  })

  it("keeps it in no table: read models, the log's events or anything beside them", async () => {
    const tables = await everyTable()
    expect(tables).toContain("Pd: the timer is short")
    expect(holding(tables)).toEqual([])
  })

  it("shows it to no admin and puts it in no export", async () => {
    const feedback = await adminFeedback()
    expect(feedback).toContain("Pd: the timer is short")
    expect(holding(feedback)).toEqual([])
    const exports = [
      await call(server, "GET", "/api/dashboard/export/content", { headers: { cookie: ownerCookie } }),
      await call(server, "GET", `/api/quiz/group/results/${groupId}`, { headers: commissioner }),
    ]
    for (const answer of exports) {
      expect(answer.status).toBe(200)
      expect(holding(typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body))).toEqual([])
    }
  })

  it("is in no byte of a backup the owner downloads", async () => {
    const download = await fetch(`${server.url}/api/dashboard/backup`, { headers: { cookie: ownerCookie } })
    expect(download.status).toBe(200)
    const archive = gunzipSync(Buffer.from(await download.arrayBuffer())).toString("latin1")
    // The feedback and the player's stream are in it, only without what was theirs.
    expect(archive).toContain("Pd: the timer is short")
    expect(archive).toContain("GeneralFeedbackSubmitted")
    expect(archive).toContain("QuizUserDeleted")
    expect(holding(archive)).toEqual([])
  })

  it("was written to no log line", async () => {
    // Access lines wait up to ACCESS_FLUSH_MS to be written together: a timer set after theirs has them all.
    await new Promise((resolve) => setTimeout(resolve, ACCESS_FLUSH_MS + 10))
    expect(log.lines().length).toBeGreaterThan(10)
    expect(holding(log.text())).toEqual([])
  })
})
