// The whole HTTP stack over a real socket: uWebSockets.js, the Effect API bridge, the
// static site and socket.io on one port.
import { brotliDecompressSync, gunzipSync } from "node:zlib"

import { io as connect } from "socket.io-client"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { FIXTURE_ASSET, fixtureIndexHtml, fixtureScript, startTestServer, type TestServer } from "#test/support/test-server.ts"

import { setHtmlRenderer } from "./http/static-site.ts"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.dispose())

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers })

/** fetch decodes bodies itself; read the raw bytes to check what was sent. */
const raw = async (path: string, acceptEncoding: string) => {
  const { request } = await import("node:http")
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    request(`${server.url}${path}`, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
      const chunks: Buffer[] = []
      res.on("data", (c: Buffer) => chunks.push(c))
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
    })
      .on("error", reject)
      .end()
  })
}

describe("API", () => {
  it("GET /api/health answers 200 with the store and projections", async () => {
    const response = await get("/api/health")
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({ status: "ok", store: { kind: "pglite", status: "up" } })
    expect(Array.isArray(body.projections)).toBe(true)
    for (const p of body.projections) expect(p.state).toBe("running")
  })

  it("answers an unknown /api path with 404 JSON", async () => {
    const response = await get("/api/no/such/thing")
    expect(response.status).toBe(404)
    expect(response.headers.get("content-type")).toBe("application/json")
    expect(await response.json()).toEqual({ message: "No API endpoint GET /api/no/such/thing" })
  })

  it("refuses a body over 1 MiB with 413 JSON", async () => {
    const response = await fetch(`${server.url}/api/health`, { method: "POST", body: "x".repeat((1 << 20) + 1) })
    expect(response.status).toBe(413)
    expect((await response.json()).message).toMatch(/too large/)
  })

  it("refuses a chunked body that grows over the limit", async () => {
    const big = new Uint8Array(256 * 1024)
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(big)
        else controller.close()
      },
    })
    const response = await fetch(`${server.url}/api/health`, { method: "POST", body, duplex: "half" } as RequestInit)
    expect(response.status).toBe(413)
  })
})

describe("static site", () => {
  it("serves a hashed asset with an immutable cache header, brotli or gzip as accepted", async () => {
    const br = await raw(FIXTURE_ASSET, "gzip, deflate, br")
    expect(br.status).toBe(200)
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable")
    expect(br.headers["content-encoding"]).toBe("br")
    expect(br.headers["vary"]).toBe("Accept-Encoding")
    expect(br.headers["content-type"]).toBe("text/javascript; charset=utf-8")
    expect(brotliDecompressSync(br.body).toString()).toBe(fixtureScript)

    const gz = await raw(FIXTURE_ASSET, "gzip")
    expect(gz.headers["content-encoding"]).toBe("gzip")
    expect(gunzipSync(gz.body).toString()).toBe(fixtureScript)

    const plain = await raw(FIXTURE_ASSET, "identity")
    expect(plain.headers["content-encoding"]).toBeUndefined()
    expect(plain.body.toString()).toBe(fixtureScript)
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3)
  })

  it("answers 304 to a matching If-None-Match", async () => {
    const first = await get("/robots.txt")
    const etag = first.headers.get("etag")!
    expect(first.headers.get("cache-control")).toMatch(/max-age=\d+/)
    const again = await get("/robots.txt", { "if-none-match": etag })
    expect(again.status).toBe(304)
  })

  it("serves index.html, uncached, for a client route, with the route's own tags", async () => {
    const response = await get("/journal")
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8")
    expect(response.headers.get("cache-control")).toBe("no-cache")
    const html = await response.text()
    expect(html).toContain("<title>Garden journal · Homestead</title>")
    expect(html.slice(html.indexOf("<body>"))).toBe(fixtureIndexHtml.slice(fixtureIndexHtml.indexOf("<body>")))
  })

  it("answers an unknown recipe's page with 404 and the app, so the client shows its not-found screen", async () => {
    const response = await get("/recipes/sourdough-bread")
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('<div id="root"></div>')
  })

  it("answers 404, not the page, for a missing asset", async () => {
    expect((await get("/assets/index-gone.js")).status).toBe(404)
  })

  it("lets a renderer rewrite index.html per route", async () => {
    setHtmlRenderer(async (path, html) => html.replace("<title>Homestead</title>", `<title>${path}</title>`))
    try {
      const rendered = await get("/recipes/x?print=1", { "accept-encoding": "gzip" })
      expect(await rendered.text()).toContain("<title>/recipes/x?print=1</title>")
    } finally {
      setHtmlRenderer(undefined)
    }
  })
})

describe("socket.io", () => {
  // Connections need a quiz sign-in (api/features/accounts/socket-auth.ts); register one player.
  let auth: { token: string; userId: string; username: string }
  beforeAll(async () => {
    const response = await fetch(`${server.url}/api/quiz/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "socket-tester", password: "correct horse 9" }),
    })
    const user = await response.json()
    auth = { token: user.token, userId: user.id, username: user.username }
  })

  it.each([["polling"], ["websocket"]] as const)("connects at /socket.io (%s first)", async (transport) => {
    const socket = connect(server.url, { transports: [transport], reconnection: false, timeout: 5000, auth })
    try {
      const id = await new Promise<string>((resolve, reject) => {
        socket.on("connect", () => resolve(socket.id!))
        socket.on("connect_error", reject)
      })
      expect(id).toBeTruthy()
      expect(server.platform.io.of("/").sockets.has(id)).toBe(true)
    } finally {
      socket.disconnect()
    }
  })
})
