// Recipe import through the real HTTP stack: pages shaped like the common publishers and plugins, served
// locally (so this server allows private addresses by FETCH_ALLOW_PRIVATE), read into a draft for the form;
// images fetched and stored through the media pipeline without their metadata; a page with no structure read
// by the (fake) AI provider; pasted JSON-LD; Mealie and Tandoor files; and the guard on a server that keeps
// the default (a private page, a redirect to one), with nothing stored when refused.
import { strToU8, zipSync } from "fflate"
import sharp from "sharp"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"
import { ARCHIVE_MAX_BYTES } from "#schemas/recipe-import-limits.ts"
import { sizeText } from "#schemas/size-text.ts"

import { type FakeOpenAI, startFakeOpenAI } from "../support/fake-openai.ts"
import { startRecipePages } from "../support/recipe-pages.ts"
import { jpegWithGps } from "../support/test-images.ts"
import type { TestServer } from "../support/test-server.ts"
import { ownerCookie, startContentServer, storeHead } from "./content-support.ts"
import { call, serverModes } from "./servers.ts"

const pglite = serverModes.find((m) => m.name === "pglite")!

let pages: Awaited<ReturnType<typeof startRecipePages>>
let fake: FakeOpenAI
let server: TestServer
let cookie: string

beforeAll(async () => {
  ;[pages, fake] = await Promise.all([startRecipePages(), startFakeOpenAI()])
  server = await startContentServer(pglite, {
    FETCH_ALLOW_PRIVATE: "on",
    AI_BASE_URL: `${fake.url}/v1`,
    AI_API_KEY: "sk-fake",
    AI_MODEL_BASIC: "fake-basic",
    AI_TIMEOUT_MS: "5000",
  })
  cookie = await ownerCookie(server)
})
afterAll(async () => {
  await server?.dispose()
  await Promise.all([pages?.close(), fake?.close()])
})
beforeEach(() => fake.reset())

const importUrl = (path: string) => call(server, "POST", "/api/recipe/import/url", { body: { url: `${pages.base}${path}` }, headers: { cookie } })

/** The fake model reads a page: the nettle soup when the page's text has it, else no recipe. */
const scriptExtraction = () =>
  fake.script((request) => {
    const text = String(request.body?.messages?.at(-1)?.content ?? "")
    const found = text.includes("Nettle Soup")
    return {
      content: JSON.stringify({
        found,
        name: found ? "Grandma's Nettle Soup" : "",
        ingredients: found ? ["4 cups nettle tops", "1 potato"] : [],
        steps: found ? ["Simmer the potato.", "Add the nettles & blend."] : [],
        servings: found ? "4" : "",
        total_time: found ? "PT40M" : "",
        notes: found ? ["Pick with gloves."] : [],
      }),
    }
  })

const OWN_IMAGE = /^\/media\/[\w-]+\/public\.webp$/

describe("recipe import from a URL", () => {
  it("reads WordPress Recipe Maker's graph: one photo of four crops, times, yield, video and the page as source", async () => {
    const answer = await importUrl("/wprm")
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      via: "json-ld",
      notices: [],
      recipe: {
        name: "Green Chile Stew",
        category: "Dinner",
        cooktime: "1 hour 15 minutes",
        servings: 4,
        hassubrecipes: false,
        ingredients: ["2 lb pork shoulder", "1 cup roasted green chile", "3 potatoes, diced"],
        method: ["Brown the pork.", "Add chile & potatoes; simmer 1 hour."],
        notes: ["A stew for cold nights & long days.", "Preparation: 15 minutes; cooking: 1 hour."],
        source: `${pages.base}/wprm`,
        video: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      },
    })
    expect(answer.body.recipe.images).toHaveLength(1)
    expect(answer.body.recipe.images[0]).toMatch(OWN_IMAGE)
  })

  it("stores the images through the media pipeline, their metadata gone", async () => {
    const answer = await importUrl("/tasty")
    const image = await fetch(`${server.url}${answer.body.recipe.images[0]}`)
    expect(image.status).toBe(200)
    const metadata = await sharp(Buffer.from(await image.arrayBuffer())).metadata()
    expect(metadata.format).toBe("webp")
    expect(metadata.exif).toBeUndefined()
  })

  it("reads Tasty Recipes: an ImageObject, a yield that is not servings, and follows a redirect", async () => {
    const answer = await importUrl("/moved")
    expect(answer.status).toBe(200)
    expect(answer.body.recipe).toMatchObject({
      name: "Desert Sourdough Boule",
      cooktime: "1 hour 5 minutes",
      ingredients: ["500 g flour", "350 g water", "100 g starter", "10 g salt"],
      method: ["Mix everything.", "Bake at 250 °C for 45 minutes."],
      notes: ["Crusty & open.", "Preparation: 20 minutes; cooking: 45 minutes.", "Makes 1 loaf."],
      source: `${pages.base}/tasty`,
    })
    expect(answer.body.recipe.servings).toBeUndefined()
    expect(answer.body.recipe.images).toEqual([expect.stringMatching(OWN_IMAGE)])
  })

  it("makes WPRM's instruction sections sub-recipes", async () => {
    const answer = await importUrl("/wprm-sections")
    expect(answer.body.recipe).toMatchObject({
      name: "Apple Pie",
      servings: 8,
      cooktime: "2 hours 30 minutes",
      hassubrecipes: true,
      subrecipes: [
        { name: "Crust", ingredients: [], method: ["Cut the butter into the flour.", "Chill for an hour."] },
        { name: "Filling", ingredients: [], method: ["Slice the apples."] },
      ],
      ingredients: ["2 ½ cups flour", "1 cup butter", "6 apples"],
      method: [],
    })
    expect(answer.body.recipe.images).toEqual([expect.stringMatching(OWN_IMAGE)])
  })

  it("finds a news site's recipe as the page's main entity, its steps in lines and servings in words", async () => {
    const answer = await importUrl("/news")
    expect(answer.body.recipe).toMatchObject({
      name: "Sheet-Pan Chicken",
      servings: 4,
      cooktime: "45 minutes",
      method: ["Heat the oven.", "Roast everything for 40 minutes.", "Rest and serve."],
    })
    expect(answer.body.recipe.images).toEqual([expect.stringMatching(OWN_IMAGE)])
  })

  it("finds a recipe in a top-level array, with a relative image and a number for a yield", async () => {
    const answer = await importUrl("/array")
    expect(answer.body.recipe).toMatchObject({
      name: "Squash Soup",
      servings: 6,
      cooktime: "30 minutes",
      method: ["Roast the squash.", "Blend with the onion."],
    })
    expect(answer.body.recipe.images).toEqual([expect.stringMatching(OWN_IMAGE)])
  })

  it("reads instructions written as HTML and loose JSON, and says which image it left out", async () => {
    const answer = await importUrl("/html-steps")
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      recipe: {
        name: "Pickled Beets",
        ingredients: ["½ cup vinegar", "3 beets &lt;small&gt;"],
        method: ["Boil the beets.", "Pack in jars with the brine."],
        images: [],
      },
      notices: [Messages.recipeImportImageSkipped(1)],
    })
  })

  it("follows a graph's reference to its image, in another block", async () => {
    const answer = await importUrl("/graph-refs")
    expect(answer.body).toMatchObject({ notices: [], recipe: { name: "Rhubarb Tart", images: [expect.stringMatching(OWN_IMAGE)] } })
  })

  it("reads old-style properties past a broken block and a breadcrumb", async () => {
    const answer = await importUrl("/old-style")
    expect(answer.body.recipe).toMatchObject({ name: "Hen's Egg Custard", ingredients: ["4 eggs", "2 cups milk"], method: ["Whisk and bake."] })
  })

  it("reads microdata when a page has no JSON-LD, not taking a nested item's properties", async () => {
    const answer = await importUrl("/microdata")
    expect(answer.body).toMatchObject({
      via: "microdata",
      recipe: {
        name: "Cornbread",
        servings: 9,
        cooktime: "35 minutes",
        ingredients: ["1 cup cornmeal", "1 cup buttermilk"],
        method: ["Heat the skillet.", "Pour and bake 20 minutes."],
      },
    })
    expect(answer.body.recipe.images).toEqual([expect.stringMatching(OWN_IMAGE)])
    const steps = await importUrl("/microdata-steps")
    expect(steps.body.recipe).toMatchObject({
      name: "Dandelion Tea",
      ingredients: ["a handful of dandelion flowers", "2 cups water"],
      method: ["Rinse the flowers.", "Steep 10 minutes."],
    })
  })

  it("reads a JSON-LD file served as such", async () => {
    const answer = await importUrl("/recipe.jsonld")
    expect(answer.body).toMatchObject({ via: "json-ld", recipe: { name: "Rhubarb Jam", ingredients: ["1 kg rhubarb"], method: ["Cook down."] } })
  })

  it("asks the AI provider to read a page with no structure, sending its text without scripts", async () => {
    scriptExtraction()
    const answer = await importUrl("/plain")
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      via: "ai",
      recipe: {
        name: "Grandma's Nettle Soup",
        ingredients: ["4 cups nettle tops", "1 potato"],
        method: ["Simmer the potato.", "Add the nettles & blend."],
        notes: ["Pick with gloves."],
        servings: 4,
        cooktime: "40 minutes",
        source: `${pages.base}/plain`,
      },
    })
    expect(fake.requests).toHaveLength(1)
    const sent = String(fake.requests[0]!.body.messages.at(-1).content)
    expect(sent).toContain("4 cups nettle tops")
    expect(sent).not.toContain("tracking")
    expect(fake.requests[0]!.body.response_format.json_schema.name).toBe("homestead_recipe_import")
  })

  it("says so when neither the page nor the AI provider finds a recipe", async () => {
    scriptExtraction()
    const answer = await importUrl("/no-recipe")
    expect(answer.status).toBe(422)
    expect(answer.body.message).toBe(Messages.recipeImportNotFound)
  })

  it("answers a page that is not there, and a bad address, plainly; only the owner may import", async () => {
    const missing = await importUrl("/gone")
    expect(missing.status).toBe(422)
    expect(missing.body.message).toBe(Messages.fetchStatus(404))
    const image = await importUrl("/img/stew.jpg")
    expect([image.status, image.body.message]).toEqual([422, Messages.recipeImportNotAPage])
    expect(fake.requests).toHaveLength(0)
    const bad = await call(server, "POST", "/api/recipe/import/url", { body: { url: "ftp://example.org/x" }, headers: { cookie } })
    expect([bad.status, bad.body.message]).toEqual([422, Messages.fetchAddressInvalid])
    const anonymous = await call(server, "POST", "/api/recipe/import/url", { body: { url: `${pages.base}/wprm` } })
    expect(anonymous.status).toBe(401)
  })
})

describe("recipe import from pasted JSON-LD and export files", () => {
  it("reads pasted JSON-LD, and refuses what holds no recipe", async () => {
    const jsonld = JSON.stringify({
      "@context": "https://schema.org",
      "@graph": [{ "@type": "Recipe", name: "Pasted Pesto", recipeIngredient: ["basil"], recipeInstructions: "Pound." }],
    })
    const answer = await call(server, "POST", "/api/recipe/import/jsonld", { body: { jsonld }, headers: { cookie } })
    expect(answer.body).toMatchObject({ via: "json-ld", recipe: { name: "Pasted Pesto", ingredients: ["basil"], method: ["Pound."], source: "" } })
    const none = await call(server, "POST", "/api/recipe/import/jsonld", { body: { jsonld: '{"@type":"Person"}' }, headers: { cookie } })
    expect([none.status, none.body.message]).toEqual([422, Messages.recipeImportJsonInvalid])
  })

  it("reads a Mealie recipe file", async () => {
    const file = JSON.stringify({
      name: "Mealie Meatloaf",
      description: "Weeknight standby.",
      recipeServings: 6,
      totalTime: "1 hour",
      orgURL: "https://example.org/meatloaf",
      recipeCategory: [{ name: "Dinner", slug: "dinner" }],
      recipeIngredient: [
        { display: "1 lb ground beef", quantity: 1, unit: { name: "lb" }, food: { name: "ground beef" } },
        { quantity: 2, unit: null, food: { name: "eggs" }, note: "beaten" },
      ],
      recipeInstructions: [{ title: "", text: "Mix." }, { text: "Bake 1 hour." }],
      notes: [{ title: "Tip", text: "Rest it." }],
    })
    const answer = await call(server, "POST", "/api/recipe/import/file", { body: { file }, headers: { cookie } })
    expect(answer.body).toMatchObject({
      via: "mealie",
      recipe: {
        name: "Mealie Meatloaf",
        servings: 6,
        cooktime: "1 hour",
        category: "Dinner",
        ingredients: ["1 lb ground beef", "2 eggs beaten"],
        method: ["Mix.", "Bake 1 hour."],
        notes: ["Weeknight standby.", "Tip: Rest it."],
        source: "https://example.org/meatloaf",
      },
    })
  })

  it("reads a Tandoor recipe file, a named step a sub-recipe with its ingredients", async () => {
    const food = (name: string, amount: number, unit?: string) => ({ food: { name }, unit: unit ? { name: unit } : null, amount, note: "", is_header: false })
    const file = JSON.stringify({
      name: "Tandoor Focaccia",
      description: "",
      servings: 2,
      working_time: 30,
      waiting_time: 120,
      keywords: [{ name: "Bread" }],
      steps: [
        { name: "Dough", instruction: "Mix and rise.", ingredients: [food("flour", 500, "g"), food("water", 400, "g")] },
        { name: "", instruction: "Bake hot.", ingredients: [food("olive oil", 3, "tbsp")] },
      ],
    })
    const answer = await call(server, "POST", "/api/recipe/import/file", { body: { file }, headers: { cookie } })
    expect(answer.body).toMatchObject({
      via: "tandoor",
      recipe: {
        name: "Tandoor Focaccia",
        servings: 2,
        cooktime: "2 hours 30 minutes",
        hassubrecipes: true,
        subrecipes: [{ name: "Dough", ingredients: ["500 g flour", "400 g water"], method: ["Mix and rise."] }],
        ingredients: ["3 tbsp olive oil"],
        method: ["Bake hot."],
      },
    })
    const other = await call(server, "POST", "/api/recipe/import/file", { body: { file: '{"hello":"world"}' }, headers: { cookie } })
    expect([other.status, other.body.message]).toEqual([422, Messages.recipeImportFileInvalid])
  })
})

describe("recipe import from export archives", () => {
  const importArchive = (files: Parameters<typeof zipSync>[0]) =>
    call(server, "POST", "/api/recipe/import/archive", { body: { archive: Buffer.from(zipSync(files)).toString("base64") }, headers: { cookie } })

  it("reads a Mealie recipe zip, its original photo stored without its metadata", async () => {
    const photo = await jpegWithGps(64, 48)
    const answer = await importArchive({
      "mealie-muffins.json": strToU8(
        JSON.stringify({ name: "Mealie Muffins", recipeIngredient: [{ display: "2 cups flour" }], recipeInstructions: [{ text: "Bake." }] }),
      ),
      images: { "original.webp": photo, "min-original.webp": strToU8("not an image") },
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ via: "mealie", notices: [], recipe: { name: "Mealie Muffins", ingredients: ["2 cups flour"], method: ["Bake."] } })
    expect(answer.body.recipe.images).toEqual([expect.stringMatching(OWN_IMAGE)])
    const stored = await fetch(`${server.url}${answer.body.recipe.images[0]}`)
    expect((await sharp(Buffer.from(await stored.arrayBuffer())).metadata()).exif).toBeUndefined()
  })

  it("reads the first recipe of a Tandoor export (a zip of zips) and says how many it holds", async () => {
    const recipe = (name: string) =>
      zipSync({
        "recipe.json": strToU8(JSON.stringify({ name, servings: 4, steps: [{ name: "", instruction: "Stir.", ingredients: [{ original_text: "1 pot" }] }] })),
      })
    const answer = await importArchive({ "1.zip": recipe("Tandoor Stew"), "2.zip": recipe("Tandoor Soup") })
    expect(answer.body).toMatchObject({
      via: "tandoor",
      notices: [Messages.recipeImportFirstOfMany(2)],
      recipe: { name: "Tandoor Stew", servings: 4, ingredients: ["1 pot"], method: ["Stir."], images: [] },
    })
  })

  it("refuses an archive with no recipe, a file that is not a zip, and one too large, writing nothing", async () => {
    const head = await storeHead(server)
    const empty = await importArchive({ "notes.json": strToU8('{"hello":"world"}') })
    expect([empty.status, empty.body.message]).toEqual([422, Messages.recipeImportFileInvalid])
    const notZip = await call(server, "POST", "/api/recipe/import/archive", {
      body: { archive: Buffer.from("plain text").toString("base64") },
      headers: { cookie },
    })
    expect([notZip.status, notZip.body.message]).toEqual([422, Messages.recipeImportFileInvalid])
    const huge = await call(server, "POST", "/api/recipe/import/archive", { body: { archive: "A".repeat(15 * 1024 * 1024) }, headers: { cookie } })
    expect([huge.status, huge.body.message]).toEqual([413, Messages.recipeImportArchiveTooLarge(sizeText(ARCHIVE_MAX_BYTES))])
    expect(await storeHead(server)).toBe(head)
  })
})

describe("recipe import within the owner's share of the AI provider's calls", () => {
  let small: TestServer
  let smallCookie: string
  beforeAll(async () => {
    // Four calls a day for the site: one account's share, the owner's included, is one.
    small = await startContentServer(pglite, {
      FETCH_ALLOW_PRIVATE: "on",
      AI_BASE_URL: `${fake.url}/v1`,
      AI_API_KEY: "sk-fake",
      AI_MODEL_BASIC: "fake-basic",
      AI_DAILY_CALLS: "4",
    })
    smallCookie = await ownerCookie(small)
  })
  afterAll(() => small?.dispose())

  it("reads a page with the AI provider once, then says the owner's share is used", async () => {
    scriptExtraction()
    const importPlain = () => call(small, "POST", "/api/recipe/import/url", { body: { url: `${pages.base}/plain` }, headers: { cookie: smallCookie } })
    expect((await importPlain()).status).toBe(200)
    const refused = await importPlain()
    expect([refused.status, refused.body.message]).toEqual([429, Messages.accountAiShare(1)])
    expect(fake.requests).toHaveLength(1)
    // A page with recipe data needs no AI call, so it is still read.
    expect((await call(small, "POST", "/api/recipe/import/url", { body: { url: `${pages.base}/tasty` }, headers: { cookie: smallCookie } })).status).toBe(200)
  })
})

describe("recipe import on a server that fetches public addresses only (the default)", () => {
  let guarded: TestServer
  let guardedCookie: string
  beforeAll(async () => {
    guarded = await startContentServer(pglite)
    guardedCookie = await ownerCookie(guarded)
  })
  afterAll(() => guarded?.dispose())

  it("refuses a page on a private address, and writes nothing", async () => {
    const head = await storeHead(guarded)
    for (const url of [`${pages.base}/wprm`, `http://localhost:${new URL(pages.base).port}/moved`, "http://169.254.169.254/latest/meta-data/"]) {
      const answer = await call(guarded, "POST", "/api/recipe/import/url", { body: { url }, headers: { cookie: guardedCookie } })
      expect([answer.status, answer.body.message], url).toEqual([422, Messages.fetchPrivateAddress])
    }
    expect(await storeHead(guarded)).toBe(head)
  })
})
