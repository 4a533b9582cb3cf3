// AI spend is bounded, against the real server and a fake provider: a generation costs its
// allowance once the model is called whatever happens next; signed-in Basic generations have
// a daily cap; registration is limited per client address; the site has a daily ceiling on
// provider calls, and one account (a player generating, an admin asking the coach) may make
// only a quarter of them; another site's page cannot make a generation. Live rounds:
// test/security/live-ai-spend.test.ts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"

import { SERVER_ENV, signInAdmin } from "../api/quiz-fixtures.ts"
import { bearer, call, serverModes } from "../api/servers.ts"
import { type FakeOpenAI, replies, startFakeOpenAI } from "../support/fake-openai.ts"
import { requestFrom } from "../support/from-address.ts"
import type { TestServer } from "../support/test-server.ts"

let fake: FakeOpenAI
beforeAll(async () => {
  fake = await startFakeOpenAI()
})
afterAll(() => fake?.close())
beforeEach(() => fake.reset())

const aiEnv = () => ({ AI_BASE_URL: `${fake.url}/v1`, AI_API_KEY: "sk-fake", AI_MODEL_BASIC: "fake-basic", AI_MODEL_HQ: "fake-hq", AI_TIMEOUT_MS: "5000" })
const quizPath = (params: Record<string, string | number>) => `/api/quiz?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`
const json = (text: string) => (text === "" ? undefined : JSON.parse(text))

describe.each(serverModes)("AI spend ($name)", (mode) => {
  let server: TestServer
  let ceiling: TestServer
  let share: TestServer
  beforeAll(async () => {
    // REGISTRATIONS_PER_HOUR and AI_BASIC_DAILY_LIMIT small enough to reach in a test.
    server = await mode.start({ ...aiEnv(), REGISTRATIONS_PER_HOUR: "3", AI_BASIC_DAILY_LIMIT: "3" })
    // Two generations, each a quiz and the blind check of its keys.
    ceiling = await mode.start({ ...aiEnv(), AI_DAILY_CALLS: "4" })
    // One account's share: a quarter of 8 calls (one generation and its check), well inside the Basic allowance of 50.
    share = await mode.start({ ...SERVER_ENV, ...aiEnv(), AI_DAILY_CALLS: "8" })
  }, 60_000)
  afterAll(async () => {
    await server?.dispose()
    await ceiling?.dispose()
    await share?.dispose()
  })

  /** A request from its own loopback address, so each test has a fresh client. */
  const from = async (address: string, path: string, options: { method?: string; headers?: Record<string, string>; body?: unknown } = {}, target = server) => {
    const answer = await requestFrom(address, `${target.url}${path}`, {
      ...options,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    })
    return { status: answer.status, body: json(answer.body) }
  }
  const register = (address: string, username: string, target = server) =>
    from(address, "/api/quiz/register", { method: "POST", body: { username, password: `${username}-password` } }, target)

  it("never calls the model for a NUL topic, however often a guest sends it", async () => {
    for (let i = 0; i < 12; i++) expect((await from("127.0.0.11", "/api/quiz?topic=bees%00&level=elementary&number=2")).status).toBe(400)
    expect(fake.requests).toHaveLength(0)
  })

  it("counts a guest generation whose provider call failed", async () => {
    fake.script([replies.error(503), replies.error(503)])
    expect((await from("127.0.0.12", quizPath({ topic: "Fail", level: "elementary", number: 1 }))).status).toBe(502)
    for (let i = 2; i <= 5; i++) expect((await from("127.0.0.12", quizPath({ topic: `Ok ${i}`, level: "elementary", number: 1 }))).status).toBe(200)
    const calls = fake.requests.length
    const refused = await from("127.0.0.12", quizPath({ topic: "One too many", level: "elementary", number: 1 }))
    expect(refused.status).toBe(429)
    expect(fake.requests).toHaveLength(calls)
  })

  it("counts failed High-quality generations against the day's ten", async () => {
    const player = await register("127.0.0.13", "spend_hq")
    expect(player.body.quizzes_remaining).toBe(10)
    for (let i = 0; i < 3; i++) {
      fake.script([replies.error(400, "bad"), replies.error(400, "bad")])
      const failed = await from("127.0.0.13", quizPath({ topic: `HQ ${i}`, level: "honors", number: 1, model: "high_quality" }), {
        headers: bearer(player.body.token),
      })
      expect(failed.status).toBe(502)
    }
    const login = await from("127.0.0.13", "/api/quiz/login", { method: "POST", body: { username: "spend_hq", password: "spend_hq-password" } })
    expect(login.body.quizzes_remaining).toBe(7)
  })

  it("caps a signed-in player's Basic generations a day (AI_BASIC_DAILY_LIMIT)", async () => {
    const player = await register("127.0.0.14", "spend_basic")
    const headers = bearer(player.body.token)
    for (let i = 1; i <= 3; i++)
      expect((await from("127.0.0.14", quizPath({ topic: `Basic ${i}`, level: "elementary", number: 1 }), { headers })).status).toBe(200)
    const calls = fake.requests.length
    const refused = await from("127.0.0.14", quizPath({ topic: "Basic 4", level: "elementary", number: 1 }), { headers })
    expect(refused.status).toBe(429)
    expect(refused.body).toEqual({ message: Messages.basicDailyLimit(3), _tag: "TooManyRequests" })
    expect(fake.requests).toHaveLength(calls)
  })

  it("limits registrations per client address (REGISTRATIONS_PER_HOUR)", async () => {
    for (let i = 1; i <= 3; i++) expect((await register("127.0.0.15", `spend_reg_${i}`)).status).toBe(200)
    const before = await server.platform.store.head()
    const refused = await register("127.0.0.15", "spend_reg_4")
    expect(refused.status).toBe(429)
    expect(refused.body).toEqual({ message: Messages.registrationLimit, code: "REGISTRATION_LIMIT" })
    expect(await server.platform.store.head()).toBe(before)
    // Another address is not held by it; a refused name does not use up the allowance.
    expect((await register("127.0.0.16", "spend_reg_1")).status).toBe(409)
    expect((await register("127.0.0.16", "spend_reg_5")).status).toBe(200)
  })

  it("refuses generations asked for by another site's page with 403, calling nothing", async () => {
    const path = quizPath({ topic: "Img tag", level: "elementary", number: 1 })
    for (const headers of [{ "sec-fetch-site": "cross-site" }, { origin: "https://evil.example" }, { origin: "null" }] as Record<string, string>[]) {
      const answer = await call(server, "GET", path, { headers })
      expect(answer.status).toBe(403)
      expect(answer.body).toMatchObject({ message: Messages.generationCrossSite })
    }
    expect(fake.requests).toHaveLength(0)
    // The site's own pages may.
    const own = await call(server, "GET", path, { headers: { origin: server.url.replace(/\/$/, ""), "sec-fetch-site": "same-origin" } })
    expect(own.status).toBe(200)
  })

  it("stops every generation once the site's daily ceiling of provider calls is reached (AI_DAILY_CALLS)", async () => {
    for (let i = 1; i <= 2; i++)
      expect((await from("127.0.0.17", quizPath({ topic: `Site ${i}`, level: "elementary", number: 1 }), {}, ceiling)).status).toBe(200)
    // The checks of the keys count as calls.
    expect([fake.requests.length, fake.checks.length]).toEqual([2, 2])
    const player = await register("127.0.0.18", "spend_ceiling", ceiling)
    for (const headers of [{}, bearer(player.body.token)]) {
      const refused = await from("127.0.0.18", quizPath({ topic: "Site 3", level: "elementary", number: 1 }), { headers }, ceiling)
      expect(refused.status).toBe(429)
      expect(refused.body).toMatchObject({ message: Messages.siteAiCeiling })
    }
    expect([fake.requests.length, fake.checks.length]).toEqual([2, 2])
  })

  it("stops one account's calls at its share of the site's day, so others still can (a quarter of AI_DAILY_CALLS)", async () => {
    const player = await register("127.0.0.19", "spend_share", share)
    const headers = bearer(player.body.token)
    // A quiz and its check: the account's two calls.
    expect((await from("127.0.0.19", quizPath({ topic: "Share 1", level: "elementary", number: 1 }), { headers }, share)).status).toBe(200)
    const calls = fake.requests.length
    const refused = await from("127.0.0.19", quizPath({ topic: "Share 3", level: "elementary", number: 1 }), { headers }, share)
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ message: Messages.accountAiShare(2) })
    expect(fake.requests).toHaveLength(calls)
    // The site's day is not spent: another player generates.
    const other = await register("127.0.0.20", "spend_share_2", share)
    expect((await from("127.0.0.20", quizPath({ topic: "Other", level: "elementary", number: 1 }), { headers: bearer(other.body.token) }, share)).status).toBe(
      200,
    )
  })

  it("charges the coach's replies to the admin asking, within the same share", async () => {
    const admin = await signInAdmin(share)
    const coach = (message: string) => call(share, "GET", `/api/coach?${new URLSearchParams({ coach: "hsCoach", message })}`, { headers: admin.headers })
    for (let i = 1; i <= 2; i++) expect((await coach(`Frost ${i}?`)).status).toBe(200)
    const calls = fake.requests.length
    const refused = await coach("Frost 3?")
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ message: Messages.accountAiShare(2) })
    expect(fake.requests).toHaveLength(calls)
  })
})
