// Floods (issue "Fair play", floods): socket events are rate-limited per connection and per
// user, a flooding connection is told why and closed; a re-submitted topic replaces the
// player's topic and readiness toggles are bounded, so 10,000 topics or 3,000 toggles from
// one account store at most a few dozen events; feedback and question reports are limited
// per address and per player; sign-ins per address and per account, with growing delays
// that never keep the right password out when it comes from another address.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import {
  FEEDBACK_PER_ADDRESS,
  LIVE_READY_CHANGES_PER_ROUND,
  LIVE_TOPIC_CHANGES_PER_ROUND,
  REPORTS_PER_USER,
  SOCKET_EVENTS_PER_USER,
} from "#engine/limits/rates.ts"
import { liveGameStream } from "#schemas/events/live-game.ts"
import * as Messages from "#schemas/messages.ts"
import { ClientEvent } from "#schemas/socket/protocol.ts"

import { groupOf } from "../api/live-support.ts"
import { addQuiz, SERVER_ENV } from "../api/quiz-fixtures.ts"
import { serverModes } from "../api/servers.ts"
import { requestFrom } from "../support/from-address.ts"
import type { TestServer } from "../support/test-server.ts"
import { closedWithin, openSocket, registerAccount, sleep, tryEmit, type WatchedSocket } from "./sessions-support.ts"

describe.each(serverModes)("floods ($name)", (mode) => {
  let server: TestServer
  const stored = async (groupId: string, type: string) =>
    (await server.platform.store.readStream(liveGameStream(groupId))).filter((e) => e.type === type).length
  const from = (address: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    requestFrom(address, `http://127.0.0.1:${server.port}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })

  beforeAll(async () => {
    server = await mode.start(SERVER_ENV)
  })
  afterAll(() => server.dispose())

  /** Emits `count` events as fast as the socket takes them, acks ignored. */
  const flood = (watched: WatchedSocket, count: number, payload: (i: number) => [string, unknown]) => {
    for (let i = 0; i < count; i++) watched.socket.emit(...payload(i))
  }

  it("10,000 topic submissions from one account store at most a few dozen events; the flooder is told why and closed", async () => {
    const ann = await registerAccount(server, "f_ann")
    const bob = await registerAccount(server, "f_bob")
    const group = await groupOf(server, ann as never, [bob as never], "Floods")
    const sockets = await Promise.all([0, 1, 2, 3].map(() => openSocket(server.url, ann)))
    expect((await tryEmit(sockets[0]!, ClientEvent.joinLiveGame, { groupId: group.id })).success).toBe(true)
    // The same topic again stores nothing.
    const topic = { groupId: group.id, newQuizParams: { topic: "Bees", level: "elementary", number: 3 } }
    expect((await tryEmit(sockets[0]!, ClientEvent.addQuizParams, topic)).success).toBe(true)
    expect((await tryEmit(sockets[0]!, ClientEvent.addQuizParams, topic)).success).toBe(true)
    expect(await stored(group.id, "TopicSubmitted")).toBe(1)

    for (const s of sockets)
      flood(s, 2500, (i) => [ClientEvent.addQuizParams, { groupId: group.id, newQuizParams: { topic: `Bees ${i}`, level: "elementary", number: 3 } }])
    for (const s of sockets) await closedWithin(s, 15_000)
    for (const s of sockets) expect(s.notices).toContainEqual({ message: Messages.socketFlooded, code: "FLOODED" })
    await sleep(500)
    const topics = await stored(group.id, "TopicSubmitted")
    expect(topics).toBeLessThanOrEqual(LIVE_TOPIC_CHANGES_PER_ROUND)

    // A calm connection of the same player still plays, but topic changes stop at the bound until the next round.
    // The flood emptied the player's own allowance; a calm pace (below its refill rate) is never refused by it.
    const calmPace = 2000 / SOCKET_EVENTS_PER_USER.refillPerSecond
    const calm = await openSocket(server.url, ann)
    expect((await tryEmit(calm, ClientEvent.joinLiveGame, { groupId: group.id })).success).toBe(true)
    const acks = []
    for (let i = 0; i <= LIVE_TOPIC_CHANGES_PER_ROUND; i++) {
      await sleep(calmPace)
      acks.push(await tryEmit(calm, ClientEvent.addQuizParams, { groupId: group.id, newQuizParams: { topic: `Wasps ${i}`, level: "elementary", number: 3 } }))
    }
    expect(acks.at(-1)).toMatchObject({ success: false, detail: Messages.liveTooManyChanges })
    expect(await stored(group.id, "TopicSubmitted")).toBe(LIVE_TOPIC_CHANGES_PER_ROUND)
    calm.socket.close()
  })

  it("3,000 readiness toggles store at most a few dozen events", async () => {
    const cy = await registerAccount(server, "f_cy")
    const dee = await registerAccount(server, "f_dee")
    const group = await groupOf(server, cy as never, [dee as never], "Toggles")
    const socket = await openSocket(server.url, cy)
    expect((await tryEmit(socket, ClientEvent.joinLiveGame, { groupId: group.id })).success).toBe(true)
    flood(socket, 3000, (i) => [ClientEvent.playerReady, { groupId: group.id, isReady: i % 2 === 0 }])
    await closedWithin(socket, 15_000)
    // Paced reconnections cannot go past the bound either.
    for (let round = 0; round < 3; round++) {
      const again = await openSocket(server.url, cy)
      for (let i = 0; i < 15; i++) await tryEmit(again, ClientEvent.playerReady, { groupId: group.id, isReady: i % 2 === 0 })
      again.socket.close()
    }
    expect(await stored(group.id, "PlayerReady")).toBeLessThanOrEqual(LIVE_READY_CHANGES_PER_ROUND)
  })

  it("limits guest feedback per address and a player's feedback wherever it comes from", async () => {
    const statuses: number[] = []
    for (let i = 0; i <= FEEDBACK_PER_ADDRESS.limit; i++)
      statuses.push((await from("127.0.0.2", "POST", "/api/quiz/admin/general_feedback", { feedback: `Flood ${i}` })).status)
    expect(statuses.slice(0, FEEDBACK_PER_ADDRESS.limit).every((s) => s === 200)).toBe(true)
    const refused = await from("127.0.0.2", "POST", "/api/quiz/admin/general_feedback", { feedback: "One more" })
    expect(refused.status).toBe(429)
    expect(JSON.parse(refused.body).message).toBe(Messages.tooManyFeedback)
    // Another address is not held back by that one.
    expect((await from("127.0.0.3", "POST", "/api/quiz/admin/general_feedback", { feedback: "Hello" })).status).toBe(200)

    const eve = await registerAccount(server, "f_eve")
    const spread: number[] = []
    for (let i = 0; i <= FEEDBACK_PER_ADDRESS.limit; i++) {
      spread.push((await from(`127.0.1.${i + 1}`, "POST", "/api/quiz/admin/general_feedback", { feedback: `Eve ${i}` }, eve.headers)).status)
    }
    expect(spread.at(-1)).toBe(429)
    expect(spread.filter((s) => s === 200)).toHaveLength(FEEDBACK_PER_ADDRESS.limit)
  })

  it("limits question reports per player and per address", async () => {
    await addQuiz(server, "flood-quiz", 2)
    const fred = await registerAccount(server, "f_fred")
    const report = (address: string, headers: Record<string, string> = {}, user?: string) =>
      from(address, "POST", "/api/quiz/admin/question_feedback", { question_id: "flood-quiz-q1", report: "Looks wrong", ...(user ? { user } : {}) }, headers)
    const statuses: number[] = []
    for (let i = 0; i <= REPORTS_PER_USER.limit; i++) statuses.push((await report(`127.0.2.${i + 1}`, fred.headers)).status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(REPORTS_PER_USER.limit)
    expect(statuses.at(-1)).toBe(429)
    const guest: number[] = []
    for (let i = 0; i <= REPORTS_PER_USER.limit; i++) guest.push((await report("127.0.3.1", {}, "A guest")).status)
    expect(guest.at(-1)).toBe(429)
    expect((await report("127.0.3.2", {}, "Another guest")).status).toBe(200)
  })

  it("limits sign-ins per account across addresses with growing delays, never refusing the right password from a clean address", async () => {
    const gil = await registerAccount(server, "f_gil")
    const guess = (address: string, password = "not-the-password") => from(address, "POST", "/api/quiz/login", { username: "f_gil", password })
    // Four addresses, five quick guesses each: the account's delays stop most before any check.
    const statuses: number[] = []
    for (const address of ["127.0.4.1", "127.0.4.2", "127.0.4.3", "127.0.4.4"]) for (let i = 0; i < 5; i++) statuses.push((await guess(address)).status)
    const checked = statuses.filter((s) => s === 401).length
    expect(checked).toBeLessThanOrEqual(9)
    // An address that already failed on the account waits (its own limit is not reached yet).
    const delayed = await guess("127.0.4.2")
    expect(delayed.status).toBe(429)
    expect(JSON.parse(delayed.body).message).toBe(Messages.tooManyAccountSignIns)
    expect(Number(delayed.headers["retry-after"])).toBeGreaterThan(0)
    // The owner of the account, from an address that made no guess, signs in at once.
    const owner = await guess("127.0.4.9", gil.password)
    expect(owner.status).toBe(200)
    // A success clears the account's delays: a typo after that is an ordinary 401.
    expect((await guess("127.0.4.9", "a-typo")).status).toBe(401)
  })
})
