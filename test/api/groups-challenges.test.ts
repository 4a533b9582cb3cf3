// Challenges over the real HTTP stack: members put an existing quiz to their group, the
// other members are challenged, and their graded completions are recorded with scores.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"

import type { TestServer } from "../support/test-server.ts"
import { addQuiz, register, SERVER_ENV } from "./quiz-fixtures.ts"
import { call, serverModes } from "./servers.ts"

type Player = Awaited<ReturnType<typeof register>>

describe.each(serverModes)("group challenges ($name)", (mode) => {
  let server: TestServer
  let boss: Player
  let ann: Player
  let bob: Player
  let eve: Player
  let groupId: string

  beforeAll(async () => {
    server = await mode.start(SERVER_ENV)
    ;[boss, ann, bob, eve] = (await Promise.all(["c_boss", "c_ann", "c_bob", "c_eve"].map((name) => register(server, name)))) as [
      Player,
      Player,
      Player,
      Player,
    ]
    const created = await call(server, "POST", "/api/quiz/group", { headers: boss.headers, body: { group_name: "Sourdough", invite_keys: 2 } })
    groupId = created.body.id
    for (const [player, key] of [
      [ann, created.body.invite_keys[0]],
      [bob, created.body.invite_keys[1]],
    ] as const) {
      const joined = await call(server, "PUT", "/api/quiz/profile/group", {
        headers: player.headers,
        body: { groupKey: created.body.group_key, inviteKey: key },
      })
      expect(joined.status).toBe(200)
    }
    await addQuiz(server, "ch-quiz-1", 4, "honors", "Starters")
    await addQuiz(server, "ch-quiz-2", 2)
  })
  afterAll(() => server.dispose())

  const challenge = (player: Player, body: unknown) => call(server, "PUT", "/api/quiz/challenge", { headers: player.headers, body })
  const listOf = (player: Player) => call(server, "GET", `/api/quiz/group/challenges/${groupId}`, { headers: player.headers })
  const mine = (player: Player) => call(server, "GET", "/api/quiz/profile/challenges/all", { headers: player.headers })

  it("refuses outsiders, impostors, unknown quizzes and groups, and bad payloads, writing nothing", async () => {
    const outsider = await challenge(eve, { quiz_id: "ch-quiz-1", group_id: groupId, user_id: eve.id })
    expect(outsider.status).toBe(403)
    expect(outsider.body.message).toBe(Messages.notGroupMember)
    expect((await challenge(ann, { quiz_id: "ch-quiz-1", group_id: groupId, user_id: boss.id })).status).toBe(403)
    expect((await challenge(ann, { quiz_id: "no-such-quiz", group_id: groupId, user_id: ann.id })).status).toBe(404)
    expect((await challenge(ann, { quiz_id: "ch-quiz-1", group_id: "no-such-group", user_id: ann.id })).status).toBe(404)
    expect((await challenge(ann, { group_id: groupId })).status).toBe(400)
    expect((await challenge(ann, { quiz_id: "ch-quiz-1", group_id: "" })).status).toBe(400)
    expect((await call(server, "PUT", "/api/quiz/challenge", { body: { quiz_id: "ch-quiz-1", group_id: groupId } })).status).toBe(401)
    expect((await listOf(ann)).body).toEqual([])
  })

  it("challenges the group's other members, once per quiz", async () => {
    const issued = await challenge(ann, { quiz_id: "ch-quiz-1", group_id: groupId, user_id: ann.id })
    expect(issued.status).toBe(200)
    expect(issued.body).toEqual({ message: Messages.groupChallenged })
    const again = await challenge(bob, { quiz_id: "ch-quiz-1", group_id: groupId, user_id: bob.id })
    expect(again.status).toBe(409)

    const list = await listOf(bob)
    expect(list.status).toBe(200)
    expect(list.body).toHaveLength(1)
    expect(list.body[0]).toMatchObject({
      group_id: groupId,
      group_name: "Sourdough",
      quiz_id: "ch-quiz-1",
      topic: "Starters",
      level: "honors",
      number_questions: 4,
      challenger: "c_ann",
      challenger_id: ann.id,
      challenged: ["c_bob", "c_boss"],
      completed: [],
      scores: [],
    })
    expect(typeof list.body[0].challenge_id).toBe("string")
    expect((await listOf(eve)).status).toBe(403)
  })

  it("records a challenged member's graded completion with the score; fun runs and the challenger do not count", async () => {
    const given = { "ch-quiz-1-q1": "B", "ch-quiz-1-q2": "B", "ch-quiz-1-q3": "B", "ch-quiz-1-q4": "A" }
    // The challenger's own graded run does not complete anything: they were not challenged.
    for (const player of [bob, ann]) {
      expect(
        (await call(server, "PUT", "/api/quiz/profile/start_quiz", { headers: player.headers, body: { quiz_id: "ch-quiz-1", graded: true, challenged: true } }))
          .status,
      ).toBe(200)
      const graded = await call(server, "PUT", "/api/quiz/profile/grade_quiz", {
        headers: player.headers,
        body: { quiz_id: "ch-quiz-1", givenAnswers: given, graded: true, challenged: true },
      })
      expect(graded.status).toBe(200)
    }
    const fun = await call(server, "PUT", "/api/quiz/profile/grade_quiz", {
      headers: boss.headers,
      body: { quiz_id: "ch-quiz-1", givenAnswers: given, graded: false },
    })
    expect(fun.status).toBe(200)

    const [item] = (await listOf(boss)).body
    expect(item.completed).toEqual(["c_bob"])
    expect(item.scores).toEqual([{ username: "c_bob", number_correct: 3, number_questions: 4, percent_score: 75 }])

    const bobs = (await mine(bob)).body
    expect(bobs).toHaveLength(1)
    expect(bobs[0]).toMatchObject({ quiz_id: "ch-quiz-1", is_challenged: true, is_completed: true })
    expect((await mine(boss)).body[0]).toMatchObject({ is_challenged: true, is_completed: false })
    expect((await mine(ann)).body[0]).toMatchObject({ is_challenged: false, is_completed: false })
    expect((await mine(eve)).body).toEqual([])
  })

  it("shows challenges in the group's details, and drops them with the group", async () => {
    await challenge(boss, { quiz_id: "ch-quiz-2", group_id: groupId })
    const detail = await call(server, "GET", `/api/quiz/group/${groupId}`, { headers: bob.headers })
    expect(detail.body.challenges.map((c: { quiz_id: string }) => c.quiz_id)).toEqual(["ch-quiz-2", "ch-quiz-1"])
    expect((await call(server, "DELETE", `/api/quiz/group/${groupId}`, { headers: boss.headers })).status).toBe(200)
    expect((await mine(bob)).body).toEqual([])
    expect((await challenge(bob, { quiz_id: "ch-quiz-2", group_id: groupId })).status).toBe(404)
  })

  it("needs someone to challenge", async () => {
    const lonely = await call(server, "POST", "/api/quiz/group", { headers: eve.headers, body: { group_name: "Solo", invite_keys: 1 } })
    const answer = await challenge(eve, { quiz_id: "ch-quiz-2", group_id: lonely.body.id })
    expect(answer.status).toBe(409)
    expect(answer.body.message).toBe(Messages.nobodyToChallenge)
  })
})
