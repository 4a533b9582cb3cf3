// Every kind of answer the real server writes carries the security headers, on each HTTP
// transport that loads here: pages (with the recipe's JSON-LD allowed by the hash of the
// exact text served), API answers through the Effect bridge and its early answers, the fast
// public reads, media, the feed, sitemap and robots.txt, 304s, 404s and 405s.
import { createHash } from "node:crypto"
import { request as httpRequest } from "node:http"

import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { jpegWithGps } from "../support/test-images.ts"
import { startTestServer, type TestServer } from "../support/test-server.ts"
import { availableTransports } from "../support/transports.ts"
import { OWNER, ownerCookie } from "./content-support.ts"
import { call } from "./servers.ts"

const ENV = { OWNER_USERNAME: OWNER.username, OWNER_PASSWORD: OWNER.password, QUIZ_ADMIN_PASSWORD: "admin-password-1" }

const directives = (csp: string) =>
  new Map(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  )

/** The headers every answer carries, and the policy only documents carry. */
const expectCommon = (headers: Headers, what: string) => {
  expect(headers.get("x-content-type-options"), what).toBe("nosniff")
  expect(headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin")
  expect(headers.get("permissions-policy"), what).toMatch(/(^|, )camera=\(\)(,|$)/)
  // A direct connection to this server is plain HTTP: no HSTS.
  expect(headers.get("strict-transport-security"), what).toBeNull()
}

const expectDocument = (headers: Headers, what: string) => {
  expectCommon(headers, what)
  expect(headers.get("content-type"), what).toMatch(/^text\/html/)
  const policy = directives(headers.get("content-security-policy") ?? "")
  expect(policy.get("frame-ancestors"), what).toEqual(["'none'"])
  expect(policy.get("img-src"), what).toEqual(["'self'", "data:"])
  return policy
}

const expectNotDocument = (headers: Headers, what: string) => {
  expectCommon(headers, what)
  expect(headers.get("content-security-policy"), what).toBeNull()
}

/** A POST that announces a body over the limit and sends none: the bridge answers before reading. */
const announceLargeBody = (port: number, path: string, length: number) =>
  new Promise<{ status: number; headers: Headers }>((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port, path, method: "POST", headers: { "content-type": "application/json", "content-length": String(length) } },
      (res) => {
        const headers = new Headers()
        for (const [name, value] of Object.entries(res.headers)) if (typeof value === "string") headers.set(name, value)
        res.resume()
        resolve({ status: res.statusCode ?? 0, headers })
        req.destroy()
      },
    )
    req.on("error", reject)
    req.flushHeaders()
  })

const sha256Source = (text: string) => `'sha256-${createHash("sha256").update(Buffer.from(text, "utf8")).digest("base64")}'`

describe.each(availableTransports())("security headers on %s", (transport) => {
  let server: TestServer
  let cookie: string
  let mediaId: string

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers })

  beforeAll(async () => {
    server = await startTestServer({ ...ENV, HTTP_TRANSPORT: transport })
    expect(server.transport.name).toBe(transport)
    cookie = await ownerCookie(server)
    const form = new FormData()
    form.append("image", new Blob([new Uint8Array(await jpegWithGps(320, 240))], { type: "image/jpeg" }), "hens.jpg")
    const upload = await fetch(`${server.url}/api/photos/upload`, { method: "POST", body: form, headers: { cookie } })
    expect(upload.status).toBe(200)
    mediaId = ((await upload.json()) as { result: { id: string } }).result.id
    const recipe = await call(server, "POST", "/api/recipe", {
      headers: { cookie },
      body: {
        name: "Crème Brûlée",
        category: "Desserts",
        cooktime: "1 hour",
        baketemp: "325",
        hassubrecipes: false,
        subrecipes: [],
        ingredients: ["<b>cream</b> & eggs"],
        method: ["bake </script> gently"],
        notes: [],
        source: "",
        images: [],
        video: "",
      },
    })
    expect(recipe.status).toBe(200)
  })
  afterAll(() => server?.dispose())

  it("sends pages with the policy, and a recipe page with its JSON-LD allowed by the hash of the exact text", async () => {
    const home = await get("/")
    expect(home.status).toBe(200)
    const homePolicy = expectDocument(home.headers, "/")
    const homeBody = await home.text()
    // The home page's WebSite JSON-LD.
    const homeBlocks = [...homeBody.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!)
    expect(homeBlocks.length).toBe(1)
    expect(homePolicy.get("script-src")).toEqual(["'self'", sha256Source(homeBlocks[0]!)])

    const page = await get("/recipes/crème_brûlée", { "accept-encoding": "br" })
    expect(page.status).toBe(200)
    const policy = expectDocument(page.headers, "recipe page")
    const body = await page.text()
    const blocks = [...body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!)
    expect(blocks.length).toBe(1)
    expect(JSON.parse(blocks[0]!)).toMatchObject({ "@type": "Recipe", name: "Crème Brûlée" })
    expect(policy.get("script-src")).toEqual(["'self'", sha256Source(blocks[0]!)])
    expect(policy.get("script-src")!.join(" ")).not.toMatch(/unsafe/)

    // The same page revalidated: the 304 carries them too.
    const again = await get("/recipes/crème_brûlée", { "if-none-match": page.headers.get("etag")!, "accept-encoding": "br" })
    expect(again.status).toBe(304)
    expectCommon(again.headers, "304 page")

    // A route the client router answers (no JSON-LD) and an unknown one (404 page).
    expectDocument((await get("/quizgame")).headers, "/quizgame")
    const missing = await get("/no/such/page")
    expect(missing.status).toBe(404)
    expectDocument(missing.headers, "404 page")
  })

  it("sends static files, API answers, fast reads and media without a policy but with the rest", async () => {
    const asset = await get("/assets/index-Bq3xT9aZ.js")
    expect(asset.status).toBe(200)
    expectNotDocument(asset.headers, "asset")

    // Through the Effect bridge: an answer, an error, and an early answer of the bridge itself.
    const health = await get("/api/health")
    expect(health.headers.get("content-type")).toMatch(/json/)
    expectNotDocument(health.headers, "/api/health")
    const me = await get("/api/dashboard/me")
    expect(me.status).toBe(401)
    expectNotDocument(me.headers, "401")
    const unknown = await get("/api/no-such-thing")
    expect(unknown.status).toBe(404)
    expectNotDocument(unknown.headers, "API 404")
    const tooLarge = await announceLargeBody(server.port, "/api/quiz/login", 2 * 1024 * 1024)
    expect(tooLarge.status).toBe(413)
    expectNotDocument(tooLarge.headers, "413")

    // The fast public reads (they answer with Last-Modified; the API does not).
    let fast: Response | undefined
    for (let i = 0; i < 200 && !fast?.headers.get("last-modified"); i++) fast = await get("/api/recipe")
    expect(fast!.headers.get("last-modified")).not.toBeNull()
    expectNotDocument(fast!.headers, "fast read")
    const fast304 = await get("/api/recipe", { "if-none-match": fast!.headers.get("etag")! })
    expect(fast304.status).toBe(304)
    expectCommon(fast304.headers, "fast read 304")

    const image = await get(`/media/${mediaId}/thumb.webp`)
    expect(image.status).toBe(200)
    expect(image.headers.get("content-type")).toBe("image/webp")
    expectNotDocument(image.headers, "media")
    const image304 = await get(`/media/${mediaId}/thumb.webp`, { "if-none-match": image.headers.get("etag")! })
    expect(image304.status).toBe(304)
    expectCommon(image304.headers, "media 304")
    const noImage = await get(`/media/${mediaId}/nope.webp`)
    expect(noImage.status).toBe(404)
    expectNotDocument(noImage.headers, "media 404")
  })

  it("sends the feed, sitemap and robots.txt, 404s and 405s with them", async () => {
    for (const path of ["/rss.xml", "/sitemap.xml", "/robots.txt"]) {
      const answer = await get(path)
      expect(answer.status, path).toBe(200)
      expectNotDocument(answer.headers, path)
    }
    const missingAsset = await get("/assets/missing-0000.js")
    expect(missingAsset.status).toBe(404)
    expectNotDocument(missingAsset.headers, "missing asset")

    const post = await fetch(`${server.url}/recipes`, { method: "POST", body: "x" })
    expect(post.status).toBe(405)
    expectNotDocument(post.headers, "405")

    // HEAD, answered by each kind of route (and the server keeps serving after them).
    const head = await fetch(`${server.url}/recipes/crème_brûlée`, { method: "HEAD" })
    expect(head.status).toBe(200)
    expect(Number(head.headers.get("content-length"))).toBeGreaterThan(0)
    expectDocument(head.headers, "HEAD page")
    for (const path of ["/assets/index-Bq3xT9aZ.js", "/rss.xml", `/media/${mediaId}/thumb.webp`, "/api/health"]) {
      const answer = await fetch(`${server.url}${path}`, { method: "HEAD" })
      expect(answer.status, `HEAD ${path}`).toBe(200)
      expectNotDocument(answer.headers, `HEAD ${path}`)
    }
    expect((await get("/api/health")).status).toBe(200)
  })
})
