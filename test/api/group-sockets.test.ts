// Group pushes over real socket.io clients: room admission for members only, member_joined
// and new_challenge reaching the room from the event subscription, refused payloads, and
// two server nodes on one PostgreSQL schema (a change through node B reaches node A's sockets).
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { io as connect, type Socket } from "socket.io-client"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"
import { ClientEvent, type ClientEventName, ServerEvent } from "#schemas/socket/protocol.ts"

import { freshPostgresUrl } from "../support/databases.ts"
import { startTestServer, type TestServer } from "../support/test-server.ts"
import { type ChildNode, spawnNode } from "./live-nodes.ts"
import { addQuiz, register, SERVER_ENV } from "./quiz-fixtures.ts"
import { call, serverModes } from "./servers.ts"

type Player = Awaited<ReturnType<typeof register>> & { username: string }
interface Client {
  readonly socket: Socket
  /** Every group_update received, in order. */
  readonly updates: any[]
}

const signUp = async (server: TestServer, username: string): Promise<Player> => ({ ...(await register(server, username)), username })

const open = (url: string, auth: object): Promise<{ socket: Socket; error?: Error }> =>
  new Promise((resolve) => {
    const socket = connect(url, { path: "/socket.io", auth, transports: ["websocket"], reconnection: false, timeout: 15_000 })
    socket.once("connect", () => resolve({ socket }))
    socket.once("connect_error", (error) => resolve({ socket, error }))
  })

const client = async (server: TestServer, player: Player): Promise<Client> => {
  const { socket, error } = await open(server.url, { token: player.token, userId: player.id, username: player.username })
  if (error) throw error
  const updates: any[] = []
  socket.on(ServerEvent.groupUpdate, (update) => updates.push(update))
  return { socket, updates }
}

const ask = (c: Client, event: ClientEventName, ...args: unknown[]): Promise<{ success: boolean; message: string }> =>
  c.socket.timeout(30_000).emitWithAck(event, ...args)

/** Resolves with the first update matching, waiting up to 5 s. */
const nextUpdate = (c: Client, match: (update: any) => boolean): Promise<any> =>
  new Promise((resolve, reject) => {
    const found = c.updates.find(match)
    if (found) return resolve(found)
    const timer = setTimeout(() => reject(new Error(`no matching group_update; got ${JSON.stringify(c.updates)}`)), 15_000)
    const listener = (update: any) => {
      if (!match(update)) return
      clearTimeout(timer)
      c.socket.off(ServerEvent.groupUpdate, listener)
      resolve(update)
    }
    c.socket.on(ServerEvent.groupUpdate, listener)
  })

const settle = (ms = 400) => new Promise((resolve) => setTimeout(resolve, ms))

const makeGroup = async (server: TestServer, owner: Player, name: string, keys: number) => {
  const created = await call(server, "POST", "/api/quiz/group", { headers: owner.headers, body: { group_name: name, invite_keys: keys } })
  expect(created.status).toBe(200)
  return created.body as { id: string; group_key: string; invite_keys: string[] }
}

const joinGroup = async (server: TestServer, player: Player, group: { group_key: string }, inviteKey: string) => {
  const joined = await call(server, "PUT", "/api/quiz/profile/group", { headers: player.headers, body: { groupKey: group.group_key, inviteKey } })
  expect(joined.status).toBe(200)
}

describe.each(serverModes)("group sockets ($name)", (mode) => {
  let server: TestServer
  let boss: Player, ann: Player, bob: Player, eve: Player
  const clients: Client[] = []

  beforeAll(async () => {
    server = await mode.start(SERVER_ENV)
    ;[boss, ann, bob, eve] = (await Promise.all(["s_boss", "s_ann", "s_bob", "s_eve"].map((name) => signUp(server, name)))) as [Player, Player, Player, Player]
  })
  afterAll(async () => {
    for (const c of clients) c.socket.close()
    await server.dispose()
  })

  const connectAs = async (player: Player) => {
    const c = await client(server, player)
    clients.push(c)
    return c
  }

  it("refuses a socket with a bad token", async () => {
    const { socket, error } = await open(server.url, { token: `${boss.token}x`, userId: boss.id, username: boss.username })
    expect(error).toBeDefined()
    expect(socket.connected).toBe(false)
    socket.close()
  })

  it("admits members to the room, pushes a join, a challenge and its results to them, and nothing to others", async () => {
    const group = await makeGroup(server, boss, "Rabbits", 2)
    await joinGroup(server, ann, group, group.invite_keys[0]!)
    const [bossC, annC, bobC, eveC] = (await Promise.all([boss, ann, bob, eve].map(connectAs))) as [Client, Client, Client, Client]

    expect(await ask(bossC, ClientEvent.joinGroupRoom, { groupId: group.id, groupKey: group.group_key })).toEqual({
      success: true,
      message: Messages.groupRoomJoined,
    })
    expect((await ask(annC, ClientEvent.joinGroupRoom, { groupId: group.id, groupKey: group.group_key.toUpperCase() })).success).toBe(true)
    // Not members yet: the right key is not enough.
    expect(await ask(bobC, ClientEvent.joinGroupRoom, { groupId: group.id, groupKey: group.group_key })).toEqual({
      success: false,
      message: Messages.notGroupMember,
    })
    expect(await ask(eveC, ClientEvent.joinGroupRoom, { groupId: group.id, groupKey: group.group_key })).toEqual({
      success: false,
      message: Messages.notGroupMember,
    })
    expect((await ask(annC, ClientEvent.joinGroupRoom, { groupId: group.id, groupKey: "wrong-key" })).success).toBe(false)
    expect((await ask(annC, ClientEvent.joinGroupRoom, { groupId: "no-such-group", groupKey: group.group_key })).success).toBe(false)

    await joinGroup(server, bob, group, group.invite_keys[1]!)
    const expected = { type: "member_joined", groupId: group.id, groupName: "Rabbits", member: { id: bob.id, username: "s_bob" } }
    expect(await nextUpdate(bossC, (u) => u.type === "member_joined")).toEqual(expected)
    expect(await nextUpdate(annC, (u) => u.type === "member_joined")).toEqual(expected)

    // Now a member, bob gets in and hears the challenge ann issues.
    expect((await ask(bobC, ClientEvent.joinGroupRoom, { groupId: group.id, groupKey: group.group_key })).success).toBe(true)
    await addQuiz(server, "sock-quiz-1", 3, "university", "Rabbit care")
    const issued = await call(server, "PUT", "/api/quiz/challenge", {
      headers: ann.headers,
      body: { quiz_id: "sock-quiz-1", group_id: group.id, user_id: ann.id },
    })
    expect(issued.status).toBe(200)
    const pushed = await nextUpdate(bobC, (u) => u.type === "new_challenge")
    expect(pushed).toMatchObject({
      type: "new_challenge",
      groupId: group.id,
      groupName: "Rabbits",
      challenge: { quiz_id: "sock-quiz-1", topic: "Rabbit care", level: "university", number_questions: 3, challenger: "s_ann", completed: [] },
    })
    expect([...pushed.challenge.challenged].sort()).toEqual(["s_bob", "s_boss"])
    // The push has the same shape as the list the screens load.
    const [listed] = (await call(server, "GET", `/api/quiz/group/challenges/${group.id}`, { headers: bob.headers })).body
    expect(pushed.challenge).toEqual({ ...listed, challenged: pushed.challenge.challenged })
    await nextUpdate(bossC, (u) => u.type === "new_challenge")
    await nextUpdate(annC, (u) => u.type === "new_challenge")

    // Bob's graded completion reaches the room with his score; a fun run and the challenger's own run push nothing.
    const given = { "sock-quiz-1-q1": "B", "sock-quiz-1-q2": "A", "sock-quiz-1-q3": "A" }
    expect(
      (
        await call(server, "PUT", "/api/quiz/profile/grade_quiz", {
          headers: boss.headers,
          body: { quiz_id: "sock-quiz-1", givenAnswers: given, graded: false },
        })
      ).status,
    ).toBe(200)
    for (const player of [ann, bob]) {
      expect(
        (
          await call(server, "PUT", "/api/quiz/profile/start_quiz", {
            headers: player.headers,
            body: { quiz_id: "sock-quiz-1", graded: true, challenged: true },
          })
        ).status,
      ).toBe(200)
      const graded = await call(server, "PUT", "/api/quiz/profile/grade_quiz", {
        headers: player.headers,
        body: { quiz_id: "sock-quiz-1", givenAnswers: given, graded: true, challenged: true },
      })
      expect(graded.status).toBe(200)
    }
    const done = await nextUpdate(annC, (u) => u.type === "challenge_completed")
    // The push carries the score the group's list shows once the read model has it.
    const listedNow = async () => (await call(server, "GET", `/api/quiz/group/challenges/${group.id}`, { headers: ann.headers })).body[0]
    await expect.poll(async () => (await listedNow()).scores.length, { timeout: 15_000 }).toBe(1)
    const after = await listedNow()
    expect(done).toEqual({
      type: "challenge_completed",
      groupId: group.id,
      groupName: "Rabbits",
      challengeId: after.challenge_id,
      topic: "Rabbit care",
      challengerId: ann.id,
      score: after.scores.find((s: { username: string }) => s.username === "s_bob"),
    })
    expect(done.score).toMatchObject({ username: "s_bob", number_questions: 3 })
    await nextUpdate(bossC, (u) => u.type === "challenge_completed")

    await settle()
    expect(annC.updates.filter((u) => u.type === "challenge_completed")).toHaveLength(1)
    expect(eveC.updates).toEqual([])
  })

  it("answers bad payloads and group_event with success false, and keeps serving", async () => {
    const group = await makeGroup(server, boss, "Pigeons", 1)
    const c = await connectAs(boss)
    for (const payload of [{}, "group", 42, null, { groupId: group.id }, { groupId: group.id, groupKey: 7 }, { groupId: "", groupKey: "x" }]) {
      const answer = await ask(c, ClientEvent.joinGroupRoom, payload)
      expect(answer.success).toBe(false)
      expect(answer.message).toMatch(/\S/)
    }
    expect((await ask(c, ClientEvent.joinGroupRoom)).success).toBe(false)
    // Without an ack the server still must not fall over.
    c.socket.emit(ClientEvent.joinGroupRoom, { nonsense: true })
    c.socket.emit(ClientEvent.groupEvent, "nonsense")

    expect(await ask(c, ClientEvent.groupEvent, { groupId: group.id, type: "member_joined" })).toEqual({
      success: false,
      message: Messages.groupEventsFromServer,
    })
    const outsider = await connectAs(eve)
    expect(await ask(outsider, ClientEvent.groupEvent, { groupId: group.id, type: "new_challenge" })).toEqual({
      success: false,
      message: Messages.notGroupMember,
    })
    expect((await ask(c, ClientEvent.groupEvent, { type: 3 })).success).toBe(false)

    expect(await ask(c, ClientEvent.joinGroupRoom, { groupId: group.id, groupKey: group.group_key })).toEqual({
      success: true,
      message: Messages.groupRoomJoined,
    })
  })

  it("tells the room when its group is deleted, and empties the room", async () => {
    const group = await makeGroup(server, boss, "Quail", 1)
    await joinGroup(server, ann, group, group.invite_keys[0]!)
    const annC = await connectAs(ann)
    expect((await ask(annC, ClientEvent.joinGroupRoom, { groupId: group.id, groupKey: group.group_key })).success).toBe(true)
    expect((await call(server, "DELETE", `/api/quiz/group/${group.id}`, { headers: boss.headers })).status).toBe(200)
    expect(await nextUpdate(annC, (u) => u.type === "group_deleted" && u.groupId === group.id)).toEqual({
      type: "group_deleted",
      groupId: group.id,
      groupName: "Quail",
    })
    expect((await ask(annC, ClientEvent.joinGroupRoom, { groupId: group.id, groupKey: group.group_key })).success).toBe(false)
  })
})

// Node A runs as its own process (test/api/live-nodes.ts says why).
describe("group sockets across two nodes on one PostgreSQL schema", () => {
  let a: ChildNode
  let b: TestServer
  let drop: () => Promise<void>
  let dataDir: string
  const sockets: Socket[] = []

  beforeAll(async () => {
    const fresh = await freshPostgresUrl()
    drop = fresh.drop
    dataDir = await mkdtemp(join(tmpdir(), "homestead-node-a-"))
    b = await startTestServer({ ...SERVER_ENV, DATABASE_URL: fresh.url }, { site: false })
    a = await spawnNode({ ...SERVER_ENV, DATABASE_URL: fresh.url, DATA_DIR: dataDir })
  }, 120_000)
  afterAll(async () => {
    for (const s of sockets) s.close()
    await a?.stop()
    await b?.dispose()
    await drop?.()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  it("pushes a join made through node B to a socket on node A, and a challenge made through A to a socket on B", async () => {
    // Only url is used by the helpers below, so node A passes for a TestServer there.
    const nodeA = a as unknown as TestServer
    const boss = await signUp(nodeA, "n_boss")
    const ann = await signUp(nodeA, "n_ann")
    const group = await makeGroup(nodeA, boss, "Orchard", 2)
    await joinGroup(nodeA, ann, group, group.invite_keys[0]!)

    const onA = await client(nodeA, boss)
    const onB = await client(b, ann)
    sockets.push(onA.socket, onB.socket)
    expect((await ask(onA, ClientEvent.joinGroupRoom, { groupId: group.id, groupKey: group.group_key })).success).toBe(true)
    expect((await ask(onB, ClientEvent.joinGroupRoom, { groupId: group.id, groupKey: group.group_key })).success).toBe(true)

    const bob = await signUp(b, "n_bob")
    await joinGroup(b, bob, group, group.invite_keys[1]!)
    expect(await nextUpdate(onA, (u) => u.type === "member_joined")).toEqual({
      type: "member_joined",
      groupId: group.id,
      groupName: "Orchard",
      member: { id: bob.id, username: "n_bob" },
    })

    await addQuiz(b, "two-node-quiz", 2)
    const issued = await call(nodeA, "PUT", "/api/quiz/challenge", { headers: boss.headers, body: { quiz_id: "two-node-quiz", group_id: group.id } })
    expect(issued.status).toBe(200)
    expect(await nextUpdate(onB, (u) => u.type === "new_challenge")).toMatchObject({
      groupId: group.id,
      challenge: { quiz_id: "two-node-quiz", challenger: "n_boss" },
    })
  })
})
