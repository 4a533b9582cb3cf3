// The server behind a real reverse proxy: Debian's nginx on loopback, configured with the
// block docs/deploy.md documents (TLS termination, WebSocket upgrade, HSTS), in front of the
// real server with TRUST_PROXY=loopback. Clients come from two loopback addresses (127.0.0.2
// and 127.0.0.3), as two visitors would: each must get its own per-address limits.
import { io as connect, type Socket } from "socket.io-client"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { ClientEvent } from "#schemas/socket/protocol.ts"

import { type FakeOpenAI, startFakeOpenAI } from "../support/fake-openai.ts"
import { type RawAnswer, requestFrom } from "../support/from-address.ts"
import { nginxAvailable, type RunningNginx, startNginx } from "../support/nginx.ts"
import { startTestServer, type TestServer } from "../support/test-server.ts"

const OWNER = { username: "keeper", password: "proxy-owner-password" }

// CI installs nginx (.ci/run); elsewhere the suite says why it did not run.
describe.skipIf(!nginxAvailable && !process.env.CI)("behind nginx (docs/deploy.md)", { timeout: 60_000 }, () => {
  let app: TestServer
  let nginx: RunningNginx
  let fake: FakeOpenAI
  const sockets: Socket[] = []

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    app = await startTestServer({
      // nginx connects from 127.0.0.1; the test's visitors come from other loopback addresses, so
      // only nginx's own address is trusted here (a real deployment trusts "loopback", see the guide).
      TRUST_PROXY: "127.0.0.1, ::1",
      OWNER_USERNAME: OWNER.username,
      OWNER_PASSWORD: OWNER.password,
      QUIZ_ADMIN_PASSWORD: "proxy-admin-password",
      AI_BASE_URL: `${fake.url}/v1`,
      AI_API_KEY: "sk-fake",
      AI_MODEL_BASIC: "fake-basic",
    })
    nginx = await startNginx(app.port)
  }, 60_000)

  afterAll(async () => {
    for (const socket of sockets) socket.close()
    await nginx?.stop()
    await app?.dispose()
    await fake?.close()
  })

  /** A request through nginx over https, from one loopback address, as one visitor. */
  const visit = (from: string, path: string, options: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<RawAnswer> =>
    requestFrom(from, `https://127.0.0.1:${nginx.httpsPort}${path}`, {
      method: options.method,
      headers: { host: nginx.host, ...options.headers },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      insecure: true,
    })
  const json = (answer: RawAnswer) => JSON.parse(answer.body)

  it("serves pages and the API over https, with one HSTS header, and redirects plain http", async () => {
    const page = await visit("127.0.0.2", "/")
    expect(page.status).toBe(200)
    expect(page.headers["content-type"]).toMatch(/^text\/html/)
    expect(page.body).toContain('<div id="root">')
    expect(page.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains")

    const health = await visit("127.0.0.2", "/api/health")
    expect(health.status).toBe(200)
    expect(json(health)).toMatchObject({ status: "ok" })

    const plain = await requestFrom("127.0.0.2", `http://127.0.0.1:${nginx.httpPort}/recipes`, { headers: { host: nginx.host } })
    expect(plain.status).toBe(301)
    expect(plain.headers.location).toBe(`https://${nginx.host}:${nginx.httpsPort}/recipes`)
    // A Host of the client's choosing is not where it is sent.
    const forged = await requestFrom("127.0.0.2", `http://127.0.0.1:${nginx.httpPort}/recipes`, { headers: { host: "attacker.example" } })
    expect(forged.headers.location).toBe(`https://${nginx.host}:${nginx.httpsPort}/recipes`)
  })

  it("keeps a socket.io connection over WebSocket through the proxy", async () => {
    const player = json(await visit("127.0.0.2", "/api/quiz/register", { method: "POST", body: { username: "proxied", password: "proxied-password" } }))
    const group = json(
      await visit("127.0.0.2", "/api/quiz/group", {
        method: "POST",
        body: { group_name: "Porch", invite_keys: 1 },
        headers: { authorization: `Bearer ${player.token}` },
      }),
    )
    const socket = connect(`https://127.0.0.1:${nginx.httpsPort}`, {
      path: "/socket.io",
      transports: ["websocket"],
      extraHeaders: { host: nginx.host },
      rejectUnauthorized: false,
      reconnection: false,
      auth: { token: player.token, userId: player.id, username: player.username },
    })
    sockets.push(socket)
    await new Promise<void>((resolve, reject) => {
      socket.once("connect", resolve)
      socket.once("connect_error", reject)
    })
    expect(socket.io.engine.transport.name).toBe("websocket")
    const answer = await socket.timeout(15_000).emitWithAck(ClientEvent.joinGroupRoom, { groupId: group.id, groupKey: group.group_key })
    expect(answer).toMatchObject({ success: true })
  })

  it("counts each visitor's guest quizzes apart, whatever X-Forwarded-For a visitor makes up", async () => {
    const generate = (from: string, headers: Record<string, string> = {}) =>
      visit(from, `/api/quiz?topic=${encodeURIComponent(`Bees ${from}`)}&level=elementary&number=2`, { headers })
    // Visitor .2 spends its allowance, claiming to be someone else each time.
    let answers: RawAnswer[] = []
    for (let i = 0; i < 6; i++) answers.push(await generate("127.0.0.2", { "x-forwarded-for": `198.51.100.${i}` }))
    expect(answers.slice(0, 5).map((a) => a.status)).toEqual([200, 200, 200, 200, 200])
    expect(answers[5]!.status).toBe(429)
    // Visitor .3 has its own.
    answers = [await generate("127.0.0.3")]
    expect(answers[0]!.status).toBe(200)
  })

  it("throttles wrong owner passwords per visitor, and marks the owner's cookie Secure", async () => {
    const signIn = (from: string, password: string) =>
      visit(from, "/api/dashboard/10644", { method: "POST", body: { username: OWNER.username, password }, headers: { origin: `https://${nginx.host}` } })
    const wrong: number[] = []
    for (let i = 0; i < 6; i++) wrong.push((await signIn("127.0.0.2", "not-the-password")).status)
    expect(wrong.slice(0, 5)).toEqual([401, 401, 401, 401, 401])
    expect(wrong[5]).toBe(429)
    // The owner, at another address, is not locked out by the guesser.
    const owner = await signIn("127.0.0.3", OWNER.password)
    expect(owner.status).toBe(200)
    const cookie = [owner.headers["set-cookie"]].flat().find((c) => c?.startsWith("homestead_session="))
    expect(cookie).toMatch(/;\s*Secure/i)
    expect(cookie).toMatch(/;\s*HttpOnly/i)
  })
})
