// Site search through the real HTTP stack on PGlite and on PostgreSQL: content written
// through the content API is found by its words (stemmed), title matches first, with the
// matched words marked, edits and deletions reflected at once, and bad queries refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { SEARCH_QUERY_MAX } from "#schemas/api/search.ts"
import * as Messages from "#schemas/messages.ts"

import type { TestServer } from "../support/test-server.ts"
import { ownerCookie, recordUpload, startContentServer, storeHead } from "./content-support.ts"
import { call, serverModes } from "./servers.ts"

interface Segment {
  readonly text: string
  readonly hit: boolean
}
interface Result {
  readonly kind: string
  readonly id: string
  readonly url: string
  readonly title: Segment[]
  readonly snippet: Segment[]
}

const text = (segments: readonly Segment[]) => segments.map((s) => s.text).join("")
const hits = (segments: readonly Segment[]) => segments.filter((s) => s.hit).map((s) => s.text)

const recipe = (fields: Record<string, unknown>) => ({
  name: "Untitled",
  category: "Preserves",
  cooktime: "",
  baketemp: "",
  hassubrecipes: false,
  subrecipes: [],
  ingredients: [],
  method: [],
  notes: [],
  source: "",
  images: [],
  video: "",
  ...fields,
})

describe.each(serverModes)("site search on $name", (mode) => {
  let server: TestServer
  let cookie: string
  const ids: Record<string, string> = {}

  const search = async (q: string): Promise<Result[]> => {
    const answer = await call(server, "GET", `/api/search?${new URLSearchParams({ q }).toString()}`)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.query).toBe(q.trim())
    return answer.body.results
  }
  const post = async (fields: Record<string, unknown>) => {
    const answer = await call(server, "POST", "/api/posts", {
      headers: { cookie },
      body: { name: "Keeper", title: "Untitled", body: "", video: "", images: [], isjournal: false, ...fields },
    })
    expect(answer.status).toBe(200)
    return answer.body as { _id: string }
  }

  beforeAll(async () => {
    server = await startContentServer(mode)
    cookie = await ownerCookie(server)
    ids.planting = (await post({ title: "Planting garlic in October", body: "<p>Cloves go in <b>pointy end up</b>, six inches apart.</p>" }))._id
    ids.journal = (
      await post({ title: "Cold morning", body: "<p>Frost on the beds; we covered the young plants and the garlic shoots.</p>", isjournal: true })
    )._id
    const jelly = await call(server, "POST", "/api/recipe", {
      headers: { cookie },
      body: recipe({ name: "Prickly Pear Jelly", ingredients: ["4 cups <b>prickly pear juice</b>", "1 box pectin"], method: ["Boil the juice."] }),
    })
    expect(jelly.status).toBe(200)
    ids.jelly = jelly.body._id
    const video = await call(server, "POST", "/api/video", {
      headers: { cookie },
      body: {
        title: "Building a hen house",
        category: "Animals",
        video: "https://youtu.be/dQw4w9WgXcQ",
        description: "Framing, roofing and a ramp for the chickens.",
      },
    })
    expect(video.status).toBe(200)
    ids.video = video.body._id
    const photo = await call(server, "POST", "/api/photos", {
      headers: { cookie },
      body: { title: "Sunflowers at dusk", category: "Garden", imageId: await recordUpload(server), description: "The tallest reached nine feet." },
    })
    expect(photo.status).toBe(200)
    ids.photo = photo.body._id
  })
  afterAll(() => server?.dispose())

  it("finds words by their stem: a search for 'plant' finds 'Planting' and 'plants'", async () => {
    const results = await search("plant")
    expect(results.map((r) => r.id).sort()).toEqual([ids.planting, ids.journal].sort())
    expect(hits(results.find((r) => r.id === ids.planting)!.title)).toEqual(["Planting"])
    expect(hits(results.find((r) => r.id === ids.journal)!.snippet)).toEqual(["plants"])
  })

  it("ranks a match in the title above the same word in a body", async () => {
    const results = await search("garlic")
    expect(results.map((r) => r.id)).toEqual([ids.planting, ids.journal])
  })

  it("answers each kind with its address and plain-text snippets with the matched words marked", async () => {
    const [jelly] = await search("pear juice")
    expect(jelly).toMatchObject({ kind: "recipe", id: ids.jelly, url: "/recipes/prickly_pear_jelly" })
    expect(text(jelly!.title)).toBe("Prickly Pear Jelly")
    expect(hits(jelly!.title)).toEqual(["Pear"])
    expect(text(jelly!.snippet)).not.toContain("<")
    expect(hits(jelly!.snippet)).toEqual(expect.arrayContaining(["pear", "juice"]))

    expect((await search("chickens"))[0]).toMatchObject({ kind: "video", url: `/videos#video-${ids.video}` })
    expect((await search("sunflower"))[0]).toMatchObject({ kind: "photo", url: `/gallery#photo-${ids.photo}` })
    // A post's address is its own page, named by the slug of its title.
    expect((await search("cold morning"))[0]).toMatchObject({ kind: "journal", url: "/journal/cold-morning" })
    expect((await search("pointy"))[0]).toMatchObject({ kind: "post", url: "/journal/planting-garlic-in-october" })
  })

  it("needs every word, reads quotes and minus as a search engine does, and finds nothing for stopwords", async () => {
    expect(await search("garlic sunflowers")).toEqual([])
    expect((await search("garlic -frost")).map((r) => r.id)).toEqual([ids.planting])
    expect((await search('"pear jelly"')).map((r) => r.id)).toEqual([ids.jelly])
    expect(await search("the and of")).toEqual([])
    expect(await search("b")).toEqual([])
  })

  it("never finds a draft, and finds it once it is published", async () => {
    const draft = await post({ title: "Secret seed order", body: "<p>Heirloom tomatoes.</p>", draft: true })
    expect(await search("heirloom")).toEqual([])
    const published = await call(server, "PUT", `/api/posts/${draft._id}`, {
      headers: { cookie },
      body: {
        _id: draft._id,
        name: "Keeper",
        title: "Secret seed order",
        body: "<p>Heirloom tomatoes.</p>",
        video: "",
        images: [],
        isjournal: false,
        draft: false,
      },
    })
    expect(published.status).toBe(200)
    expect((await search("heirloom")).map((r) => r.url)).toEqual(["/journal/secret-seed-order"])
    expect((await call(server, "DELETE", `/api/posts/${draft._id}`, { headers: { cookie } })).status).toBe(200)
  })

  it("reflects an edit and a deletion as soon as the write answers", async () => {
    const temp = await post({ title: "Compost tea", body: "<p>Steep for two days.</p>" })
    expect((await search("compost")).map((r) => r.id)).toEqual([temp._id])
    const edited = await call(server, "PUT", `/api/posts/${temp._id}`, {
      headers: { cookie },
      body: { _id: temp._id, name: "Keeper", title: "Worm tea", body: "<p>Steep castings overnight.</p>", video: "", images: [], isjournal: true },
    })
    expect(edited.status).toBe(200)
    expect(await search("compost")).toEqual([])
    // The slug stays the first title's through edits.
    expect((await search("worm castings"))[0]).toMatchObject({ id: temp._id, kind: "journal", url: "/journal/compost-tea" })
    expect((await call(server, "DELETE", `/api/posts/${temp._id}`, { headers: { cookie } })).status).toBe(200)
    expect(await search("worm")).toEqual([])
  })

  it("refuses an empty, blank or too long query with 400 and its reason", async () => {
    const before = await storeHead(server)
    for (const [path, message] of [
      ["/api/search", Messages.searchQueryRequired],
      ["/api/search?q=", Messages.searchQueryRequired],
      ["/api/search?q=%20%20%20", Messages.searchQueryRequired],
      [`/api/search?q=${"a".repeat(SEARCH_QUERY_MAX + 1)}`, Messages.searchQueryTooLong(SEARCH_QUERY_MAX)],
    ] as const) {
      const answer = await call(server, "GET", path)
      expect(answer.status, path).toBe(400)
      expect(answer.body.message).toBe(message)
    }
    expect((await call(server, "GET", `/api/search?q=${"a".repeat(SEARCH_QUERY_MAX)}`)).status).toBe(200)
    expect(await storeHead(server)).toBe(before)
  })
})
