// The join link (/quizgame/join#group=…&invite=…) over the real HTTP stack, on PGlite and on
// PostgreSQL: the page is served (its keys ride in the fragment, so the server sees only the
// path), and the join it makes is the profile's join, whose refusals carry the codes the link
// page acts on: a used key, a player who is already a member, and a key or group that is gone.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { ALREADY_GROUP_MEMBER, INVITE_KEY_USED } from "#schemas/error-codes.ts"
import * as Messages from "#schemas/messages.ts"

import { startTestServer, type TestServer } from "../support/test-server.ts"
import { register, SERVER_ENV } from "./quiz-fixtures.ts"
import { readHead } from "./seo-support.ts"
import { call, serverModes } from "./servers.ts"

type Player = Awaited<ReturnType<typeof register>>

describe.each(serverModes)("joining through a join link ($name)", (mode) => {
  let server: TestServer
  let boss: Player
  let ann: Player
  let bob: Player

  beforeAll(async () => {
    server = await mode.start(SERVER_ENV)
    ;[boss, ann, bob] = (await Promise.all(["jl_boss", "jl_ann", "jl_bob"].map((name) => register(server, name)))) as [Player, Player, Player]
  })
  afterAll(() => server.dispose())

  const joinWith = (player: Player, groupKey: string, inviteKey: string) =>
    call(server, "PUT", "/api/quiz/profile/group", { headers: player.headers, body: { groupKey, inviteKey } })
  const members = async (groupId: string) =>
    ((await call(server, "GET", `/api/quiz/group/${groupId}`, { headers: boss.headers })).body.members as { username: string }[]).map((m) => m.username)

  it("uses the key once: a second player is told it was used, the first is told they are a member, and nothing changes", async () => {
    const created = await call(server, "POST", "/api/quiz/group", { headers: boss.headers, body: { group_name: "Link Hens", invite_keys: 2 } })
    const { id, group_key } = created.body
    const [key] = created.body.invite_keys as [string]

    const joined = await joinWith(ann, group_key, key)
    expect(joined.status).toBe(200)
    expect(joined.body).toMatchObject({ groupId: id, group_name: "Link Hens", message: Messages.groupJoined })

    const used = await joinWith(bob, group_key, key)
    expect(used.status).toBe(409)
    expect(used.body).toEqual({ message: Messages.inviteKeyUsed, code: INVITE_KEY_USED })

    const again = await joinWith(ann, group_key, key)
    expect(again.status).toBe(409)
    expect(again.body).toEqual({ message: Messages.alreadyGroupMember, code: ALREADY_GROUP_MEMBER })

    expect(await members(id)).toEqual(["jl_boss", "jl_ann"])
    const keys = (await call(server, "GET", `/api/quiz/group/${id}`, { headers: boss.headers })).body.invite_keys
    expect(keys).toHaveLength(1)
    expect(keys).not.toContain(key)
  })

  it("answers a link whose key is unknown, or whose group was deleted, with a 404 and no code", async () => {
    const created = await call(server, "POST", "/api/quiz/group", { headers: boss.headers, body: { group_name: "Gone Geese", invite_keys: 1 } })
    const { id, group_key } = created.body
    const [key] = created.body.invite_keys as [string]

    const unknown = await joinWith(bob, group_key, "zzz-zzz-zzz")
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual({ message: Messages.inviteKeyInvalid })

    expect((await call(server, "DELETE", `/api/quiz/group/${id}`, { headers: boss.headers })).status).toBe(200)
    const withdrawn = await joinWith(bob, group_key, key)
    expect(withdrawn.status).toBe(404)
    expect(withdrawn.body).toEqual({ message: Messages.groupKeyInvalid })
  })
})

describe("the join link's page", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ ...SERVER_ENV, SITE_NAME: "Mesa & Sage" })
  })
  afterAll(() => server.dispose())

  it("is served with its own title, kept out of search results", async () => {
    const response = await fetch(`${server.url}/quizgame/join`)
    expect(response.status).toBe(200)
    const head = readHead(await response.text())
    expect(head.title).toBe("Join a quiz group · Mesa & Sage")
    expect(head.meta("robots")).toContain("noindex")
    expect(head.meta("description")).toBe("You are invited to join a quiz group on Mesa & Sage and play live rounds together.")
  })
})
