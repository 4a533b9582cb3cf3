// Question reports, admin question edits with their history, and the admin's password
// update, through the real HTTP stack.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"
import { storedHead } from "#test/support/stored-head.ts"

import type { TestServer } from "../support/test-server.ts"
import { addQuiz, fixtureQuestion, register, SERVER_ENV, signInAdmin } from "./quiz-fixtures.ts"
import { call, serverModes } from "./servers.ts"

describe.each(serverModes)("question reports and quiz admin on $name", (mode) => {
  let server: TestServer
  let admin: Awaited<ReturnType<typeof signInAdmin>>
  let player: Awaited<ReturnType<typeof register>>
  beforeAll(async () => {
    server = await mode.start(SERVER_ENV)
    await addQuiz(server, "chickens-3", 3, "high_school", "Backyard chickens")
    admin = await signInAdmin(server)
    player = await register(server, "reporter")
  })
  afterAll(() => server?.dispose())

  const report = (body: unknown, headers: Record<string, string> = {}) => call(server, "POST", "/api/quiz/admin/question_feedback", { body, headers })
  const reports = (headers: Record<string, string>) => call(server, "GET", "/api/quiz/admin/question_feedback", { headers })
  const edit = (body: unknown, headers: Record<string, string>) => call(server, "PUT", "/api/quiz/admin/question_feedback", { body, headers })

  it("refuses a guest report without a name or any report without an explanation, writing nothing", async () => {
    const before = await storedHead(server)
    const noName = await report({ question_id: "chickens-3-q1", report: "Wrong answer" })
    expect(noName.status).toBe(400)
    expect(noName.body).toEqual({ message: Messages.reportNameRequired })
    const blankName = await report({ question_id: "chickens-3-q1", user: "   ", report: "Wrong answer" })
    expect(blankName.body).toEqual({ message: Messages.reportNameRequired })
    const noReport = await report({ question_id: "chickens-3-q1", user: "Guest" })
    expect(noReport.status).toBe(400)
    expect(noReport.body).toEqual({ message: Messages.reportExplanationRequired })
    const signedInBlank = await report({ question_id: "chickens-3-q1", report: "  " }, player.headers)
    expect(signedInBlank.body).toEqual({ message: Messages.reportExplanationRequired })
    const unknown = await report({ question_id: "no-such-question", user: "Guest", report: "?" })
    expect(unknown.status).toBe(404)
    expect((await report({ user: "Guest", report: "?" })).status).toBe(400)
    // An option id must name one of the question's options.
    for (const option_id of ["o4", "o9", "b", ""]) {
      const bad = await report({ question_id: "chickens-3-q1", user: "Guest", report: "?", option_id })
      expect(bad.status).toBe(400)
      if (option_id.startsWith("o")) expect(bad.body).toEqual({ message: Messages.reportOptionUnknown })
    }
    expect(await storedHead(server)).toBe(before)
  })

  it("takes reports from named guests and signed-in players and shows them to admins", async () => {
    // Gail names the option by its id (its slot in the question), not by the letter her screen showed.
    expect((await report({ question_id: "chickens-3-q1", user: " Guest Gail ", report: "B is wrong", option_id: "o1" })).body).toEqual({
      message: Messages.reportReceived,
    })
    await new Promise((r) => setTimeout(r, 5))
    expect((await report({ question_id: "chickens-3-q2", report: "Typo" }, player.headers)).status).toBe(200)
    const lists = await reports(admin.headers)
    expect(lists.status).toBe(200)
    expect(lists.body.resolved).toEqual([])
    expect(lists.body.unresolved).toHaveLength(2)
    expect(lists.body.unresolved[1]).toEqual({
      report_id: expect.any(String),
      question_id: "chickens-3-q1",
      quiz_id: "chickens-3",
      report: "B is wrong",
      created_at: expect.any(String),
      formatted_topic: "Backyard chickens (high school)",
      topic: "Backyard chickens",
      level: "high_school",
      reported_by: "Guest Gail",
      reviewed_by: null,
      reviewed_at: null,
      question: fixtureQuestion("chickens-3", 1),
      option: { id: "o1", text: "B" },
    })
    expect(lists.body.unresolved[0]).toMatchObject({ question_id: "chickens-3-q2", reported_by: "reporter", option: null })
  })

  it("lets only admins review: 401 without a token, 403 for players", async () => {
    const calls: [string, string, unknown?][] = [
      ["GET", "/api/quiz/admin/question_feedback"],
      ["PUT", "/api/quiz/admin/question_feedback", { id: "chickens-3-q1", question: "Q?", options: ["A", "B"], correct_answer: "A", explanation: "E" }],
      ["GET", "/api/quiz/admin/question_history/chickens-3-q1"],
      ["PUT", "/api/quiz/admin/update_user_password", { username: "reporter", password: "new-password-1" }],
    ]
    const before = await storedHead(server)
    for (const [method, path, body] of calls) {
      expect((await call(server, method, path, { body })).status, `${method} ${path}`).toBe(401)
      const forbidden = await call(server, method, path, { body, headers: player.headers })
      expect(forbidden.status, `${method} ${path}`).toBe(403)
      expect(forbidden.body).toMatchObject({ message: Messages.notQuizAdmin })
    }
    expect(await storedHead(server)).toBe(before)
  })

  it("refuses a correct answer that is not an option, changing nothing", async () => {
    const before = await storedHead(server)
    const answer = await edit(
      { id: "chickens-3-q1", question: "Which?", options: ["A", "B", "C"], correct_answer: "Z", explanation: "Because." },
      admin.headers,
    )
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({ message: Messages.correctAnswerInOptions })
    expect(await storedHead(server)).toBe(before)
    expect((await reports(admin.headers)).body.unresolved).toHaveLength(2)
  })

  it("updates a question, resolves its reports, and keeps the history", async () => {
    const open = (await reports(admin.headers)).body.unresolved
    const first = open.find((r: { question_id: string }) => r.question_id === "chickens-3-q1")
    const second = open.find((r: { question_id: string }) => r.question_id === "chickens-3-q2")
    const updated = { id: "chickens-3-q1", question: "Which is right?", options: ["A", "B", "C", "D"], correct_answer: "C", explanation: "C, after review." }
    // A report about another question is neither resolved nor used to edit this one.
    const before = await storedHead(server)
    const mismatched = await edit({ ...updated, report_id: second.report_id }, admin.headers)
    expect(mismatched.status).toBe(400)
    expect(mismatched.body).toEqual({ message: Messages.reportOtherQuestion })
    expect((await edit({ ...updated, report_id: "no-such-report" }, admin.headers)).status).toBe(404)
    expect(await storedHead(server)).toBe(before)
    const answer = await edit({ ...updated, report_id: first.report_id }, admin.headers)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ message: Messages.questionUpdated, question: updated })

    const lists = (await reports(admin.headers)).body
    expect(lists.unresolved.map((r: { question_id: string }) => r.question_id)).toEqual(["chickens-3-q2"])
    expect(lists.resolved).toHaveLength(1)
    expect(lists.resolved[0]).toMatchObject({ report_id: first.report_id, reviewed_by: "admin", reviewed_at: expect.any(String), question: updated })

    // Players see the new question, grading uses the new answer.
    const quiz = await call(server, "GET", "/api/quiz/id/chickens-3")
    expect(quiz.body.questions[0]).toEqual({ id: "chickens-3-q1", question: "Which is right?", options: ["A", "B", "C", "D"] })
    const revealed = await call(server, "POST", "/api/quiz/answers", { headers: admin.headers, body: { quiz_id: "chickens-3" } })
    expect(revealed.body.questions[0]).toMatchObject({ correct_answer: "C" })

    // A second edit without report_id resolves every open report on that question.
    await edit({ id: "chickens-3-q2", question: "Second?", options: ["A", "B"], correct_answer: "A", explanation: "A." }, admin.headers)
    await edit(
      { id: "chickens-3-q1", question: "Which is right now?", options: ["A", "B", "C", "D"], correct_answer: "C", explanation: "C, after review." },
      admin.headers,
    )
    expect((await reports(admin.headers)).body.unresolved).toEqual([])

    const history = await call(server, "GET", "/api/quiz/admin/question_history/chickens-3-q1", { headers: admin.headers })
    expect(history.status).toBe(200)
    expect(history.body).toEqual([
      { at: expect.any(String), by: "admin", before: fixtureQuestion("chickens-3", 1), after: updated },
      { at: expect.any(String), by: "admin", before: updated, after: { ...updated, question: "Which is right now?" } },
    ])
    expect((await call(server, "GET", "/api/quiz/admin/question_history/chickens-3-q3", { headers: admin.headers })).body).toEqual([])
    expect((await call(server, "GET", "/api/quiz/admin/question_history/nope", { headers: admin.headers })).status).toBe(404)
  })

  it("lets an admin set a player's password, so the player signs in with the new one", async () => {
    const answer = await call(server, "PUT", "/api/quiz/admin/update_user_password", {
      headers: admin.headers,
      body: { username: "REPORTER", password: "brand-new-pass-1", email: "rep@example.com" },
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ message: Messages.userInfoUpdated("reporter") })
    expect((await call(server, "POST", "/api/quiz/login", { body: { username: "reporter", password: "reporter-password" } })).status).toBe(401)
    const login = await call(server, "POST", "/api/quiz/login", { body: { username: "reporter", password: "brand-new-pass-1" } })
    expect(login.status).toBe(200)
    expect(login.body).toMatchObject({ username: "reporter", email: "rep@example.com" })

    const unknown = await call(server, "PUT", "/api/quiz/admin/update_user_password", {
      headers: admin.headers,
      body: { username: "ghost", password: "whatever-1" },
    })
    expect(unknown.status).toBe(404)
    expect(unknown.body).toMatchObject({ message: Messages.quizUserNotFound })
    const short = await call(server, "PUT", "/api/quiz/admin/update_user_password", {
      headers: admin.headers,
      body: { username: "reporter", password: "short" },
    })
    expect(short.status).toBe(400)
    expect(short.body.message).toContain(Messages.passwordTooShort)
  })
})
