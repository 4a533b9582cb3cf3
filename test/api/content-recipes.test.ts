// Recipes through the real HTTP stack: servernames, the 409 for a taken name, renames,
// sanitised entries, grouping and lookup by servername or id.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"

import type { TestServer } from "../support/test-server.ts"
import { FOREIGN, later, ownerCookie, startContentServer, storeHead } from "./content-support.ts"
import { call, serverModes } from "./servers.ts"

const FULL = {
  name: "  Sourdough   Bread ",
  category: "Bread",
  cooktime: "45 minutes",
  baketemp: 450,
  hassubrecipes: true,
  subrecipes: [{ name: "Levain", ingredients: ["50 g <b>starter</b>", " "], method: ["Mix <script>alert(1)</script>and wait"] }],
  ingredients: ["500 g flour", "<img src=x onerror=alert(1)>350 g water", ""],
  method: ["Mix", '<a href="javascript:alert(1)">Fold</a>'],
  notes: ["<em>Best</em> the next day"],
  source: "Grandma",
  images: ["/media/AAAAAAAAAAAAAAAAAAAAAA/public.webp"],
  video: "https://youtu.be/dQw4w9WgXcQ",
}

describe.each(serverModes)("recipes on $name", (mode) => {
  let server: TestServer
  let cookie: string
  beforeAll(async () => {
    server = await startContentServer(mode)
    cookie = await ownerCookie(server)
  })
  afterAll(() => server?.dispose())

  const create = (fields: Record<string, unknown>) => call(server, "POST", "/api/recipe", { body: { category: "Misc", ...fields }, headers: { cookie } })

  it("creates a recipe with its servername and sanitised entries", async () => {
    const answer = await create(FULL)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      _id: expect.any(String),
      name: "Sourdough Bread",
      servername: "sourdough_bread",
      category: "Bread",
      cooktime: "45 minutes",
      baketemp: "450",
      hassubrecipes: true,
      subrecipes: [{ name: "Levain", ingredients: ["50 g <b>starter</b>"], method: ["Mix and wait"] }],
      ingredients: ["500 g flour", "350 g water"],
      method: ["Mix", '<a rel="noopener noreferrer">Fold</a>'],
      notes: ["<em>Best</em> the next day"],
      source: "Grandma",
      images: ["/media/AAAAAAAAAAAAAAAAAAAAAA/public.webp"],
      video: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    })
    expect((await call(server, "GET", "/api/recipe/sourdough_bread")).body).toEqual(answer.body)
    expect((await call(server, "GET", `/api/recipe/${answer.body._id}`)).body).toEqual(answer.body)
    expect((await call(server, "GET", "/api/categories/recipe")).body).toContain("Bread")
  })

  it("refuses a second recipe with the same servername (409), however it is spelled", async () => {
    const before = await storeHead(server)
    for (const name of ["Sourdough Bread", "SOURDOUGH   bread", " sourdough bread "]) {
      const answer = await create({ name })
      expect(answer.status).toBe(409)
      expect(answer.body.message).toBe(Messages.recipeNameTaken)
    }
    expect(await storeHead(server)).toBe(before)
  })

  it("lets only one of two racing recipes take a name", async () => {
    const answers = await Promise.all([create({ name: "Race Day Chili" }), create({ name: "race day chili" })])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    const list = (await call(server, "GET", "/api/recipe")).body as { recipes: { servername: string }[] }[]
    expect(list.flatMap((g) => g.recipes).filter((r) => r.servername === "race_day_chili")).toHaveLength(1)
  })

  it("refuses bad input with 400 and writes nothing", async () => {
    const before = await storeHead(server)
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "   " }, Messages.fieldRequired("Recipe name")],
      [{ name: "Salt/Pepper Rub" }, Messages.recipeNameCharacters],
      [{ name: "Latest" }, Messages.recipeNameReserved],
      [{ name: "Fine", category: "" }, Messages.categoryRequired],
      [{ name: "Fine", video: "https://example.com/x" }, Messages.videoLinkInvalid],
      [{ name: "Fine", ingredients: "flour" }, '"ingredients"'],
      [{ name: "Fine", subrecipes: [{ name: 3 }] }, '"subrecipes'],
      [{ name: "Fine", images: ["data:image/png;base64,AAAA"] }, Messages.imageUrlInvalid],
      ...[0, 101, 2.5].map((servings): [Record<string, unknown>, string] => [{ name: "Fine", servings }, Messages.servingsRange(1, 100)]),
      [{ name: "Fine", servings: "four" }, '"servings"'],
    ]
    for (const [fields, message] of cases) {
      const answer = await create(fields)
      expect(answer.status, JSON.stringify(fields)).toBe(400)
      expect(answer.body.message).toContain(message)
    }
    expect((await call(server, "POST", "/api/recipe", { body: { name: "Nope", category: "x" } })).status).toBe(401)
    expect((await call(server, "POST", "/api/recipe", { body: { name: "Nope", category: "x" }, headers: { cookie, ...FOREIGN } })).status).toBe(403)
    expect(await storeHead(server)).toBe(before)
  })

  it("keeps how many a recipe serves, changes it and forgets it when cleared", async () => {
    const created = await create({ name: "Posole", servings: 6 })
    expect(created.body.servings).toBe(6)
    expect((await call(server, "GET", "/api/recipe/posole")).body.servings).toBe(6)
    const put = (servings: unknown) => call(server, "PUT", `/api/recipe/${created.body._id}`, { body: { ...created.body, servings }, headers: { cookie } })
    expect((await put(12)).body.servings).toBe(12)
    const cleared = await put(null)
    expect(cleared.status).toBe(200)
    expect(cleared.body).not.toHaveProperty("servings")
    // A recipe saved without it answers without it.
    expect((await create({ name: "Plain Beans" })).body).not.toHaveProperty("servings")
  })

  it("renames a recipe: the new servername answers, the old one is free again", async () => {
    const recipe = (await create({ name: "Pickled Beets", category: "Preserves" })).body
    const taken = (await create({ name: "Dilly Beans", category: "Preserves" })).body
    const clash = await call(server, "PUT", `/api/recipe/${recipe._id}`, { body: { ...recipe, name: "Dilly beans" }, headers: { cookie } })
    expect(clash.status).toBe(409)
    const renamed = await call(server, "PUT", `/api/recipe/${recipe._id}`, { body: { ...recipe, name: "Pickled Golden Beets" }, headers: { cookie } })
    expect(renamed.status).toBe(200)
    expect(renamed.body).toMatchObject({ _id: recipe._id, name: "Pickled Golden Beets", servername: "pickled_golden_beets" })
    expect((await call(server, "GET", "/api/recipe/pickled_beets")).status).toBe(404)
    expect((await call(server, "GET", "/api/recipe/pickled_golden_beets")).body._id).toBe(recipe._id)
    // the freed name can be used again; an update keeping its name is fine
    expect((await create({ name: "Pickled Beets", category: "Preserves" })).status).toBe(200)
    expect((await call(server, "PUT", `/api/recipe/${taken._id}`, { body: { ...taken, cooktime: "1 hour" }, headers: { cookie } })).body.cooktime).toBe(
      "1 hour",
    )
  })

  it("groups recipes by category A–Z, names A–Z, and answers the latest", async () => {
    await later()
    const last = (await create({ name: "Apple Butter", category: "Preserves" })).body
    const groups = (await call(server, "GET", "/api/recipe")).body as { category: string; recipes: { name: string }[] }[]
    const categories = groups.map((g) => g.category)
    expect(categories).toEqual([...categories].sort((a, b) => a.localeCompare(b)))
    const preserves = groups.find((g) => g.category === "Preserves")!.recipes.map((r) => r.name)
    expect(preserves).toEqual(["Apple Butter", "Dilly Beans", "Pickled Beets", "Pickled Golden Beets"])
    expect((await call(server, "GET", "/api/recipe/latest")).body._id).toBe(last._id)
    // A recipe's page ends with the next ones of its category, going round, by servername or id.
    const related = await call(server, "GET", "/api/recipe/pickled_beets/related")
    expect(related.status).toBe(200)
    expect(related.body.map((r: { name: string }) => r.name)).toEqual(["Pickled Golden Beets", "Apple Butter", "Dilly Beans"])
    expect(Object.keys(related.body[0]).sort()).toEqual(["_id", "cooktime", "name", "servername"])
    expect((await call(server, "GET", `/api/recipe/${last._id}/related`)).body.map((r: { name: string }) => r.name)).toEqual([
      "Dilly Beans",
      "Pickled Beets",
      "Pickled Golden Beets",
    ])
    expect((await call(server, "GET", "/api/recipe/no_such_recipe/related")).status).toBe(404)
  })

  it("deletes a recipe: gone from every list, its name free again", async () => {
    const recipe = (await create({ name: "Short Lived Stew", category: "Soup" })).body
    const removed = await call(server, "DELETE", `/api/recipe/${recipe._id}`, { headers: { cookie } })
    expect(removed.body).toEqual({ message: Messages.recipeDeleted })
    expect((await call(server, "GET", "/api/recipe/short_lived_stew")).status).toBe(404)
    expect(JSON.stringify((await call(server, "GET", "/api/recipe")).body)).not.toContain(recipe._id)
    expect((await call(server, "DELETE", `/api/recipe/${recipe._id}`, { headers: { cookie } })).status).toBe(404)
    expect((await call(server, "PUT", `/api/recipe/${recipe._id}`, { body: recipe, headers: { cookie } })).status).toBe(404)
    expect((await create({ name: "Short lived stew", category: "Soup" })).status).toBe(200)
  })
})
