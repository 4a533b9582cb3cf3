// While anyone's graded attempt at a quiz runs, no request but an admin's gets the quiz's key
// or anything worked out from it: not a guest without a token (`givenAnswers: {}` used to
// answer every correct answer), not a guest cookie from an earlier submission, not another
// account's earlier completion, fun attempt or graded attempt, and no score a script could
// try answers against. Each result is kept, and its details are shown once the lock lifts.
// Against the real server, on PGlite and PostgreSQL.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"

import { quizClock } from "#api/features/quiz-play/clock.ts"
import { GRACE_MS } from "#engine/quiz-play/late-policy.ts"
import * as Messages from "#schemas/messages.ts"

import { addQuiz, register, SERVER_ENV, signInAdmin } from "../api/quiz-fixtures.ts"
import { call, serverModes } from "../api/servers.ts"
import type { TestServer } from "../support/test-server.ts"

/** Anything that names or marks the key. */
const leaks = (body: unknown): boolean => /correct_answer|explanation|is_correct|B is right/.test(JSON.stringify(body ?? null))

describe.each(serverModes)("a running graded attempt's key ($name)", (mode) => {
  let server: TestServer
  beforeAll(async () => {
    server = await mode.start(SERVER_ENV)
    await addQuiz(server, "lock-4", 4)
    await addQuiz(server, "lapse-2", 2)
  }, 60_000)
  afterAll(() => server?.dispose())
  afterEach(() => {
    quizClock.now = () => new Date()
  })

  const answers = (quizId: string, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    call(server, "POST", "/api/quiz/answers", { headers, body: { quiz_id: quizId, ...body } })
  const start = (headers: Record<string, string>, quizId: string) =>
    call(server, "PUT", "/api/quiz/profile/start_quiz", { headers, body: { quiz_id: quizId, graded: true } })
  const grade = (headers: Record<string, string>, quizId: string, graded: boolean, givenAnswers: Record<string, string>) =>
    call(server, "PUT", "/api/quiz/profile/grade_quiz", { headers, body: { quiz_id: quizId, givenAnswers, graded } })
  const detail = (headers: Record<string, string>, quizId: string) => call(server, "GET", `/api/quiz/profile/scoreboard/completed/${quizId}`, { headers })
  const funCount = async (headers: Record<string, string>) =>
    (await call(server, "GET", "/api/quiz/profile/scoreboard/totals", { headers })).body.completed_quizzes.fun.length as number
  const allB = (quizId: string, n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`${quizId}-q${i + 1}`, "B"]))
  const guess = (quizId: string, n: number, option: string) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`${quizId}-q${i + 1}`, option]))

  it("is given to nobody but admins, by any route, until the attempt is handed in", async () => {
    // Before anyone starts: a guest's fun attempt (remembered in its cookie) and a player's fun completion.
    const submitted = await answers("lock-4", { givenAnswers: {} })
    expect(submitted.status).toBe(200)
    const cookie = (submitted.headers.get("set-cookie") ?? "").split(";")[0]!
    const earlier = await register(server, "lock_earlier")
    expect((await grade(earlier.headers, "lock-4", false, {})).status).toBe(200)

    const taker = await register(server, "lock_taker")
    expect((await start(taker.headers, "lock-4")).status).toBe(200)

    const held = (body: unknown) =>
      expect(body).toMatchObject({ code: "ANSWERS_HELD", message: expect.stringMatching(/^Someone is taking this quiz for a grade/) })
    // A guest without a token, handing in a fun attempt or not, and a guest's cookie.
    for (const [body, headers] of [
      [{ givenAnswers: {} }, {}],
      [{ givenAnswers: { "lock-4-q1": "A" } }, {}],
      [{}, { cookie }],
      [{ givenAnswers: {} }, { cookie }],
    ] as const) {
      const refused = await answers("lock-4", body, headers)
      expect(refused.status).toBe(403)
      held(refused.body)
      expect(leaks(refused.body)).toBe(false)
      // Nothing was remembered for a later look either.
      expect(refused.headers.get("set-cookie")).toBeNull()
    }
    // The taker, with or without their token.
    expect((await answers("lock-4", { givenAnswers: {} }, taker.headers)).body).toEqual({ message: Messages.answersLocked, code: "ATTEMPT_RUNNING" })

    // Another account that completed it before: neither its answers nor its stored details.
    const looked = await answers("lock-4", {}, earlier.headers)
    expect(looked.status).toBe(403)
    held(looked.body)
    const stored = await detail(earlier.headers, "lock-4")
    expect(stored.status).toBe(200)
    expect(stored.body).toMatchObject({ number_questions: 4, questions: [], answers_held: { message: expect.stringMatching(/^Someone is taking/) } })
    expect(leaks(stored.body)).toBe(false)

    // Fun attempts can be repeated, so a score from them would give the key away by trial: refused, nothing kept.
    const trier = await register(server, "lock_trier")
    for (const option of ["A", "B", "C"]) {
      const fun = await grade(trier.headers, "lock-4", false, guess("lock-4", 4, option))
      expect(fun.status).toBe(409)
      expect(fun.body).toEqual({ code: "ANSWERS_HELD", message: expect.stringMatching(/^Someone is taking this quiz for a grade.*Your answers are kept/) })
    }
    expect(await funCount(trier.headers)).toBe(0)
    const earlierFun = await grade(earlier.headers, "lock-4", false, allB("lock-4", 4))
    expect(earlierFun.status).toBe(409)
    expect(leaks(earlierFun.body)).toBe(false)

    // Another account's graded attempt is kept and scored once, without per-question details.
    const second = await register(server, "lock_second")
    expect((await start(second.headers, "lock-4")).status).toBe(200)
    const secondResult = await grade(second.headers, "lock-4", true, { "lock-4-q1": "B", "lock-4-q2": "C" })
    expect(secondResult.status).toBe(200)
    expect(secondResult.body).toMatchObject({
      graded: true,
      number_correct: 1,
      number_questions: 4,
      questions: [],
      answers_held: { until: expect.any(String) },
    })
    expect(leaks(secondResult.body)).toBe(false)
    expect((await answers("lock-4", {}, second.headers)).status).toBe(403)
    expect(leaks((await detail(second.headers, "lock-4")).body)).toBe(false)

    // Admins aside.
    const admin = await signInAdmin(server)
    const adminLook = await answers("lock-4", {}, admin.headers)
    expect(adminLook.status).toBe(200)
    expect(adminLook.body.questions).toHaveLength(4)

    // The taker hands in: the last attempt running, so their own result comes with its details.
    const taken = await grade(taker.headers, "lock-4", true, allB("lock-4", 4))
    expect(taken.status).toBe(200)
    expect(taken.body.number_correct).toBe(4)
    expect(taken.body.questions).toHaveLength(4)
    expect(taken.body.answers_held).toBeUndefined()

    // The lock has lifted for everyone who may look.
    expect((await answers("lock-4", { givenAnswers: {} })).status).toBe(200)
    expect((await answers("lock-4", {}, { cookie })).status).toBe(200)
    expect((await answers("lock-4", {}, earlier.headers)).status).toBe(200)
    const secondDetail = await detail(second.headers, "lock-4")
    expect(secondDetail.body.questions).toHaveLength(4)
    expect(secondDetail.body.answers_held).toBeUndefined()
    expect((await grade(trier.headers, "lock-4", false, allB("lock-4", 4))).body.number_correct).toBe(4)
  })

  it("lifts when the running attempt's time and grace are up, handed in or not", async () => {
    const taker = await register(server, "lapse_taker")
    const started = await start(taker.headers, "lapse-2")
    const deadline = Date.parse(started.body.deadline)
    quizClock.now = () => new Date(deadline + GRACE_MS)
    const refused = await answers("lapse-2", { givenAnswers: {} })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toMatch(/in about 1 minute\./)
    quizClock.now = () => new Date(deadline + GRACE_MS + 1)
    expect((await answers("lapse-2", { givenAnswers: {} })).status).toBe(200)
  })
})
