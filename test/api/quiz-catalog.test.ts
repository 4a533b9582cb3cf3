// The starter library, quiz lists and ratings through the real HTTP stack.
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { startSite } from "#api/compose.ts"
import { loadConfigOrThrow } from "#api/platform/config.ts"
import { starterLibrary } from "#engine/quiz/starter-library/index.ts"
import * as Messages from "#schemas/messages.ts"
import { LEVELS } from "#schemas/quiz-rules.ts"
import { storedHead } from "#test/support/stored-head.ts"

import { freshPostgresUrl } from "../support/databases.ts"
import { seedDataDir } from "../support/pglite-template.ts"
import type { TestServer } from "../support/test-server.ts"
import { addQuiz, hasAnswers, register, SERVER_ENV } from "./quiz-fixtures.ts"
import { call, serverModes } from "./servers.ts"

describe.each(serverModes)("quiz catalog on $name", (mode) => {
  let server: TestServer
  beforeAll(async () => {
    server = await mode.start(SERVER_ENV)
  })
  afterAll(() => server?.dispose())

  it("stores the starter library on first start, in all four levels", async () => {
    const all = await call(server, "GET", "/api/quiz/all")
    expect(all.status).toBe(200)
    const starters = all.body.filter((q: { quality: string }) => q.quality === "starter")
    expect(starters.length).toBeGreaterThanOrEqual(8)
    expect(starters.length).toBe(starterLibrary.length)
    expect(new Set(starters.map((q: { level: string }) => q.level))).toEqual(new Set(LEVELS))
    expect(all.body[0]).toEqual({
      _id: expect.any(String),
      id: expect.any(String),
      topic: expect.any(String),
      level: expect.any(String),
      number_questions: 10,
      average_rating: null,
      rating_count: 0,
      created_at: expect.any(String),
      quality: "starter",
      // The starter library is multiple choice throughout.
      kinds: ["multiple_choice"],
    })
  })

  it("sends quizzes without answers, by id and in lists", async () => {
    const id = starterLibrary[0]!.id
    const quiz = await call(server, "GET", `/api/quiz/id/${id}`)
    expect(quiz.status).toBe(200)
    expect(quiz.body).toMatchObject({ _id: id, id, number: 10, number_questions: 10, model: "starter", quality: "starter" })
    expect(quiz.body.questions).toHaveLength(10)
    expect(Object.keys(quiz.body.questions[0]).sort()).toEqual(["id", "options", "question"])
    expect(hasAnswers(quiz.body)).toBe(false)
    expect(hasAnswers((await call(server, "GET", "/api/quiz/all")).body)).toBe(false)
    expect(hasAnswers((await call(server, "GET", "/api/quiz/open")).body)).toBe(false)
    const missing = await call(server, "GET", "/api/quiz/id/no-such-quiz")
    expect(missing.status).toBe(404)
    expect(missing.body).toMatchObject({ message: Messages.quizNotFound })
  })

  it("shuffles the starter answers so the correct one is spread over the positions", async () => {
    // A guest's fun attempt (no answers given) brings the key back.
    const answers = await call(server, "POST", "/api/quiz/answers", { body: { quiz_id: starterLibrary[0]!.id, givenAnswers: {} } })
    const quiz = await call(server, "GET", `/api/quiz/id/${starterLibrary[0]!.id}`)
    const positions = quiz.body.questions.map((q: { id: string; options: string[] }) =>
      q.options.indexOf(answers.body.questions.find((a: { id: string }) => a.id === q.id).correct_answer),
    )
    expect(positions.every((p: number) => p >= 0)).toBe(true)
    expect(new Set(positions).size).toBeGreaterThanOrEqual(3)
  })

  it("lists newest first and leaves out of /open what the player completed", async () => {
    await addQuiz(server, "catalog-newest", 2)
    const all = await call(server, "GET", "/api/quiz/all")
    expect(all.body[0].id).toBe("catalog-newest")
    const player = await register(server, "opener")
    const before = await call(server, "GET", "/api/quiz/open", { headers: player.headers })
    expect(before.body.map((q: { id: string }) => q.id)).toContain("catalog-newest")
    await call(server, "PUT", "/api/quiz/profile/grade_quiz", {
      headers: player.headers,
      body: { quiz_id: "catalog-newest", givenAnswers: {}, graded: false, challenged: false },
    })
    const after = await call(server, "GET", "/api/quiz/open", { headers: player.headers })
    expect(after.body.map((q: { id: string }) => q.id)).not.toContain("catalog-newest")
    expect(after.body).toHaveLength(all.body.length - 1)
    const guest = await call(server, "GET", "/api/quiz/open")
    expect(guest.body).toHaveLength(all.body.length)
  })

  it("keeps one rating per player (a new one replaces it) and shows the average", async () => {
    const id = starterLibrary[1]!.id
    const a = await register(server, "rater_a")
    const b = await register(server, "rater_b")
    const rate = (headers: Record<string, string>, body: unknown) => call(server, "POST", "/api/quiz", { headers, body })
    expect((await rate(a.headers, { quiz_id: id, rating: 5, review: "Great" })).body).toEqual({
      message: Messages.ratingSaved,
      average_rating: 5,
      rating_count: 1,
    })
    expect((await rate(b.headers, { quiz_id: id, rating: 2 })).body).toMatchObject({ average_rating: 3.5, rating_count: 2 })
    expect((await rate(a.headers, { quiz_id: id, rating: 3 })).body).toMatchObject({ average_rating: 2.5, rating_count: 2 })
    const c = await register(server, "rater_c")
    expect((await rate(c.headers, { quiz_id: id, rating: 3 })).body).toMatchObject({ average_rating: 2.67, rating_count: 3 })
    const listed = (await call(server, "GET", "/api/quiz/all")).body.find((q: { id: string }) => q.id === id)
    expect(listed).toMatchObject({ average_rating: 2.67, rating_count: 3 })
    expect((await call(server, "GET", `/api/quiz/id/${id}`)).body).toMatchObject({ average_rating: 2.67, rating_count: 3 })
  })

  it("refuses ratings of 0, missing or out of range with the exact message, and guests", async () => {
    const id = starterLibrary[2]!.id
    const player = await register(server, "bad_rater")
    const before = await storedHead(server)
    for (const rating of [0, undefined, 6, 2.5, "4", -1]) {
      const answer = await call(server, "POST", "/api/quiz", { headers: player.headers, body: { quiz_id: id, rating } })
      expect(answer.status).toBe(400)
      expect(answer.body).toMatchObject({ message: Messages.ratingRequired })
    }
    expect((await call(server, "POST", "/api/quiz", { body: { quiz_id: id, rating: 4 } })).status).toBe(401)
    expect((await call(server, "POST", "/api/quiz", { headers: player.headers, body: { quiz_id: "nope", rating: 4 } })).status).toBe(404)
    expect(await storedHead(server)).toBe(before)
  })
})

describe("the starter library across restarts", () => {
  const restartTwice = async (env: Record<string, string>, dataDir: string) => {
    const ids: string[][] = []
    for (let i = 0; i < 2; i++) {
      const config = loadConfigOrThrow({ HOMESTEAD_SEED: "off", HTTP_TRANSPORT: process.env.HTTP_TRANSPORT, ...SERVER_ENV, ...env, DATA_DIR: dataDir })
      // The first start's new folder is a copy of the tables template (pglite-template.ts).
      await seedDataDir(dataDir, config.databaseUrl)
      const server = await startSite(config, { port: 0, staticDir: join(dataDir, "no-site") })
      try {
        const response = await fetch(`${server.url}/api/quiz/all`)
        const all = (await response.json()) as { id: string; created_at: string }[]
        ids.push(all.map((q) => `${q.id}@${q.created_at}`).sort())
        const quiz = await fetch(`${server.url}/api/quiz/id/${starterLibrary[0]!.id}`)
        ids.push([JSON.stringify(await quiz.json())])
      } finally {
        await server.close()
      }
    }
    return ids
  }

  it("is not stored again after a restart on the same data (PGlite)", async () => {
    const root = await mkdtemp(join(tmpdir(), "homestead-restart-"))
    try {
      const [firstList, firstQuiz, secondList, secondQuiz] = await restartTwice({}, join(root, "data"))
      expect(firstList).toHaveLength(starterLibrary.length)
      expect(secondList).toEqual(firstList)
      expect(secondQuiz).toEqual(firstQuiz)
    } finally {
      await rm(root, { recursive: true, force: true })
    }
  })

  it("is not stored again after a restart on the same data (PostgreSQL)", async () => {
    const root = await mkdtemp(join(tmpdir(), "homestead-restart-"))
    const { url, drop } = await freshPostgresUrl()
    try {
      const [firstList, , secondList] = await restartTwice({ DATABASE_URL: url }, join(root, "data"))
      expect(firstList).toHaveLength(starterLibrary.length)
      expect(secondList).toEqual(firstList)
    } finally {
      await drop()
      await rm(root, { recursive: true, force: true })
    }
  })
})
