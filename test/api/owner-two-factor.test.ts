// The owner's two-factor sign-in through the real HTTP stack on PostgreSQL: turned on from the
// dashboard with a code from the key it shows, asked for after the password (no session
// before it), recovery codes that work once, wrong codes counted and bounded, turned off with
// a current code, and reset by the admin command line while the server runs. Codes are
// computed here from the key, as an authenticator app computes them.
import { sql } from "kysely"
import { Secret, TOTP } from "otpauth"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { runAdmin } from "#api/features/admin-cli/public.ts"
import { configFrom, openSite } from "#api/platform/cli/open-site.ts"
import { EVENTS_TABLE } from "#engine/eventstore/postgres-schema.ts"
import { SECOND_STEP_EXPIRED } from "#schemas/error-codes.ts"
import * as Messages from "#schemas/messages.ts"
import { RECOVERY_CODE_COUNT, SECOND_STEP_TRIES } from "#schemas/two-factor-rules.ts"

import { freshPostgresUrl } from "../support/databases.ts"
import { requestFrom } from "../support/from-address.ts"
import { startTestServer, type TestServer } from "../support/test-server.ts"
import { type Answer, call } from "./servers.ts"

const OWNER = { username: "keeper", password: "first-password-1" }
const ENV = { OWNER_USERNAME: OWNER.username, OWNER_PASSWORD: OWNER.password, QUIZ_ADMIN_PASSWORD: "admin-password-1" }

/** The code an authenticator shows `steps` periods from now (-1: the one before). */
const codeAt = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 }).generate({ timestamp: Date.now() + steps * 30_000 })
/**
 * Waits for the next 30 s period when this one has less than `seconds` left, so that the steps
 * that follow (a code used, then tried again) fall in one period: the code of "one step back"
 * names another code once a period ends.
 */
const awayFromPeriodEdge = async (seconds = 12) => {
  const left = 30_000 - (Date.now() % 30_000)
  if (left < seconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 50))
}
/** Six digits that are none of the codes taken now (the current one and one step either way). */
const wrongCode = (secret: string) => {
  const taken = new Set([-1, 0, 1].map((steps) => codeAt(secret, steps)))
  let code = 0
  while (taken.has(String(code).padStart(6, "0"))) code++
  return String(code).padStart(6, "0")
}

describe("the owner's two-factor sign-in", { timeout: 120_000 }, () => {
  let server: TestServer
  let database: { url: string; drop: () => Promise<void> }
  beforeAll(async () => {
    database = await freshPostgresUrl()
    server = await startTestServer({ ...ENV, DATABASE_URL: database.url }, { site: false })
  })
  afterAll(async () => {
    await server?.dispose()
    await database?.drop()
  })

  const pair = (headers: Headers, name: string) =>
    headers
      .getSetCookie()
      .find((c) => c.startsWith(`${name}=`))
      ?.split(";")[0]
  const signIn = () => call(server, "POST", "/api/dashboard/10644", { body: OWNER })
  const session = async () => pair((await signIn()).headers, "homestead_session")!
  // Each code try comes from an address of its own unless one is given, so the per-address
  // limit (tested last) does not end the other cases early.
  let nextAddress = 10
  const sendCode = async (step: string | undefined, code: string, address = `127.0.0.${nextAddress++}`): Promise<Answer> => {
    const answer = await requestFrom(address, `${server.url}/api/dashboard/10644/code`, {
      method: "POST",
      headers: step ? { cookie: step } : {},
      body: JSON.stringify({ code }),
    })
    const headers = new Headers()
    for (const cookie of [answer.headers["set-cookie"] ?? []].flat()) headers.append("set-cookie", cookie)
    return { status: answer.status, body: JSON.parse(answer.body), headers }
  }
  /** The password, then the second step's cookie. */
  const passwordStep = async () => {
    const answer = await signIn()
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ secondStep: true, message: Messages.secondStepNeeded })
    expect(pair(answer.headers, "homestead_session")).toBeUndefined()
    const cookie = answer.headers.getSetCookie().find((c) => c.startsWith("homestead_second_step="))!
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Strict/i)
    expect(cookie).toMatch(/Path=\/api\/dashboard/)
    return cookie.split(";")[0]!
  }
  const status = async (cookie: string) => (await call(server, "GET", "/api/dashboard/two-factor", { headers: { cookie } })).body
  const post = (path: string, cookie: string, body?: unknown) => call(server, "POST", `/api/dashboard/two-factor/${path}`, { headers: { cookie }, body })

  let secret = ""
  let recoveryCodes: string[] = []

  it("is turned on with a code from the key it shows, which is sealed in the log", async () => {
    const cookie = await session()
    expect(await status(cookie)).toEqual({ enabled: false, recoveryCodesLeft: 0 })
    expect((await post("enable", cookie, { code: "123456" })).body).toMatchObject({ message: Messages.twoFactorNoSetup })
    expect((await call(server, "POST", "/api/dashboard/two-factor/setup")).status).toBe(401)

    const setup = await post("setup", cookie)
    expect(setup.status).toBe(200)
    secret = setup.body.secret
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(setup.body.uri).toMatch(/^otpauth:\/\/totp\/Homestead:keeper\?/)
    expect(setup.body.uri).toContain(`secret=${secret}`)
    // The key is personal: the log holds it sealed, never as written.
    const { rows } = await sql<{ data: string }>`select data::text as data from ${sql.table(EVENTS_TABLE)} where type like 'SiteUserTwoFactor%'`.execute(
      server.platform.database.db,
    )
    expect(rows.map((r) => r.data).join()).not.toContain(secret)
    expect(rows.map((r) => r.data).join()).toMatch(/"secret": ?"sealed:v1:/)

    const wrong = await post("enable", cookie, { code: wrongCode(secret) })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toMatchObject({ message: Messages.wrongTwoFactorCode })
    expect((await post("enable", cookie, { code: "" })).status).toBe(400)
    expect(await status(cookie)).toEqual({ enabled: false, recoveryCodesLeft: 0 })

    // The step before the current one is taken too (a phone's clock drifts), and that code is then used.
    await awayFromPeriodEdge()
    const enabling = codeAt(secret, -1)
    const on = await post("enable", cookie, { code: enabling })
    expect(on.status).toBe(200)
    expect(on.body.message).toBe(Messages.twoFactorOn)
    // The code that turned it on was taken: it does not sign in.
    expect((await sendCode(await passwordStep(), enabling)).body).toMatchObject({ message: Messages.twoFactorCodeReused })
    recoveryCodes = on.body.recoveryCodes
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT)
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT)
    for (const code of recoveryCodes) expect(code).toMatch(/^[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}$/)
    expect(await status(cookie)).toEqual({ enabled: true, recoveryCodesLeft: RECOVERY_CODE_COUNT })
    expect((await post("setup", cookie)).body).toEqual({ message: Messages.twoFactorAlreadyOn })
    // The codes are shown once: the log holds only their hashes.
    const enabled = await sql<{ data: string }>`select data::text as data from ${sql.table(EVENTS_TABLE)} where type = 'SiteUserTwoFactorEnabled'`.execute(
      server.platform.database.db,
    )
    expect(recoveryCodes.some((code) => enabled.rows[0]!.data.includes(code))).toBe(false)
  })

  it("asks for the code after the password, and opens no session before it", async () => {
    const step = await passwordStep()
    // The step's cookie is no session.
    expect((await call(server, "GET", "/api/dashboard/me", { headers: { cookie: step } })).status).toBe(401)
    const without = await sendCode(undefined, codeAt(secret))
    expect(without.status).toBe(401)
    expect(without.body).toEqual({ message: Messages.secondStepExpired, code: SECOND_STEP_EXPIRED })
    const forged = await sendCode(
      step.replace(/.$/, (c) => (c === "A" ? "B" : "A")),
      codeAt(secret),
    )
    expect(forged.body.code).toBe(SECOND_STEP_EXPIRED)

    const wrong = await sendCode(step, wrongCode(secret))
    expect(wrong.status).toBe(401)
    expect(wrong.body).toMatchObject({ message: Messages.wrongTwoFactorCode })
    expect(pair(wrong.headers, "homestead_session")).toBeUndefined()

    const right = await sendCode(step, codeAt(secret))
    expect(right.status).toBe(200)
    expect(right.body).toEqual({ _id: expect.any(String), username: OWNER.username })
    const cookie = pair(right.headers, "homestead_session")!
    expect(right.headers.getSetCookie().join()).toMatch(/homestead_second_step=;/)
    expect((await call(server, "GET", "/api/dashboard/me", { headers: { cookie } })).body.username).toBe(OWNER.username)
    // The step is spent: its cookie signs in no second time.
    expect((await sendCode(step, codeAt(secret, 1))).body.code).toBe(SECOND_STEP_EXPIRED)
  })

  it("takes each recovery code once, however it is typed", async () => {
    const first = await sendCode(await passwordStep(), ` ${recoveryCodes[0]!.toLowerCase().replace("-", "")} `)
    expect(first.status).toBe(200)
    const cookie = pair(first.headers, "homestead_session")!
    expect(await status(cookie)).toEqual({ enabled: true, recoveryCodesLeft: RECOVERY_CODE_COUNT - 1 })
    const again = await sendCode(await passwordStep(), recoveryCodes[0]!)
    expect(again.status).toBe(401)
    expect(again.body).toMatchObject({ message: Messages.recoveryCodeUsed })
    expect((await sendCode(await passwordStep(), "NOT-A-CODE")).body).toMatchObject({ message: Messages.wrongTwoFactorCode })
  })

  it("ends a second step after its tries, even for a right code then", async () => {
    const step = await passwordStep()
    for (let i = 1; i < SECOND_STEP_TRIES; i++) expect((await sendCode(step, wrongCode(secret))).body).toMatchObject({ message: Messages.wrongTwoFactorCode })
    const last = await sendCode(step, wrongCode(secret))
    expect(last.body).toEqual({ message: Messages.secondStepExpired, code: SECOND_STEP_EXPIRED })
    expect(last.headers.getSetCookie().join()).toMatch(/homestead_second_step=;/)
    expect((await sendCode(step, recoveryCodes[1]!)).body.code).toBe(SECOND_STEP_EXPIRED)
  })

  it("is turned off only with a current code, and reset by the admin command line", async () => {
    const signedIn = await sendCode(await passwordStep(), recoveryCodes[2]!)
    const cookie = pair(signedIn.headers, "homestead_session")!
    expect((await post("disable", cookie, { code: wrongCode(secret) })).body).toMatchObject({ message: Messages.wrongTwoFactorCode })
    // A recovery code signs in but does not turn it off.
    expect((await post("disable", cookie, { code: recoveryCodes[3]! })).status).toBe(400)
    const off = await post("disable", cookie, { code: codeAt(secret, 1) })
    expect(off.status).toBe(200)
    expect(off.body).toEqual({ enabled: false, recoveryCodesLeft: 0 })
    expect((await post("disable", cookie, { code: codeAt(secret, 1) })).body).toEqual({ message: Messages.twoFactorNotOn })
    const plain = await signIn()
    expect(plain.body).toEqual({ _id: expect.any(String), username: OWNER.username })

    // On again with a new key, then the operator resets it beside the running server.
    const fresh = (await post("setup", cookie)).body.secret as string
    expect(fresh).not.toBe(secret)
    expect((await post("enable", cookie, { code: codeAt(fresh) })).status).toBe(200)
    await passwordStep()
    const out: string[] = []
    const admin = (args: string[]) =>
      runAdmin(args, () => openSite(configFrom({ HOMESTEAD_SEED: "off", DATABASE_URL: database.url })), {
        log: (line) => out.push(line),
        error: (line) => out.push(line),
      })
    expect(await admin(["reset-owner-two-factor"])).toBe(0)
    expect(out).toEqual([`Two-factor sign-in is off for "${OWNER.username}": the password alone signs in. Turn it on again from the dashboard's profile.`])
    expect(await admin(["reset-owner-two-factor"])).toBe(0)
    expect(out[1]).toBe(`Two-factor sign-in was not on for "${OWNER.username}".`)
    const after = await signIn()
    expect(after.body).toEqual({ _id: expect.any(String), username: OWNER.username })
    expect(pair(after.headers, "homestead_session")).toBeDefined()
  })

  it("gives new recovery codes for a current code, and the old ones stop working", async () => {
    const cookie = await session()
    const key = (await post("setup", cookie)).body.secret as string
    await awayFromPeriodEdge()
    const enabling = codeAt(key)
    const old = (await post("enable", cookie, { code: enabling })).body.recoveryCodes as string[]
    // The new session signs in with a code now: turning it on ended the one above.
    const signedIn = await sendCode(await passwordStep(), old[0]!)
    const owner = pair(signedIn.headers, "homestead_session")!
    expect(await status(owner)).toEqual({ enabled: true, recoveryCodesLeft: RECOVERY_CODE_COUNT - 1 })

    expect((await call(server, "POST", "/api/dashboard/two-factor/recovery-codes", { body: { code: codeAt(key, 1) } })).status).toBe(401)
    // Wrong codes, each from an address of its own (they are throttled as the second step's are).
    const askFrom = async (code: string) => {
      const answer = await requestFrom(`127.0.0.${nextAddress++}`, `${server.url}/api/dashboard/two-factor/recovery-codes`, {
        method: "POST",
        headers: { cookie: owner },
        body: JSON.stringify({ code }),
      })
      return { status: answer.status, body: JSON.parse(answer.body) }
    }
    expect(await askFrom(wrongCode(key))).toMatchObject({ status: 400, body: { message: Messages.wrongTwoFactorCode } })
    // A recovery code is no code from the app.
    expect((await askFrom(old[1]!)).status).toBe(400)
    expect((await askFrom(enabling)).body).toMatchObject({ message: Messages.twoFactorCodeReused })
    expect(await status(owner)).toEqual({ enabled: true, recoveryCodesLeft: RECOVERY_CODE_COUNT - 1 })

    const replaced = await post("recovery-codes", owner, { code: codeAt(key, 1) })
    expect(replaced.status).toBe(200)
    expect(replaced.body.message).toBe(Messages.recoveryCodesReplaced)
    const fresh = replaced.body.recoveryCodes as string[]
    expect(fresh).toHaveLength(RECOVERY_CODE_COUNT)
    expect(fresh.some((code) => old.includes(code))).toBe(false)
    expect(await status(owner)).toEqual({ enabled: true, recoveryCodesLeft: RECOVERY_CODE_COUNT })
    expect((await sendCode(await passwordStep(), old[1]!)).body).toMatchObject({ message: Messages.wrongTwoFactorCode })
    expect((await sendCode(await passwordStep(), old[0]!)).body).toMatchObject({ message: Messages.wrongTwoFactorCode })
    expect((await sendCode(await passwordStep(), fresh[0]!)).status).toBe(200)
    // The session stays open, and the log holds only the new codes' hashes.
    expect((await call(server, "GET", "/api/dashboard/me", { headers: { cookie: owner } })).status).toBe(200)
    const { rows } = await sql<{
      data: string
    }>`select data::text as data from ${sql.table(EVENTS_TABLE)} where type = 'SiteUserRecoveryCodesReplaced'`.execute(server.platform.database.db)
    expect(rows).toHaveLength(1)
    expect(fresh.some((code) => rows[0]!.data.includes(code))).toBe(false)

    const out: string[] = []
    await runAdmin(["reset-owner-two-factor"], () => openSite(configFrom({ HOMESTEAD_SEED: "off", DATABASE_URL: database.url })), {
      log: (line) => out.push(line),
      error: (line) => out.push(line),
    })
    expect(out[0]).toMatch(/^Two-factor sign-in is off/)
  })

  it("is documented in the OpenAPI document", async () => {
    const spec = await (await fetch(`${server.url}/api/openapi.json`)).json()
    for (const path of [
      "/api/dashboard/10644/code",
      "/api/dashboard/two-factor",
      "/api/dashboard/two-factor/setup",
      "/api/dashboard/two-factor/enable",
      "/api/dashboard/two-factor/recovery-codes",
    ])
      expect(Object.keys(spec.paths)).toContain(path)
    expect(JSON.stringify(spec.paths["/api/dashboard/10644"].post.responses["200"])).toContain("secondStep")
  })

  it("holds back wrong codes from one address as it holds back wrong passwords", async () => {
    const cookie = await session()
    const key = (await post("setup", cookie)).body.secret as string
    expect((await post("enable", cookie, { code: codeAt(key) })).status).toBe(200)
    const address = "127.0.0.9"
    const answers: number[] = []
    for (let i = 0; i < 6; i++) answers.push((await sendCode(await passwordStep(), wrongCode(key), address)).status)
    expect(answers).toEqual([401, 401, 401, 401, 401, 429])
    const held = await sendCode(await passwordStep(), codeAt(key, 1), address)
    expect(held.status).toBe(429)
    expect(held.body.message).toBe(Messages.tooManySignIns)
    // Another address is not held back.
    expect((await sendCode(await passwordStep(), codeAt(key, 1))).status).toBe(200)
  })
})
