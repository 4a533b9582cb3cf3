// The demo homestead on a first start: seeded with HOMESTEAD_SEED on, not with it off,
// never twice (restart, two nodes at once, a site whose content was deleted), and its
// photos went through the media pipeline, so their variants are served.
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { type RunningServer, startSite } from "#api/compose.ts"
import { seedDemoHomestead } from "#api/features/demo-homestead/public.ts"
import { type Env, loadConfigOrThrow } from "#api/platform/config.ts"
import { SITE_SEED_STREAM } from "#schemas/events/site-seed.ts"

import { freshPostgresUrl } from "../support/databases.ts"
import { seedDataDir } from "../support/pglite-template.ts"
import { writeFixtureSite } from "../support/test-server.ts"
import { OWNER, ownerCookie } from "./content-support.ts"
import { call } from "./servers.ts"

const BASE: Env = { OWNER_USERNAME: OWNER.username, OWNER_PASSWORD: OWNER.password, QUIZ_ADMIN_PASSWORD: "admin-password-1" }

const quietly = async <T>(work: () => Promise<T>): Promise<T> => {
  const log = console.log
  console.log = () => undefined
  try {
    return await work()
  } finally {
    console.log = log
  }
}

const start = async (dataDir: string, env: Env = {}) => {
  const staticDir = join(dataDir, "web")
  await writeFixtureSite(staticDir)
  // A new folder starts from a copy of a database with its tables made and no events: still
  // an empty store to the seeding, without PostgreSQL's initdb on every first start.
  await seedDataDir(join(dataDir, "data"))
  return quietly(() =>
    startSite(loadConfigOrThrow({ HTTP_TRANSPORT: process.env.HTTP_TRANSPORT, ...BASE, ...env, DATA_DIR: join(dataDir, "data") }), { port: 0, staticDir }),
  )
}

const counts = async (server: RunningServer) => {
  const get = async (path: string) => (await call(server as never, "GET", path)).body
  const groups = (answer: any, key: string) => (answer as { [k: string]: unknown[] }[]).reduce((n, g) => n + g[key]!.length, 0)
  return {
    posts: (await get("/api/posts")).length,
    journal: (await get("/api/posts/journal")).length,
    recipes: groups(await get("/api/recipe"), "recipes"),
    videos: groups(await get("/api/video"), "videos"),
    photos: (await get("/api/photos/all")).length,
  }
}

describe("the demo homestead on PGlite", () => {
  let dataDir: string
  let server: RunningServer | undefined
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "homestead-seed-"))
  })
  afterAll(async () => {
    await server?.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it("is seeded on a first start, through the content and media events", async () => {
    server = await start(dataDir)
    expect(await counts(server)).toEqual({ posts: 7, journal: 3, recipes: 4, videos: 3, photos: 6 })
    const marker = await server.platform.store.readStream(SITE_SEED_STREAM)
    expect(marker.map((e) => e.type)).toEqual(["SiteSeeded"])

    const pie = (await call(server as never, "GET", "/api/recipe/prickly_pear_apple_pie")).body
    expect(pie).toMatchObject({ category: "Dessert", baketemp: "400°F", hassubrecipes: true })
    expect(pie.subrecipes.map((s: { name: string }) => s.name)).toEqual(["Crust", "Filling"])
    const categories = (await call(server as never, "GET", "/api/categories/recipe")).body
    expect(categories).toEqual(["Bread", "Breakfast", "Dessert", "Sauces"])
    const posts = (await call(server as never, "GET", "/api/posts")).body as { title: string; createdAt: string }[]
    expect(posts[0]!.title).toBe("Garden journal: fall seeds ordered")
    expect(new Set(posts.map((p) => p.createdAt.slice(0, 10))).size).toBe(7)
  })

  it("photos have variants that are served", async () => {
    const photos = (await call(server! as never, "GET", "/api/photos/all")).body as { image: string; urls: Record<string, string> }[]
    for (const photo of photos.slice(0, 2)) {
      for (const variant of ["carousel", "public", "thumb"]) {
        const answer = await fetch(`${server!.url}${photo.urls[variant]}`)
        expect(answer.status).toBe(200)
        expect(answer.headers.get("content-type")).toBe("image/webp")
        expect((await answer.arrayBuffer()).byteLength).toBeGreaterThan(1000)
      }
    }
    const media = await server!.platform.database.db.selectFrom("media").select("id").execute()
    expect(media).toHaveLength(6)
    // posts and recipes show the same uploads
    const withImages = ((await call(server! as never, "GET", "/api/posts")).body as { images: string[] }[]).flatMap((p) => p.images)
    expect(withImages.length).toBeGreaterThan(0)
    for (const image of withImages) expect(photos.some((p) => p.urls.public === image)).toBe(true)
  })

  it("is not repeated on restart, nor after the owner deletes everything", async () => {
    await server!.close()
    server = await start(dataDir)
    expect((await counts(server)).posts).toBe(7)

    const cookie = await ownerCookie(server as never)
    for (const post of (await call(server as never, "GET", "/api/posts")).body as { _id: string }[]) {
      expect((await call(server as never, "DELETE", `/api/posts/${post._id}`, { headers: { cookie } })).status).toBe(200)
    }
    await server.close()
    server = await start(dataDir)
    expect((await counts(server)).posts).toBe(0)
    expect(await server.platform.store.readStream(SITE_SEED_STREAM)).toHaveLength(1)
  })
})

describe("the demo homestead, switched off or not wanted", () => {
  it("is not seeded with HOMESTEAD_SEED=off, nor later into a site that has had content", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "homestead-seed-off-"))
    let server: RunningServer | undefined
    try {
      server = await start(dataDir, { HOMESTEAD_SEED: "off" })
      expect(await counts(server)).toEqual({ posts: 0, journal: 0, recipes: 0, videos: 0, photos: 0 })
      expect(await server.platform.store.readStream(SITE_SEED_STREAM)).toHaveLength(0)
      // the owner publishes a video and deletes it again
      const cookie = await ownerCookie(server as never)
      const video = await call(server as never, "POST", "/api/video", {
        body: { title: "t", category: "Garden", video: "https://youtu.be/dQw4w9WgXcQ", description: "" },
        headers: { cookie },
      })
      expect((await call(server as never, "DELETE", `/api/video/${video.body._id}`, { headers: { cookie } })).status).toBe(200)
      await server.close()
      server = await start(dataDir, { HOMESTEAD_SEED: "on" })
      expect((await counts(server)).posts).toBe(0)
      expect(await server.platform.store.readStream(SITE_SEED_STREAM)).toHaveLength(0)
    } finally {
      await server?.close()
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})

describe("the demo homestead on PostgreSQL", () => {
  it("is seeded once when two nodes start seeding at the same moment", async () => {
    const { url, drop } = await freshPostgresUrl()
    const dirs = await Promise.all([mkdtemp(join(tmpdir(), "homestead-seed-a-")), mkdtemp(join(tmpdir(), "homestead-seed-b-"))])
    const servers: RunningServer[] = []
    try {
      servers.push(await start(dirs[0], { DATABASE_URL: url, HOMESTEAD_SEED: "off" }))
      servers.push(await start(dirs[1], { DATABASE_URL: url, HOMESTEAD_SEED: "off" }))
      const seedOn = ({ platform, features }: RunningServer) => ({
        seed: true,
        db: platform.database.db,
        store: platform.store,
        commands: platform.commands,
        media: features.media.storage,
        ownerUsername: platform.config.owner.username,
        log: platform.log,
      })
      const results = await quietly(() => Promise.all(servers.map((s) => seedDemoHomestead(seedOn(s)))))
      expect(results.filter((r) => r !== undefined)).toHaveLength(1)
      for (const server of servers) {
        await server.platform.projector.waitFor(await server.platform.store.head())
        expect(await counts(server)).toEqual({ posts: 7, journal: 3, recipes: 4, videos: 3, photos: 6 })
      }
      expect(await servers[0]!.platform.store.readStream(SITE_SEED_STREAM)).toHaveLength(1)
    } finally {
      for (const server of servers) await server.close()
      await drop()
      for (const dir of dirs) await rm(dir, { recursive: true, force: true })
    }
  })
})
