// Taking quizzes through the real HTTP stack: recorded starts, hidden answers, server
// grading, one graded attempt, the late policy and the scoreboard.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"

import { quizClock } from "#api/features/quiz-play/clock.ts"
import { Remarks } from "#engine/quiz/remarks.ts"
import { GRACE_MS } from "#engine/quiz-play/late-policy.ts"
import * as Messages from "#schemas/messages.ts"
import { storedHead } from "#test/support/stored-head.ts"

import type { TestServer } from "../support/test-server.ts"
import { addQuiz, hasAnswers, register, SERVER_ENV, signInAdmin } from "./quiz-fixtures.ts"
import { call, serverModes } from "./servers.ts"

describe.each(serverModes)("quiz play on $name", (mode) => {
  let server: TestServer
  beforeAll(async () => {
    server = await mode.start(SERVER_ENV)
    await addQuiz(server, "goats-4", 4, "elementary", "Goats")
    await addQuiz(server, "bees-5", 5, "honors", "Bees")
    await addQuiz(server, "hens-1", 1, "university", "Hens")
    await addQuiz(server, "fun-2", 2, "high_school", "Fun")
    await addQuiz(server, "late-2", 2, "elementary", "Late")
    await addQuiz(server, "grace-1", 1, "elementary", "Grace")
  })
  afterAll(() => server?.dispose())
  afterEach(() => {
    quizClock.now = () => new Date()
  })

  const start = (headers: Record<string, string>, body: unknown) => call(server, "PUT", "/api/quiz/profile/start_quiz", { headers, body })
  const grade = (headers: Record<string, string>, body: unknown) => call(server, "PUT", "/api/quiz/profile/grade_quiz", { headers, body })
  const answers = (quizId: string, headers: Record<string, string> = {}) => call(server, "POST", "/api/quiz/answers", { headers, body: { quiz_id: quizId } })
  const totals = (headers: Record<string, string>) => call(server, "GET", "/api/quiz/profile/scoreboard/totals", { headers })
  const all = (quizId: string) => Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`${quizId}-q${i + 1}`, "B"]))

  it("records a graded start once, with a deadline of 40 s per question, never sending answers", async () => {
    const player = await register(server, "starter_p")
    const first = await start(player.headers, { quiz_id: "goats-4", graded: true })
    expect(first.status).toBe(200)
    expect(first.body).toEqual({ quiz_id: "goats-4", graded: true, started_at: expect.any(String), deadline: expect.any(String) })
    expect(Date.parse(first.body.deadline) - Date.parse(first.body.started_at)).toBe(4 * 40_000)
    expect(hasAnswers(first.body)).toBe(false)
    await new Promise((r) => setTimeout(r, 20))
    const again = await start(player.headers, { quiz_id: "goats-4", graded: true })
    expect(again.body).toEqual(first.body)
    expect((await start({}, { quiz_id: "goats-4", graded: true })).status).toBe(401)
    expect((await start(player.headers, { quiz_id: "nope", graded: true })).status).toBe(404)
  })

  it("hides the answers until the caller's own attempt is submitted, and during a graded one", async () => {
    const player = await register(server, "peeker")
    const notYet = await answers("bees-5", player.headers)
    expect(notYet.status).toBe(403)
    expect(notYet.body).toEqual({ message: Messages.answersAfterSubmitting, code: "NOT_SUBMITTED" })
    await start(player.headers, { quiz_id: "bees-5", graded: true })
    const locked = await answers("bees-5", player.headers)
    expect(locked.status).toBe(403)
    expect(locked.body).toMatchObject({ message: Messages.answersLocked })
    // Without the token the caller is a guest who has submitted nothing.
    expect((await answers("bees-5")).status).toBe(403)
    // A fun start is refused while the graded one runs.
    const fun = await start(player.headers, { quiz_id: "bees-5", graded: false })
    expect(fun.status).toBe(409)
    expect(fun.body).toMatchObject({ message: Messages.finishGradedFirst })
    // So is a fun submission, whose answer would carry the correct answers.
    const before = await storedHead(server)
    const funGrade = await grade(player.headers, { user_id: player.id, quiz_id: "bees-5", givenAnswers: {}, graded: false, challenged: false })
    expect(funGrade.status).toBe(409)
    expect(funGrade.body).toEqual({ message: Messages.finishGradedFirst, code: "GRADED_RUNNING" })
    expect(await storedHead(server)).toBe(before)
    await grade(player.headers, { user_id: player.id, quiz_id: "bees-5", givenAnswers: {}, graded: true, challenged: false })
    const shown = await answers("bees-5", player.headers)
    expect(shown.status).toBe(200)
    expect(shown.body.questions).toHaveLength(5)
    expect(shown.body.questions[0]).toEqual({ id: "bees-5-q1", correct_answer: "B", explanation: "B is right for question 1." })
    // Admins see them always.
    expect((await answers("bees-5", (await signInAdmin(server)).headers)).status).toBe(200)
  })

  it("grades only what matches the stored quiz, whatever the client claims", async () => {
    const player = await register(server, "cheater")
    await start(player.headers, { quiz_id: "bees-5", graded: true })
    const answer = await grade(player.headers, {
      user_id: player.id,
      quiz_id: "bees-5",
      givenAnswers: { "bees-5-q1": "B", "bees-5-q2": " B ", "bees-5-q3": "A", "bees-5-q4": null, "other-quiz-q1": "B", constructor: "B" },
      answers: [
        { id: "bees-5-q3", correct_answer: "A" },
        { id: "bees-5-q4", correct_answer: "" },
      ],
      number_correct: 5,
      percent_score: 100,
      graded: true,
      challenged: false,
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      message: Messages.quizCompleted,
      graded: true,
      number_correct: 2,
      number_questions: 5,
      percent_score: 40,
      remark: Remarks.tookIt,
      late: false,
    })
    expect(answer.body.questions[2]).toMatchObject({ id: "bees-5-q3", given: "A", correct_answer: "B", is_correct: false })
    expect(answer.body.questions[3]).toMatchObject({ id: "bees-5-q4", given: null, is_correct: false })
  })

  it("takes one graded attempt per player and quiz", async () => {
    const player = await register(server, "twice")
    await start(player.headers, { quiz_id: "goats-4", graded: true })
    const body = { user_id: player.id, quiz_id: "goats-4", givenAnswers: all("goats-4"), graded: true, challenged: false }
    const first = await grade(player.headers, body)
    expect(first.body).toMatchObject({ number_correct: 4, percent_score: 100, remark: Messages.perfectQuiz })
    const before = await storedHead(server)
    const second = await grade(player.headers, body)
    expect(second.status).toBe(409)
    expect(second.body).toMatchObject({ message: Messages.alreadyGraded })
    const restart = await start(player.headers, { quiz_id: "goats-4", graded: true })
    expect(restart.status).toBe(409)
    expect(await storedHead(server)).toBe(before)
    // Fun is still allowed afterwards.
    expect((await start(player.headers, { quiz_id: "goats-4", graded: false })).status).toBe(200)
  })

  it("refuses grading without a recorded start, another player's submission, and bad input", async () => {
    const player = await register(server, "nostart")
    const before = await storedHead(server)
    const answer = await grade(player.headers, { user_id: player.id, quiz_id: "hens-1", givenAnswers: {}, graded: true, challenged: false })
    expect(answer.status).toBe(409)
    expect(answer.body).toMatchObject({ message: Messages.startBeforeGrading })
    const other = await grade(player.headers, { user_id: "someone-else", quiz_id: "hens-1", givenAnswers: {}, graded: false, challenged: false })
    expect(other.status).toBe(403)
    expect((await grade(player.headers, { quiz_id: "hens-1", givenAnswers: "B", graded: true })).status).toBe(400)
    expect((await grade(player.headers, { quiz_id: "", graded: true })).status).toBe(400)
    expect((await grade(player.headers, "{not json")).status).toBe(400)
    expect((await grade({}, { quiz_id: "hens-1", graded: false })).status).toBe(401)
    expect(await storedHead(server)).toBe(before)
  })

  it("refuses a graded start after playing the quiz for fun", async () => {
    const player = await register(server, "practiser")
    expect((await start(player.headers, { quiz_id: "hens-1", graded: false })).status).toBe(200)
    const graded = await start(player.headers, { quiz_id: "hens-1", graded: true })
    expect(graded.status).toBe(409)
    expect(graded.body).toMatchObject({ message: Messages.gradedAfterPractice })
  })

  it("grades normally within the grace after the deadline", async () => {
    const player = await register(server, "just_in_time")
    const started = await start(player.headers, { quiz_id: "grace-1", graded: true })
    const deadline = Date.parse(started.body.deadline)
    quizClock.now = () => new Date(deadline + GRACE_MS - 1000)
    const answer = await grade(player.headers, { user_id: player.id, quiz_id: "grace-1", givenAnswers: { "grace-1-q1": "B" }, graded: true, challenged: false })
    expect(answer.body).toMatchObject({ late: false, number_correct: 1 })
  })

  it("records a submission later than the grace as late with 0 correct, and then reveals the answers", async () => {
    const player = await register(server, "latecomer")
    const started = await start(player.headers, { quiz_id: "late-2", graded: true })
    const deadline = Date.parse(started.body.deadline)
    quizClock.now = () => new Date(deadline + GRACE_MS + 1000)
    // Time is up, but nothing was submitted: the answers stay hidden until it is.
    expect((await answers("late-2", player.headers)).status).toBe(403)
    const answer = await grade(player.headers, { user_id: player.id, quiz_id: "late-2", givenAnswers: all("late-2"), graded: true, challenged: false })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ late: true, number_correct: 0, number_questions: 2, percent_score: 0 })
    expect((await answers("late-2", player.headers)).status).toBe(200)
    const board = await totals(player.headers)
    expect(board.body.completed_quizzes.graded[0]).toMatchObject({ quiz_id: "late-2", number_correct: 0, number_questions: 2 })
    const detail = await call(server, "GET", "/api/quiz/profile/scoreboard/completed/late-2", { headers: player.headers })
    expect(detail.body).toMatchObject({ late: true, number_correct: 0, graded: true })
  })

  it("keeps fun completions in the fun list without touching the totals; the scoreboard adds up", async () => {
    const player = await register(server, "scorer")
    // Graded: goats 3/4 (elementary), bees 5/5 (honors), hens 0/1 (university).
    await start(player.headers, { quiz_id: "goats-4", graded: true })
    await grade(player.headers, { quiz_id: "goats-4", givenAnswers: { ...all("goats-4"), "goats-4-q4": "C" }, graded: true, challenged: false })
    await start(player.headers, { quiz_id: "bees-5", graded: true, challenged: true })
    await grade(player.headers, { quiz_id: "bees-5", givenAnswers: all("bees-5"), graded: true, challenged: false })
    await start(player.headers, { quiz_id: "hens-1", graded: true })
    await grade(player.headers, { quiz_id: "hens-1", givenAnswers: { "hens-1-q1": "A" }, graded: true, challenged: false })
    // Fun, twice: lists only.
    for (let i = 0; i < 2; i++) {
      const fun = await grade(player.headers, { quiz_id: "fun-2", givenAnswers: all("fun-2"), graded: false, challenged: false })
      expect(fun.body).toMatchObject({ graded: false, number_correct: 2, late: false })
    }
    const board = await totals(player.headers)
    expect(board.status).toBe(200)
    expect(board.body).toMatchObject({
      total_correct: 8,
      total_questions: 10,
      percent_score: 80,
      score_by_level: [
        { level: "elementary", total_correct: 3, total_questions: 4, percent_score: 75 },
        { level: "honors", total_correct: 5, total_questions: 5, percent_score: 100 },
        { level: "university", total_correct: 0, total_questions: 1, percent_score: 0 },
      ],
    })
    expect(board.body.completed_quizzes.graded.map((q: { quiz_id: string }) => q.quiz_id)).toEqual(["hens-1", "bees-5", "goats-4"])
    expect(board.body.completed_quizzes.graded[2]).toEqual({
      quiz_id: "goats-4",
      topic: "Goats",
      level: "elementary",
      date_completed: expect.any(String),
      number_correct: 3,
      number_questions: 4,
      percent_score: 75,
    })
    expect(board.body.completed_quizzes.fun).toHaveLength(2)
    expect(board.body.completed_quizzes.fun[0]).toMatchObject({ quiz_id: "fun-2", percent_score: 100 })

    const detail = await call(server, "GET", "/api/quiz/profile/scoreboard/completed/bees-5", { headers: player.headers })
    expect(detail.status).toBe(200)
    expect(detail.body).toMatchObject({ quiz_id: "bees-5", graded: true, challenged: true, late: false, number_correct: 5, remark: Messages.perfectQuiz })
    expect(detail.body.questions[0]).toEqual({
      id: "bees-5-q1",
      question: "Question 1 of bees-5?",
      options: ["A", "B", "C", "D"],
      given: "B",
      correct_answer: "B",
      explanation: "B is right for question 1.",
      is_correct: true,
    })
    expect((await call(server, "GET", "/api/quiz/profile/scoreboard/completed/late-2", { headers: player.headers })).status).toBe(404)
    expect((await call(server, "GET", "/api/quiz/profile/scoreboard/totals")).status).toBe(401)
  })

  it("rounds percentages to two decimals", async () => {
    const player = await register(server, "thirds")
    await addQuiz(server, `thirds-3-${mode.name}`, 3)
    const id = `thirds-3-${mode.name}`
    await start(player.headers, { quiz_id: id, graded: true })
    const answer = await grade(player.headers, { quiz_id: id, givenAnswers: { [`${id}-q1`]: "B", [`${id}-q2`]: "B" }, graded: true, challenged: false })
    expect(answer.body.percent_score).toBe(66.67)
    expect((await totals(player.headers)).body).toMatchObject({ percent_score: 66.67, score_by_level: [{ level: "elementary", percent_score: 66.67 }] })
  })
})
