// Questions that improve from play, through the real HTTP stack: the questions play flags for
// the admins' review (a key the strongest players doubt, a share correct far off the level) with
// their evidence, any question's figures, and a correction that starts them afresh. Twenty
// players' attempts are stored as the grading command stores them (test/support/question-plays.ts);
// one is played over HTTP.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"
import { PLAYERS, playQuestion, storePlay, storeQuiz, storeWarmUp } from "#test/support/question-plays.ts"

import type { TestServer } from "../support/test-server.ts"
import { register, SERVER_ENV, signInAdmin } from "./quiz-fixtures.ts"
import { call, serverModes } from "./servers.ts"

describe.each(serverModes)("question statistics on $name", (mode) => {
  let server: TestServer
  let admin: Awaited<ReturnType<typeof signInAdmin>>
  let player: Awaited<ReturnType<typeof register>>

  const flagged = (headers: Record<string, string>) => call(server, "GET", "/api/quiz/admin/question_stats", { headers })
  const figures = (questionId: string, headers: Record<string, string>) => call(server, "GET", `/api/quiz/admin/question_stats/${questionId}`, { headers })

  beforeAll(async () => {
    server = await mode.start(SERVER_ENV)
    const deps = server.platform
    await storeQuiz(deps, "odd", 1, "elementary", "Odd bees")
    await storeQuiz(deps, "hard", 1, "university", "Hard soil")
    await storeQuiz(deps, "easy", 1, "high_school", "Easy hens")
    await storeQuiz(deps, "fine", 1)
    admin = await signInAdmin(server)
    player = await register(server, "statsplayer")
    // p00–p04 are the strongest quarter, p15–p19 the weakest.
    await storeWarmUp(deps)
    for (const [p, userId] of PLAYERS.entries()) {
      // The strongest pick C over the key B.
      await storePlay(deps, userId, "odd", "elementary", [p < 5 ? "C" : "B"])
      // Three in twenty get it: too hard even for university.
      await storePlay(deps, userId, "hard", "university", [p < 3 ? "B" : p < 5 ? "C" : "A"])
      await storePlay(deps, userId, "easy", "high_school", ["B"])
      await storePlay(deps, userId, "fine", "elementary", ["B"])
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
    const mine = answer.body as { question: { id: string } }[]
    // The doubted key first; then by how often answered, and by id. The warm-up and "fine" are as expected.
    expect(mine.map((f) => f.question.id)).toEqual(["odd-q1", "easy-q1", "hard-q1"])
    expect(mine[0]).toMatchObject({
      quiz_id: "odd",
      topic: "Odd bees",
      level: "elementary",
      question: playQuestion("odd", 1),
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
      kept: null,
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

  it("lets an admin keep a flagged question as it is, until twice as many players have answered it", async () => {
    const keep = (questionId: string, headers: Record<string, string>) => call(server, "POST", `/api/quiz/admin/question_stats/${questionId}/keep`, { headers })
    expect((await keep("hard-q1", player.headers)).status).toBe(403)
    expect((await keep("no-such-question", admin.headers)).status).toBe(404)
    const kept = await keep("hard-q1", admin.headers)
    expect(kept.status).toBe(200)
    expect(kept.body).toEqual({ message: Messages.questionKept })
    const listed = async () => ((await flagged(admin.headers)).body as { question: { id: string } }[]).map((f) => f.question.id)
    expect(await listed()).not.toContain("hard-q1")
    expect((await figures("hard-q1", admin.headers)).body).toMatchObject({ answered: 20, kept: { by: "admin", answered: 20, at: expect.any(String) } })
    // Nineteen more answers, still wrong, are not yet twice as many; the twentieth is.
    for (let n = 0; n < 20; n++) {
      await storePlay(server.platform, `late${n}`, "hard", "university", ["A"])
      if (n === 18) expect(await listed()).not.toContain("hard-q1")
    }
    expect(await listed()).toContain("hard-q1")
  })

  it("starts the figures afresh when an admin corrects the key, which takes it off the list", async () => {
    const edit = await call(server, "PUT", "/api/quiz/admin/question_feedback", {
      headers: admin.headers,
      body: { ...playQuestion("odd", 1), correct_answer: "C" },
    })
    expect(edit.status).toBe(200)
    expect((await figures("odd-q1", admin.headers)).body).toMatchObject({ answered: 0, correct: 0, strongest: { answered: 0 } })
    const ids = ((await flagged(admin.headers)).body as { question: { id: string } }[]).map((f) => f.question.id)
    expect(ids).not.toContain("odd-q1")
    expect(ids).toContain("hard-q1")
  })
})
