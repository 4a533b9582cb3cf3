// GET /api/quiz against a fake OpenAI-compatible server: generation, retries, provider
// failures, validation, sign-in and the daily and per-address allowances.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"

import { keyText } from "#engine/quiz/kinds/question-kind.ts"
import { correctIndex } from "#engine/quiz/shuffle.ts"
import type { MultipleChoiceQuestion } from "#engine/quiz/types.ts"
import { findQuiz } from "#projections/quiz-catalog/quizzes.queries.ts"
import * as Messages from "#schemas/messages.ts"
import { storedHead } from "#test/support/stored-head.ts"

import { askedFor, type FakeOpenAI, quizQuestions, replies, startFakeOpenAI } from "../support/fake-openai.ts"
import type { TestServer } from "../support/test-server.ts"
import { SERVER_ENV, signInAdmin } from "./quiz-fixtures.ts"
import { bearer, call, serverModes } from "./servers.ts"

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

const query = (params: Record<string, string | number>) => `/api/quiz?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`

describe.each(serverModes)("quiz generation on $name", (mode) => {
  let server: TestServer
  beforeAll(async () => {
    server = await mode.start({ ...SERVER_ENV, ...aiEnv() })
  })
  afterAll(() => server?.dispose())

  let users = 0
  const newPlayer = async () => {
    const answer = await call(server, "POST", "/api/quiz/register", {
      body: { username: `player_${++users}`, password: "long-enough-1" },
    })
    expect(answer.status).toBe(200)
    return answer.body as { id: string; token: string; username: string; quizzes_remaining: number }
  }
  const generate = (params: Record<string, string | number>, token?: string) => call(server, "GET", query(params), token ? { headers: bearer(token) } : {})
  const head = () => storedHead(server)
  const stored = (id: string) => findQuiz(server.platform.database.db, id)

  describe("a signed-in player", () => {
    let player: Awaited<ReturnType<typeof newPlayer>>
    beforeAll(async () => {
      player = await newPlayer()
    })

    it("gets a stored basic quiz without answers, asked for with a strict JSON schema", async () => {
      const answer = await generate({ topic: "Backyard chickens", level: "elementary", number: 3, model: "basic" }, player.token)
      expect(answer.status).toBe(200)
      expect(answer.body).toMatchObject({
        topic: "Backyard chickens",
        level: "elementary",
        number: 3,
        number_questions: 3,
        model: "fake-basic",
        quality: "basic",
        average_rating: null,
        rating_count: 0,
        quizzes_remaining: 10,
      })
      expect(answer.body._id).toBe(answer.body.id)
      expect(answer.body.questions).toHaveLength(3)
      for (const q of answer.body.questions) expect(Object.keys(q).sort()).toEqual(["id", "options", "question"])
      expect(JSON.stringify(answer.body)).not.toMatch(/correct_answer|explanation/)

      expect(fake.requests).toHaveLength(1)
      const sent = fake.requests[0]!.body
      expect(sent.model).toBe("fake-basic")
      expect(sent.response_format).toMatchObject({ type: "json_schema", json_schema: { strict: true, name: expect.any(String) } })
      expect(sent.response_format.json_schema.schema.required).toEqual(["questions"])
      expect(sent.messages.map((m: any) => m.role)).toEqual(["system", "user"])
      expect(sent.messages[1].content).toContain('"Backyard chickens"')
      expect(sent.messages[1].content).toContain("exactly 3 questions")
      expect(fake.requests[0]!.headers.authorization).toBe("Bearer sk-fake")

      const row = await stored(answer.body.id)
      expect(row).toMatchObject({ quality: "basic", model: "fake-basic", created_by: player.id, number_questions: 3 })
      expect(row!.questions.map((q) => q.id)).toEqual(answer.body.questions.map((q: any) => q.id))
      const again = await call(server, "GET", query({ _id: answer.body.id }))
      expect(again.status).toBe(200)
      expect(again.body).toMatchObject({ id: answer.body.id, questions: answer.body.questions, quizzes_remaining: null })
    })

    it("uses the high-quality model and counts it against today's allowance", async () => {
      const answer = await generate({ topic: "Sourdough", level: "university", number: 2, model: "high_quality" }, player.token)
      expect(answer.status).toBe(200)
      expect(answer.body).toMatchObject({ model: "fake-hq", quality: "high_quality", quizzes_remaining: 9 })
      expect(fake.requests.at(-1)!.body.model).toBe("fake-hq")
      const login = await call(server, "POST", "/api/quiz/login", { body: { username: player.username, password: "long-enough-1" } })
      expect(login.body.quizzes_remaining).toBe(9)
    })

    it.each([
      ["malformed JSON", replies.malformed],
      ["a short quiz", replies.short],
      ["duplicated questions", replies.duplicated],
      ["a correct answer missing from the options", replies.wrongKey],
    ])("retries %s, then answers 502 and stores nothing", async (_, reply) => {
      fake.script([reply(), reply(), reply()])
      const before = await head()
      const answer = await generate({ topic: "Canning", level: "honors", number: 4 }, player.token)
      expect(answer.status).toBe(502)
      expect(answer.body).toMatchObject({ message: Messages.aiUnusableQuiz })
      expect(fake.requests).toHaveLength(3)
      // Each retry shows the model its previous answer and what was wrong with it.
      const retry = fake.requests[1]!.body.messages
      expect(retry.map((m: any) => m.role)).toEqual(["system", "user", "assistant", "user"])
      expect(retry[3].content).toContain("could not be used")
      expect(await head()).toBe(before)
    })

    it("succeeds when a retry brings a good quiz", async () => {
      fake.script([replies.wrongKey(), replies.goodQuiz()])
      const answer = await generate({ topic: "Composting", level: "high_school", number: 5 }, player.token)
      expect(answer.status).toBe(200)
      expect(answer.body.number_questions).toBe(5)
      expect(fake.requests).toHaveLength(2)
    })

    it("answers 504 when the provider is too slow, storing nothing", async () => {
      fake.script([replies.slow(AI_TIMEOUT_MS + 3000)])
      const before = await head()
      const answer = await generate({ topic: "Beekeeping", level: "elementary", number: 2 }, player.token)
      expect(answer.status).toBe(504)
      expect(answer.body).toMatchObject({ message: Messages.aiTimedOut })
      expect(fake.requests).toHaveLength(1)
      expect(await head()).toBe(before)
    })

    it("answers 502 when the provider fails", async () => {
      fake.script(() => ({ status: 500, error: "boom" }))
      const before = await head()
      const answer = await generate({ topic: "Beekeeping", level: "elementary", number: 2 }, player.token)
      expect(answer.status).toBe(502)
      expect(answer.body).toMatchObject({ message: Messages.aiUnavailable })
      expect(JSON.stringify(answer.body)).not.toContain("boom")
      expect(await head()).toBe(before)
    })

    it("spreads the correct answers over the positions", async () => {
      // The fake always lists the correct answer first.
      const answer = await generate({ topic: "Water harvesting", level: "honors", number: 25 }, player.token)
      expect(answer.status).toBe(200)
      const row = await stored(answer.body.id)
      const positions = (row!.questions as MultipleChoiceQuestion[]).map(correctIndex)
      expect(positions.every((p) => p >= 0)).toBe(true)
      const counts = [0, 1, 2, 3].map((p) => positions.filter((x) => x === p).length)
      expect(Math.max(...counts)).toBeLessThan(25)
      expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1)
    })
  })

  it.each([
    [{ level: "elementary" }, Messages.topicRequired],
    [{ topic: "   ", level: "elementary" }, Messages.topicRequired],
    [{ topic: "Bees" }, Messages.levelRequired],
    [{ topic: "Bees", level: "expert" }, Messages.levelRequired],
    [{ topic: "Bees", level: "elementary", number: 0 }, Messages.numberRange],
    [{ topic: "Bees", level: "elementary", number: 26 }, Messages.numberRange],
    [{ topic: "Bees", level: "elementary", number: "x" }, Messages.numberRange],
    [{ topic: "Bees", level: "elementary", number: "2.5" }, Messages.numberRange],
    [{ topic: "Bees", level: "elementary", model: "gpt-9" }, Messages.quizModelChoice],
    [{ topic: "x".repeat(201), level: "elementary" }, Messages.fieldTooLong("Topic", 200)],
  ])("refuses %j with 400 and the form's message", async (params, message) => {
    const before = await head()
    const answer = await generate(params as Record<string, string | number>)
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ message })
    expect(fake.requests).toHaveLength(0)
    expect(await head()).toBe(before)
  })

  it("answers 404 for an unknown _id", async () => {
    const answer = await call(server, "GET", query({ _id: "no-such-quiz" }))
    expect(answer.status).toBe(404)
    expect(answer.body).toMatchObject({ message: Messages.quizNotFound })
  })

  it("needs a good sign-in for high quality", async () => {
    const guest = await generate({ topic: "Bees", level: "elementary", model: "high_quality" })
    expect(guest.status).toBe(401)
    expect(guest.body).toMatchObject({ message: Messages.highQualityNeedsSignIn })
    const forged = await generate({ topic: "Bees", level: "elementary", model: "high_quality" }, "eyJhbGciOiJIUzI1NiJ9.e30.bad")
    expect(forged.status).toBe(401)
    expect(fake.requests).toHaveLength(0)
  })

  it("allows 10 high-quality quizzes a day, then 429 while basic ones still work", async () => {
    const player = await newPlayer()
    expect(player.quizzes_remaining).toBe(10)
    for (let i = 1; i <= 10; i++) {
      const answer = await generate({ topic: `Topic ${i}`, level: "honors", number: 1, model: "high_quality" }, player.token)
      expect(answer.status).toBe(200)
      expect(answer.body.quizzes_remaining).toBe(10 - i)
    }
    const before = await head()
    const eleventh = await generate({ topic: "One more", level: "honors", number: 1, model: "high_quality" }, player.token)
    expect(eleventh.status).toBe(429)
    expect(eleventh.body).toMatchObject({ message: Messages.highQualityQuotaUsed })
    expect(fake.requests).toHaveLength(10)
    expect(await head()).toBe(before)
    const login = await call(server, "POST", "/api/quiz/login", { body: { username: player.username, password: "long-enough-1" } })
    expect(login.body.quizzes_remaining).toBe(0)
    const basic = await generate({ topic: "Still fine", level: "honors", number: 1 }, player.token)
    expect(basic.status).toBe(200)
    expect(basic.body.quizzes_remaining).toBe(0)
  })

  it("does not let simultaneous requests overrun the allowance", async () => {
    const player = await newPlayer()
    const answers = await Promise.all(
      Array.from({ length: 13 }, (_, i) => generate({ topic: `Rush ${i}`, level: "elementary", number: 1, model: "high_quality" }, player.token)),
    )
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10)
    expect(answers.filter((a) => a.status === 429)).toHaveLength(3)
  })

  it("limits guests per address, counting failed generations too (the model was called)", async () => {
    fake.script([replies.error(503), replies.error(503)])
    const failed = await generate({ topic: "Guest fail", level: "elementary", number: 1 })
    expect(failed.status).toBe(502)
    for (let i = 2; i <= 5; i++) {
      const answer = await generate({ topic: `Guest ${i}`, level: "elementary", number: 1 })
      expect(answer.status).toBe(200)
      expect(answer.body).toMatchObject({ quality: "basic", quizzes_remaining: null })
      expect((await stored(answer.body.id))!.created_by).toBeNull()
    }
    const sixth = await generate({ topic: "Guest 6", level: "elementary", number: 1 })
    expect(sixth.status).toBe(429)
    expect(sixth.body).toMatchObject({ message: Messages.guestGenerationLimit(5) })
    // Signed-in players are not held by the guests' limit.
    const player = await newPlayer()
    expect((await generate({ topic: "Member", level: "elementary", number: 1 }, player.token)).status).toBe(200)
  })

  it("stores no question whose key the blind check does not pick, and records what it dropped", async () => {
    // The model keys a fifth of its questions wrongly ("Not n"); the check, which knows the right answers, picks "Answer n".
    fake.script((request) => {
      const { topic, number } = askedFor(request)
      const questions = quizQuestions(topic, number).map((q, i) => (number >= 5 && i % 5 === 4 ? { ...q, correct_answer: q.options[1]! } : q))
      return { content: JSON.stringify({ questions }) }
    })
    fake.checker((q) => q.options.find((o) => o.startsWith("Answer"))!)
    const player = await newPlayer()
    const answer = await generate({ topic: "Seed saving", level: "elementary", number: 10 }, player.token)
    expect(answer.status).toBe(200)
    const row = await stored(answer.body.id)
    // Every stored key is right; the two wrong ones were written again (as repeats of kept questions, so not kept).
    expect(row!.questions.every((q) => keyText(q).startsWith("Answer"))).toBe(true)
    expect(row!.questions).toHaveLength(8)
    // Each question was shown to the check without its key or explanation.
    const shown = fake.checks[0]!.body.messages.at(-1).content as string
    expect(shown).toContain("Question 5 about Seed saving")
    expect(shown).not.toMatch(/correct_answer|explanation|is the one numbered/)
    const [created] = await server.platform.store.readStream(`quiz-${answer.body.id}`)
    expect((created!.data as { dropped: { correct_answer: string; reason: string }[] }).dropped).toEqual([
      {
        question: expect.stringContaining("Question 5 about"),
        options: expect.any(Array),
        correct_answer: "Not 5",
        reason: 'The check chose "Answer 5", not the key "Not 5".',
      },
      {
        question: expect.stringContaining("Question 10 about"),
        options: expect.any(Array),
        correct_answer: "Not 10",
        reason: 'The check chose "Answer 10", not the key "Not 10".',
      },
    ])
    // A quiz admin reviewing any of its questions sees what was dropped; a player may not look.
    const path = `/api/quiz/admin/dropped_questions/${row!.questions[0]!.id}`
    const admin = await signInAdmin(server)
    const seen = await call(server, "GET", path, { headers: admin.headers })
    expect(seen.status).toBe(200)
    expect((seen.body as { correct_answer: string }[]).map((d) => d.correct_answer)).toEqual(["Not 5", "Not 10"])
    expect((await call(server, "GET", path, { headers: bearer(player.token) })).status).toBe(403)
    expect((await call(server, "GET", "/api/quiz/admin/dropped_questions/no-such-question", { headers: admin.headers })).status).toBe(404)
  })

  it("answers 502 and stores nothing when no key passes the check", async () => {
    fake.checker((q) => q.options.find((o) => o.startsWith("Never"))!)
    const player = await newPlayer()
    const before = await head()
    const answer = await generate({ topic: "Wrong everywhere", level: "elementary", number: 2 }, player.token)
    expect(answer.status).toBe(502)
    expect(answer.body).toMatchObject({ message: Messages.aiUnusableQuiz })
    expect(await head()).toBe(before)
  })
})

describe("quiz generation without a configured provider", () => {
  let bare: TestServer
  let basicOnly: TestServer
  beforeAll(async () => {
    const pglite = serverModes.find((m) => m.name === "pglite")!
    ;[bare, basicOnly] = await Promise.all([
      pglite.start(),
      pglite.start({ AI_BASE_URL: `${fake.url}/v1`, AI_API_KEY: "sk-fake", AI_MODEL_BASIC: "fake-basic" }),
    ])
  })
  afterAll(async () => {
    await bare?.dispose()
    await basicOnly?.dispose()
  })

  it("answers 503 explaining what to configure", async () => {
    const answer = await call(bare, "GET", query({ topic: "Bees", level: "elementary" }))
    expect(answer.status).toBe(503)
    expect(answer.body).toMatchObject({ message: Messages.aiNotConfigured })
    expect(answer.body.message).toMatch(/AI_BASE_URL.*AI_API_KEY.*AI_MODEL_BASIC.*AI_MODEL_HQ/)
  })

  it("answers 503 naming AI_MODEL_HQ when only the basic model is set", async () => {
    const player = await call(basicOnly, "POST", "/api/quiz/register", { body: { username: "hq_fan", password: "long-enough-1" } })
    const answer = await call(basicOnly, "GET", query({ topic: "Bees", level: "elementary", model: "high_quality" }), {
      headers: bearer(player.body.token),
    })
    expect(answer.status).toBe(503)
    expect(answer.body.message).toContain("AI_MODEL_HQ")
    expect(fake.requests).toHaveLength(0)
    // The basic tier works.
    expect((await call(basicOnly, "GET", query({ topic: "Bees", level: "elementary", number: 1 }))).status).toBe(200)
  })
})

describe("quiz generation from a local model that takes no response format", () => {
  let local: TestServer
  beforeAll(async () => {
    local = await serverModes[0]!.start(aiEnv())
  })
  afterAll(() => local?.dispose())

  it("asks by the prompt alone once the formats are refused, and the quiz and its check still work", async () => {
    fake.acceptFormats([])
    const answer = await call(local, "GET", query({ topic: "Worm bins", level: "elementary", number: 3 }))
    expect(answer.status).toBe(200)
    expect(answer.body.questions).toHaveLength(3)
    expect(fake.requests.map((r) => r.body.response_format?.type ?? "none")).toEqual(["json_schema", "json_object", "none"])
    // The check was asked the same way, and agreed.
    expect(fake.checks.map((r) => r.body.response_format?.type ?? "none")).toEqual(["none"])
    // The model's refusals are remembered: the next quiz is asked for plainly at once.
    fake.reset()
    fake.acceptFormats([])
    expect((await call(local, "GET", query({ topic: "Leaf mould", level: "elementary", number: 2 }))).status).toBe(200)
    expect(fake.requests.map((r) => r.body.response_format?.type ?? "none")).toEqual(["none"])
  })
})

describe("the month's AI use and its budget", () => {
  let priced: TestServer
  beforeAll(async () => {
    // The fake reports 10 tokens each way a call: at 100,000 a million, a call costs 2; the budget lasts two calls.
    priced = await serverModes[0]!.start({ ...SERVER_ENV, ...aiEnv(), AI_PRICES: "fake-basic=100000/100000", AI_MONTHLY_BUDGET: "3" })
  })
  afterAll(() => priced?.dispose())

  it("records each call's tokens by kind, shows the admin their cost, and makes no call past the budget", async () => {
    const admin = await signInAdmin(priced)
    const empty = await call(priced, "GET", "/api/quiz/admin/ai_usage", { headers: admin.headers })
    expect(empty.body).toMatchObject({ budget: 3, spent: 0, rows: [] })
    expect(empty.body.month).toMatch(/^\d{4}-\d{2}$/)

    expect((await call(priced, "GET", query({ topic: "Cover crops", level: "elementary", number: 2 }))).status).toBe(200)
    const usage = await call(priced, "GET", "/api/quiz/admin/ai_usage", { headers: admin.headers })
    expect(usage.body).toMatchObject({
      spent: 4,
      rows: [
        { kind: "solo", model: "fake-basic", calls: 1, prompt_tokens: 10, completion_tokens: 10, cost: 2 },
        { kind: "verification", model: "fake-basic", calls: 1, prompt_tokens: 10, completion_tokens: 10, cost: 2 },
      ],
    })
    // A player may not look.
    const player = await call(priced, "POST", "/api/quiz/register", { body: { username: "budget_watcher", password: "long-enough-1" } })
    expect((await call(priced, "GET", "/api/quiz/admin/ai_usage", { headers: bearer(player.body.token) })).status).toBe(403)

    // The budget is spent: no more calls, with the reason, for quizzes and the coach alike.
    const calls = fake.requests.length + fake.checks.length
    const refused = await call(priced, "GET", query({ topic: "Green manure", level: "elementary", number: 2 }), { headers: bearer(player.body.token) })
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ message: Messages.aiMonthlyBudget })
    const coach = await call(priced, "GET", `/api/coach?${new URLSearchParams({ coach: "hsCoach", message: "Frost?" })}`, { headers: admin.headers })
    expect(coach.status).toBe(429)
    expect(coach.body).toMatchObject({ message: Messages.aiMonthlyBudget })
    expect(fake.requests.length + fake.checks.length).toBe(calls)
  })
})
