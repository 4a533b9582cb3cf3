// Caps on what one account can create (issue "Six holes", item 6): one player made 150 groups
// with 50 invite keys each in 3.7 s, and 2,000 groups in a loop. Now a player holds at most
// MAX_OWN_GROUPS groups of their own and issues at most MAX_CHALLENGES_PER_DAY challenges a
// day (counted in a stream of theirs, so requests at once cannot pass the cap together), a
// group holds at most MAX_UNUSED_KEYS unused keys, and each kind of creation has a rate limit
// per player. Refusals are 409 (a cap) or 429 (a rate or a daily count) with the catalogue's
// words, and refused requests do not use up the rate.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { createGroup, issueChallenge } from "#engine/groups/commands.ts"
import { newGroupKey, newInviteKey } from "#engine/groups/keys.ts"
import { CHALLENGES_PER_USER, GROUP_CREATIONS_PER_USER, INVITE_KEY_REQUESTS_PER_USER } from "#engine/limits/rates.ts"
import { MAX_CHALLENGES_PER_DAY, MAX_NEW_KEYS, MAX_OWN_GROUPS, MAX_UNUSED_KEYS } from "#schemas/group-rules.ts"
import * as Messages from "#schemas/messages.ts"

import { addQuiz, register, SERVER_ENV } from "../api/quiz-fixtures.ts"
import { type Answer, call, serverModes } from "../api/servers.ts"
import type { TestServer } from "../support/test-server.ts"

type Player = Awaited<ReturnType<typeof register>>

/** How many answers came back with each status and message ("200" for successes). */
const count = (answers: readonly Answer[]) => {
  const by: Record<string, number> = {}
  for (const a of answers) {
    const key = a.status === 200 ? "200" : `${a.status} ${a.body?.message}`
    by[key] = (by[key] ?? 0) + 1
  }
  return by
}

describe.each(serverModes)("caps on what one account creates ($name)", (mode) => {
  let server: TestServer
  beforeAll(async () => {
    server = await mode.start(SERVER_ENV)
  })
  afterAll(() => server.dispose())

  const deps = () => ({ store: server.platform.store, projections: server.platform.projector, folds: server.platform.folds })
  const create = (player: Player, name: string, keys = 1) =>
    call(server, "POST", "/api/quiz/group", { headers: player.headers, body: { group_name: name, invite_keys: keys } })
  const addKeys = (player: Player, id: string, newKeys: number) => call(server, "PUT", "/api/quiz/group", { headers: player.headers, body: { id, newKeys } })
  /** Groups made through the engine's own command, as many requests over hours would have made them. */
  const groupsMadeEarlier = async (player: Player, username: string, n: number) => {
    for (let i = 0; i < n; i++) {
      await createGroup(deps(), {
        groupId: crypto.randomUUID(),
        groupName: `Earlier ${i}`,
        groupKey: newGroupKey(),
        commissionerId: player.id,
        commissionerName: username,
        inviteKeyCount: 1,
        drawInviteKey: newInviteKey,
        now: new Date(),
      })
    }
  }

  it("stops a loop of group creations at the rate limit with a 429, counting only the groups made", async () => {
    const looper = await register(server, "cap_looper")
    expect((await create(looper, "   ")).body.message).toBe(Messages.groupNameRequired)
    const answers = await Promise.all(Array.from({ length: 3 * GROUP_CREATIONS_PER_USER.limit }, (_, i) => create(looper, `Loop ${i}`, MAX_NEW_KEYS)))
    expect(count(answers)).toEqual({
      "200": GROUP_CREATIONS_PER_USER.limit,
      [`429 ${Messages.groupCreationsTooFast}`]: 2 * GROUP_CREATIONS_PER_USER.limit,
    })
    const list = await call(server, "GET", "/api/quiz/group", { headers: looper.headers })
    expect(list.body).toHaveLength(GROUP_CREATIONS_PER_USER.limit)
  })

  it(`holds a player to ${MAX_OWN_GROUPS} groups of their own, even asked for all at once; deleting one frees its place`, async () => {
    const keeper = await register(server, "cap_keeper")
    await groupsMadeEarlier(keeper, "cap_keeper", MAX_OWN_GROUPS - 1)
    const answers = await Promise.all([1, 2, 3, 4, 5].map((i) => create(keeper, `At once ${i}`)))
    expect(count(answers)).toEqual({ "200": 1, [`409 ${Messages.tooManyOwnGroups(MAX_OWN_GROUPS)}`]: 4 })
    const mine = (await call(server, "GET", "/api/quiz/group", { headers: keeper.headers })).body as { id: string }[]
    expect(mine).toHaveLength(MAX_OWN_GROUPS)

    expect((await call(server, "DELETE", `/api/quiz/group/${mine[0]!.id}`, { headers: keeper.headers })).status).toBe(200)
    expect((await create(keeper, "In its place")).status).toBe(200)
    expect((await create(keeper, "One too many")).body).toEqual({ message: Messages.tooManyOwnGroups(MAX_OWN_GROUPS) })
    expect((await call(server, "GET", "/api/quiz/group", { headers: keeper.headers })).body).toHaveLength(MAX_OWN_GROUPS)
  })

  it(`keeps a group to ${MAX_UNUSED_KEYS} unused keys (409) and a commissioner to ${INVITE_KEY_REQUESTS_PER_USER.limit} key requests an hour (429)`, async () => {
    const boss = await register(server, "cap_boss")
    const [ann, bob] = await Promise.all([register(server, "cap_ann"), register(server, "cap_bob")])
    const created = await create(boss, "Keys", 1)
    const { id, group_key: groupKey } = created.body as { id: string; group_key: string }
    let made = 0
    for (; made < MAX_UNUSED_KEYS - 1; made++) expect((await addKeys(boss, id, 1)).status).toBe(200)
    const full = await addKeys(boss, id, 1)
    expect([full.status, full.body.message]).toEqual([409, Messages.tooManyUnusedKeys(MAX_UNUSED_KEYS)])

    // Keys used by joiners make room; the requests that made keys count against the hour, the refused one did not.
    const keys = (await call(server, "GET", `/api/quiz/group/${id}`, { headers: boss.headers })).body.invite_keys as string[]
    for (const [player, key] of [
      [ann!, keys[0]],
      [bob!, keys[1]],
    ] as const) {
      expect((await call(server, "PUT", "/api/quiz/profile/group", { headers: player.headers, body: { groupKey, inviteKey: key } })).status).toBe(200)
    }
    for (; made < INVITE_KEY_REQUESTS_PER_USER.limit; made++) expect((await addKeys(boss, id, 1)).status).toBe(200)
    const tooFast = await addKeys(boss, id, 1)
    expect([tooFast.status, tooFast.body.message]).toEqual([429, Messages.inviteKeyRequestsTooFast])
    const detail = await call(server, "GET", `/api/quiz/group/${id}`, { headers: boss.headers })
    // The first key and one per admitted request, less the two used.
    expect(detail.body.invite_keys).toHaveLength(1 + INVITE_KEY_REQUESTS_PER_USER.limit - 2)
  })

  it(`lets a player issue ${CHALLENGES_PER_USER.limit} challenges in ten minutes and ${MAX_CHALLENGES_PER_DAY} a day, refusing more with a 429`, async () => {
    const quizzes = Array.from({ length: MAX_CHALLENGES_PER_DAY + 2 }, (_, i) => `cap-quiz-${i}`)
    for (const quiz of quizzes) await addQuiz(server, quiz, 1)
    const [cy, dee, eli] = (await Promise.all(["cap_cy", "cap_dee", "cap_eli"].map((name) => register(server, name)))) as [Player, Player, Player]
    const created = await create(cy, "Dares", 2)
    const { id, group_key: groupKey, invite_keys: keys } = created.body as { id: string; group_key: string; invite_keys: string[] }
    for (const [player, key] of [
      [dee, keys[0]],
      [eli, keys[1]],
    ] as const) {
      expect((await call(server, "PUT", "/api/quiz/profile/group", { headers: player.headers, body: { groupKey, inviteKey: key } })).status).toBe(200)
    }
    const challenge = (player: Player, quiz: string) =>
      call(server, "PUT", "/api/quiz/challenge", { headers: player.headers, body: { quiz_id: quiz, group_id: id } })

    // A refused challenge uses up nothing; the rate stops a burst.
    expect((await challenge(cy, "no-such-quiz")).status).toBe(404)
    const burst = await Promise.all(quizzes.slice(0, CHALLENGES_PER_USER.limit + 3).map((quiz) => challenge(cy, quiz)))
    expect(count(burst)).toEqual({ "200": CHALLENGES_PER_USER.limit, [`429 ${Messages.challengesTooFast}`]: 3 })
    const again = await challenge(dee, quizzes[burst.findIndex((a) => a.status === 200)]!)
    expect([again.status, again.body.message]).toEqual([409, Messages.challengeExists])

    // Challenges issued earlier today in another group (through the engine's own command, as
    // requests over hours would have) leave one; of three asked for at once, one is issued.
    const own = await create(eli, "Eli's dares", 1)
    expect(
      (
        await call(server, "PUT", "/api/quiz/profile/group", {
          headers: dee.headers,
          body: { groupKey: own.body.group_key, inviteKey: own.body.invite_keys[0] },
        })
      ).status,
    ).toBe(200)
    for (const quiz of quizzes.slice(0, MAX_CHALLENGES_PER_DAY - 1)) {
      const about = { id: quiz, topic: "Goats", level: "elementary" as const, numberQuestions: 1 }
      await issueChallenge(deps(), own.body.id, { challengerId: eli.id, challengerName: "cap_eli", quiz: about, now: new Date() })
    }
    const challengeOwn = (quiz: string) => call(server, "PUT", "/api/quiz/challenge", { headers: eli.headers, body: { quiz_id: quiz, group_id: own.body.id } })
    const atOnce = await Promise.all(quizzes.slice(MAX_CHALLENGES_PER_DAY - 1).map(challengeOwn))
    expect(count(atOnce)).toEqual({ "200": 1, [`429 ${Messages.challengeDailyLimit(MAX_CHALLENGES_PER_DAY)}`]: 2 })
  })
})
