// The admin command line (`npm run admin`) as an operator uses it: against the embedded folder
// while the server is stopped, and against PostgreSQL while the server runs. Each change is then
// checked where a person would notice it: signing in, the admin routes, the owner's dashboard.
// The commands run in this process (the tool's function, given the environment and collecting
// what it prints); one run goes through the script itself, as `npm run admin` starts it.
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"

import { runAdmin } from "#api/features/admin-cli/public.ts"
import { configFrom, failureText, openSite } from "#api/platform/cli/open-site.ts"
import { postgresEventStore } from "#engine/eventstore/postgres.ts"
import { openDatabase } from "#engine/sql/database.ts"
import type { DB } from "#projections/db.ts"
import * as Messages from "#schemas/messages.ts"

import { freshPostgresUrl } from "../support/databases.ts"
import { runTool, type ToolRun } from "../support/run-tool.ts"
import { startTestServer, type TestServer } from "../support/test-server.ts"
import { register } from "./quiz-fixtures.ts"
import { bearer, call } from "./servers.ts"

const OWNER = { username: "keeper", password: "owner-password-1" }
const ENV = { OWNER_USERNAME: OWNER.username, OWNER_PASSWORD: OWNER.password, QUIZ_ADMIN_PASSWORD: "admin-password-1" }

/** The tool run in this process on the settings in `env`: its exit status and what it printed, as the script prints it. */
const admin = async (args: string[], env: Record<string, string>): Promise<ToolRun> => {
  let stdout = ""
  let stderr = ""
  const out = { log: (line: string) => (stdout += `${line}\n`), error: (line: string) => (stderr += `${line}\n`) }
  try {
    const code = await runAdmin(args, () => openSite(configFrom({ HOMESTEAD_SEED: "off", ...env })), out)
    return { code, stdout, stderr }
  } catch (error) {
    return { code: 1, stdout, stderr: `${stderr}${failureText(error)}\n` }
  }
}

const signIn = (server: TestServer, username: string, password: string) => call(server, "POST", "/api/quiz/login", { body: { username, password } })
/** 403 for a player, anything else (here 404: no such question) for an admin. */
const adminRouteStatus = async (server: TestServer, token: string) =>
  (await call(server, "GET", "/api/quiz/admin/question_history/none", { headers: bearer(token) })).status

describe("admin command line on the embedded database", { timeout: 180_000 }, () => {
  let work: string
  let env: Record<string, string>

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), "homestead-admin-test-"))
    env = { ...ENV, DATA_DIR: join(work, "data") }
    const server = await startTestServer(ENV, { dataDir: env["DATA_DIR"] })
    try {
      await register(server, "ad_ann")
      await register(server, "ad_bob")
    } finally {
      await server.close()
    }
  }, 120_000)

  afterAll(async () => {
    await rm(work, { recursive: true, force: true })
  })

  it("explains itself, and refuses what it does not know in one line", async () => {
    const help = await admin(["--help"], env)
    expect(help.code).toBe(0)
    for (const command of [
      "reset-owner-password",
      "reset-owner-two-factor",
      "reset-password",
      "grant-admin",
      "revoke-admin",
      "list-users",
      "delete-user",
      "verify",
      "stats",
    ])
      expect(help.stdout).toContain(command)
    const bare = await admin([], env)
    expect(bare.code).toBe(1)
    expect(bare.stdout).toContain("Usage: npm run admin -- <command>")
    // Through the script, as `npm run admin` starts it: the refusal is one line and the exit status 1.
    const unknown = await runTool("scripts/admin.ts", ["frobnicate"], env)
    expect(unknown.code).toBe(1)
    expect(unknown.stdout).toBe("")
    expect(unknown.stderr).toBe('There is no command "frobnicate". See: npm run admin -- --help\n')
    const nobody = await admin(["grant-admin"], env)
    expect(nobody.stderr).toBe("Name the player: npm run admin -- grant-admin <user>\n")
  })

  it("lists, resets, promotes and deletes; the server started again agrees", async () => {
    const listed = await admin(["list-users"], env)
    expect(listed.code).toBe(0)
    const rows = listed.stdout
      .trim()
      .split("\n")
      .slice(1)
      .map((line) => line.split(/\s+/).slice(0, 2).join(" "))
    expect(rows).toEqual(["owner keeper", "admin admin", "player ad_ann", "player ad_bob"])

    const weak = await admin(["reset-password", "ad_ann", "--password", "short"], env)
    expect(weak.code).toBe(1)
    expect(weak.stderr).toBe(`${Messages.passwordTooShort}\n`)

    // Any case finds the player; without --password one is generated and shown once.
    const reset = await admin(["reset-password", "AD_ANN"], env)
    expect(reset.stderr).toBe("")
    expect(reset.code).toBe(0)
    const generated = /^New password for "ad_ann": (\S{16,}) \(shown only this once\)\n$/.exec(reset.stdout)?.[1]
    expect(generated).toBeDefined()

    expect((await admin(["grant-admin", "ad_ann"], env)).stdout).toBe('"ad_ann" is now a quiz admin.\n')
    expect((await admin(["grant-admin", "ad_ann"], env)).stdout).toBe('"ad_ann" was already a quiz admin.\n')
    expect((await admin(["delete-user", "ad_bob"], env)).stdout).toBe('The account "ad_bob" is deleted.\n')
    const gone = await admin(["reset-password", "ad_bob"], env)
    expect(gone.code).toBe(1)
    expect(gone.stderr).toBe('No quiz player is called "ad_bob". See them with: npm run admin -- list-users\n')

    const owner = await admin(["reset-owner-password", "--password", "a-new-owner-pass"], env)
    expect(owner.stdout).toBe('The password of "keeper" is changed. Every dashboard session has ended.\n')

    const verified = await admin(["verify"], env)
    expect(verified.stdout).toMatch(/^Checked \d+ events in \d+ streams: no problems found\.\n$/)
    expect(verified.code).toBe(0)
    const stats = await admin(["stats"], env)
    expect(stats.code).toBe(0)
    expect(stats.stdout).toMatch(/^events {6}\d+ in \d+ streams$/m)
    expect(stats.stdout).toMatch(/^quiz players2$/m)
    expect(stats.stdout).toMatch(/^quiz admins 2$/m)

    const server = await startTestServer(ENV, { dataDir: env["DATA_DIR"] })
    try {
      expect((await signIn(server, "ad_ann", "ad_ann-password")).status).toBe(401)
      const ann = await signIn(server, "ad_ann", generated!)
      expect(ann.status).toBe(200)
      expect(ann.body.is_admin).toBe(true)
      expect(await adminRouteStatus(server, ann.body.token)).not.toBe(403)
      expect((await signIn(server, "ad_bob", "ad_bob-password")).status).toBe(401)
      expect((await call(server, "POST", "/api/dashboard/10644", { body: OWNER })).status).toBe(401)
      expect((await call(server, "POST", "/api/dashboard/10644", { body: { username: OWNER.username, password: "a-new-owner-pass" } })).status).toBe(200)
    } finally {
      await server.close()
    }
  })
})

describe("admin command line beside a server on PostgreSQL", { timeout: 180_000 }, () => {
  let database: { url: string; drop: () => Promise<void> }
  let work: string
  let server: TestServer | undefined
  let env: Record<string, string>

  beforeAll(async () => {
    database = await freshPostgresUrl()
    work = await mkdtemp(join(tmpdir(), "homestead-admin-pg-"))
    env = { ...ENV, DATABASE_URL: database.url, DATA_DIR: join(work, "data") }
    server = await startTestServer({ ...ENV, DATABASE_URL: database.url })
  }, 120_000)

  afterAll(async () => {
    await server?.dispose()
    await database?.drop()
    await rm(work, { recursive: true, force: true })
  })

  it("gives and takes the admin role while the server runs", async () => {
    const ann = await register(server!, "pg_ann")
    expect(await adminRouteStatus(server!, ann.token)).toBe(403)
    expect((await admin(["grant-admin", "pg_ann"], env)).stdout).toBe('"pg_ann" is now a quiz admin.\n')
    await vi.waitFor(async () => expect(await adminRouteStatus(server!, ann.token)).not.toBe(403), { timeout: 10_000, interval: 100 })
    expect((await admin(["revoke-admin", "pg_ann"], env)).stdout).toBe('"pg_ann" is no longer a quiz admin.\n')
    await vi.waitFor(async () => expect(await adminRouteStatus(server!, ann.token)).toBe(403), { timeout: 10_000, interval: 100 })
  })

  it("verify names each broken promise and fails", async () => {
    await server!.close()
    server = undefined
    expect((await admin(["verify"], env)).code).toBe(0)
    const db = await openDatabase<DB>({ url: database.url })
    const store = await postgresEventStore(db)
    try {
      const at = new Date().toISOString()
      // A name held by nobody, an event this version cannot read, and one that does not fit its schema.
      await store.append("quizusername-ghost", [{ type: "UsernameClaimed", data: { username: "ghost", userId: "nobody", at } }], "no_stream")
      await store.append("quizuser-odd", [{ type: "QuizUserRenamedLongAgo", data: { at } }], "no_stream")
      await store.append("quizuser-bad", [{ type: "QuizUserRegistered", data: { userId: "bad", at } }], "no_stream")
    } finally {
      await store.close()
      await db.close()
    }
    const verified = await admin(["verify"], env)
    expect(verified.code).toBe(1)
    const problems = verified.stdout.trim().split("\n")
    expect(problems).toHaveLength(3)
    expect(problems.find((p) => p.startsWith("quizuser-odd@0"))).toContain('this version does not know the event type "QuizUserRenamedLongAgo"')
    expect(problems.find((p) => p.startsWith("quizuser-bad@0"))).toContain("its data does not fit the event's schema")
    expect(problems).toContain('the quiz player name "ghost" is held by nobody, which is not a live account')
    expect(verified.stderr).toMatch(/^Checked \d+ events in \d+ streams: 3 problem\(s\)\.\n$/)
  })
})
