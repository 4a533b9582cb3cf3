// Deletion is deletion (issue "Fair play", deleted accounts): a deleted account leaves its
// groups (a commissioner's group passes to the longest-standing member), its email and
// password hash are gone from every read model, its name in old results reads as a deleted
// player, and a new account with the same name is a different member everywhere.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { groupStream } from "#engine/groups/group.ts"
import * as Messages from "#schemas/messages.ts"
import { ClientEvent, ServerEvent } from "#schemas/socket/protocol.ts"

import { addQuiz, SERVER_ENV } from "../api/quiz-fixtures.ts"
import { call, serverModes } from "../api/servers.ts"
import type { TestServer } from "../support/test-server.ts"
import { type Account, openSocket, registerAccount, tryEmit } from "./sessions-support.ts"

describe.each(serverModes)("deleted accounts ($name)", (mode) => {
  let server: TestServer
  beforeAll(async () => {
    server = await mode.start(SERVER_ENV)
    await addQuiz(server, "del-quiz", 2)
  })
  afterAll(() => server.dispose())

  const detail = async (viewer: Account, groupId: string) => (await call(server, "GET", `/api/quiz/group/${groupId}`, { headers: viewer.headers })).body
  const challenges = async (viewer: Account, groupId: string) =>
    (await call(server, "GET", `/api/quiz/group/challenges/${groupId}`, { headers: viewer.headers })).body
  const join = (player: Account, groupKey: string, inviteKey: string) =>
    call(server, "PUT", "/api/quiz/profile/group", { headers: player.headers, body: { groupKey, inviteKey } })

  it("leaves its groups, keeps old results under a deleted player's name, and a same-named newcomer is someone else", async () => {
    const ann = await registerAccount(server, "d_ann")
    const bob = await call(server, "POST", "/api/quiz/register", { body: { username: "d_bob", password: "d_bob-password", email: "bob@example.org" } })
    const bobAccount: Account = {
      id: bob.body.id,
      username: "d_bob",
      password: "d_bob-password",
      token: bob.body.token,
      headers: { authorization: `Bearer ${bob.body.token}` },
    }
    const created = await call(server, "POST", "/api/quiz/group", { headers: ann.headers, body: { group_name: "Deletion", invite_keys: 3 } })
    const group = created.body as { id: string; group_key: string; invite_keys: string[] }
    expect((await join(bobAccount, group.group_key, group.invite_keys[0]!)).status).toBe(200)
    // Bob is challenged and finishes; he also sends feedback with his email.
    expect(
      (await call(server, "PUT", "/api/quiz/challenge", { headers: ann.headers, body: { quiz_id: "del-quiz", group_id: group.id, user_id: ann.id } })).status,
    ).toBe(200)
    expect(
      (
        await call(server, "PUT", "/api/quiz/profile/start_quiz", {
          headers: bobAccount.headers,
          body: { quiz_id: "del-quiz", graded: true, challenged: true },
        })
      ).status,
    ).toBe(200)
    const graded = await call(server, "PUT", "/api/quiz/profile/grade_quiz", {
      headers: bobAccount.headers,
      body: { quiz_id: "del-quiz", givenAnswers: { "del-quiz-q1": "B", "del-quiz-q2": "A" }, graded: true, challenged: true },
    })
    expect(graded.status).toBe(200)
    expect((await call(server, "POST", "/api/quiz/admin/general_feedback", { headers: bobAccount.headers, body: { feedback: "Nice game" } })).status).toBe(200)

    // Ann watches the group's room.
    const watcher = await openSocket(server.url, ann)
    const pushes: any[] = []
    watcher.socket.on(ServerEvent.groupUpdate, (update) => pushes.push(update))
    expect((await tryEmit(watcher, ClientEvent.joinGroupRoom, { groupId: group.id, groupKey: group.group_key })).success).toBe(true)

    expect((await call(server, "DELETE", "/api/quiz/profile", { headers: bobAccount.headers })).status).toBe(200)
    await expect.poll(() => pushes.find((p) => p.type === "member_left"), { timeout: 5000 }).toMatchObject({ groupId: group.id, memberId: bobAccount.id })
    expect(pushes.find((p) => p.type === "member_left")).not.toHaveProperty("newCommissionerId")
    watcher.socket.close()

    // Decided and stored as a fact of the group, and projected.
    expect((await server.platform.store.readStream(groupStream(group.id))).map((e) => e.type)).toContain("GroupMemberLeft")
    expect((await detail(ann, group.id)).members.map((m: { username: string }) => m.username)).toEqual(["d_ann"])
    const [challenge] = await challenges(ann, group.id)
    expect(challenge.challenged).toEqual([Messages.deletedPlayer])
    expect(challenge.completed).toEqual([Messages.deletedPlayer])
    expect(challenge.scores).toEqual([expect.objectContaining({ username: Messages.deletedPlayer, number_correct: 1 })])
    expect(JSON.stringify(challenge)).not.toContain("d_bob")

    // No email or password hash of his is left in any read model.
    const db = server.platform.database.db
    const row = await db.selectFrom("quiz_users").selectAll().where("id", "=", bobAccount.id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ deleted: true, email: null, password_hash: "", username: Messages.deletedPlayer })
    const feedback = await db.selectFrom("general_feedback").selectAll().where("user_id", "=", bobAccount.id).execute()
    expect(feedback).toEqual([expect.objectContaining({ player: Messages.deletedPlayer, player_email: null, feedback: "Nice game" })])
    const dump = JSON.stringify(
      await Promise.all(
        (["quiz_users", "general_feedback", "question_reports", "quiz_group_members", "quiz_challenge_members"] as const).map((t) =>
          db.selectFrom(t).selectAll().execute(),
        ),
      ),
    )
    expect(dump).not.toContain("bob@example.org")
    expect(dump).not.toContain("d_bob")

    // A new account with the same name is not in the group, and joining makes it one member, once.
    const newBob = await registerAccount(server, "d_bob")
    expect(newBob.id).not.toBe(bobAccount.id)
    expect((await call(server, "GET", "/api/quiz/profile/groups", { headers: newBob.headers })).body).toEqual([])
    expect((await call(server, "GET", `/api/quiz/group/${group.id}`, { headers: newBob.headers })).status).toBe(403)
    expect((await join(newBob, group.group_key, group.invite_keys[1]!)).status).toBe(200)
    expect((await detail(ann, group.id)).members.map((m: { username: string }) => m.username)).toEqual(["d_ann", "d_bob"])
    const [after] = await challenges(ann, group.id)
    expect(after.completed).toEqual([Messages.deletedPlayer])
  })

  it("a deleted commissioner's group passes to the longest-standing member; a group of one goes", async () => {
    const cat = await registerAccount(server, "d_cat")
    const dan = await registerAccount(server, "d_dan")
    const eve = await registerAccount(server, "d_eve")
    const created = await call(server, "POST", "/api/quiz/group", { headers: cat.headers, body: { group_name: "Heirs", invite_keys: 2 } })
    const group = created.body as { id: string; group_key: string; invite_keys: string[] }
    expect((await join(dan, group.group_key, group.invite_keys[0]!)).status).toBe(200)
    expect((await join(eve, group.group_key, group.invite_keys[1]!)).status).toBe(200)
    const alone = await call(server, "POST", "/api/quiz/group", { headers: cat.headers, body: { group_name: "Solo", invite_keys: 1 } })

    expect((await call(server, "DELETE", "/api/quiz/profile", { headers: cat.headers })).status).toBe(200)
    const after = await detail(dan, group.id)
    expect(after.commissioner_id).toBe(dan.id)
    expect(after.members.map((m: { username: string; is_commissioner: boolean }) => [m.username, m.is_commissioner])).toEqual([
      ["d_dan", true],
      ["d_eve", false],
    ])
    // The heir may now do what a commissioner does.
    expect((await call(server, "PUT", "/api/quiz/group", { headers: dan.headers, body: { id: group.id, newKeys: 1 } })).status).toBe(200)
    const db = server.platform.database.db
    expect(await db.selectFrom("quiz_groups").select("id").where("id", "=", alone.body.id).executeTakeFirst()).toBeUndefined()
  })
})
