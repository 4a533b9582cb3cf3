// The web app manifest the server answers carries the site's configured name (SITE_NAME), not the name the
// build wrote, and keeps the rest of what the build wrote (icons, colours, start page) and the way static
// files are sent (type, compression, ETag and 304).
import { mkdtemp, rm, writeFile } from "node:fs/promises"
import { type IncomingHttpHeaders, request as httpRequest } from "node:http"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { brotliDecompressSync } from "node:zlib"

import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { type RunningServer, startSite } from "#api/compose.ts"
import { loadConfigOrThrow } from "#api/platform/config.ts"

import { seedDataDir } from "../support/pglite-template.ts"
import { writeFixtureSite } from "../support/test-server.ts"

/** As vite.config.ts writes it. */
const BUILT = {
  name: "Homestead",
  short_name: "Homestead",
  description: "Urban homesteading: journal, recipes, videos, photos and a quiz game.",
  start_url: "/",
  display: "standalone",
  theme_color: "#6b4a2b",
  icons: [
    { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
    { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
  ],
}

/** A GET of the manifest as the bytes sent (fetch would decode them). */
const rawGet = (port: number, headers: Record<string, string>) =>
  new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path: "/manifest.webmanifest", headers }, (res) => {
      const chunks: Buffer[] = []
      res.on("data", (chunk: Buffer) => chunks.push(chunk))
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on("error", reject)
    req.end()
  })

describe("the web app manifest", () => {
  let root: string
  let server: RunningServer
  let origin: string

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "homestead-manifest-"))
    const staticDir = join(root, "web")
    await writeFixtureSite(staticDir)
    // Long enough to be sent compressed, as the real one is.
    await writeFile(join(staticDir, "manifest.webmanifest"), JSON.stringify({ ...BUILT, description: BUILT.description.repeat(8) }))
    const config = loadConfigOrThrow({
      HOMESTEAD_SEED: "off",
      LOG_LEVEL: "warn",
      OWNER_USERNAME: "owner",
      OWNER_PASSWORD: "owner-password-1",
      QUIZ_ADMIN_PASSWORD: "admin-password-1",
      SITE_NAME: "Mesa & Sage",
      DATA_DIR: join(root, "data"),
    })
    await seedDataDir(config.dataDir, config.databaseUrl)
    server = await startSite(config, { port: 0, staticDir })
    origin = `http://localhost:${server.port}`
  })

  afterAll(async () => {
    await server?.close()
    await rm(root, { recursive: true, force: true })
  })

  it("is named after the site, with the build's icons, colours and start page", async () => {
    const answer = await fetch(`${origin}/manifest.webmanifest`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get("content-type")).toBe("application/manifest+json")
    const manifest = (await answer.json()) as typeof BUILT
    expect(manifest).toMatchObject({ ...BUILT, description: BUILT.description.repeat(8), name: "Mesa & Sage", short_name: "Mesa & Sage" })
  })

  it("is sent compressed and revalidated like any other file", async () => {
    const answer = await rawGet(server.port, { "accept-encoding": "br" })
    expect(answer.headers["content-encoding"]).toBe("br")
    expect(JSON.parse(brotliDecompressSync(answer.body).toString("utf8"))).toMatchObject({ name: "Mesa & Sage" })
    const etag = answer.headers.etag as string
    expect(etag).toBeTruthy()
    expect((await rawGet(server.port, { "accept-encoding": "br", "if-none-match": etag })).status).toBe(304)
  })
})
