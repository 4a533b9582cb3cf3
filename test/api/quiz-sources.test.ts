// POST /api/quiz/source against the fake provider: a quiz from a recipe, a post, a recipe category,
// pasted text, a web page and a PDF (served by this test, and uploaded), each question keeping
// its passage; the guarded fetch (a redirect to a private address, a huge page, a slow one); sign-in
// and the allowances; and the stale questions: a recipe edited and one deleted, listed for the
// admin and written again in one click.
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"

import { createPost } from "#engine/posts/commands.ts"
import { createRecipe, deleteRecipe, updateRecipe } from "#engine/recipes/commands.ts"
import { findQuiz } from "#projections/quiz-catalog/quizzes.queries.ts"
import * as Messages from "#schemas/messages.ts"
import { QuizSourceLimits } from "#schemas/quiz-source-rules.ts"
import { sizeText } from "#schemas/size-text.ts"
import { storedHead } from "#test/support/stored-head.ts"

import { type FakeOpenAI, type RecordedRequest, startFakeOpenAI } from "../support/fake-openai.ts"
import { startTestServer, type TestServer } from "../support/test-server.ts"
import { tinyPdf } from "../support/tiny-pdf.ts"
import { FOREIGN, OWNER, ownerCookie } from "./content-support.ts"
import { register, SERVER_ENV, signInAdmin } from "./quiz-fixtures.ts"
import { call } from "./servers.ts"

/** The passages our prompt lists: `[n] (label) "text"`. */
const passagesOf = (request: RecordedRequest): { label: string; text: string }[] => {
  const user = String(request.body?.messages?.find((m: any) => m.role === "user")?.content ?? "")
  return [...user.matchAll(/^\[\d+\] \((.*)\) (".*")$/gm)].map((m) => ({ label: m[1]!, text: JSON.parse(m[2]!) as string }))
}

/** A fake model that writes question i from passage i (in turn, of those `chosen`), its key the passage's last words. */
const fromPassages = (request: RecordedRequest, chosen: (passage: { text: string }) => boolean = () => true) => {
  const passages = passagesOf(request).filter(chosen)
  const number = Number(/exactly (\d+) question/.exec(JSON.stringify(request.body.messages))?.[1] ?? 3)
  const questions = Array.from({ length: number }, (_, i) => {
    const p = passages[i % passages.length]!
    const words = p.text.replace(/[.!?]$/, "").split(" ")
    const key = words.slice(-3).join(" ")
    return {
      question: `Question ${i + 1}: what does ${p.label} say comes after "${words.slice(0, 3).join(" ")}"?`,
      options: [key, `Other ${i + 1}`, `Neither ${i + 1}`, `None ${i + 1}`],
      correct_answer: key,
      explanation: `${p.label} says: ${p.text}`,
    }
  })
  return { content: JSON.stringify({ questions }) }
}

const BOULE = {
  name: "Desert sourdough boule",
  category: "Breads",
  cooktime: "45 minutes",
  baketemp: "250 °C",
  hassubrecipes: false,
  subrecipes: [],
  ingredients: ["500 g flour", "350 g water", "100 g starter", "10 g salt"],
  method: [
    "Mix the flour, water and starter until no dry flour remains.",
    "Fold the dough four times, thirty minutes apart.",
    "Bake in a lidded pot at 250 °C for 45 minutes.",
  ],
  notes: ["Keep the starter on the counter in summer and in the fridge in winter."],
  source: "",
  images: [],
  video: "",
}

let fake: FakeOpenAI
let pages: Server
let base: string
let server: TestServer
let guarded: TestServer
const pdf = tinyPdf([
  ["Rain barrels", "", "A rain barrel under a downspout holds about two hundred litres of water."],
  ["Screens on every opening keep mosquitoes from laying eggs in the stored water."],
])

beforeAll(async () => {
  fake = await startFakeOpenAI()
  pages = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x")
    if (url.pathname === "/article")
      return res
        .writeHead(200, { "content-type": "text/html; charset=utf-8" })
        .end(
          `<!doctype html><html><head><title>Keeping ducks</title></head><body><nav>Home | Shop | About</nav><article><h1>Keeping ducks</h1><p>${"Ducks need water deep enough to dip their whole heads, which keeps their eyes and nostrils clean. ".repeat(3)}</p><p>A duck house needs about four square feet of floor for each bird, with straw bedding changed weekly.</p></article><footer>Copyright the duck blog</footer></body></html>`,
        )
    if (url.pathname === "/rain.pdf") return res.writeHead(200, { "content-type": "application/pdf" }).end(pdf)
    if (url.pathname === "/to-private") return res.writeHead(302, { location: `http://127.0.0.2:${(pages.address() as AddressInfo).port}/article` }).end()
    if (url.pathname === "/huge") {
      // Never ends by itself: the reader must stop it at the limit.
      res.writeHead(200, { "content-type": "text/html" })
      const chunk = `<p>${"x".repeat(64 * 1024)}</p>`
      const write = () => {
        while (res.write(chunk));
        res.once("drain", write)
      }
      res.on("close", () => res.removeAllListeners("drain"))
      return write()
    }
    if (url.pathname === "/slow") {
      res.writeHead(200, { "content-type": "text/html" })
      return res.write("<p>the rest never comes")
    }
    if (url.pathname === "/picture") return res.writeHead(200, { "content-type": "image/png" }).end(Buffer.alloc(100))
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => pages.listen(0, "127.0.0.1", resolve))
  base = `http://localhost:${(pages.address() as AddressInfo).port}`
  const env = {
    ...SERVER_ENV,
    OWNER_USERNAME: OWNER.username,
    OWNER_PASSWORD: OWNER.password,
    AI_BASE_URL: `${fake.url}/v1`,
    AI_API_KEY: "sk-fake",
    AI_MODEL_BASIC: "fake-basic",
    AI_MODEL_HQ: "fake-hq",
    AI_TIMEOUT_MS: "5000",
    AI_BASIC_DAILY_LIMIT: "30",
  }
  // This server fetches what this test serves, as a public address would be: 127.0.0.1 alone counts as
  // public here, so any other loopback or private address is refused as it would be on a real site.
  server = await startTestServer(env, { site: false, fetchNetwork: { allowed: (address) => address === "127.0.0.1" } })
  // The default: public addresses only.
  guarded = await startTestServer(env, { site: false })
})
afterAll(async () => {
  await Promise.all([server?.dispose(), guarded?.dispose()])
  pages?.closeAllConnections()
  await new Promise((resolve) => pages?.close(resolve))
  await fake?.close()
})
beforeEach(() => {
  fake.reset()
  fake.script((request) => fromPassages(request))
})

const commands = () => ({ store: server.platform.store, projections: server.platform.projector })
let recipes = 0
const addRecipe = async (overrides: Partial<typeof BOULE> = {}) => {
  const recipeId = `recipe-${++recipes}`
  await createRecipe(commands(), { recipeId, input: { ...BOULE, ...overrides }, now: new Date() } as never)
  return recipeId
}

let players = 0
const newPlayer = (on: TestServer = server) => register(on, `source_player_${++players}`)
const fromSource = (headers: Record<string, string>, body: unknown, on: TestServer = server) => call(on, "POST", "/api/quiz/source", { body, headers })
const stored = (id: string) => findQuiz(server.platform.database.db, id)

describe("a quiz from a source", () => {
  it("from one recipe: every question keeps its passage, named and linked to the recipe", async () => {
    const player = await newPlayer()
    const recipeId = await addRecipe()
    const answer = await fromSource(player.headers, { source: { kind: "recipe", id: recipeId }, level: "high_school", number: 3 })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ topic: "Desert sourdough boule", level: "high_school", number_questions: 3, quizzes_remaining: 10 })
    // The players' shape: no key, no passage before answering.
    expect(JSON.stringify(answer.body)).not.toMatch(/correct_answer|passage/)

    const prompt = String(fake.requests[0]!.body.messages[1].content)
    expect(prompt).toContain('(Desert sourdough boule, step 3) "Bake in a lidded pot at 250 °C for 45 minutes."')
    const quiz = await stored(answer.body.id)
    const sources = quiz!.questions.map((q) => q.source)
    expect(sources.map((s) => s?.where)).toEqual(["at a glance", "ingredients", "step 1"])
    expect(sources[2]).toEqual({
      kind: "recipe",
      id: recipeId,
      title: "Desert sourdough boule",
      where: "step 1",
      passage: "Mix the flour, water and starter until no dry flour remains.",
      url: "/recipes/desert_sourdough_boule",
    })
  })

  it("shows the passage after answering: From the recipe, with its link", async () => {
    const player = await newPlayer()
    const recipeId = await addRecipe({ name: "Sourdough loaf" })
    const made = await fromSource(player.headers, { source: { kind: "recipe", id: recipeId }, level: "elementary", number: 1 })
    // Answered as a guest's fun attempt, whose answers are revealed on submitting.
    const revealed = await call(server, "POST", "/api/quiz/answers", { body: { quiz_id: made.body.id, givenAnswers: {} } })
    expect(revealed.status).toBe(200)
    expect(revealed.body.questions[0].source).toEqual({
      label: "Sourdough loaf, at a glance",
      passage: "Cook time: 45 minutes. Bake temperature: 250 °C.",
      url: "/recipes/sourdough_loaf",
    })
  })

  it("from a journal post, a recipe category and pasted text", async () => {
    const player = await newPlayer()
    await createPost(commands(), {
      postId: "post-hens",
      input: {
        title: "Winter hens",
        name: "keeper",
        body: "<p>Hens lay fewer eggs when the days are shorter than fourteen hours.</p><p>A lamp on a timer adds light in the morning, not the evening.</p>",
        images: [],
        video: "",
        isjournal: true,
        tags: ["chickens"],
        draft: false,
        markdown: "",
        publishAt: "",
      },
      now: new Date(),
    } as never)
    const post = await fromSource(player.headers, { source: { kind: "post", id: "post-hens" }, level: "elementary", number: 2 })
    expect(post.status).toBe(200)
    const postQuiz = await stored(post.body.id)
    expect(postQuiz!.questions.map((q) => [q.source?.title, q.source?.where, q.source?.url])).toEqual([
      ["Winter hens", "paragraph 1", "/journal/winter-hens"],
      ["Winter hens", "paragraph 2", "/journal/winter-hens"],
    ])

    await addRecipe({ name: "Rye crackers", category: "Crackers", method: ["Roll the rye dough thin as paper."] })
    await addRecipe({ name: "Oat crackers", category: "Crackers", method: ["Press the oats flat with a glass."] })
    const category = await fromSource(player.headers, { source: { kind: "recipe_category", category: "crackers" }, level: "elementary", number: 2 })
    expect(category.status).toBe(200)
    expect(category.body.topic).toBe("Crackers recipes")
    const titles = new Set(passagesOf(fake.requests.at(-1)!).map((p) => p.label.split(",")[0]))
    expect(titles).toEqual(new Set(["Rye crackers", "Oat crackers"]))

    const text = await fromSource(player.headers, {
      source: {
        kind: "text",
        title: "Compost notes",
        text: "Turn the heap every week in summer.\n\nA hot heap reaches sixty degrees in its middle within days.",
      },
      level: "elementary",
      number: 2,
    })
    expect(text.status).toBe(200)
    const textQuiz = await stored(text.body.id)
    expect(textQuiz!.topic).toBe("Compost notes")
    expect(textQuiz!.questions[0]!.source).toMatchObject({ kind: "text", title: "Compost notes", where: "part 1" })
    expect(textQuiz!.questions[0]!.source?.url).toBeUndefined()
  })

  it("from a web page the server fetches: the article's words, not the menu's, linked to the page", async () => {
    const player = await newPlayer()
    const answer = await fromSource(player.headers, { source: { kind: "url", url: `${base}/article` }, level: "honors", number: 2 })
    expect(answer.status).toBe(200)
    expect(answer.body.topic).toBe("Keeping ducks")
    const prompt = String(fake.requests[0]!.body.messages[1].content)
    expect(prompt).toContain("four square feet of floor")
    expect(prompt).not.toMatch(/Home \| Shop|Copyright the duck blog/)
    const quiz = await stored(answer.body.id)
    expect(quiz!.questions[0]!.source).toMatchObject({ kind: "page", title: "Keeping ducks", url: `${base}/article` })
  })

  it("from a PDF, fetched by address or uploaded: each question names its page", async () => {
    const player = await newPlayer()
    const fetched = await fromSource(player.headers, { source: { kind: "url", url: `${base}/rain.pdf` }, level: "elementary", number: 2 })
    expect(fetched.status).toBe(200)
    const fetchedQuiz = await stored(fetched.body.id)
    expect(fetchedQuiz!.questions.map((q) => q.source?.where)).toEqual(["page 1", "page 2"])
    expect(fetchedQuiz!.questions[1]!.source?.passage).toBe("Screens on every opening keep mosquitoes from laying eggs in the stored water.")

    const uploaded = await fromSource(player.headers, {
      source: { kind: "pdf", name: "rain-barrels.pdf", data: pdf.toString("base64") },
      level: "elementary",
      number: 1,
    })
    expect(uploaded.status).toBe(200)
    expect(uploaded.body.topic).toBe("rain-barrels")
    expect((await stored(uploaded.body.id))!.questions[0]!.source).toMatchObject({ kind: "pdf", where: "page 1" })
  })

  it("sends the model only bounded excerpts of a long text", async () => {
    const player = await newPlayer()
    const paragraphs = Array.from(
      { length: 60 },
      (_, i) => `Paragraph ${i + 1} tells of the ${i + 1}th row of the orchard and the trees planted in it that spring.`,
    )
    const answer = await fromSource(player.headers, { source: { kind: "text", text: paragraphs.join("\n\n") }, level: "elementary", number: 2 })
    expect(answer.status).toBe(200)
    const passages = passagesOf(fake.requests[0]!)
    expect(passages.reduce((n, p) => n + p.text.length, 0)).toBeLessThanOrEqual(QuizSourceLimits.maxExcerpts)
    expect(passages.every((p) => p.text.length <= QuizSourceLimits.maxPassage)).toBe(true)
    // Drawn from the whole text, not only its start.
    expect(passages.some((p) => p.text.includes("Paragraph 60"))).toBe(true)
  })
})

describe("the server's fetch of a page", () => {
  const refusedWith = async (url: string, status: number, message: string, on: TestServer = server) => {
    const player = await newPlayer(on)
    const head = await storedHead(on)
    const answer = await fromSource(player.headers, { source: { kind: "url", url }, level: "elementary", number: 2 }, on)
    expect([answer.status, answer.body.message], url).toEqual([status, message])
    expect(fake.requests).toHaveLength(0)
    // Nothing stored, and no allowance taken: the player still has all of today's.
    expect(await storedHead(on)).toBe(head)
  }

  it("refuses a redirect to a private address", () => refusedWith(`${base}/to-private`, 422, Messages.fetchPrivateAddress))
  it("stops a huge page at the size limit", () => refusedWith(`${base}/huge`, 422, Messages.fetchTooLarge(sizeText(QuizSourceLimits.maxPageBytes))))
  it("gives up on a slow page at the time limit", () => refusedWith(`${base}/slow`, 422, Messages.fetchTimedOut))
  it("refuses what is neither a page nor a PDF", () => refusedWith(`${base}/picture`, 422, Messages.sourcePageNotReadable))
  it("on a site that keeps the default, refuses a page on a private address", () => refusedWith(`${base}/article`, 422, Messages.fetchPrivateAddress, guarded))
})

describe("who may, and what is refused", () => {
  it("refuses a guest, and a bad or unreadable source, storing nothing", async () => {
    const player = await newPlayer()
    const head = await storedHead(server)
    const guest = await fromSource({}, { source: { kind: "text", text: "x".repeat(100) }, level: "elementary" })
    expect([guest.status, guest.body.message]).toEqual([401, Messages.sourceQuizNeedsSignIn])
    const missing = await fromSource(player.headers, { source: { kind: "recipe", id: "no-such-recipe" }, level: "elementary" })
    expect([missing.status, missing.body.message]).toEqual([404, Messages.sourceRecipeNotFound])
    const noPdf = await fromSource(player.headers, { source: { kind: "pdf", data: Buffer.from("not a pdf at all").toString("base64") }, level: "elementary" })
    expect([noPdf.status, noPdf.body.message]).toEqual([422, Messages.sourcePdfNotReadable])
    const tooLong = await fromSource(player.headers, { source: { kind: "text", text: "y".repeat(QuizSourceLimits.maxPastedText + 1) }, level: "elementary" })
    expect(tooLong.status).toBe(400)
    const noLevel = await fromSource(player.headers, { source: { kind: "text", text: "z ".repeat(60) }, level: "" })
    expect(noLevel.status).toBe(400)
    expect(fake.requests).toHaveLength(0)
    expect(await storedHead(server)).toBe(head)
  })

  it("takes the player's High-quality allowance as a topic quiz does", async () => {
    const player = await newPlayer()
    const recipeId = await addRecipe({ name: "Quality boule" })
    const answer = await fromSource(player.headers, { source: { kind: "recipe", id: recipeId }, level: "elementary", number: 1, model: "high_quality" })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ quality: "high_quality", model: "fake-hq", quizzes_remaining: 9 })
  })
})

describe("the owner, from the dashboard", () => {
  const asOwner = (headers: Record<string, string>, body: unknown) => call(server, "POST", "/api/dashboard/quiz/source", { body, headers })

  it("makes a quiz from a recipe with the owner's session, stored in the catalog with its passages", async () => {
    const cookie = await ownerCookie(server)
    const recipeId = await addRecipe({ name: "Dashboard boule" })
    const answer = await asOwner({ cookie }, { source: { kind: "recipe", id: recipeId }, level: "university", number: 3 })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ topic: "Dashboard boule", level: "university", number_questions: 3, quizzes_remaining: 10 })
    expect(JSON.stringify(answer.body)).not.toMatch(/correct_answer|passage/)
    const quiz = await stored(answer.body.id)
    const owner = await call(server, "GET", "/api/dashboard/me", { headers: { cookie } })
    expect(quiz!.created_by).toBe(owner.body._id)
    expect(quiz!.questions.map((q) => [q.source?.title, q.source?.where, q.source?.url])).toEqual([
      ["Dashboard boule", "at a glance", "/recipes/dashboard_boule"],
      ["Dashboard boule", "ingredients", "/recipes/dashboard_boule"],
      ["Dashboard boule", "step 1", "/recipes/dashboard_boule"],
    ])
    // Players find it among the quizzes to take, as any other.
    const listed = await call(server, "GET", "/api/quiz/all")
    expect((listed.body as { id: string }[]).map((q) => q.id)).toContain(answer.body.id)

    // A PDF past the players' usual body limit still reaches the reader.
    const big = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(1.5 * 1024 * 1024, 32)]).toString("base64")
    const unreadable = await asOwner({ cookie }, { source: { kind: "pdf", name: "big.pdf", data: big }, level: "elementary" })
    expect([unreadable.status, unreadable.body.message]).toEqual([422, Messages.sourcePdfNotReadable])
  })

  it("refuses without the owner's session, with a player's token, and from another site's page", async () => {
    const player = await newPlayer()
    const cookie = await ownerCookie(server)
    const head = await storedHead(server)
    const body = { source: { kind: "text", text: "The bees forage up to five kilometres from the hive on a warm day." }, level: "elementary" }
    expect((await asOwner({}, body)).status).toBe(401)
    expect((await asOwner(player.headers, body)).status).toBe(401)
    expect((await asOwner({ cookie, ...FOREIGN }, body)).status).toBe(403)
    expect(fake.requests).toHaveLength(0)
    expect(await storedHead(server)).toBe(head)
  })
})

describe("stale questions", () => {
  it("marks the questions of an edited step and of a deleted recipe stale, lists them for the admin, and regenerates them in one click", async () => {
    const player = await newPlayer()
    const admin = await signInAdmin(server)
    const editedId = await addRecipe({ name: "Edited boule" })
    const deletedId = await addRecipe({ name: "Deleted boule" })
    const edited = await fromSource(player.headers, { source: { kind: "recipe", id: editedId }, level: "elementary", number: 3 })
    const deleted = await fromSource(player.headers, { source: { kind: "recipe", id: deletedId }, level: "elementary", number: 1 })
    const before = await stored(edited.body.id)
    expect(before!.questions.map((q) => q.source?.where)).toEqual(["at a glance", "ingredients", "step 1"])

    // Step 1 rewritten; the ingredients and the times stay as they were.
    await updateRecipe(commands(), {
      recipeId: editedId,
      input: { ...BOULE, name: "Edited boule", method: ["Mix the flour and starter first, then the water.", ...BOULE.method.slice(1)] },
      now: new Date(),
    } as never)
    await deleteRecipe(commands(), { recipeId: deletedId, now: new Date() } as never)

    const list = async () => (await call(server, "GET", "/api/quiz/admin/stale_questions", { headers: admin.headers })).body as any[]
    await expect.poll(async () => (await list()).length).toBe(2)
    const stale = await list()
    expect(stale).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          quiz_id: edited.body.id,
          question_id: before!.questions[2]!.id,
          source_label: "Edited boule, step 1",
          reason: "changed",
          passage: BOULE.method[0],
        }),
        expect.objectContaining({ quiz_id: deleted.body.id, source_label: "Deleted boule, at a glance", reason: "deleted" }),
      ]),
    )
    // Recorded on the quiz's stream, once.
    const events = await server.platform.store.readStream(`quiz-${edited.body.id}`)
    expect(events.filter((e) => e.type === "QuestionsMarkedStale").map((e) => e.data)).toEqual([
      expect.objectContaining({ questionIds: [before!.questions[2]!.id], source: { kind: "recipe", id: editedId }, reason: "changed" }),
    ])
    // Players only see it in the list; a player may not.
    expect((await call(server, "GET", "/api/quiz/admin/stale_questions", { headers: player.headers })).status).toBe(403)

    fake.reset()
    fake.script((request) => fromPassages(request, (p) => p.text.includes("starter first")))
    const regenerated = await call(server, "POST", `/api/quiz/admin/stale_questions/${edited.body.id}/regenerate`, { headers: admin.headers })
    expect([regenerated.status, regenerated.body.message]).toEqual([200, Messages.staleRegenerated(1)])
    const after = await stored(edited.body.id)
    expect(after!.questions[2]!.id).toBe(before!.questions[2]!.id)
    expect(after!.questions[2]!.source).toMatchObject({ where: "step 1", passage: "Mix the flour and starter first, then the water." })
    expect(after!.questions.slice(0, 2)).toEqual(before!.questions.slice(0, 2))
    // The prompt held the recipe as it is now.
    expect(String(fake.requests[0]!.body.messages[1].content)).toContain("Mix the flour and starter first, then the water.")
    await expect.poll(async () => (await list()).map((q) => q.quiz_id)).toEqual([deleted.body.id])

    // The deleted recipe's quiz has nothing left to draw from.
    const gone = await call(server, "POST", `/api/quiz/admin/stale_questions/${deleted.body.id}/regenerate`, { headers: admin.headers })
    expect([gone.status, gone.body.message]).toEqual([422, Messages.staleSourceGone])
    const again = await call(server, "POST", `/api/quiz/admin/stale_questions/${edited.body.id}/regenerate`, { headers: admin.headers })
    expect([again.status, again.body.message]).toEqual([409, Messages.questionNotStale])
  })
})
