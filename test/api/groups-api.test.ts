// Groups over the real HTTP stack, on PGlite and on PostgreSQL: creating, keys that work
// once (also when two players race for one), commissioner-only calls, hidden keys, reads
// for members only, and deletion.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { GROUP_KEY_PATTERN, INVITE_KEY_PATTERN } from "#engine/groups/keys.ts"
import * as Messages from "#schemas/messages.ts"

import type { TestServer } from "../support/test-server.ts"
import { register, SERVER_ENV } from "./quiz-fixtures.ts"
import { call, serverModes } from "./servers.ts"

type Player = Awaited<ReturnType<typeof register>>

describe.each(serverModes)("quiz groups ($name)", (mode) => {
  let server: TestServer
  let boss: Player
  let ann: Player
  let bob: Player
  let eve: Player

  beforeAll(async () => {
    server = await mode.start(SERVER_ENV)
    ;[boss, ann, bob, eve] = (await Promise.all(["g_boss", "g_ann", "g_bob", "g_eve"].map((name) => register(server, name)))) as [
      Player,
      Player,
      Player,
      Player,
    ]
  })
  afterAll(() => server.dispose())

  const createGroup = async (owner: Player, body: unknown) => call(server, "POST", "/api/quiz/group", { headers: owner.headers, body })
  const joinWith = (player: Player, groupKey: unknown, inviteKey: unknown) =>
    call(server, "PUT", "/api/quiz/profile/group", { headers: player.headers, body: { groupKey, inviteKey } })

  it("creates a group with single-use invite keys and a group key; the creator is commissioner and member", async () => {
    const created = await createGroup(boss, { group_name: "  Chicken Keepers ", invite_keys: 3 })
    expect(created.status).toBe(200)
    expect(created.body).toMatchObject({ group_name: "Chicken Keepers", message: Messages.groupCreated("Chicken Keepers") })
    expect(created.body.invite_keys).toHaveLength(3)
    for (const key of created.body.invite_keys) expect(key).toMatch(INVITE_KEY_PATTERN)
    expect(created.body.group_key).toMatch(GROUP_KEY_PATTERN)

    const detail = await call(server, "GET", `/api/quiz/group/${created.body.id}`, { headers: boss.headers })
    expect(detail.status).toBe(200)
    expect(detail.body).toMatchObject({
      id: created.body.id,
      group_name: "Chicken Keepers",
      group_key: created.body.group_key,
      commissioner_id: boss.id,
      members: [{ id: boss.id, username: "g_boss", is_commissioner: true }],
      challenges: [],
      live_game: false,
    })
    expect([...detail.body.invite_keys].sort()).toEqual([...created.body.invite_keys].sort())
  })

  it("answers a missing name or keys with the product's words (docs/product.md §8), and bad counts with a 400, writing nothing", async () => {
    const before = await call(server, "GET", "/api/quiz/group", { headers: eve.headers })
    for (const body of [{ invite_keys: 2 }, { group_name: "   ", invite_keys: 2 }, { group_name: null }]) {
      const answer = await createGroup(eve, body)
      expect(answer.status).toBe(400)
      expect(answer.body.message).toBe(Messages.groupNameRequired)
    }
    for (const invite_keys of [0, 51, 2.5, "many", -1]) {
      const answer = await createGroup(eve, { group_name: "Bad", invite_keys })
      expect(answer.status).toBe(400)
    }
    expect((await createGroup(eve, "{nope")).status).toBe(400)
    expect((await call(server, "GET", "/api/quiz/group", { headers: eve.headers })).body).toEqual(before.body)

    for (const body of [{}, { groupKey: "abcd-efgh-jkmn-pqrs" }, { inviteKey: "abc-def-ghj" }, { groupKey: " ", inviteKey: "" }]) {
      const answer = await call(server, "PUT", "/api/quiz/profile/group", { headers: eve.headers, body })
      expect(answer.status).toBe(400)
      expect(answer.body.message).toBe(Messages.joinGroupKeysRequired)
    }
  })

  it("needs a signed-in player", async () => {
    expect((await call(server, "POST", "/api/quiz/group", { body: { group_name: "x", invite_keys: 1 } })).status).toBe(401)
    expect((await call(server, "GET", "/api/quiz/group")).status).toBe(401)
    expect((await call(server, "PUT", "/api/quiz/profile/group", { body: { groupKey: "a", inviteKey: "b" } })).status).toBe(401)
  })

  it("lets each invite key be used once; wrong keys and second joins are refused and change nothing", async () => {
    const created = await createGroup(boss, { group_name: "Goat Club", invite_keys: 2 })
    const { id, group_key } = created.body
    const [first, second] = created.body.invite_keys as [string, string]

    const joined = await joinWith(ann, group_key, first.toUpperCase())
    expect(joined.status).toBe(200)
    expect(joined.body).toMatchObject({ groupId: id, payload: { username: "g_ann" }, message: Messages.groupJoined })

    const reused = await joinWith(bob, group_key, first)
    expect(reused.status).toBe(409)
    expect(reused.body.message).toBe(Messages.inviteKeyUsed)
    const twice = await joinWith(ann, group_key, second)
    expect(twice.status).toBe(409)
    expect(twice.body.message).toBe(Messages.alreadyGroupMember)
    const wrongInvite = await joinWith(bob, group_key, "zzz-zzz-zzz")
    expect(wrongInvite.status).toBe(404)
    const wrongGroup = await joinWith(bob, "zzzz-zzzz-zzzz-zzzz", second)
    expect(wrongGroup.status).toBe(404)

    const detail = await call(server, "GET", `/api/quiz/group/${id}`, { headers: boss.headers })
    expect(detail.body.members.map((m: { username: string }) => m.username)).toEqual(["g_boss", "g_ann"])
    expect(detail.body.invite_keys).toEqual([second])
  })

  it("stops a player guessing keys after ten wrong tries, even with right keys next", async () => {
    const created = await createGroup(boss, { group_name: "Guarded", invite_keys: 1 })
    const guesser = await register(server, "g_guesser")
    for (let i = 0; i < 10; i++) expect((await joinWith(guesser, created.body.group_key, `zz${i}-zzz-zzz`)).status).toBe(404)
    const blocked = await joinWith(guesser, created.body.group_key, created.body.invite_keys[0])
    expect(blocked.status).toBe(429)
    expect(blocked.body.message).toBe(Messages.tooManyJoinAttempts)
    const detail = await call(server, "GET", `/api/quiz/group/${created.body.id}`, { headers: boss.headers })
    expect(detail.body.members).toHaveLength(1)
    expect(detail.body.invite_keys).toEqual(created.body.invite_keys)
    // Others are not held back by one player's guesses.
    expect((await joinWith(ann, created.body.group_key, created.body.invite_keys[0])).status).toBe(200)
  })

  it("lets exactly one of two players racing for one key in", async () => {
    const created = await createGroup(boss, { group_name: "Race", invite_keys: 1 })
    const [key] = created.body.invite_keys as [string]
    const answers = await Promise.all([joinWith(bob, created.body.group_key, key), joinWith(eve, created.body.group_key, key)])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    const detail = await call(server, "GET", `/api/quiz/group/${created.body.id}`, { headers: boss.headers })
    expect(detail.body.members).toHaveLength(2)
    expect(detail.body.invite_keys).toEqual([])
    // The loser is not a member; the winner is.
    const winner = answers[0]!.status === 200 ? bob : eve
    const loser = winner === bob ? eve : bob
    expect((await call(server, "GET", `/api/quiz/group/${created.body.id}`, { headers: winner.headers })).status).toBe(200)
    expect((await call(server, "GET", `/api/quiz/group/${created.body.id}`, { headers: loser.headers })).status).toBe(403)
  })

  it("lets many friends join at once, each with their own key", async () => {
    const created = await createGroup(boss, { group_name: "Crowd", invite_keys: 6 })
    const friends = await Promise.all(Array.from({ length: 6 }, (_, i) => register(server, `g_crowd${i}`)))
    const answers = await Promise.all(friends.map((f, i) => joinWith(f, created.body.group_key, created.body.invite_keys[i])))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200])
    const detail = await call(server, "GET", `/api/quiz/group/${created.body.id}`, { headers: boss.headers })
    expect(detail.body.members).toHaveLength(7)
    expect(detail.body.invite_keys).toEqual([])
  })

  it("shows a group only to members, and its invite keys only to the commissioner", async () => {
    const created = await createGroup(boss, { group_name: "Bees", invite_keys: 2 })
    const { id, group_key } = created.body
    await joinWith(ann, group_key, created.body.invite_keys[0])

    const outsider = await call(server, "GET", `/api/quiz/group/${id}`, { headers: eve.headers })
    expect(outsider.status).toBe(403)
    expect(JSON.stringify(outsider.body)).not.toContain(created.body.invite_keys[1])
    expect((await call(server, "GET", `/api/quiz/group/challenges/${id}`, { headers: eve.headers })).status).toBe(403)
    expect((await call(server, "GET", "/api/quiz/group/no-such-group", { headers: eve.headers })).status).toBe(404)

    const member = await call(server, "GET", `/api/quiz/group/${id}`, { headers: ann.headers })
    expect(member.status).toBe(200)
    expect(member.body.group_key).toBe(group_key)
    expect(member.body).not.toHaveProperty("invite_keys")
    expect(JSON.stringify(member.body)).not.toContain(created.body.invite_keys[1])

    const annGroups = await call(server, "GET", "/api/quiz/profile/groups", { headers: ann.headers })
    const bees = annGroups.body.find((g: { id: string }) => g.id === id)
    expect(bees.members.map((m: { username: string }) => m.username)).toEqual(["g_boss", "g_ann"])
    expect(bees).not.toHaveProperty("invite_keys")
    expect(JSON.stringify(annGroups.body)).not.toMatch(new RegExp(created.body.invite_keys[1]))
    const bossGroups = await call(server, "GET", "/api/quiz/profile/groups", { headers: boss.headers })
    expect(bossGroups.body.find((g: { id: string }) => g.id === id).invite_keys).toEqual([created.body.invite_keys[1]])

    const list = await call(server, "GET", "/api/quiz/group", { headers: ann.headers })
    expect(list.body.find((g: { id: string }) => g.id === id)).toEqual({
      id,
      group_name: "Bees",
      group_key,
      commissioner_id: boss.id,
      live_game: false,
      member_count: 2,
    })
    const eveList = await call(server, "GET", "/api/quiz/group", { headers: eve.headers })
    expect(eveList.body.find((g: { id: string }) => g.id === id)).toBeUndefined()
  })

  it("lets only the commissioner make more keys or delete the group", async () => {
    const created = await createGroup(boss, { group_name: "Ducks", invite_keys: 1 })
    const { id, group_key } = created.body
    await joinWith(ann, group_key, created.body.invite_keys[0])

    const byMember = await call(server, "PUT", "/api/quiz/group", { headers: ann.headers, body: { id, newKeys: 2 } })
    expect(byMember.status).toBe(403)
    expect(byMember.body.message).toBe(Messages.notCommissioner)
    expect((await call(server, "PUT", "/api/quiz/group", { headers: eve.headers, body: { id, newKeys: 2 } })).status).toBe(403)
    expect((await call(server, "PUT", "/api/quiz/group", { headers: boss.headers, body: { id, newKeys: 0 } })).status).toBe(400)
    expect((await call(server, "PUT", "/api/quiz/group", { headers: boss.headers, body: { id: "missing", newKeys: 1 } })).status).toBe(404)

    const more = await call(server, "PUT", "/api/quiz/group", { headers: boss.headers, body: { id, newKeys: "3" } })
    expect(more.status).toBe(200)
    expect(more.body).toMatchObject({ group_name: "Ducks", message: Messages.newKeysCreated("Ducks") })
    expect(more.body.new_keys).toHaveLength(3)
    expect([...more.body.invite_keys].sort()).toEqual([...more.body.new_keys].sort())

    expect((await call(server, "DELETE", `/api/quiz/group/${id}`, { headers: ann.headers })).status).toBe(403)
    expect((await call(server, "GET", `/api/quiz/group/${id}`, { headers: ann.headers })).status).toBe(200)

    const deleted = await call(server, "DELETE", `/api/quiz/group/${id}`, { headers: boss.headers })
    expect(deleted.status).toBe(200)
    expect(deleted.body.message).toBe(Messages.groupDeleted("Ducks"))
    expect((await call(server, "GET", `/api/quiz/group/${id}`, { headers: boss.headers })).status).toBe(404)
    expect((await call(server, "GET", "/api/quiz/group", { headers: ann.headers })).body.find((g: { id: string }) => g.id === id)).toBeUndefined()
    expect((await joinWith(bob, group_key, more.body.new_keys[0])).status).toBe(404)
    expect((await call(server, "DELETE", `/api/quiz/group/${id}`, { headers: boss.headers })).status).toBe(404)
  })
})
