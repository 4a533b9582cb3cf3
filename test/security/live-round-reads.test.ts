// A quiz made for a live round is read only through the round while it runs: no list names
// it and no request serves it (to the round's players, other players or guests; admins
// aside), and a question-by-question round never sends a question before it opens. Once the
// round is over, anyone may read it. Reproduces the read-ahead of question-by-question rounds
// through /api/quiz/all and /api/quiz/id/{id}, on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"

import * as Messages from "#schemas/messages.ts"
import { ClientEvent } from "#schemas/socket/protocol.ts"

import { byQuestionEnv, rightOption } from "../api/live-question-support.ts"
import { ask, groupOf, type LiveClient, liveClient, nextUpdate, signUp } from "../api/live-support.ts"
import { SERVER_ENV, signInAdmin } from "../api/quiz-fixtures.ts"
import { call, serverModes } from "../api/servers.ts"
import { type FakeOpenAI, startFakeOpenAI } from "../support/fake-openai.ts"
import type { TestServer } from "../support/test-server.ts"

const COUNT = 3

describe.each(serverModes)("a live round's quiz while it runs ($name)", (mode) => {
  let fake: FakeOpenAI
  let server: TestServer
  const clients: LiveClient[] = []
  beforeAll(async () => {
    fake = await startFakeOpenAI()
    server = await mode.start({ ...SERVER_ENV, ...byQuestionEnv, AI_BASE_URL: `${fake.url}/v1`, AI_API_KEY: "sk-fake", AI_MODEL_BASIC: "fake-basic" })
  }, 60_000)
  afterAll(async () => {
    for (const c of clients) c.socket.close()
    await server?.dispose()
    await fake?.close()
  })

  /** The texts of the questions after `index` (the fake provider writes "Question n about {topic}"). */
  const later = (topic: string, index: number) => Array.from({ length: COUNT - index - 1 }, (_, i) => `Question ${index + i + 2} about ${topic}`)
  const seen = (c: LiveClient) => JSON.stringify([c.updates, c.yous])

  it("is listed and served to nobody but admins, and a question round sends no question before it opens", async () => {
    const topic = "Barn owls"
    const boss = await signUp(server, "rd_boss")
    const ann = await signUp(server, "rd_ann")
    const outsider = await signUp(server, "rd_out")
    const group = await groupOf(server, boss, [ann], "Readers")
    const [bossC, annC] = (await Promise.all([boss, ann].map((p) => liveClient(server.url, p)))) as [LiveClient, LiveClient]
    clients.push(bossC, annC)
    for (const c of [bossC, annC]) {
      expect((await ask(c, ClientEvent.joinLiveGame, { groupId: group.id })).success).toBe(true)
      expect((await ask(c, ClientEvent.addQuizParams, { newQuizParams: { topic, level: "elementary", number: COUNT } })).success).toBe(true)
    }
    expect((await ask(annC, ClientEvent.chooseMode, { mode: "question" })).success).toBe(true)
    for (const c of [bossC, annC]) expect((await ask(c, ClientEvent.playerReady, { isReady: true })).success).toBe(true)
    expect((await ask(bossC, ClientEvent.startLiveGame)).success).toBe(true)
    await nextUpdate(annC, (u) => u.type === "question_opened" && u.byQuestion.index === 0)

    const held = await server.platform.database.db.selectFrom("live_round_quizzes").select("quiz_id").where("held", "=", true).execute()
    expect(held).toHaveLength(1)
    const quizId = held[0]!.quiz_id

    // No list names it: the guests' list, a player's open quizzes, the round's own players'.
    for (const [path, headers] of [
      ["/api/quiz/all", {}],
      ["/api/quiz/open", {}],
      ["/api/quiz/open", outsider.headers],
      ["/api/quiz/open", ann.headers],
      ["/api/quiz/all", ann.headers],
    ] as const) {
      const list = await call(server, "GET", path, { headers })
      expect(list.status).toBe(200)
      expect(list.body.map((q: { id: string }) => q.id)).not.toContain(quizId)
      expect(JSON.stringify(list.body)).not.toContain(topic)
    }
    // No request serves it, by id or through the generator's stored-quiz form.
    const refused = { message: Messages.quizHeldForLiveRound, code: "LIVE_ROUND" }
    for (const headers of [{}, outsider.headers, ann.headers, boss.headers]) {
      for (const path of [`/api/quiz/id/${quizId}`, `/api/quiz?_id=${quizId}`]) {
        const answer = await call(server, "GET", path, { headers })
        expect(answer.status).toBe(403)
        expect(answer.body).toEqual(refused)
      }
    }
    // Admins aside.
    const admin = await signInAdmin(server)
    expect((await call(server, "GET", `/api/quiz/id/${quizId}`, { headers: admin.headers })).body.questions).toHaveLength(COUNT)

    // Question by question: nothing any player received names a question before it opens.
    for (let index = 0; index < COUNT; index++) {
      const opened = await nextUpdate(annC, (u) => u.type === "question_opened" && u.byQuestion.index === index, 0, 20_000)
      for (const c of [bossC, annC]) for (const text of later(topic, index)) expect(seen(c)).not.toContain(text)
      expect(opened.currQuiz).toBeNull()
      for (const c of [bossC, annC])
        expect((await ask(c, ClientEvent.answerQuestion, { index, option: rightOption(opened.byQuestion.question) })).success).toBe(true)
      await nextUpdate(annC, (u) => u.type === "question_revealed" && u.byQuestion.index === index, 0, 20_000)
    }
    await nextUpdate(annC, (u) => u.type === "game_completed", 0, 20_000)

    // Over: anyone may read it, listed and by id.
    await vi.waitFor(async () => expect((await call(server, "GET", `/api/quiz/id/${quizId}`)).status).toBe(200), { timeout: 10_000, interval: 50 })
    expect((await call(server, "GET", "/api/quiz/all")).body.map((q: { id: string }) => q.id)).toContain(quizId)
    expect((await call(server, "GET", `/api/quiz?_id=${quizId}`, { headers: outsider.headers })).status).toBe(200)
  }, 90_000)
})
