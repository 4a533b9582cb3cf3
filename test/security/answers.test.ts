// The answer key reaches a caller only when they may see it: after their own submitted
// attempt (a guest's through the signed guest cookie), after the live round that used the
// quiz, or as an admin. Reproduces the live-round leak and the token-less peek of a graded
// attempt against the real server, on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"

import * as Messages from "#schemas/messages.ts"
import { ClientEvent } from "#schemas/socket/protocol.ts"

import { answersFor, ask, groupOf, type LiveClient, liveClient, nextUpdate, signUp } from "../api/live-support.ts"
import { addQuiz, SERVER_ENV, signInAdmin } from "../api/quiz-fixtures.ts"
import { call, serverModes } from "../api/servers.ts"
import { type FakeOpenAI, startFakeOpenAI } from "../support/fake-openai.ts"
import type { TestServer } from "../support/test-server.ts"

let fake: FakeOpenAI
beforeAll(async () => {
  fake = await startFakeOpenAI()
})
afterAll(async () => {
  await fake.close()
})

const aiEnv = () => ({ AI_BASE_URL: `${fake.url}/v1`, AI_API_KEY: "sk-fake", AI_MODEL_BASIC: "fake-basic", AI_MODEL_HQ: "fake-hq" })

describe.each(serverModes)("the answer key ($name)", (mode) => {
  let server: TestServer
  const clients: LiveClient[] = []
  beforeAll(async () => {
    server = await mode.start({ ...SERVER_ENV, ...aiEnv() })
    await addQuiz(server, "sec-graded-3", 3)
    await addQuiz(server, "sec-guest-2", 2)
  }, 60_000)
  afterAll(async () => {
    for (const c of clients) c.socket.close()
    await server?.dispose()
  })

  const answers = (body: unknown, headers: Record<string, string> = {}) => call(server, "POST", "/api/quiz/answers", { headers, body })

  it("is not given to a live round's players while the round runs, by any route", async () => {
    const boss = await signUp(server, "sec_boss")
    const ann = await signUp(server, "sec_ann")
    const group = await groupOf(server, boss, [ann], "Secrets")
    const [bossC, annC] = await Promise.all([boss, ann].map((p) => liveClient(server.url, p)))
    clients.push(bossC!, annC!)
    for (const c of [bossC!, annC!]) {
      expect((await ask(c, ClientEvent.joinLiveGame, { groupId: group.id })).success).toBe(true)
      expect((await ask(c, ClientEvent.addQuizParams, { newQuizParams: { topic: "Eggs", level: "elementary", number: 2 } })).success).toBe(true)
      expect((await ask(c, ClientEvent.playerReady, { isReady: true })).success).toBe(true)
    }
    expect((await ask(bossC!, ClientEvent.startLiveGame)).success).toBe(true)
    const received = await nextUpdate(annC!, (u) => u.type === "quiz_received" && u.phase === "inRound")
    const quizId: string = received.currQuiz.id

    const held = { message: Messages.answersHeldForLiveRound, code: "LIVE_ROUND" }
    for (const [body, headers] of [
      [{ quiz_id: quizId }, ann.headers],
      [{ quiz_id: quizId }, {}],
      [{ quiz_id: quizId, givenAnswers: {} }, {}],
      [{ quiz_id: quizId, givenAnswers: {} }, ann.headers],
    ] as const) {
      const refused = await answers(body, headers)
      expect(refused.status).toBe(403)
      expect(refused.body).toEqual(held)
    }
    // A fun or graded attempt at the round's quiz would bring its answers back too.
    const grade = await call(server, "PUT", "/api/quiz/profile/grade_quiz", {
      headers: ann.headers,
      body: { quiz_id: quizId, givenAnswers: {}, graded: false },
    })
    expect(grade.status).toBe(403)
    expect(JSON.stringify(grade.body)).not.toMatch(/correct_answer/)
    expect((await call(server, "PUT", "/api/quiz/profile/start_quiz", { headers: ann.headers, body: { quiz_id: quizId, graded: true } })).status).toBe(403)
    // The stored quiz in the players' shape has no answers either.
    expect(JSON.stringify((await call(server, "GET", `/api/quiz/id/${quizId}`, { headers: ann.headers })).body)).not.toMatch(/correct_answer|explanation/)
    // Admins may look.
    expect((await answers({ quiz_id: quizId }, (await signInAdmin(server)).headers)).status).toBe(200)

    // Once the round is over for everyone, anyone may see them.
    for (const c of [bossC!, annC!]) expect((await ask(c, ClientEvent.playerCompleted, { answers: answersFor(received.currQuiz, 1) })).success).toBe(true)
    await nextUpdate(annC!, (u) => u.type === "game_completed")
    await vi.waitFor(async () => expect((await answers({ quiz_id: quizId }, ann.headers)).status).toBe(200), { timeout: 10_000, interval: 50 })
    const shown = await answers({ quiz_id: quizId })
    expect(shown.status).toBe(200)
    expect(shown.body.questions[0].correct_answer).toMatch(/^Answer \d$/)
  })

  it("is not given without a token during the player's own graded attempt", async () => {
    const player = await signUp(server, "sec_graded")
    expect(
      (await call(server, "PUT", "/api/quiz/profile/start_quiz", { headers: player.headers, body: { quiz_id: "sec-graded-3", graded: true } })).status,
    ).toBe(200)
    for (const headers of [{}, player.headers]) expect((await answers({ quiz_id: "sec-graded-3" }, headers)).status).toBe(403)
    await call(server, "PUT", "/api/quiz/profile/grade_quiz", { headers: player.headers, body: { quiz_id: "sec-graded-3", givenAnswers: {}, graded: true } })
    expect((await answers({ quiz_id: "sec-graded-3" }, player.headers)).status).toBe(200)
  })

  it("is given to a guest after their own fun attempt, through a signed HttpOnly cookie", async () => {
    const before = await answers({ quiz_id: "sec-guest-2" })
    expect(before.status).toBe(403)
    expect(before.body).toEqual({ message: Messages.answersAfterSubmitting, code: "NOT_SUBMITTED" })
    const submitted = await answers({ quiz_id: "sec-guest-2", givenAnswers: { "sec-guest-2-q1": "A" } })
    expect(submitted.status).toBe(200)
    expect(submitted.body.questions).toHaveLength(2)
    const setCookie = submitted.headers.get("set-cookie") ?? ""
    expect(setCookie).toMatch(/^quiz_guest_answers=[^;]+;/)
    expect(setCookie).toMatch(/HttpOnly/i)
    const cookie = setCookie.split(";")[0]!
    expect((await answers({ quiz_id: "sec-guest-2" }, { cookie })).status).toBe(200)
    // The cookie names only that quiz, and cannot be written by hand.
    expect((await answers({ quiz_id: "sec-graded-3" }, { cookie })).status).toBe(403)
    const [name, value] = cookie.split("=") as [string, string]
    const [payload, mac] = value.split(".") as [string, string]
    const forged = Buffer.from(JSON.stringify(["sec-graded-3"])).toString("base64url")
    expect((await answers({ quiz_id: "sec-graded-3" }, { cookie: `${name}=${forged}.${mac}` })).status).toBe(403)
    expect(payload).not.toBe(forged)
  })
})
