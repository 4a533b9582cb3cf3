// Gallery photos through the real HTTP stack: uploads must exist, grouping, recent and all.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"

import type { TestServer } from "../support/test-server.ts"
import { FOREIGN, later, OWNER, ownerCookie, recordUpload, startContentServer, storeHead } from "./content-support.ts"
import { call, serverModes } from "./servers.ts"

describe.each(serverModes)("photos on $name", (mode) => {
  let server: TestServer
  let cookie: string
  beforeAll(async () => {
    server = await startContentServer(mode)
    cookie = await ownerCookie(server)
  })
  afterAll(() => server?.dispose())

  const add = async (fields: Record<string, unknown> = {}) =>
    call(server, "POST", "/api/photos", {
      body: { title: "Hens", category: "Animals", imageId: await recordUpload(server), description: "In the run", ...fields },
      headers: { cookie },
    })

  it("adds a photo of an upload and answers it with its variant URLs", async () => {
    const imageId = await recordUpload(server)
    const answer = await add({ imageId, cloudflareId: "cf-1" })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      _id: expect.any(String),
      title: "Hens",
      description: "In the run",
      category: "Animals",
      image: imageId,
      name: OWNER.username,
      urls: { carousel: `/media/${imageId}/carousel.webp`, public: `/media/${imageId}/public.webp`, thumb: `/media/${imageId}/thumb.webp` },
    })
    expect((await call(server, "GET", `/api/photos/${answer.body._id}`)).body).toEqual(answer.body)
    expect((await call(server, "GET", "/api/categories/photo")).body).toEqual(["Animals"])
  })

  it("refuses an unknown upload, bad input, strangers and other sites, writing nothing", async () => {
    const before = await storeHead(server)
    const unknown = await add({ imageId: "AAAAAAAAAAAAAAAAAAAAAA" })
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toBe(Messages.imageUnknown)
    expect((await add({ imageId: "../../etc/passwd" })).status).toBe(400)
    expect((await add({ title: " " })).body.message).toBe(Messages.fieldRequired("Title"))
    expect((await add({ category: "New" })).body.message).toBe(Messages.saveNewCategoryFirst)
    expect((await add({ imageId: "" })).body.message).toBe(Messages.fieldRequired("Image"))
    const imageId = await recordUpload(server)
    const afterUpload = await storeHead(server)
    expect((await call(server, "POST", "/api/photos", { body: { title: "x", category: "y", imageId } })).status).toBe(401)
    expect((await call(server, "POST", "/api/photos", { body: { title: "x", category: "y", imageId }, headers: { cookie, ...FOREIGN } })).status).toBe(403)
    expect(await storeHead(server)).toBe(afterUpload)
    expect(afterUpload).toBeGreaterThan(before)
  })

  it("lists all newest first, the 10 most recent, and groups by category A–Z", async () => {
    const ids: string[] = []
    for (let i = 0; i < 11; i++) {
      ids.push((await add({ title: `Photo ${i}`, category: i % 2 ? "Zucchini" : "Bees" })).body._id)
      await later()
    }
    const all = (await call(server, "GET", "/api/photos/all")).body as { _id: string }[]
    expect(all.slice(0, 11).map((p) => p._id)).toEqual([...ids].reverse())
    const recent = (await call(server, "GET", "/api/photos/recent")).body as { _id: string }[]
    expect(recent.map((p) => p._id)).toEqual([...ids].reverse().slice(0, 10))
    const grouped = (await call(server, "GET", "/api/photos")).body as { category: string; photos: { _id: string }[] }[]
    expect(grouped.map((g) => g.category)).toEqual(["Animals", "Bees", "Zucchini"])
    expect(grouped[2]!.photos.map((p) => p._id)).toEqual(ids.filter((_, i) => i % 2).reverse())
  })

  it("updates a photo (and its image) and deletes it from every list", async () => {
    const photo = (await add()).body
    const newImage = await recordUpload(server)
    const updated = await call(server, "PUT", `/api/photos/${photo._id}`, {
      body: { _id: photo._id, title: "Hens at dusk", category: "Animals", description: "", image: newImage },
      headers: { cookie },
    })
    expect(updated.status).toBe(200)
    expect(updated.body).toMatchObject({ _id: photo._id, title: "Hens at dusk", description: "", image: newImage })
    expect(updated.body.urls.thumb).toBe(`/media/${newImage}/thumb.webp`)
    const badImage = await call(server, "PUT", `/api/photos/${photo._id}`, { body: { ...photo, image: "AAAAAAAAAAAAAAAAAAAAAB" }, headers: { cookie } })
    expect(badImage.status).toBe(400)
    const removed = await call(server, "DELETE", `/api/photos/${photo._id}`, { headers: { cookie } })
    expect(removed.body).toEqual({ message: Messages.photoDeleted })
    for (const path of ["/api/photos", "/api/photos/all", "/api/photos/recent"]) {
      expect(JSON.stringify((await call(server, "GET", path)).body)).not.toContain(photo._id)
    }
    expect((await call(server, "GET", `/api/photos/${photo._id}`)).status).toBe(404)
    expect((await call(server, "DELETE", `/api/photos/${photo._id}`, { headers: { cookie } })).status).toBe(404)
  })
})
