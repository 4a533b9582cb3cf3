// The homestead coach through the real HTTP stack against a fake OpenAI-compatible server:
// admins only, grounded in content created through the content API, follow-ups, the
// streamed variant, a fresh start, provider trouble and the limits.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"

import { CoachLimits } from "#engine/coach/limits.ts"
import { COACH_MESSAGE_MAX } from "#schemas/api/coach.ts"
import * as Messages from "#schemas/messages.ts"

import { type FakeOpenAI, replies, startFakeOpenAI } from "../support/fake-openai.ts"
import type { TestServer } from "../support/test-server.ts"
import { ownerCookie, startContentServer } from "./content-support.ts"
import { register, signInAdmin } from "./quiz-fixtures.ts"
import { call, serverModes } from "./servers.ts"

// Long enough that a loaded machine never times out an ordinary call (a time-out is not retried).
const AI_TIMEOUT_MS = 5000

let fake: FakeOpenAI
beforeAll(async () => {
  fake = await startFakeOpenAI()
})
afterAll(() => fake?.close())
beforeEach(() => fake.reset())

const aiEnv = () => ({
  AI_BASE_URL: `${fake.url}/v1`,
  AI_API_KEY: "sk-fake",
  AI_MODEL_BASIC: "fake-basic",
  AI_MODEL_HQ: "fake-hq",
  AI_TIMEOUT_MS: String(AI_TIMEOUT_MS),
})

const coachPath = (message: string, coach = "hsCoach", stream = false) =>
  `/api/coach${stream ? "/stream" : ""}?${new URLSearchParams({ coach, message }).toString()}`

interface SseEvent {
  readonly event: string
  readonly data: any
}

/** The events of a server-sent event stream, in order. */
const readEvents = async (response: Response): Promise<SseEvent[]> => {
  const text = await response.text()
  return text
    .split("\n\n")
    .filter((block) => block.trim() !== "")
    .map((block) => {
      const lines = block.split("\n")
      const event = lines.find((l) => l.startsWith("event: "))?.slice(7) ?? "message"
      const data = lines
        .filter((l) => l.startsWith("data: "))
        .map((l) => l.slice(6))
        .join("\n")
      return { event, data: JSON.parse(data) }
    })
}

const lastUserMessage = (request: { body: any }): string => [...request.body.messages].reverse().find((m: any) => m.role === "user")?.content ?? ""

const REPLY =
  "Start with ripe fruit.\n\n- Juice the [Prickly Pear Jelly](/recipes/prickly_pear_jelly) pears\n- Add pectin\n\nSee also [our frost notes](/journal#post-x)."

describe.each(serverModes)("the homestead coach on $name", (mode) => {
  let server: TestServer
  let admin: Awaited<ReturnType<typeof signInAdmin>>
  let jelly: { _id: string; servername: string }
  let journal: { _id: string; slug: string }
  /** Messages counted against the admin's rate so far. */
  let sent = 0

  beforeAll(async () => {
    server = await startContentServer(mode, aiEnv())
    admin = await signInAdmin(server)
    const cookie = await ownerCookie(server)
    const recipe = await call(server, "POST", "/api/recipe", {
      headers: { cookie },
      body: {
        name: "Prickly Pear Jelly",
        category: "Preserves",
        cooktime: "30 minutes",
        baketemp: "",
        hassubrecipes: false,
        subrecipes: [],
        ingredients: ["4 cups <b>prickly pear juice</b>", "1 box powdered pectin", "5 cups sugar"],
        method: ["Bring the juice and pectin to a boil.", "Add the sugar and boil hard for one minute."],
        notes: ["Wear gloves: the glochids sting."],
        source: "",
        images: [],
        video: "",
      },
    })
    expect(recipe.status).toBe(200)
    jelly = recipe.body
    const other = await call(server, "POST", "/api/recipe", {
      headers: { cookie },
      body: {
        name: "Zucchini Fritters",
        category: "Sides",
        cooktime: "",
        baketemp: "",
        hassubrecipes: false,
        subrecipes: [],
        ingredients: ["2 zucchini", "1 egg"],
        method: ["Fry."],
        notes: [],
        source: "",
        images: [],
        video: "",
      },
    })
    expect(other.status).toBe(200)
    const entry = await call(server, "POST", "/api/posts", {
      headers: { cookie },
      body: {
        name: "Keeper",
        title: "First frost on the cactus",
        body: "<p>Covered the prickly pear pads with frost cloth.</p>",
        video: "",
        images: [],
        isjournal: true,
      },
    })
    expect(entry.status).toBe(200)
    journal = entry.body
    const post = await call(server, "POST", "/api/posts", {
      headers: { cookie },
      body: { name: "Keeper", title: "Chickens in the heat", body: "<p>Shade and cool water for the hens.</p>", video: "", images: [], isjournal: false },
    })
    expect(post.status).toBe(200)
  })
  afterAll(() => server?.dispose())

  const ask = async (message: string) => {
    const answer = await call(server, "GET", coachPath(message), { headers: admin.headers })
    if (![400, 401, 403].includes(answer.status)) sent++
    return answer
  }
  const streamed = async (message: string) => {
    const response = await fetch(`${server.url}${coachPath(message, "hsCoach", true)}`, { headers: admin.headers })
    if (![400, 401, 403].includes(response.status)) sent++
    return response
  }
  const clear = () => call(server, "DELETE", "/api/coach", { headers: admin.headers })

  it("is for quiz admins only: 401 without a token, 403 for a player", async () => {
    const player = await register(server, `coach_player_${mode.name}`)
    for (const [method, path] of [
      ["GET", coachPath("hello")],
      ["GET", coachPath("hello", "hsCoach", true)],
      ["DELETE", "/api/coach"],
    ] as const) {
      expect((await call(server, method, path)).status).toBe(401)
      const forbidden = await call(server, method, path, { headers: player.headers })
      expect(forbidden.status).toBe(403)
      expect(forbidden.body.message).toBe(Messages.notQuizAdmin)
    }
    expect(fake.requests).toHaveLength(0)
  })

  it("refuses an unknown coach and an empty or too long message (400), asking nobody", async () => {
    const unknown = await call(server, "GET", coachPath("hello", "gardenGnome"), { headers: admin.headers })
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toBe(Messages.coachUnknown)
    const missing = await call(server, "GET", "/api/coach?coach=hsCoach", { headers: admin.headers })
    expect(missing.status).toBe(400)
    expect(missing.body.message).toBe(Messages.coachMessageRequired)
    expect((await ask("   ")).body.message).toBe(Messages.coachMessageRequired)
    const long = await ask("x".repeat(COACH_MESSAGE_MAX + 1))
    expect(long.status).toBe(400)
    expect(long.body.message).toBe(Messages.coachMessageTooLong(COACH_MESSAGE_MAX))
    expect(fake.requests).toHaveLength(0)
  })

  it("grounds a question about a recipe in that recipe: its name, an ingredient and its URL go to the model", async () => {
    await clear()
    fake.script([replies.text(REPLY)])
    const answer = await ask("How do I make prickly pear jelly?")
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ coachRes: REPLY })

    expect(fake.requests).toHaveLength(1)
    const sent = fake.requests[0]!.body
    expect(sent.model).toBe("fake-hq")
    expect(sent.stream).toBeFalsy()
    expect(sent.messages.map((m: any) => m.role)).toEqual(["system", "user"])
    expect(sent.messages[0].content).toContain("Las Vegas")
    expect(sent.messages[0].content).toContain("Adirondacks")
    const context = lastUserMessage(fake.requests[0]!)
    expect(context).toContain("Recipe: Prickly Pear Jelly")
    expect(context).toContain("4 cups prickly pear juice")
    expect(context).toContain(`URL: /recipes/${jelly.servername}`)
    expect(jelly.servername).toBe("prickly_pear_jelly")
    // The journal entry about prickly pears comes along; the unrelated recipe does not.
    expect(context).toContain(`URL: /journal/${journal.slug}`)
    expect(context).not.toContain("Zucchini")
    expect(context).not.toContain("<b>")
    expect(context.endsWith("Question: How do I make prickly pear jelly?")).toBe(true)
  })

  it("sends the earlier turns with a follow-up, and forgets them after DELETE /api/coach", async () => {
    fake.script([replies.text("About two weeks of sunny days.")])
    const follow = await ask("How long does it keep once opened?")
    expect(follow.status).toBe(200)
    const messages = fake.requests[0]!.body.messages
    expect(messages.map((m: any) => m.role)).toEqual(["system", "user", "assistant", "user"])
    expect(messages[1].content).toBe("How do I make prickly pear jelly?")
    expect(messages[2].content).toBe(REPLY)
    // The follow-up names no recipe, but the earlier question keeps the subject.
    expect(lastUserMessage(fake.requests[0]!)).toContain("Recipe: Prickly Pear Jelly")

    const cleared = await clear()
    expect(cleared.status).toBe(200)
    expect(cleared.body).toEqual({ message: Messages.coachConversationCleared })
    fake.reset()
    await ask("And chickens?")
    expect(fake.requests[0]!.body.messages.map((m: any) => m.role)).toEqual(["system", "user"])
    expect(lastUserMessage(fake.requests[0]!)).toContain("Post: Chickens in the heat\nURL: /journal/chickens-in-the-heat")
  })

  it("grounds a question in the site search's matches, in its order: stemmed words, titles first", async () => {
    await clear()
    const cookie = await ownerCookie(server)
    const titled = await call(server, "POST", "/api/posts", {
      headers: { cookie },
      body: { name: "Keeper", title: "Drip lines for the orchard", body: "<p>Emitters at each tree.</p>", video: "", images: [], isjournal: false },
    })
    const mentioned = await call(server, "POST", "/api/posts", {
      headers: { cookie },
      body: { name: "Keeper", title: "Spring chores", body: "<p>We plan to flush the drip system in March.</p>", video: "", images: [], isjournal: true },
    })
    expect([titled.status, mentioned.status]).toEqual([200, 200])

    fake.script([replies.text("Flush them each spring.")])
    expect((await ask("When should I be planning maintenance?")).status).toBe(200)
    const context = lastUserMessage(fake.requests[0]!)
    // "planning" finds "plan" by its stem, which only the search index knows.
    expect(context).toContain("URL: /journal/spring-chores")

    const search = await call(server, "GET", "/api/search?q=drip")
    const searched: string[] = search.body.results.map((r: { url: string }) => r.url)
    expect(searched).toEqual(["/journal/drip-lines-for-the-orchard", "/journal/spring-chores"])
    await clear()
    fake.reset()
    fake.script([replies.text("Check the emitters.")])
    expect((await ask("drip")).status).toBe(200)
    const cited = [...lastUserMessage(fake.requests[0]!).matchAll(/^URL: (.+)$/gm)].map((m) => m[1])
    expect(cited).toEqual(searched)
    await clear()
  })

  it("streams the reply in several pieces, in order, adding up to the same text as the whole reply", async () => {
    await clear()
    fake.script([replies.text(REPLY)])
    const whole = (await ask("prickly pear jelly?")).body.coachRes
    await clear()
    fake.script([replies.text(REPLY)])
    const response = await streamed("prickly pear jelly?")
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/)
    const events = await readEvents(response)
    const deltas = events.filter((e) => e.event === "delta")
    expect(deltas.length).toBeGreaterThan(5)
    expect(events.at(-1)).toEqual({ event: "done", data: { coachRes: whole } })
    expect(deltas.map((e) => e.data.text).join("")).toBe(whole)
    expect(fake.requests.at(-1)!.body.stream).toBe(true)
    expect(lastUserMessage(fake.requests.at(-1)!)).toContain(`/recipes/${jelly.servername}`)
    // The streamed call's tokens are counted like a whole reply's: the usage comes in the stream's last chunk.
    const usage = await call(server, "GET", "/api/quiz/admin/ai_usage", { headers: admin.headers })
    const coachRow = (usage.body.rows as { kind: string; calls: number; prompt_tokens: number }[]).find((r) => r.kind === "coach")!
    expect(coachRow.prompt_tokens).toBe(coachRow.calls * 10)

    // The streamed exchange is remembered like any other.
    fake.script([replies.text("Yes.")])
    await ask("Can I halve it?")
    expect(fake.requests.at(-1)!.body.messages[2].content).toBe(whole)
  })

  it("answers 504 when the provider is too slow and 502 when it fails, for both variants", async () => {
    fake.script([replies.slow(AI_TIMEOUT_MS + 3000, replies.text("late"))])
    const slow = await ask("compost?")
    expect(slow.status).toBe(504)
    expect(slow.body.message).toBe(Messages.coachTimedOut)

    fake.script([replies.error(500), replies.error(500)])
    const broken = await ask("compost?")
    expect(broken.status).toBe(502)
    expect(broken.body.message).toBe(Messages.coachUnavailable)

    fake.script([replies.slow(AI_TIMEOUT_MS + 3000, replies.text("late"))])
    const slowStream = await streamed("compost?")
    expect(slowStream.status).toBe(504)
    expect((await slowStream.json()).message).toBe(Messages.coachTimedOut)
  })

  it(`allows ${CoachLimits.rate.limit} messages per user in ${CoachLimits.rate.windowMs / 60_000} minutes, then 429`, async () => {
    fake.script(() => ({ content: "Fine." }))
    while (sent < CoachLimits.rate.limit) expect((await ask("water?")).status).toBe(200)
    const before = fake.requests.length
    const limited = await ask("one more?")
    expect(limited.status).toBe(429)
    expect(limited.body.message).toBe(Messages.coachTooManyMessages(CoachLimits.rate.limit, CoachLimits.rate.windowMs / 60_000))
    expect((await streamed("one more?")).status).toBe(429)
    expect(fake.requests.length).toBe(before)
  })
})

describe("the homestead coach without an AI provider", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startContentServer(serverModes[0]!)
  })
  afterAll(() => server?.dispose())

  it("answers 503 with the words saying what to configure", async () => {
    const admin = await signInAdmin(server)
    for (const stream of [false, true]) {
      const answer = await call(server, "GET", coachPath("hello", "hsCoach", stream), { headers: admin.headers })
      expect(answer.status).toBe(503)
      expect(answer.body.message).toBe(Messages.coachNotConfigured)
    }
  })
})
