// Every content write, one table: refused without the owner's session (401) and from another site (403),
// refused on a malformed body (400) and on an unknown id (404; an unknown category kind is bad input, 400),
// and in every case nothing is written.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import type { TestServer } from "../support/test-server.ts"
import { FOREIGN, ownerCookie, recordUpload, startContentServer, storeHead } from "./content-support.ts"
import { call, serverModes } from "./servers.ts"

const MISSING = "AAAAAAAAAAAAAAAAAAAAAA"

describe.each(serverModes)("content writes on $name", (mode) => {
  let server: TestServer
  let cookie: string
  let ids: { post: string; video: string; photo: string; recipe: string }
  let imageId: string
  beforeAll(async () => {
    server = await startContentServer(mode, { HOMESTEAD_SEED: "off" })
    cookie = await ownerCookie(server)
    // An empty site: the latest recipe and video are 404s with a message, the lists are empty.
    for (const path of ["/api/recipe/latest", "/api/video/latest"]) {
      const none = await call(server, "GET", path)
      expect(none.status, path).toBe(404)
      expect(none.body.message).toEqual(expect.any(String))
    }
    for (const path of ["/api/posts", "/api/posts/journal", "/api/video", "/api/photos", "/api/photos/all", "/api/photos/recent", "/api/recipe"]) {
      expect((await call(server, "GET", path)).body, path).toEqual([])
    }
    imageId = await recordUpload(server)
    const made = async (path: string, body: Record<string, unknown>) => {
      const answer = await call(server, "POST", path, { body, headers: { cookie } })
      expect(answer.status).toBe(200)
      return answer.body._id as string
    }
    ids = {
      post: await made("/api/posts", { name: "Keeper", title: "Hens", body: "<p>Eggs</p>", video: "", images: [], isjournal: false }),
      video: await made("/api/video", { title: "Bees", category: "Bees", video: "https://youtu.be/dQw4w9WgXcQ", description: "" }),
      photo: await made("/api/photos", { title: "Hens", category: "Animals", imageId, description: "" }),
      recipe: await made("/api/recipe", { name: "Bean Soup", category: "Soups", ingredients: ["<p>beans</p>"], method: ["<p>boil</p>"] }),
    }
  })
  afterAll(() => server?.dispose())

  /** Each write with a body the owner could send. */
  const writes = () => [
    { method: "POST", path: "/api/posts", body: { name: "a", title: "b", body: "", video: "", images: [], isjournal: true } },
    { method: "PUT", path: `/api/posts/${ids.post}`, body: { _id: ids.post, name: "a", title: "b", body: "", video: "", images: [], isjournal: true } },
    { method: "DELETE", path: `/api/posts/${ids.post}` },
    { method: "POST", path: "/api/video", body: { title: "a", category: "Bees", video: "https://vimeo.com/76979871", description: "" } },
    {
      method: "PUT",
      path: `/api/video/${ids.video}`,
      body: { _id: ids.video, title: "a", category: "Bees", video: "https://vimeo.com/76979871", description: "" },
    },
    { method: "DELETE", path: `/api/video/${ids.video}` },
    { method: "POST", path: "/api/photos", body: { title: "a", category: "Animals", imageId, description: "" } },
    { method: "PUT", path: `/api/photos/${ids.photo}`, body: { _id: ids.photo, title: "a", category: "Animals", description: "", image: imageId } },
    { method: "DELETE", path: `/api/photos/${ids.photo}` },
    { method: "POST", path: "/api/recipe", body: { name: "Pea Soup", category: "Soups", ingredients: ["peas"], method: ["boil"] } },
    {
      method: "PUT",
      path: `/api/recipe/${ids.recipe}`,
      body: { _id: ids.recipe, name: "Bean Soup", category: "Soups", ingredients: ["beans"], method: ["boil"] },
    },
    { method: "DELETE", path: `/api/recipe/${ids.recipe}` },
    { method: "POST", path: "/api/categories", body: { name: "recipe", category: "Pies" } },
    { method: "PUT", path: "/api/categories", body: { name: "recipe", newCategories: ["Pies"] } },
    { method: "DELETE", path: "/api/categories", body: { name: "recipe", category: "Soups" } },
  ]

  it("refuses every write without the owner's session (401) or from another site (403), writing nothing", async () => {
    const head = await storeHead(server)
    for (const write of writes()) {
      const options = write.body === undefined ? {} : { body: write.body }
      const stranger = await call(server, write.method, write.path, options)
      expect(stranger.status, `${write.method} ${write.path} without a session`).toBe(401)
      expect(stranger.body.message, `${write.method} ${write.path}`).toEqual(expect.any(String))
      const forged = await call(server, write.method, write.path, { ...options, headers: { cookie: "homestead_session=forged" } })
      expect(forged.status, `${write.method} ${write.path} forged`).toBe(401)
      const foreign = await call(server, write.method, write.path, { ...options, headers: { cookie, ...FOREIGN } })
      expect(foreign.status, `${write.method} ${write.path} from another site`).toBe(403)
    }
    expect(await storeHead(server)).toBe(head)
    const upload = new FormData()
    upload.append("image", new Blob([new Uint8Array([1, 2, 3])], { type: "image/png" }), "a.png")
    const foreignUpload = await fetch(`${server.url}/api/photos/upload`, { method: "POST", body: upload, headers: { cookie, ...FOREIGN } })
    expect(foreignUpload.status).toBe(403)
    expect(await storeHead(server)).toBe(head)
  })

  it("refuses malformed bodies with 400 and a message, writing nothing", async () => {
    const head = await storeHead(server)
    for (const write of writes().filter((w) => w.body !== undefined)) {
      for (const body of ["{not json", [], { ...write.body, title: 42, name: 42, category: 42 }]) {
        const answer = await call(server, write.method, write.path, { body, headers: { cookie } })
        expect(answer.status, `${write.method} ${write.path} ${JSON.stringify(body)}`).toBe(400)
        expect(answer.body.message).toEqual(expect.any(String))
      }
    }
    expect(await storeHead(server)).toBe(head)
  })

  it("answers 404 for reads, changes and deletes of what does not exist, writing nothing", async () => {
    const head = await storeHead(server)
    const bodies = Object.fromEntries(writes().map((w) => [`${w.method} ${w.path.replace(/\/[^/]+$/, "")}`, w.body]))
    for (const [kind, base] of [
      ["post", "/api/posts"],
      ["video", "/api/video"],
      ["photo", "/api/photos"],
      ["recipe", "/api/recipe"],
    ] as const) {
      expect((await call(server, "GET", `${base}/${MISSING}`)).status, `GET ${kind}`).toBe(404)
      const body = { ...(bodies[`PUT ${base}`] as Record<string, unknown>), _id: MISSING }
      const put = await call(server, "PUT", `${base}/${MISSING}`, { body, headers: { cookie } })
      expect(put.status, `PUT ${kind}`).toBe(404)
      expect(put.body.message).toEqual(expect.any(String))
      expect((await call(server, "DELETE", `${base}/${MISSING}`, { headers: { cookie } })).status, `DELETE ${kind}`).toBe(404)
    }
    expect((await call(server, "DELETE", "/api/categories", { body: { name: "recipe", category: "Nothing here" }, headers: { cookie } })).status).toBe(404)
    const shoes = await call(server, "GET", "/api/categories/shoes")
    expect(shoes.status).toBe(400)
    expect(shoes.body.message).toEqual(expect.any(String))
    expect(await storeHead(server)).toBe(head)
  })
})
