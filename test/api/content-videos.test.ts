// Videos through the real HTTP stack: link forms, categories, grouping and ordering.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"

import type { TestServer } from "../support/test-server.ts"
import { FOREIGN, later, ownerCookie, startContentServer, storeHead } from "./content-support.ts"
import { call, serverModes } from "./servers.ts"

describe.each(serverModes)("videos on $name", (mode) => {
  let server: TestServer
  let cookie: string
  beforeAll(async () => {
    server = await startContentServer(mode)
    cookie = await ownerCookie(server)
  })
  afterAll(() => server?.dispose())

  const add = (fields: Record<string, unknown>) =>
    call(server, "POST", "/api/video", {
      body: { title: "Untitled", category: "Garden", video: "https://youtu.be/dQw4w9WgXcQ", description: "", ...fields },
      headers: { cookie },
    })

  it("answers 404 for the latest video while there is none", async () => {
    const latest = await call(server, "GET", "/api/video/latest")
    expect(latest.status).toBe(404)
    expect(latest.body.message).toBe(Messages.videoNotFound)
    expect((await call(server, "GET", "/api/video")).body).toEqual([])
  })

  it("refuses writes without the owner (401) or from another site (403)", async () => {
    const before = await storeHead(server)
    expect((await call(server, "POST", "/api/video", { body: { title: "x" } })).status).toBe(401)
    expect((await call(server, "POST", "/api/video", { body: { title: "x" }, headers: { cookie, ...FOREIGN } })).status).toBe(403)
    expect((await call(server, "PUT", "/api/video/x", { body: { title: "x" } })).status).toBe(401)
    expect((await call(server, "DELETE", "/api/video/x")).status).toBe(401)
    expect(await storeHead(server)).toBe(before)
  })

  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1s", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
    ["https://m.youtube.com/watch?v=dQw4w9WgXcQ", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
    ["https://www.youtube.com/shorts/dQw4w9WgXcQ", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
    ["https://player.vimeo.com/video/76979871", "https://vimeo.com/76979871"],
    ["vimeo.com/76979871", "https://vimeo.com/76979871"],
  ])("stores the link %s as %s", async (link, stored) => {
    const answer = await add({ title: "Form", video: link })
    expect(answer.status).toBe(200)
    expect(answer.body.video).toBe(stored)
    await call(server, "DELETE", `/api/video/${answer.body._id}`, { headers: { cookie } })
  })

  it("refuses bad input with 400 and writes nothing", async () => {
    const before = await storeHead(server)
    const cases: [Record<string, unknown>, string][] = [
      [{ video: "https://example.com/movie.mp4" }, Messages.videoLinkInvalid],
      [{ video: "" }, Messages.videoLinkInvalid],
      [{ title: "" }, Messages.fieldRequired("Title")],
      [{ category: "" }, Messages.categoryRequired],
      [{ category: "new" }, Messages.saveNewCategoryFirst],
      [{ description: 42 }, '"description"'],
    ]
    for (const [fields, message] of cases) {
      const answer = await add(fields)
      expect(answer.status, JSON.stringify(fields)).toBe(400)
      expect(answer.body.message).toContain(message)
    }
    expect(await storeHead(server)).toBe(before)
  })

  it("groups videos by category A–Z, newest first, and adds new categories to the list", async () => {
    const first = (await add({ title: "Compost 101", category: "garden" })).body
    await later()
    const second = (await add({ title: "Hen house", category: "Animals" })).body
    await later()
    const third = (await add({ title: "Raised beds", category: "Garden" })).body
    const grouped = await call(server, "GET", "/api/video")
    expect(grouped.body.map((g: { category: string }) => g.category)).toEqual(["Animals", "Garden"])
    expect(grouped.body[1].videos.map((v: { _id: string }) => v._id)).toEqual([third._id, first._id])
    // "garden" joined the list first, so "Garden" took its spelling
    expect(first.category).toBe("Garden")
    expect(third.category).toBe("Garden")
    expect((await call(server, "GET", "/api/categories/video")).body).toEqual(["Animals", "Garden"])
    expect((await call(server, "GET", "/api/video/latest")).body).toEqual(third)
    expect((await call(server, "GET", `/api/video/${second._id}`)).body).toEqual(second)
  })

  it("updates and deletes a video", async () => {
    const video = (await add({ title: "Before" })).body
    const updated = await call(server, "PUT", `/api/video/${video._id}`, {
      body: { ...video, title: "After", description: "Now with words", category: "Water" },
      headers: { cookie },
    })
    expect(updated.status).toBe(200)
    expect(updated.body).toEqual({ ...video, title: "After", description: "Now with words", category: "Water" })
    expect((await call(server, "GET", "/api/categories/video")).body).toContain("Water")
    const mismatch = await call(server, "PUT", `/api/video/${video._id}`, { body: { ...video, _id: "other" }, headers: { cookie } })
    expect(mismatch.status).toBe(400)
    const removed = await call(server, "DELETE", `/api/video/${video._id}`, { headers: { cookie } })
    expect(removed.body).toEqual({ message: Messages.videoDeleted })
    expect((await call(server, "GET", `/api/video/${video._id}`)).status).toBe(404)
    const all = JSON.stringify((await call(server, "GET", "/api/video")).body)
    expect(all).not.toContain(video._id)
    expect((await call(server, "PUT", `/api/video/${video._id}`, { body: video, headers: { cookie } })).status).toBe(404)
    expect((await call(server, "DELETE", `/api/video/${video._id}`, { headers: { cookie } })).status).toBe(404)
  })
})
