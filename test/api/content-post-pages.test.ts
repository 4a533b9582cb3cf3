// A post's own page and tags, and drafts: slugs from the title that stay through edits,
// normalised tags, drafts kept from every public read (API, fast reads, feed, sitemap,
// pages) while the owner sees them; on PGlite and PostgreSQL through the real server.
import { sql } from "kysely"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { readVersions, writeVersion } from "#projections/checkpoints.ts"
import { postsProjection } from "#projections/posts/posts.ts"
import { Projector } from "#projections/projector.ts"
import * as Messages from "#schemas/messages.ts"

import { freshPostgresUrl } from "../support/databases.ts"
import { startTestServer, type TestServer } from "../support/test-server.ts"
import { later, OWNER, ownerCookie, recordUpload } from "./content-support.ts"
import { readHead } from "./seo-support.ts"
import { call } from "./servers.ts"

const ENV = { OWNER_USERNAME: OWNER.username, OWNER_PASSWORD: OWNER.password, QUIZ_ADMIN_PASSWORD: "admin-password-1", SITE_NAME: "Mesa & Sage" }

const modes = [
  { name: "pglite", start: () => startTestServer(ENV) },
  {
    name: "postgres",
    async start(): Promise<TestServer> {
      const { url, drop } = await freshPostgresUrl()
      const server = await startTestServer({ ...ENV, DATABASE_URL: url })
      return { ...server, dispose: () => server.dispose().finally(drop) }
    },
  },
]

describe.each(modes)("post pages, tags and drafts on $name", (mode) => {
  let server: TestServer
  let cookie: string
  beforeAll(async () => {
    server = await mode.start()
    cookie = await ownerCookie(server)
  })
  afterAll(() => server?.dispose())

  const write = async (method: "POST" | "PUT", path: string, fields: Record<string, unknown>) => {
    const answer = await call(server, method, path, {
      body: { name: "Sam", title: "First frost", body: "<p>Covered the peppers.</p>", images: [], video: "", isjournal: true, ...fields },
      headers: { cookie },
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return answer.body
  }
  const page = async (path: string) => {
    const answer = await fetch(`${server.url}${path}`)
    const html = await answer.text()
    return { status: answer.status, html, head: readHead(html) }
  }
  const text = async (path: string) => (await fetch(`${server.url}${path}`)).text()

  it("gives each post a slug from its title, unique, kept through edits", async () => {
    const first = await write("POST", "/api/posts", { title: "Raised Beds: Week 1!" })
    expect(first.slug).toBe("raised-beds-week-1")
    const twin = await write("POST", "/api/posts", { title: "Raised beds — week 1" })
    expect(twin.slug).toBe("raised-beds-week-1-2")
    const renamed = await write("PUT", `/api/posts/${first._id}`, { _id: first._id, title: "Raised beds after the storm" })
    expect(renamed.slug).toBe("raised-beds-week-1")
    expect((await call(server, "GET", `/api/posts/${first._id}`)).body.slug).toBe("raised-beds-week-1")
  })

  it("stores tags normalised and refuses too many", async () => {
    const post = await write("POST", "/api/posts", { title: "Tagged", tags: [" Raised Beds ", "#raised-beds", "Frost", ""] })
    expect(post.tags).toEqual(["raised-beds", "frost"])
    const many = await call(server, "POST", "/api/posts", {
      body: { name: "Sam", title: "Many", body: "x", tags: Array.from({ length: 13 }, (_, i) => `t${i}`) },
      headers: { cookie },
    })
    expect(many.status).toBe(400)
    expect(many.body.message).toContain(Messages.tooMany("Tags", 12))
  })

  it("serves a post's own page with its title, description, canonical link and Article JSON-LD", async () => {
    const post = await write("POST", "/api/posts", { title: "Drip lines & mulch", body: "<p>Mulch keeps the roots <b>cool</b>.</p>", tags: ["Water"] })
    const { status, head } = await page(`/journal/${post.slug}`)
    expect(status).toBe(200)
    expect(head.title).toBe("Drip lines & mulch · Mesa & Sage")
    expect(head.meta("description")).toBe("Mulch keeps the roots cool.")
    expect(head.meta("og:type")).toBe("article")
    expect(head.links.find((l) => l.rel === "canonical")?.href).toMatch(/^http:\/\/[^/]+\/journal\/drip-lines-mulch$/)
    const [article] = head.jsonLd
    expect(article).toMatchObject({
      "@type": "BlogPosting",
      headline: "Drip lines & mulch",
      datePublished: post.createdAt,
      author: { "@type": "Person", name: "Sam" },
      keywords: "water",
    })
    expect(article!.url).toMatch(/\/journal\/drip-lines-mulch$/)
    const tag = await page("/journal/tag/water")
    expect(tag.status).toBe(200)
    expect(tag.head.title).toBe("Posts tagged water · Mesa & Sage")
    expect((await page("/journal/no-such-post")).status).toBe(404)
    expect((await page("/journal/tag/no-such-tag")).status).toBe(404)
  })

  it("keeps drafts from every public read until they are published, and shows them to the owner", async () => {
    const draft = await write("POST", "/api/posts", { title: "Secret seed order", tags: ["seeds"], draft: true })
    expect(draft.draft).toBe(true)
    const isPublic = async () => {
      const [list, journal, one] = await Promise.all([
        call(server, "GET", "/api/posts"),
        call(server, "GET", "/api/posts/journal"),
        call(server, "GET", `/api/posts/${draft._id}`),
      ])
      const listed = [...list.body, ...journal.body].some((p: { _id: string }) => p._id === draft._id)
      return { listed, one: one.status, page: (await page(`/journal/${draft.slug}`)).status, tag: (await page("/journal/tag/seeds")).status }
    }
    // twice: the second read comes from the in-memory snapshot
    for (let i = 0; i < 2; i++) expect(await isPublic()).toEqual({ listed: false, one: 404, page: 404, tag: 404 })
    expect(await text("/rss.xml")).not.toContain("Secret seed order")
    expect(await text("/sitemap.xml")).not.toContain(draft.slug)

    const owned = await call(server, "GET", "/api/posts/owner", { headers: { cookie } })
    expect(owned.body.map((p: { _id: string }) => p._id)).toContain(draft._id)
    expect((await call(server, "GET", `/api/posts/owner/${draft._id}`, { headers: { cookie } })).body.title).toBe("Secret seed order")
    expect((await call(server, "GET", "/api/posts/owner")).status).toBe(401)
    expect((await call(server, "GET", `/api/posts/owner/${draft._id}`)).status).toBe(401)

    await write("PUT", `/api/posts/${draft._id}`, { _id: draft._id, title: "Secret seed order", tags: ["seeds"], draft: false })
    expect(await isPublic()).toEqual({ listed: true, one: 200, page: 200, tag: 200 })
    expect(await text("/rss.xml")).toContain(`/journal/${draft.slug}</link>`)
    expect(await text("/sitemap.xml")).toContain(`/journal/${draft.slug}</loc>`)
    expect(await text("/sitemap.xml")).toContain("/journal/tag/seeds</loc>")
  })

  it("reads posts written before slugs, tags and drafts existed", async () => {
    const postId = "legacy-1"
    const at = "2024-05-01T10:00:00.000Z"
    const { position } = await server.platform.store.append(
      `post-${postId}`,
      [
        {
          type: "PostCreated",
          data: { postId, title: "Old notes", name: "Sam", body: "<p>Before.</p>", images: [], video: "", isjournal: false, createdAt: at, at },
        },
      ],
      "no_stream",
    )
    await server.platform.projector.waitFor(position)
    const read = await call(server, "GET", `/api/posts/${postId}`)
    expect(read.body).toMatchObject({ _id: postId, slug: "old-notes", tags: [], draft: false })
    expect((await page("/journal/old-notes")).status).toBe(200)
  })

  it("makes the body from Markdown, sanitised as HTML is, and previews exactly what a save stores", async () => {
    const markdown = "## Beds\n\nThe **first** tomatoes. <img src=x onerror=alert(1)> [x](javascript:alert(1))"
    const post = await write("POST", "/api/posts", { title: "Markdown beds", body: "", markdown })
    expect(post.markdown).toBe(markdown)
    expect(post.body).toBe('<h2>Beds</h2>\n<p>The <strong>first</strong> tomatoes.  <a rel="noopener noreferrer">x</a></p>')
    const preview = await call(server, "POST", "/api/posts/preview", { body: { markdown }, headers: { cookie } })
    expect(preview.status).toBe(200)
    expect(preview.body).toEqual({ html: post.body })
    expect((await call(server, "POST", "/api/posts/preview", { body: { markdown } })).status).toBe(401)
    // Saved as HTML again, the Markdown is dropped.
    const html = await write("PUT", `/api/posts/${post._id}`, { _id: post._id, title: "Markdown beds", body: "<p>Plain <i>HTML</i></p>", markdown: "" })
    expect(html).toMatchObject({ body: "<p>Plain <i>HTML</i></p>", markdown: "" })
  })

  it("lists the owner's uploads, newest first, for the media library, to the owner alone", async () => {
    const first = await recordUpload(server)
    await later()
    const second = await recordUpload(server)
    const library = await call(server, "GET", "/api/posts/library", { headers: { cookie } })
    expect(library.status).toBe(200)
    expect(library.body.slice(0, 2)).toEqual([
      { id: second, thumb: `/media/${second}/thumb.webp`, public: `/media/${second}/public.webp` },
      { id: first, thumb: `/media/${first}/thumb.webp`, public: `/media/${first}/public.webp` },
    ])
    expect((await call(server, "GET", "/api/posts/library")).status).toBe(401)
  })

  it("publishes a scheduled draft by itself at its time, dated then, and refuses a time gone by", async () => {
    const soon = new Date(Date.now() + 1500).toISOString()
    const post = await write("POST", "/api/posts", { title: "Seed swap", draft: true, publishAt: soon })
    expect(post).toMatchObject({ draft: true, publishAt: soon })
    expect((await call(server, "GET", `/api/posts/${post._id}`)).status).toBe(404)
    expect((await call(server, "GET", "/api/posts/owner", { headers: { cookie } })).body).toContainEqual(
      expect.objectContaining({ _id: post._id, publishAt: soon }),
    )
    // Its time comes with nobody asking: visitors see it, dated at the time it was set for.
    await expect.poll(async () => (await call(server, "GET", `/api/posts/${post._id}`)).status, { timeout: 20_000, interval: 100 }).toBe(200)
    expect((await call(server, "GET", `/api/posts/${post._id}`)).body).toMatchObject({ draft: false, publishAt: "", createdAt: soon })
    expect(await text("/rss.xml")).toContain("Seed swap")

    const refused = async (fields: Record<string, unknown>) => {
      const answer = await call(server, "POST", "/api/posts", { body: { name: "Sam", title: "Too late", body: "x", ...fields }, headers: { cookie } })
      expect(answer.status).toBe(400)
      return answer.body.message as string
    }
    expect(await refused({ draft: true, publishAt: new Date(Date.now() - 60_000).toISOString() })).toBe(Messages.publishAtPast)
    expect(await refused({ draft: false, publishAt: new Date(Date.now() + 3_600_000).toISOString() })).toBe(Messages.publishAtNeedsDraft)
    expect((await call(server, "GET", "/api/posts/owner", { headers: { cookie } })).body.map((p: { title: string }) => p.title)).not.toContain("Too late")
  })

  it("upgrades a posts table from before slugs to the new shape before it answers, every post keeping its slug", async () => {
    const db = server.platform.database.db
    const slugs = async () =>
      (await call(server, "GET", "/api/posts/owner", { headers: { cookie } })).body.map((p: { _id: string; slug: string }) => `${p._id} ${p.slug}`).sort()
    const before = await slugs()
    // The table as the release before slugs left it, at that release's version.
    await sql`alter table content_posts drop column slug, drop column tags, drop column draft, drop column markdown, drop column publish_at`.execute(db)
    await writeVersion(db, "content-posts", 1)
    const upgrader = new Projector(server.platform.store, db, [postsProjection], { logger: { info: () => {}, error: () => {} } })
    try {
      await upgrader.start()
      // The queries select the new columns, so a wait holds until the new version is in place.
      await upgrader.waitFor(await server.platform.store.head(), 30_000)
      expect(upgrader.projections()[0]!.state).toBe("running")
      expect((await readVersions(db)).get("content-posts")?.version).toBe(postsProjection.version)
      expect(await slugs()).toEqual(before)
    } finally {
      await upgrader.stop()
    }
  })
})

// The time to publish is in the post's events: a server that was down at that time publishes it when it starts.
describe("a scheduled post across a restart", () => {
  it("is published by the next start when its time came while the server was down", async () => {
    const { url, drop } = await freshPostgresUrl()
    try {
      const first = await startTestServer({ ...ENV, DATABASE_URL: url })
      const cookie = await ownerCookie(first)
      const publishAt = new Date(Date.now() + 1000).toISOString()
      const made = await call(first, "POST", "/api/posts", {
        body: { name: "Sam", title: "While you were out", body: "<p>x</p>", draft: true, publishAt },
        headers: { cookie },
      })
      expect(made.status).toBe(200)
      await first.dispose()
      await new Promise((resolve) => setTimeout(resolve, Date.parse(publishAt) - Date.now() + 100))
      const second = await startTestServer({ ...ENV, DATABASE_URL: url })
      try {
        await expect.poll(async () => (await call(second, "GET", `/api/posts/${made.body._id}`)).status, { timeout: 20_000, interval: 100 }).toBe(200)
        expect((await call(second, "GET", `/api/posts/${made.body._id}`)).body).toMatchObject({ draft: false, createdAt: publishAt })
      } finally {
        await second.dispose()
      }
    } finally {
      await drop()
    }
  })
})
