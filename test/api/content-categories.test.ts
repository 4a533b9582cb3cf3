// Category lists through the real HTTP stack: add, duplicate, replace, delete.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"

import type { TestServer } from "../support/test-server.ts"
import { FOREIGN, ownerCookie, startContentServer, storeHead } from "./content-support.ts"
import { call, serverModes } from "./servers.ts"

describe.each(serverModes)("categories on $name", (mode) => {
  let server: TestServer
  let cookie: string
  beforeAll(async () => {
    server = await startContentServer(mode)
    cookie = await ownerCookie(server)
  })
  afterAll(() => server?.dispose())

  const send = (method: string, body: unknown) => call(server, method, "/api/categories", { body, headers: { cookie } })
  const list = async (kind: string) => (await call(server, "GET", `/api/categories/${kind}`)).body

  it("starts empty for every kind and refuses an unknown kind", async () => {
    for (const kind of ["recipe", "video", "photo"]) expect(await list(kind)).toEqual([])
    expect((await call(server, "GET", "/api/categories/shoes")).status).toBe(400)
  })

  it("adds categories, trimmed, listed A–Z", async () => {
    expect((await send("POST", { name: "recipe", category: "  Soups " })).body).toEqual(["Soups"])
    expect((await send("POST", { name: "recipe", category: "bread" })).body).toEqual(["bread", "Soups"])
    expect(await list("recipe")).toEqual(["bread", "Soups"])
    expect(await list("video")).toEqual([])
  })

  it("refuses a duplicate, ignoring case and spaces, with 409 'Category already exists'", async () => {
    const before = await storeHead(server)
    for (const category of ["Soups", " soups ", "BREAD"]) {
      const answer = await send("POST", { name: "recipe", category })
      expect(answer.status).toBe(409)
      expect(answer.body.message).toBe(Messages.categoryExists)
    }
    expect(await storeHead(server)).toBe(before)
  })

  it("refuses bad input, strangers and other sites, writing nothing", async () => {
    const before = await storeHead(server)
    expect((await send("POST", { name: "recipe", category: " " })).body.message).toBe(Messages.categoryRequired)
    expect((await send("POST", { name: "recipe", category: "New" })).body.message).toBe(Messages.saveNewCategoryFirst)
    expect((await send("POST", { name: "shoes", category: "Boots" })).status).toBe(400)
    expect((await send("PUT", { name: "recipe", newCategories: "Soups" })).status).toBe(400)
    expect((await call(server, "POST", "/api/categories", { body: { name: "recipe", category: "Pies" } })).status).toBe(401)
    expect((await call(server, "PUT", "/api/categories", { body: { name: "recipe", newCategories: [] } })).status).toBe(401)
    expect((await call(server, "DELETE", "/api/categories", { body: { name: "recipe", category: "Soups" } })).status).toBe(401)
    expect((await call(server, "POST", "/api/categories", { body: { name: "recipe", category: "Pies" }, headers: { cookie, ...FOREIGN } })).status).toBe(403)
    expect(await storeHead(server)).toBe(before)
  })

  it("replaces a list: trimmed, blanks dropped, duplicates kept once", async () => {
    const answer = await send("PUT", { name: "video", newCategories: [" Goats", "bees", "", "goats", "Ducks "] })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual(["bees", "Ducks", "Goats"])
    expect(await list("video")).toEqual(["bees", "Ducks", "Goats"])
    expect((await send("PUT", { name: "video", newCategories: [] })).body).toEqual([])
  })

  it("deletes one category (any case); an unknown one is a 404", async () => {
    await send("PUT", { name: "photo", newCategories: ["Garden", "Sky"] })
    const removed = await send("DELETE", { name: "photo", category: "garden" })
    expect(removed.status).toBe(200)
    expect(removed.body).toEqual(["Sky"])
    const missing = await send("DELETE", { name: "photo", category: "Garden" })
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe(Messages.categoryNotFound)
  })
})
