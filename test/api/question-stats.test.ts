// Questions that improve from play, through the real HTTP stack: the questions play flags for
// the admins' review (a key the strongest players doubt, a share correct far off the level) with
// their evidence, any question's figures, and a correction that starts them afresh. Twenty
// players' attempts are stored as the grading command stores them; one is played over HTTP.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { toNewEvent } from "#engine/command.ts"
import type { Level } from "#engine/quiz/types.ts"
import { attemptStream } from "#engine/quiz-play/attempt.ts"
import type { QuizAttemptEvent } from "#schemas/events/quiz-attempt.ts"

import type { TestServer } from "../support/test-server.ts"
import { addQuiz, fixtureQuestion, register, SERVER_ENV, signInAdmin } from "./quiz-fixtures.ts"
import { call, serverModes } from "./servers.ts"

const PLAYERS = Array.from({ length: 20 }, (_, p) => `p${String(p).padStart(2, "0")}`)

describe.each(serverModes)("question statistics on $name", (mode) => {
  let server: TestServer
  let admin: Awaited<ReturnType<typeof signInAdmin>>
  let player: Awaited<ReturnType<typeof register>>

  /** Stores a fun attempt at a fixture quiz (options A–D, key B): `given` per question number. */
  const played = async (userId: string, quizId: string, level: Level, given: readonly string[]) => {
    const results = given.map((answer, i) => ({ ...fixtureQuestion(quizId, i + 1), given: answer, is_correct: answer === "B" }))
    const event: QuizAttemptEvent = {
      type: "QuizAttemptCompleted",
      userId,
      quizId,
      topic: "Goats",
      level,
      graded: false,
      challenged: false,
      late: false,
      givenAnswers: Object.fromEntries(results.map((r) => [r.id, r.given])),
      numberCorrect: results.filter((r) => r.is_correct).length,
      numberQuestions: results.length,
      results,
      startedAt: null,
      at: new Date().toISOString(),
    }
    const { position } = await server.platform.store.append(attemptStream(userId, quizId), [toNewEvent(event)], "any")
    await server.platform.projector.waitFor(position)
  }

  const flagged = (headers: Record<string, string>) => call(server, "GET", "/api/quiz/admin/question_stats", { headers })
  const figures = (questionId: string, headers: Record<string, string>) => call(server, "GET", `/api/quiz/admin/question_stats/${questionId}`, { headers })

  beforeAll(async () => {
    server = await mode.start(SERVER_ENV)
    await addQuiz(server, "warm", 20)
    await addQuiz(server, "odd", 1, "elementary", "Odd bees")
    await addQuiz(server, "hard", 1, "university", "Hard soil")
    await addQuiz(server, "easy", 1, "high_school", "Easy hens")
    await addQuiz(server, "fine", 1)
    admin = await signInAdmin(server)
    player = await register(server, "statsplayer")
    // p00 gets all twenty warm-up questions right, p01 eighteen, …, p10 and after none: p00–p04 are the strongest quarter.
    for (const [p, userId] of PLAYERS.entries()) {
      await played(
        userId,
        "warm",
        "elementary",
        Array.from({ length: 20 }, (_, i) => (i < 20 - 2 * p ? "B" : "A")),
      )
      // The strongest pick C over the key B.
      await played(userId, "odd", "elementary", [p < 5 ? "C" : "B"])
      // Three in twenty get it: too hard even for university.
      await played(userId, "hard", "university", [p < 3 ? "B" : p < 5 ? "C" : "A"])
      await played(userId, "easy", "high_school", ["B"])
      await played(userId, "fine", "elementary", ["B"])
    }
  })
  afterAll(() => server?.dispose())

  it("lets only admins see play's figures: 401 without a token, 403 for players, 404 for an unknown question", async () => {
    expect((await flagged({})).status).toBe(401)
    expect((await flagged(player.headers)).status).toBe(403)
    expect((await figures("odd-q1", player.headers)).status).toBe(403)
    expect((await figures("no-such-question", admin.headers)).status).toBe(404)
  })

  it("flags a key the strongest players doubt and questions far off their level, with the evidence", async () => {
    const answer = await flagged(admin.headers)
    expect(answer.status).toBe(200)
    const mine = (answer.body as { question: { id: string } }[]).filter((f) => ["odd-q1", "hard-q1", "easy-q1", "fine-q1"].includes(f.question.id))
    // The doubted key first; then by how often answered, and by id.
    expect(mine.map((f) => f.question.id)).toEqual(["odd-q1", "easy-q1", "hard-q1"])
    expect(mine[0]).toMatchObject({
      quiz_id: "odd",
      topic: "Odd bees",
      level: "elementary",
      question: fixtureQuestion("odd", 1),
      figures: { answered: 20, correct: 15 },
      flags: [{ kind: "key", option: "C", picks: 5, key_picks: 0, strong_answers: 5 }],
    })
    expect(mine[1]).toMatchObject({ flags: [{ kind: "level", direction: "too_easy", share: 1, low: 0.4, high: 0.95 }] })
    expect(mine[2]).toMatchObject({ flags: [{ kind: "level", direction: "too_hard", share: 0.15, low: 0.2, high: 0.85 }] })
  })

  it("gives any question's figures: answers, share correct, each option's picks, the strongest and weakest quarter", async () => {
    const odd = await figures("odd-q1", admin.headers)
    expect(odd.status).toBe(200)
    expect(odd.body).toEqual({
      question_id: "odd-q1",
      answered: 20,
      correct: 15,
      strongest: { answered: 5, correct: 0 },
      weakest: { answered: 5, correct: 5 },
      options: [
        { option: "A", is_key: false, picks: 0, strongest: 0, weakest: 0 },
        { option: "B", is_key: true, picks: 15, strongest: 0, weakest: 5 },
        { option: "C", is_key: false, picks: 5, strongest: 5, weakest: 0 },
        { option: "D", is_key: false, picks: 0, strongest: 0, weakest: 0 },
      ],
    })
    // A player's attempt over HTTP counts once; their replay does not.
    const grade = () =>
      call(server, "PUT", "/api/quiz/profile/grade_quiz", {
        headers: player.headers,
        body: { user_id: player.id, quiz_id: "fine", givenAnswers: { "fine-q1": "D" }, graded: false, challenged: false },
      })
    expect((await grade()).status).toBe(200)
    expect((await grade()).status).toBe(200)
    expect((await figures("fine-q1", admin.headers)).body).toMatchObject({ answered: 21, correct: 20 })
  })

  it("starts the figures afresh when an admin corrects the key, which takes it off the list", async () => {
    const edit = await call(server, "PUT", "/api/quiz/admin/question_feedback", {
      headers: admin.headers,
      body: { ...fixtureQuestion("odd", 1), correct_answer: "C" },
    })
    expect(edit.status).toBe(200)
    expect((await figures("odd-q1", admin.headers)).body).toMatchObject({ answered: 0, correct: 0, strongest: { answered: 0 } })
    const ids = ((await flagged(admin.headers)).body as { question: { id: string } }[]).map((f) => f.question.id)
    expect(ids).not.toContain("odd-q1")
    expect(ids).toContain("hard-q1")
  })
})
