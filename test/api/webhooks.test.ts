// Webhooks against a receiver the test runs, on each storage mode: a private address refused
// unless the operator allows it, only the owner manages them, and a published post delivered
// signed as Standard Webhooks says, through a failed answer, a restart of the server and a
// dropped connection, ending delivered with its tries counted. The signing secret is sealed in
// the log and the read model, and nothing can open it once the endpoint is removed.
import { mkdtemp, rm } from "node:fs/promises"
import { createServer, type IncomingMessage, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { sql } from "kysely"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { EVENTS_TABLE } from "#engine/eventstore/postgres-schema.ts"
import { PERSONAL_KEYS_TABLE } from "#engine/personal-data/keys.tables.ts"
import { signWebhook } from "#engine/webhooks/signing.ts"
import { ENDPOINTS_TABLE } from "#projections/webhooks/webhooks.tables.ts"
import * as Messages from "#schemas/messages.ts"

import { freshPostgresUrl } from "../support/databases.ts"
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

/** A storage mode whose database outlives a server, so a restart finds what the last one stored. */
interface Storage {
  readonly name: "pglite" | "postgres"
  /** The settings that point a server at it, and its removal. */
  open(dataDir: string): Promise<{ readonly env: Record<string, string>; readonly drop: () => Promise<void> }>
}

const storages: readonly Storage[] = [
  {
    name: "pglite",
    async open(dataDir) {
      await seedDataDir(dataDir)
      return { env: {}, drop: async () => {} }
    },
  },
  {
    name: "postgres",
    async open() {
      const { url, drop } = await freshPostgresUrl()
      return { env: { DATABASE_URL: url }, drop }
    },
  },
]

describe.each(storages)("webhooks on $name", { timeout: 120_000 }, (storage) => {
  let dataDir: string
  let database: Awaited<ReturnType<Storage["open"]>> | undefined
  let receiver: Awaited<ReturnType<typeof startReceiver>>
  let server: TestServer | undefined
  const env = (more: Record<string, string>) => ({
    OWNER_USERNAME: OWNER.username,
    OWNER_PASSWORD: OWNER.password,
    WEBHOOK_RETRY_SECONDS: "1",
    ...database?.env,
    ...more,
  })
  const rows = async <T>(query: ReturnType<typeof sql<T>>): Promise<T[]> => (await query.execute(server!.platform.database.db)).rows

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "homestead-webhooks-"))
    database = await storage.open(dataDir)
    receiver = await startReceiver()
  }, 120_000)
  afterAll(async () => {
    await server?.dispose()
    await receiver?.close()
    await database?.drop()
    await rm(dataDir, { recursive: true, force: true })
  })

  it("are refused on a private address unless the operator allows it, and only the owner manages them", async () => {
    server = await startTestServer(env({}), { site: false, dataDir })
    const cookie = await ownerCookie(server)
    const payload = { url: receiver.url, events: ["post.published"] }
    const refused = await call(server, "POST", "/api/dashboard/webhooks", { body: payload, headers: { cookie } })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe(Messages.webhookPrivateAddress)
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
    // Neither the log nor the read model holds the secret readable: both keep it sealed.
    const key = secret.slice("whsec_".length)
    const logged = await rows(sql<{ data: string }>`select data::text as data from ${sql.table(EVENTS_TABLE)} where type = 'WebhookEndpointRegistered'`)
    expect(logged).toHaveLength(1)
    expect(logged[0]!.data).not.toContain(key)
    expect(logged[0]!.data).toContain("sealed:v1:")
    const kept = await rows(sql<{ secret: string }>`select secret from ${sql.table(ENDPOINTS_TABLE)}`)
    expect(kept).toHaveLength(1)
    expect(kept[0]!.secret).not.toContain(key)
    expect(kept[0]!.secret).toMatch(/^sealed:v1:/)

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

  it("destroy the secret's key when removed, so no copy of the log or the tables can sign again", async () => {
    const cookie = await ownerCookie(server!)
    const [endpoint] = (await call(server!, "GET", "/api/dashboard/webhooks", { headers: { cookie } })).body as { id: string }[]
    const keyOwners = async () => (await rows(sql<{ owner: string }>`select owner from ${sql.table(PERSONAL_KEYS_TABLE)}`)).map((r) => r.owner)
    expect(await keyOwners()).toContain(endpoint!.id)
    const removed = await call(server!, "DELETE", `/api/dashboard/webhooks/${endpoint!.id}`, { headers: { cookie } })
    expect(removed.status).toBe(200)
    expect(removed.body.message).toBe(Messages.webhookRemoved)
    expect(await keyOwners()).not.toContain(endpoint!.id)
    expect((await call(server!, "GET", "/api/dashboard/webhooks", { headers: { cookie } })).body).toEqual([])
    expect(await rows(sql<{ secret: string }>`select secret from ${sql.table(ENDPOINTS_TABLE)}`)).toEqual([])
    const again = await call(server!, "DELETE", `/api/dashboard/webhooks/${endpoint!.id}`, { headers: { cookie } })
    expect(again.status).toBe(404)
    expect(again.body.message).toBe(Messages.webhookMissing)
  })
})
