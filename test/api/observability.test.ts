// What an operator sees of a running server: one access-log line per request with a request
// id, socket connections in the log, Prometheus metrics behind a bearer token, and the API's
// OpenAPI document with a browsable reference. And what never reaches the log: passwords,
// tokens, cookies and invite keys, whatever the requests carried.
import { io as connect } from "socket.io-client"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { ClientEvent } from "#schemas/socket/protocol.ts"

import { type CapturedLog, captureLog } from "../support/capture-log.ts"
import { type FakeOpenAI, startFakeOpenAI } from "../support/fake-openai.ts"
import type { TestServer } from "../support/test-server.ts"
import { ask, groupOf, liveClient, nextUpdate, signUp } from "./live-support.ts"
import { bearer, call, serverModes } from "./servers.ts"

const METRICS_TOKEN = "metrics-token-for-the-tests"
const OWNER = { username: "keeper", password: "owner-secret-password-1" }
const ADMIN_PASSWORD = "admin-secret-password-1"

/** Polls until `test` holds (log lines and pushes arrive a moment after the answers). */
const eventually = async (test: () => boolean, what: string) => {
  const deadline = Date.now() + 15_000
  while (!test()) {
    if (Date.now() > deadline) throw new Error(`never: ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

describe.each(serverModes)("observability on $name", (mode) => {
  let server: TestServer
  let log: CapturedLog
  let fake: FakeOpenAI

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    log = captureLog("trace")
    server = await mode.start(
      {
        OWNER_USERNAME: OWNER.username,
        OWNER_PASSWORD: OWNER.password,
        QUIZ_ADMIN_PASSWORD: ADMIN_PASSWORD,
        METRICS_TOKEN,
        LOG_LEVEL: "trace",
        AI_BASE_URL: `${fake.url}/v1`,
        AI_API_KEY: "sk-fake-key-never-logged",
        AI_MODEL_BASIC: "fake-basic",
      },
      { log: log.logger },
    )
  })
  afterAll(async () => {
    await server?.dispose()
    await fake?.close()
  })

  const accessLines = () => log.lines().filter((l) => l["msg"] === "request")

  it("logs one line per request with its route template, status, duration and request id", async () => {
    const answer = await fetch(`${server.url}/api/posts/no-such-post`)
    const id = answer.headers.get("x-request-id")
    expect(id).toMatch(/^[\w-]{16}$/)
    await eventually(() => accessLines().some((l) => l["reqId"] === id), "the access line")
    const line = accessLines().find((l) => l["reqId"] === id)!
    expect(line).toMatchObject({ level: "info", method: "GET", route: "/api/posts/:id", path: "/api/posts/no-such-post", status: answer.status })
    expect(line["ms"]).toEqual(expect.any(Number))
    expect(accessLines().filter((l) => l["reqId"] === id)).toHaveLength(1)
  })

  it("keeps a sane incoming X-Request-Id and replaces anything else", async () => {
    const kept = await fetch(`${server.url}/api/health`, { headers: { "x-request-id": "edge-7f3a.42" } })
    expect(kept.headers.get("x-request-id")).toBe("edge-7f3a.42")
    await eventually(() => accessLines().some((l) => l["reqId"] === "edge-7f3a.42" && l["route"] === "/api/health"), "the kept id")
    const replaced = await fetch(`${server.url}/api/health`, { headers: { "x-request-id": "bad id <script>" } })
    expect(replaced.headers.get("x-request-id")).toMatch(/^[\w-]{16}$/)
    // Pages, media and the rest are observed too.
    const page = await fetch(`${server.url}/recipes/some_bread`)
    expect(page.headers.get("x-request-id")).toEqual(expect.any(String))
    await eventually(() => accessLines().some((l) => l["route"] === "page" && l["path"] === "/recipes/some_bread"), "the page's line")
  })

  it("answers /metrics only with the bearer token, in Prometheus text", async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401)
    expect((await fetch(`${server.url}/metrics`, { headers: bearer("not-the-token") })).status).toBe(401)
    await fetch(`${server.url}/api/health`)
    const answer = await fetch(`${server.url}/metrics`, { headers: bearer(METRICS_TOKEN) })
    expect(answer.status).toBe(200)
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/)
    const text = await answer.text()
    expect(text).toMatch(/^homestead_http_requests_total\{method="GET",route="\/api\/health",status="200"\} \d+$/m)
    expect(text).toMatch(/^homestead_http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/health"\} \d+$/m)
    expect(text).toMatch(/^homestead_event_store_head \d+$/m)
    expect(text).toMatch(/^homestead_read_model_lag_events\{read_model="quiz-users"\} \d+$/m)
    expect(text).toMatch(/^homestead_live_games \d+$/m)
    expect(text).toMatch(/^homestead_sockets_connected \d+$/m)
    expect(text).toMatch(/^homestead_nodejs_eventloop_lag_p99_seconds [\d.e-]+$/m)
  })

  it("counts calls to the AI provider and their failures", async () => {
    const metric = async () => (await (await fetch(`${server.url}/metrics`, { headers: bearer(METRICS_TOKEN) })).text()).split("\n")
    const count = (lines: string[], outcome: string) =>
      Number(lines.find((l) => l.startsWith(`homestead_ai_calls_total{kind="quiz",outcome="${outcome}"}`))?.split(" ")[1] ?? 0)
    const before = await metric()
    expect((await call(server, "GET", "/api/quiz?topic=Bees&level=elementary&number=2")).status).toBe(200)
    fake.script([
      { status: 500, error: "provider down" },
      { status: 500, error: "provider down" },
    ])
    expect((await call(server, "GET", "/api/quiz?topic=Wasps&level=elementary&number=2")).status).toBe(502)
    const after = await metric()
    expect(count(after, "ok")).toBe(count(before, "ok") + 1)
    expect(count(after, "failed")).toBe(count(before, "failed") + 1)
  })

  it("times each step of a live game from its decision to every player's socket, in the metrics and the debug log", async () => {
    const boss = await signUp(server, "metricsboss")
    const group = await groupOf(server, boss, [], "Timed flock")
    const client = await liveClient(server.url, boss)
    try {
      expect((await ask(client, ClientEvent.joinLiveGame, { groupId: group.id })).success).toBe(true)
      expect((await ask(client, ClientEvent.addQuizParams, { newQuizParams: { topic: "Bees", level: "elementary", number: 2 } })).success).toBe(true)
      expect((await ask(client, ClientEvent.playerReady, { isReady: true })).success).toBe(true)
      expect((await ask(client, ClientEvent.startLiveGame)).success).toBe(true)
      await nextUpdate(client, (u) => u.type === "quiz_received")
      const sent = () => log.lines().filter((l) => l["msg"] === "Live update sent" && l["groupId"] === group.id)
      await eventually(() => sent().some((l) => l["update"] === "quiz_received"), "the quiz_received line")
      const line = sent().find((l) => l["update"] === "quiz_received")!
      expect(line["sockets"]).toBe(1)
      expect(line["delayMs"]).toBeGreaterThanOrEqual(0)
      expect(line["delayMs"]).toBeLessThan(60_000)
      const text = await (await fetch(`${server.url}/metrics`, { headers: bearer(METRICS_TOKEN) })).text()
      expect(text).toMatch(/^homestead_live_update_delay_seconds_count\{update="quiz_received"\} [1-9]\d*$/m)
      expect(text).toMatch(/^homestead_live_update_delay_seconds_count\{update="game_started"\} [1-9]\d*$/m)
    } finally {
      client.socket.close()
    }
  })

  it("serves the OpenAPI document and its browsable reference", async () => {
    const answer = await fetch(`${server.url}/api/openapi.json`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get("content-type")).toBe("application/json")
    const spec = await answer.json()
    expect(spec.openapi).toMatch(/^3\./)
    for (const path of ["/api/health", "/api/quiz/login", "/api/posts/{id}", "/api/recipe", "/api/quiz/group"]) expect(Object.keys(spec.paths)).toContain(path)
    // The request schema of the sign-in is the one that decodes it.
    expect(JSON.stringify(spec.paths["/api/quiz/login"].post.requestBody)).toContain("password")
    const docs = await fetch(`${server.url}/api/docs`)
    expect(docs.status).toBe(200)
    const html = await docs.text()
    expect(html).toContain('data-url="/api/openapi.json"')
    expect(html).toContain('<script src="/api/docs/scalar.js"></script>')
    expect(docs.headers.get("content-security-policy")).toMatch(/^default-src 'none'; script-src 'self' /)
    const script = await fetch(`${server.url}/api/docs/scalar.js`, { headers: { "accept-encoding": "gzip" } })
    expect(script.status).toBe(200)
    expect(script.headers.get("content-type")).toBe("text/javascript; charset=utf-8")
    expect((await script.arrayBuffer()).byteLength).toBeGreaterThan(100_000)
  })

  it("never writes a password, token, cookie or invite key to the log", async () => {
    const secrets: string[] = [OWNER.password, ADMIN_PASSWORD, "sk-fake-key-never-logged"]
    // The owner signs in (password) and gets a session cookie.
    const owner = await call(server, "POST", "/api/dashboard/10644", { body: OWNER })
    const cookie = owner.headers.getSetCookie()[0]!.split(";")[0]!
    secrets.push(cookie.split("=")[1]!)
    await call(server, "GET", "/api/dashboard/me", { headers: { cookie } })
    await call(server, "POST", "/api/dashboard/10644", { body: { username: OWNER.username, password: "wrong-secret-guess-9" } })
    secrets.push("wrong-secret-guess-9")
    // Players register and sign in (passwords, tokens).
    const ann = await call(server, "POST", "/api/quiz/register", { body: { username: "logann", password: "ann-secret-password", email: "ann@example.org" } })
    const ben = await call(server, "POST", "/api/quiz/register", { body: { username: "logben", password: "ben-secret-password" } })
    secrets.push("ann-secret-password", "ben-secret-password", ann.body.token, ben.body.token)
    const login = await call(server, "POST", "/api/quiz/login", { body: { username: "logann", password: "ann-secret-password" } })
    secrets.push(login.body.token)
    // A group's keys, shown to its commissioner and used by a friend.
    const group = await call(server, "POST", "/api/quiz/group", { body: { group_name: "Logs", invite_keys: 2 }, headers: bearer(ann.body.token) })
    secrets.push(group.body.group_key, ...group.body.invite_keys)
    expect(
      (
        await call(server, "PUT", "/api/quiz/profile/group", {
          body: { groupKey: group.body.group_key, inviteKey: group.body.invite_keys[0] },
          headers: bearer(ben.body.token),
        })
      ).status,
    ).toBe(200)
    await call(server, "PUT", "/api/quiz/profile/group", {
      body: { groupKey: group.body.group_key, inviteKey: "zzz-zzz-zzz" },
      headers: bearer(ben.body.token),
    })
    // A bad token on the API and on the socket; a good one on the socket.
    await call(server, "GET", "/api/quiz/profile/groups", { headers: bearer("forged.token.value-secret") })
    secrets.push("forged.token.value-secret")
    const socket = connect(server.url, {
      transports: ["websocket"],
      reconnection: false,
      auth: { token: ben.body.token, userId: ben.body.id, username: "logben" },
    })
    await new Promise<void>((resolve, reject) => {
      socket.once("connect", resolve)
      socket.once("connect_error", reject)
    })
    await socket.timeout(15_000).emitWithAck(ClientEvent.joinGroupRoom, { groupId: group.body.id, groupKey: group.body.group_key })
    socket.close()
    const refused = connect(server.url, { transports: ["websocket"], reconnection: false, auth: { token: "socket-forged-secret" } })
    await new Promise<void>((resolve) => refused.once("connect_error", () => resolve()))
    refused.close()
    secrets.push("socket-forged-secret")

    // The log did record all of it (so the check below has something to look at)…
    await eventually(() => log.lines().some((l) => l["msg"] === "socket disconnected"), "the socket's disconnection")
    await eventually(() => log.lines().some((l) => l["msg"] === "socket refused"), "the refused socket")
    expect(log.lines().some((l) => l["msg"] === "socket connected" && l["userId"] === ben.body.id)).toBe(true)
    await eventually(() => accessLines().filter((l) => l["route"] === "/api/quiz/profile/group").length >= 2, "the joins' access lines")
    // …and none of the secrets.
    const text = log.text()
    for (const secret of secrets) expect(text, `the log holds ${secret}`).not.toContain(secret)
  })
})
