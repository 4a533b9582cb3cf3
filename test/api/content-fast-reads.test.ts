// The fast path for public content reads: answered by the uWS server from snapshots with
// strong ETags, fresh after every write (read-your-writes), compressed when asked, and
// fresh on a second node once its own projector has seen the change.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { freshPostgresUrl } from "../support/databases.ts"
import { startTestServer, type TestServer } from "../support/test-server.ts"
import { OWNER, ownerCookie, startContentServer } from "./content-support.ts"
import { type Answer, call, serverModes } from "./servers.ts"

/** GETs `path` until the fast path answers it (an ETag header), as the snapshot may still be building. */
const fastGet = async (server: TestServer, path: string, headers: Record<string, string> = {}): Promise<Answer> => {
  for (let i = 0; i < 200; i++) {
    const answer = await call(server, "GET", path, { headers })
    if (answer.headers.get("etag")) return answer
    await new Promise((r) => setTimeout(r, 10))
  }
  throw new Error(`${path} never took the fast path`)
}

describe.each(serverModes)("fast content reads on $name", (mode) => {
  let server: TestServer
  let cookie: string
  beforeAll(async () => {
    server = await startContentServer(mode)
    cookie = await ownerCookie(server)
  })
  afterAll(() => server?.dispose())

  const addPost = (title: string, body = "<p>hello</p>") =>
    call(server, "POST", "/api/posts", { body: { name: "Keeper", title, body, isjournal: true }, headers: { cookie } })

  it("answers with a strong ETag, Last-Modified and the same JSON as the API", async () => {
    await addPost("Snapshot me")
    const fast = await fastGet(server, "/api/posts")
    expect(fast.status).toBe(200)
    expect(fast.headers.get("content-type")).toBe("application/json")
    expect(fast.headers.get("etag")).toMatch(/^"[A-Za-z0-9_-]{27}"$/)
    expect(new Date(fast.headers.get("last-modified")!).getTime()).not.toBeNaN()
    expect(fast.headers.get("cache-control")).toBe("no-cache")
    expect(fast.body[0]).toMatchObject({ title: "Snapshot me" })
    const one = await fastGet(server, `/api/posts/${fast.body[0]._id}`)
    expect(one.body).toEqual(fast.body[0])
  })

  it("answers 304 to a matching If-None-Match, and 200 to a stale one", async () => {
    const first = await fastGet(server, "/api/posts/journal")
    const etag = first.headers.get("etag")!
    const again = await call(server, "GET", "/api/posts/journal", { headers: { "if-none-match": etag } })
    expect(again.status).toBe(304)
    expect(again.headers.get("etag")).toBe(etag)
    expect(again.body).toBeUndefined()
    expect((await call(server, "GET", "/api/posts/journal", { headers: { "if-none-match": `W/${etag}` } })).status).toBe(304)
    expect((await call(server, "GET", "/api/posts/journal", { headers: { "if-none-match": '"stale"' } })).status).toBe(200)
  })

  it("shows a write on the very next read, with a new ETag", async () => {
    const before = await fastGet(server, "/api/posts")
    const created = await addPost("Fresh off the press")
    expect(created.status).toBe(200)
    // No waiting: the write's response came after the snapshot was dropped.
    const next = await call(server, "GET", "/api/posts", { headers: { "if-none-match": before.headers.get("etag")! } })
    expect(next.status).toBe(200)
    expect(next.body[0]).toMatchObject({ _id: created.body._id, title: "Fresh off the press" })
    const fast = await fastGet(server, "/api/posts")
    expect(fast.headers.get("etag")).not.toBe(before.headers.get("etag"))
    expect(fast.body[0]._id).toBe(created.body._id)

    const gone = await call(server, "DELETE", `/api/posts/${created.body._id}`, { headers: { cookie } })
    expect(gone.status).toBe(200)
    const after = await call(server, "GET", "/api/posts")
    expect(after.body.map((p: { _id: string }) => p._id)).not.toContain(created.body._id)
    expect((await call(server, "GET", `/api/posts/${created.body._id}`)).status).toBe(404)
  })

  it("keeps every kind fresh: videos, categories and recipes by servername", async () => {
    await fastGet(server, "/api/categories/video")
    const video = await call(server, "POST", "/api/video", {
      body: { title: "Coop tour", category: "Chickens", video: "https://youtu.be/dQw4w9WgXcQ", description: "" },
      headers: { cookie },
    })
    expect(video.status).toBe(200)
    expect((await call(server, "GET", "/api/categories/video")).body).toContain("Chickens")
    expect((await call(server, "GET", "/api/video/latest")).body._id).toBe(video.body._id)
    const recipe = await call(server, "POST", "/api/recipe", { body: { name: "Café Latte", category: "Drinks" }, headers: { cookie } })
    expect(recipe.status).toBe(200)
    const bySlug = await fastGet(server, `/api/recipe/${encodeURIComponent("café_latte")}`)
    expect(bySlug.body._id).toBe(recipe.body._id)
    expect((await fastGet(server, "/api/recipe/café_latte")).body._id).toBe(recipe.body._id)
  })

  it("compresses larger answers when the client accepts it", async () => {
    for (let i = 0; i < 5; i++) await addPost(`Long ${i}`, `<p>${"All about the garden beds. ".repeat(40)}</p>`)
    const plain = await fastGet(server, "/api/posts", { "accept-encoding": "identity" })
    expect(plain.headers.get("content-encoding")).toBeNull()
    for (const encoding of ["br", "gzip"]) {
      const response = await fetch(`${server.url}/api/posts`, { headers: { "accept-encoding": encoding } })
      expect(response.headers.get("content-encoding")).toBe(encoding)
      expect(response.headers.get("vary")).toBe("Accept-Encoding")
      expect(response.headers.get("etag")).not.toBe(plain.headers.get("etag"))
      expect(await response.json()).toEqual(plain.body)
    }
  })

  it("leaves unknown ids and writes to the API", async () => {
    const missing = await call(server, "GET", "/api/photos/no-such-photo")
    expect(missing.status).toBe(404)
    expect(missing.headers.get("etag")).toBeNull()
    expect((await call(server, "POST", "/api/posts", { body: { name: "x", title: "y" } })).status).toBe(401)
  })
})

describe("fast content reads on two nodes sharing one PostgreSQL", () => {
  let a: TestServer
  let b: TestServer
  let drop: () => Promise<void>
  beforeAll(async () => {
    const fresh = await freshPostgresUrl()
    drop = fresh.drop
    const env = { DATABASE_URL: fresh.url, OWNER_USERNAME: OWNER.username, OWNER_PASSWORD: OWNER.password, QUIZ_ADMIN_PASSWORD: "admin-password-1" }
    a = await startTestServer(env, { site: false })
    b = await startTestServer(env, { site: false })
  })
  afterAll(async () => {
    await b?.dispose()
    await a?.dispose()
    await drop?.()
  })

  it("a node that did not make the write serves it once its projector has applied it", async () => {
    const cookie = await ownerCookie(a)
    const before = await fastGet(b, "/api/video")
    const video = await call(a, "POST", "/api/video", {
      body: { title: "Irrigation", category: "Garden", video: "https://vimeo.com/76979871", description: "Drip lines" },
      headers: { cookie },
    })
    expect(video.status).toBe(200)
    let seen: Answer | undefined
    for (let i = 0; i < 300 && !seen; i++) {
      const answer = await call(b, "GET", "/api/video")
      if (JSON.stringify(answer.body).includes(video.body._id)) seen = answer
      else await new Promise((r) => setTimeout(r, 20))
    }
    expect(seen).toBeDefined()
    const fast = await fastGet(b, "/api/video")
    expect(fast.headers.get("etag")).not.toBe(before.headers.get("etag"))
    expect(fast.body).toEqual([{ category: "Garden", videos: [expect.objectContaining({ _id: video.body._id, title: "Irrigation" })] }])
  })
})
