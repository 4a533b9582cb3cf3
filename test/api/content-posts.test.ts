// Posts through the real HTTP stack: owner-only writes, public reads, sanitising on write.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"

import type { TestServer } from "../support/test-server.ts"
import { XSS_CORPUS } from "../support/xss-corpus.ts"
import { FOREIGN, later, ownerCookie, startContentServer, storeHead } from "./content-support.ts"
import { call, serverModes } from "./servers.ts"

const YT = "https://youtu.be/dQw4w9WgXcQ?t=3"
const YT_NORMAL = "https://www.youtube.com/watch?v=dQw4w9WgXcQ"

describe.each(serverModes)("posts on $name", (mode) => {
  let server: TestServer
  let cookie: string
  beforeAll(async () => {
    server = await startContentServer(mode)
    cookie = await ownerCookie(server)
  })
  afterAll(() => server?.dispose())

  const owner = () => ({ cookie })
  const newPost = (fields: Record<string, unknown> = {}) =>
    call(server, "POST", "/api/posts", {
      body: { name: "Keeper", title: "First frost", body: "<p>Covered the <b>tomatoes</b>.</p>", video: "", images: [], isjournal: false, ...fields },
      headers: owner(),
    })

  it("refuses writes without the owner's session (401) and from another site (403)", async () => {
    const before = await storeHead(server)
    const body = { name: "x", title: "y", body: "z" }
    expect((await call(server, "POST", "/api/posts", { body })).status).toBe(401)
    expect((await call(server, "POST", "/api/posts", { body, headers: { cookie: "homestead_session=forged" } })).status).toBe(401)
    const foreign = await call(server, "POST", "/api/posts", { body, headers: { cookie, ...FOREIGN } })
    expect(foreign.status).toBe(403)
    expect(foreign.body.message).toBe(Messages.foreignOrigin)
    expect((await call(server, "PUT", "/api/posts/abc", { body })).status).toBe(401)
    expect((await call(server, "DELETE", "/api/posts/abc")).status).toBe(401)
    expect((await call(server, "DELETE", "/api/posts/abc", { headers: { cookie, ...FOREIGN } })).status).toBe(403)
    expect(await storeHead(server)).toBe(before)
  })

  it("creates a post and answers it in the contract's shape", async () => {
    const answer = await newPost({ images: ["/media/AAAAAAAAAAAAAAAAAAAAAA/public.webp"], video: YT, isjournal: true })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      _id: expect.any(String),
      title: "First frost",
      name: "Keeper",
      body: "<p>Covered the <b>tomatoes</b>.</p>",
      images: ["/media/AAAAAAAAAAAAAAAAAAAAAA/public.webp"],
      video: YT_NORMAL,
      isjournal: true,
      createdAt: expect.any(String),
      tags: [],
      draft: false,
      markdown: "",
      publishAt: "",
      slug: "first-frost",
    })
    expect(Date.parse(answer.body.createdAt)).toBeGreaterThan(Date.now() - 60_000)
    const read = await call(server, "GET", `/api/posts/${answer.body._id}`)
    expect(read.status).toBe(200)
    expect(read.body).toEqual(answer.body)
  })

  it("refuses bad input with a 400 naming the field, and writes nothing", async () => {
    const before = await storeHead(server)
    const cases: [Record<string, unknown>, string][] = [
      [{ title: "  " }, "Title is required."],
      [{ name: "" }, "Author name is required."],
      [{ video: "https://example.com/clip.mp4" }, Messages.videoLinkInvalid],
      [{ images: ["javascript:alert(1)"] }, Messages.imageUrlInvalid],
      [{ images: "not a list" }, '"images"'],
      [{ isjournal: "yes" }, '"isjournal"'],
      [{ title: "x".repeat(301) }, Messages.fieldTooLong("Title", 300)],
    ]
    for (const [fields, message] of cases) {
      const answer = await newPost(fields)
      expect(answer.status, JSON.stringify(fields)).toBe(400)
      expect(answer.body.message).toContain(message)
    }
    expect((await call(server, "POST", "/api/posts", { body: "{not json", headers: owner() })).status).toBe(400)
    expect(await storeHead(server)).toBe(before)
  })

  it("stores a malicious body clean", async () => {
    // the same corpus as HTML, and as Markdown (whose raw HTML and links go through the same sanitiser)
    for (const fields of [{ body: XSS_CORPUS.join("\n") }, { body: "", markdown: XSS_CORPUS.join("\n\n") }]) {
      const answer = await newPost({ title: "XSS", ...fields })
      expect(answer.status).toBe(200)
      const events = await server.platform.store.readStream(`post-${answer.body._id}`)
      const stored = (events[0]!.data as { body: string }).body
      for (const text of [stored, answer.body.body as string]) {
        expect(text).not.toMatch(/<script/i)
        expect(text).not.toMatch(/<(iframe|object|embed|svg)\b/i)
        expect(text).not.toMatch(/<[a-z][^>]*[\s/]on[a-z]+\s*=/i)
        expect(text).not.toMatch(/<[^>]*javascript:/i)
        // Markdown leaves some vectors as visible text ("&lt;IMG SRC=javascript:…&gt;"), harmless but not absent
        if (!("markdown" in fields)) expect(text.toLowerCase()).not.toContain("javascript:")
      }
      await call(server, "DELETE", `/api/posts/${answer.body._id}`, { headers: owner() })
    }
  })

  it("lists posts newest first and journal entries alone", async () => {
    await later()
    const older = (await newPost({ title: "Older journal", isjournal: true })).body
    await later()
    const newer = (await newPost({ title: "Newer post" })).body
    const list = await call(server, "GET", "/api/posts")
    expect(list.status).toBe(200)
    const titles = list.body.map((p: { title: string }) => p.title)
    expect(titles.indexOf("Newer post")).toBeLessThan(titles.indexOf("Older journal"))
    expect(titles[0]).toBe("Newer post")
    const journal = await call(server, "GET", "/api/posts/journal")
    expect(journal.body.every((p: { isjournal: boolean }) => p.isjournal)).toBe(true)
    expect(journal.body.map((p: { _id: string }) => p._id)).toContain(older._id)
    expect(journal.body.map((p: { _id: string }) => p._id)).not.toContain(newer._id)
  })

  it("updates a post, keeping or changing its created-at", async () => {
    const post = (await newPost({ title: "Draft" })).body
    const kept = await call(server, "PUT", `/api/posts/${post._id}`, {
      body: { ...post, title: "Final", body: "<p onclick=x>ok</p>" },
      headers: owner(),
    })
    expect(kept.status).toBe(200)
    expect(kept.body).toMatchObject({ _id: post._id, title: "Final", body: "<p>ok</p>", createdAt: post.createdAt })
    const moved = await call(server, "PUT", `/api/posts/${post._id}`, { body: { ...post, createdAt: "2024-03-05" }, headers: owner() })
    expect(moved.body.createdAt).toBe("2024-03-05T00:00:00.000Z")
    const before = await storeHead(server)
    const badDate = await call(server, "PUT", `/api/posts/${post._id}`, { body: { ...post, createdAt: "someday" }, headers: owner() })
    expect(badDate.status).toBe(400)
    expect(badDate.body.message).toBe(Messages.dateInvalid("Created at"))
    const mismatch = await call(server, "PUT", `/api/posts/${post._id}`, { body: { ...post, _id: "another" }, headers: owner() })
    expect(mismatch.status).toBe(400)
    expect(mismatch.body.message).toBe(Messages.idMismatch)
    const unknown = await call(server, "PUT", "/api/posts/no-such-post", { body: { name: "a", title: "b" }, headers: owner() })
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe(Messages.postNotFound)
    expect(await storeHead(server)).toBe(before)
  })

  it("deletes a post: it vanishes from every list, and a second delete is a 404", async () => {
    const post = (await newPost({ title: "Short-lived", isjournal: true })).body
    const gone = await call(server, "DELETE", `/api/posts/${post._id}`, { headers: owner() })
    expect(gone.status).toBe(200)
    expect(gone.body).toEqual({ message: Messages.postDeleted })
    expect((await call(server, "GET", `/api/posts/${post._id}`)).status).toBe(404)
    for (const path of ["/api/posts", "/api/posts/journal"]) {
      expect((await call(server, "GET", path)).body.map((p: { _id: string }) => p._id)).not.toContain(post._id)
    }
    const again = await call(server, "DELETE", `/api/posts/${post._id}`, { headers: owner() })
    expect(again.status).toBe(404)
    expect((await call(server, "GET", "/api/posts/unknown-id")).body).toMatchObject({ message: Messages.postNotFound })
  })
})
