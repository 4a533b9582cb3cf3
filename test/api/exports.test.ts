// The exports a user asks for (docs/product.md §7): the owner's recipes as Recipe JSON-LD and
// the site's content as JSON; a player's quiz history and a commissioner's group results as CSV.
// Each is refused to anyone who may not have it.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"
import { ClientEvent } from "#schemas/socket/protocol.ts"

import { type FakeOpenAI, startFakeOpenAI } from "../support/fake-openai.ts"
import type { TestServer } from "../support/test-server.ts"
import { ownerCookie, startContentServer } from "./content-support.ts"
import { parseCsv } from "./csv-support.ts"
import { answersFor, ask, groupOf, type LiveClient, liveClient, nextUpdate, type Player, signUp } from "./live-support.ts"
import { addQuiz } from "./quiz-fixtures.ts"
import { call } from "./servers.ts"
import { serverModes } from "./servers.ts"

describe("exports", { timeout: 180_000 }, () => {
  let fake: FakeOpenAI
  let server: TestServer
  let cookie: string
  let ann: Player
  let ben: Player
  let groupId: string
  const clients: LiveClient[] = []

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    server = await startContentServer(serverModes[0]!, { AI_BASE_URL: `${fake.url}/v1`, AI_API_KEY: "sk-fake", AI_MODEL_BASIC: "fake-basic" })
    cookie = await ownerCookie(server)
    for (const recipe of [
      { name: "Sourdough Bread", category: "Bread", cooktime: "45 minutes", ingredients: ["500 g flour", "350 g water"], method: ["Mix", "Bake"] },
      { name: "Apple Butter", category: "Preserves", cooktime: "2 hours", ingredients: ["3 kg apples"], method: ["Cook down"] },
    ]) {
      expect((await call(server, "POST", "/api/recipe", { headers: { cookie }, body: recipe })).status).toBe(200)
    }

    ann = await signUp(server, "ex_ann")
    ben = await signUp(server, "ex_ben")
    await addQuiz(server, "ex-quiz", 2)
    expect((await call(server, "PUT", "/api/quiz/profile/start_quiz", { headers: ann.headers, body: { quiz_id: "ex-quiz", graded: false } })).status).toBe(200)
    expect(
      (
        await call(server, "PUT", "/api/quiz/profile/grade_quiz", {
          headers: ann.headers,
          body: { quiz_id: "ex-quiz", givenAnswers: { "ex-quiz-q1": "B", "ex-quiz-q2": "A" }, graded: false, challenged: false },
        })
      ).status,
    ).toBe(200)

    // Ann's group: a challenge Ben completes, and a live round whose topic looks like a formula.
    const group = await groupOf(server, ann, [ben], "Porch")
    groupId = group.id
    expect((await call(server, "PUT", "/api/quiz/challenge", { headers: ann.headers, body: { quiz_id: "ex-quiz", group_id: groupId } })).status).toBe(200)
    expect(
      (await call(server, "PUT", "/api/quiz/profile/start_quiz", { headers: ben.headers, body: { quiz_id: "ex-quiz", graded: true, challenged: true } }))
        .status,
    ).toBe(200)
    expect(
      (
        await call(server, "PUT", "/api/quiz/profile/grade_quiz", {
          headers: ben.headers,
          body: { quiz_id: "ex-quiz", givenAnswers: { "ex-quiz-q1": "B", "ex-quiz-q2": "B" }, graded: true, challenged: true },
        })
      ).status,
    ).toBe(200)
    for (const player of [ann, ben]) clients.push(await liveClient(server.url, player))
    const [annC, benC] = clients as [LiveClient, LiveClient]
    for (const c of clients) expect((await ask(c, ClientEvent.joinLiveGame, { groupId })).success).toBe(true)
    expect((await ask(annC, ClientEvent.addQuizParams, { newQuizParams: { topic: "=SUM(1)", level: "elementary", number: 2 } })).success).toBe(true)
    expect((await ask(benC, ClientEvent.addQuizParams, { newQuizParams: { topic: "Hens", level: "elementary", number: 2 } })).success).toBe(true)
    for (const c of clients) expect((await ask(c, ClientEvent.playerReady, { isReady: true })).success).toBe(true)
    expect((await ask(benC, ClientEvent.startLiveGame, {})).success).toBe(true)
    const round = await nextUpdate(annC, (u) => u.type === "quiz_received")
    expect((await ask(annC, ClientEvent.playerCompleted, { answers: answersFor(round.currQuiz, 2) })).success).toBe(true)
    expect((await ask(benC, ClientEvent.playerCompleted, { answers: answersFor(round.currQuiz, 1) })).success).toBe(true)
    await nextUpdate(annC, (u) => u.type === "game_completed")
  }, 180_000)

  afterAll(async () => {
    for (const c of clients) c.socket.close()
    await server?.dispose()
    await fake?.close()
  })

  it("gives the owner every recipe as Recipe JSON-LD, and one by its page's name", async () => {
    expect((await call(server, "GET", "/api/dashboard/export/recipes")).status).toBe(401)
    const all = await call(server, "GET", "/api/dashboard/export/recipes", { headers: { cookie } })
    expect(all.status).toBe(200)
    expect(all.headers.get("content-type")).toMatch(/^application\/ld\+json/)
    expect(all.headers.get("content-disposition")).toMatch(/^attachment; filename="recipes-\d{4}-\d{2}-\d{2}\.jsonld"$/)
    expect(all.body).toMatchObject([
      {
        "@context": "https://schema.org",
        "@type": "Recipe",
        name: "Apple Butter",
        url: `${server.url}/recipes/apple_butter`,
        recipeIngredient: ["3 kg apples"],
        cookTime: "PT2H",
      },
      {
        "@type": "Recipe",
        name: "Sourdough Bread",
        recipeCategory: "Bread",
        recipeIngredient: ["500 g flour", "350 g water"],
        recipeInstructions: [
          { "@type": "HowToStep", position: 1, text: "Mix" },
          { "@type": "HowToStep", position: 2, text: "Bake" },
        ],
      },
    ])
    const one = await call(server, "GET", "/api/dashboard/export/recipes/sourdough_bread", { headers: { cookie } })
    expect(one.status).toBe(200)
    expect(one.headers.get("content-disposition")).toBe('attachment; filename="sourdough_bread.jsonld"')
    expect(one.body).toEqual((all.body as unknown[])[1])
    const missing = await call(server, "GET", "/api/dashboard/export/recipes/no_such_thing", { headers: { cookie } })
    expect(missing).toMatchObject({ status: 404, body: { message: Messages.recipeNotFound } })
  })

  it("gives the owner the whole site's content as JSON, in the API's shapes", async () => {
    expect((await call(server, "GET", "/api/dashboard/export/content", { headers: ann.headers })).status).toBe(401)
    const answer = await call(server, "GET", "/api/dashboard/export/content", { headers: { cookie } })
    expect(answer.status).toBe(200)
    expect(answer.headers.get("content-disposition")).toMatch(/^attachment; filename="homestead-content-\d{4}-\d{2}-\d{2}\.json"$/)
    const body = answer.body as Record<string, any>
    expect(body.site).toEqual({ name: expect.any(String), url: server.url })
    const served = (await call(server, "GET", "/api/recipe")).body.flatMap((g: { recipes: { _id: string }[] }) => g.recipes)
    expect(new Set(body.recipes)).toEqual(new Set(served))
    expect(body.recipes.map((r: { name: string }) => r.name).sort()).toEqual(["Apple Butter", "Sourdough Bread"])
    expect(body.categories.recipe).toEqual(expect.arrayContaining(["Bread", "Preserves"]))
    for (const list of ["posts", "photos", "videos"]) expect(Array.isArray(body[list])).toBe(true)
  })

  it("gives a player their own quiz history as CSV", async () => {
    expect((await call(server, "GET", "/api/quiz/profile/history.csv")).status).toBe(401)
    const answer = await call(server, "GET", "/api/quiz/profile/history.csv", { headers: ann.headers })
    expect(answer.status).toBe(200)
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8")
    expect(answer.headers.get("content-disposition")).toMatch(/^attachment; filename="quiz-history-ex_ann-\d{4}-\d{2}-\d{2}\.csv"$/)
    const [header, ...rows] = parseCsv(answer.body as string)
    expect(header).toEqual(["completed_at", "quiz_id", "topic", "level", "graded", "challenge", "late", "correct", "questions", "percent"])
    expect(rows).toEqual([[expect.stringMatching(/^\d{4}-/), "ex-quiz", "Goats", "elementary", "false", "false", "false", "1", "2", "50"]])
    // Ben's history holds his own result only.
    const bens = parseCsv((await call(server, "GET", "/api/quiz/profile/history.csv", { headers: ben.headers })).body as string).slice(1)
    expect(bens.map((r) => [r[1], r[4], r[5], r[7]])).toEqual([["ex-quiz", "true", "true", "2"]])
  })

  it("gives the commissioner alone the group's challenge and live results as CSV", async () => {
    const refused = await call(server, "GET", `/api/quiz/group/results/${groupId}`, { headers: ben.headers })
    expect(refused).toMatchObject({ status: 403, body: { message: Messages.notCommissioner } })
    expect((await call(server, "GET", "/api/quiz/group/results/no-such-group", { headers: ann.headers })).status).toBe(404)
    const answer = await call(server, "GET", `/api/quiz/group/results/${groupId}`, { headers: ann.headers })
    expect(answer.status).toBe(200)
    expect(answer.headers.get("content-disposition")).toMatch(/^attachment; filename="group-results-Porch-\d{4}-\d{2}-\d{2}\.csv"$/)
    const [header, ...rows] = parseCsv(answer.body as string)
    expect(header).toEqual(["kind", "date", "id", "topic", "level", "player", "correct", "questions", "percent"])
    const picked = rows.map((r) => [r[0], r[3], r[5], r[6], r[7]])
    expect(picked).toEqual([
      ["challenge", "Goats", "ex_ben", "2", "2"],
      // The topic a player typed cannot run as a spreadsheet formula.
      ["live", "'=SUM(1)", "ex_ann", "2", "2"],
      ["live", "'=SUM(1)", "ex_ben", "1", "2"],
    ])
  })

  it("gives the commissioner alone each live question's picks and each player's answers, as CSV", async () => {
    for (const report of ["questions", "players"]) {
      const refused = await call(server, "GET", `/api/quiz/group/live-report/${groupId}/${report}.csv`, { headers: ben.headers })
      expect(refused).toMatchObject({ status: 403, body: { message: Messages.notCommissioner } })
    }
    const questions = await call(server, "GET", `/api/quiz/group/live-report/${groupId}/questions.csv`, { headers: ann.headers })
    expect(questions.status).toBe(200)
    expect(questions.headers.get("content-disposition")).toMatch(/^attachment; filename="live-questions-Porch-\d{4}-\d{2}-\d{2}\.csv"$/)
    const [header, ...rows] = parseCsv(questions.body as string)
    expect(header).toEqual([
      "round_id",
      "completed_at",
      "topic",
      "level",
      "mode",
      "question_number",
      "question",
      "correct_answer",
      "players",
      "answered",
      "right",
      "percent_right",
      ...["a", "b", "c", "d", "e"].flatMap((l) => [`option_${l}`, `picks_${l}`]),
    ])
    const at = (row: string[], column: string) => row[header!.indexOf(column)]
    expect(
      rows.map((r) => [at(r, "topic"), at(r, "mode"), at(r, "question_number"), at(r, "players"), at(r, "answered"), at(r, "right"), at(r, "percent_right")]),
    ).toEqual([
      ["'=SUM(1)", "whole", "1", "2", "2", "2", "100"],
      ["'=SUM(1)", "whole", "2", "2", "2", "1", "50"],
    ])
    // The right option was picked by as many as were right; each option has its picks beside it.
    for (const row of rows) {
      const options = ["a", "b", "c", "d", "e"].map((l) => [at(row, `option_${l}`), at(row, `picks_${l}`)])
      expect(options.find(([option]) => option === at(row, "correct_answer"))?.[1]).toBe(at(row, "right"))
    }

    const players = await call(server, "GET", `/api/quiz/group/live-report/${groupId}/players.csv`, { headers: ann.headers })
    expect(players.status).toBe(200)
    const [playerHeader, ...answers] = parseCsv(players.body as string)
    expect(playerHeader).toEqual([
      "round_id",
      "completed_at",
      "topic",
      "level",
      "mode",
      "player",
      "round_points",
      "question_number",
      "answer",
      "right",
      "points",
    ])
    expect(answers.map((r) => [r[5], r[6], r[7], r[9], r[10]])).toEqual([
      ["ex_ann", "2", "1", "true", "1"],
      ["ex_ann", "2", "2", "true", "1"],
      ["ex_ben", "1", "1", "true", "1"],
      ["ex_ben", "1", "2", "false", "0"],
    ])
    expect(answers[3]![8]).toMatch(/^Not /)
  })
})
