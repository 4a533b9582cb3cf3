// Webhooks against a receiver the test runs: a private address refused unless the operator
// allows it, only the owner manages them, and a published post delivered signed as Standard
// Webhooks says, through a failed answer, a restart of the server and a dropped connection,
// ending delivered with its tries counted.
import { mkdtemp, rm } from "node:fs/promises"
import { createServer, type IncomingMessage, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { signWebhook } from "#engine/webhooks/signing.ts"

import { seedDataDir } from "../support/pglite-template.ts"
import { startTestServer, type TestServer } from "../support/test-server.ts"
import { OWNER, ownerCookie } from "./content-support.ts"
import { call } from "./servers.ts"

interface Received {
  readonly headers: IncomingMessage["headers"]
  readonly body: string
}

/** A receiver that answers 500 to the first request, drops the second's connection, and takes the rest. */
const startReceiver = async () => {
  const received: Received[] = []
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on("data", (c: Buffer) => chunks.push(c))
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") })
      if (received.length === 1) return res.writeHead(500).end("not now")
      if (received.length === 2) return req.socket.destroy()
      res.writeHead(204).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

interface Delivery {
  readonly status: string
  readonly attempts: number
  readonly lastStatus: number
  readonly lastError: string
}

/** Resolves with the deliveries once `ready` holds for them, looking at each commit of the webhooks read model. */
const deliveriesWhen = (server: TestServer, cookie: string, ready: (d: Delivery[]) => boolean) =>
  new Promise<Delivery[]>((resolve, reject) => {
    const check = () =>
      call(server, "GET", "/api/dashboard/webhooks/deliveries", { headers: { cookie } }).then((answer) => {
        const list = answer.body as Delivery[]
        if (!ready(list)) return
        stop()
        resolve(list)
      }, reject)
    const stop = server.platform.projector.onCommit((name) => {
      if (name === "webhooks") void check()
    })
    void check()
  })

describe("webhooks", { timeout: 120_000 }, () => {
  let dataDir: string
  let receiver: Awaited<ReturnType<typeof startReceiver>>
  let server: TestServer | undefined
  const env = (more: Record<string, string>) => ({ OWNER_USERNAME: OWNER.username, OWNER_PASSWORD: OWNER.password, WEBHOOK_RETRY_SECONDS: "1", ...more })

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "homestead-webhooks-"))
    await seedDataDir(dataDir)
    receiver = await startReceiver()
  }, 120_000)
  afterAll(async () => {
    await server?.dispose()
    await receiver?.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it("are refused on a private address unless the operator allows it, and only the owner manages them", async () => {
    server = await startTestServer(env({}), { site: false, dataDir })
    const cookie = await ownerCookie(server)
    const payload = { url: receiver.url, events: ["post.published"] }
    const refused = await call(server, "POST", "/api/dashboard/webhooks", { body: payload, headers: { cookie } })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toContain("private network")
    const bad = await call(server, "POST", "/api/dashboard/webhooks", { body: { url: "ftp://example.org", events: [] }, headers: { cookie } })
    expect(bad.status).toBe(400)
    expect((await call(server, "GET", "/api/dashboard/webhooks", { headers: { cookie } })).body).toEqual([])
    for (const [method, path] of [
      ["GET", "/api/dashboard/webhooks"],
      ["POST", "/api/dashboard/webhooks"],
      ["GET", "/api/dashboard/webhooks/deliveries"],
    ] as const) {
      const answer = await call(server, method, path, method === "POST" ? { body: payload } : {})
      expect([401, 403]).toContain(answer.status)
    }
    await server.dispose()
    server = undefined
  })

  it("deliver a published post signed, through a failure, a restart and a dropped connection", async () => {
    server = await startTestServer(env({ FETCH_ALLOW_PRIVATE: "on" }), { site: false, dataDir })
    let cookie = await ownerCookie(server)
    const created = await call(server, "POST", "/api/dashboard/webhooks", { body: { url: receiver.url, events: ["post.published"] }, headers: { cookie } })
    expect(created.status).toBe(200)
    const secret = created.body.secret as string
    expect(secret).toMatch(/^whsec_/)
    const listed = await call(server, "GET", "/api/dashboard/webhooks", { headers: { cookie } })
    expect(listed.body).toEqual([{ id: created.body.info.id, url: receiver.url, events: ["post.published"], createdAt: created.body.info.createdAt }])
    expect(JSON.stringify(listed.body)).not.toContain(secret)

    const post = await call(server, "POST", "/api/posts", {
      body: { name: "Keeper", title: "First frost", body: "<p>Covered the beds.</p>", video: "", images: [], isjournal: true },
      headers: { cookie },
    })
    expect(post.status).toBe(200)
    // The first try is answered 500: recorded, then the server stops before the next.
    const first = await deliveriesWhen(server, cookie, (d) => d.length === 1 && d[0]!.attempts === 1)
    expect(first[0]).toMatchObject({ status: "pending", attempts: 1, lastStatus: 500 })
    await server.dispose()
    server = undefined

    server = await startTestServer(env({ FETCH_ALLOW_PRIVATE: "on" }), { site: false, dataDir })
    cookie = await ownerCookie(server)
    const done = await deliveriesWhen(server, cookie, (d) => d.length === 1 && d[0]!.status !== "pending")
    expect(done[0]).toMatchObject({ status: "delivered", attempts: 3, lastStatus: 204 })
    expect(receiver.received).toHaveLength(3)
    // The same delivery each time, signed with the secret shown at creation.
    const ids = new Set(receiver.received.map((r) => r.headers["webhook-id"]))
    expect(ids.size).toBe(1)
    for (const { headers, body } of receiver.received) {
      const expected = signWebhook(secret, String(headers["webhook-id"]), Number(headers["webhook-timestamp"]), body)
      expect(headers["webhook-signature"]).toBe(expected)
      expect(JSON.parse(body)).toMatchObject({ type: "post.published", data: { title: "First frost" } })
    }
  })
})
