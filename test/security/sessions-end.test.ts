// Sessions really end (issue "Fair play", sessions): a password change needs the current
// password and ends every other sign-in; an admin's reset ends all of them; logout, account
// deletion, a password change and token expiry close that user's sockets within 5 s; and
// every socket event checks the session again.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { signQuizToken } from "#engine/auth/quiz-token.ts"
import * as Messages from "#schemas/messages.ts"
import { ClientEvent } from "#schemas/socket/protocol.ts"

import { groupOf } from "../api/live-support.ts"
import { SERVER_ENV, signInAdmin } from "../api/quiz-fixtures.ts"
import { bearer, call, serverModes } from "../api/servers.ts"
import type { TestServer } from "../support/test-server.ts"
import { closedWithin, openSocket, registerAccount, signIn, tryEmit } from "./sessions-support.ts"

describe.each(serverModes)("sessions end ($name)", (mode) => {
  let server: TestServer
  const head = () => server.platform.store.head()
  const alive = async (token: string) => (await call(server, "GET", "/api/quiz/profile/groups", { headers: bearer(token) })).status

  beforeAll(async () => {
    server = await mode.start(SERVER_ENV)
  })
  afterAll(() => server.dispose())

  it("changes the password only with the current one: missing 400, wrong 403, nothing changed", async () => {
    const ann = await registerAccount(server, "s_ann")
    const body = { username: "s_ann", password: "a-new-password-1", email: "" }
    const before = await head()
    const missing = await call(server, "PUT", "/api/quiz/profile", { headers: ann.headers, body })
    expect(missing.status).toBe(400)
    expect(missing.body.message).toContain("current_password")
    const wrong = await call(server, "PUT", "/api/quiz/profile", { headers: ann.headers, body: { ...body, current_password: "not-my-password" } })
    expect(wrong.status).toBe(403)
    expect(wrong.body).toMatchObject({ message: Messages.currentPasswordWrong })
    expect(await head()).toBe(before)
    expect(await alive(ann.token)).toBe(200)
    await signIn(server, ann)
  })

  it("guessing the current password with a token meets the account's sign-in delays", async () => {
    const kim = await registerAccount(server, "s_kim")
    const body = { username: "s_kim", password: "a-new-password-1", email: "" }
    const statuses: number[] = []
    for (let i = 0; i < 7; i++)
      statuses.push((await call(server, "PUT", "/api/quiz/profile", { headers: kim.headers, body: { ...body, current_password: `guess-${i}` } })).status)
    expect(statuses.slice(0, 5)).toEqual([403, 403, 403, 403, 403])
    expect(statuses.at(-1)).toBe(429)
    expect(await alive(kim.token)).toBe(200)
  })

  it("a password change ends every other sign-in of the user and keeps the fresh one", async () => {
    const bob = await registerAccount(server, "s_bob")
    const laptop = await signIn(server, bob)
    const changed = await call(server, "PUT", "/api/quiz/profile", {
      headers: bob.headers,
      body: { username: "s_bob", password: "bobs-new-password", email: "", current_password: bob.password },
    })
    expect(changed.status).toBe(200)
    expect(await alive(bob.token)).toBe(401)
    expect(await alive(laptop.token)).toBe(401)
    expect(await alive(changed.body.token)).toBe(200)
    expect(await alive((await signIn(server, { username: "s_bob", password: "bobs-new-password" })).token)).toBe(200)
  })

  it("an admin's password reset ends every sign-in of the player", async () => {
    const cat = await registerAccount(server, "s_cat")
    const phone = await signIn(server, cat)
    const admin = await signInAdmin(server)
    const reset = await call(server, "PUT", "/api/quiz/admin/update_user_password", {
      headers: admin.headers,
      body: { username: "s_cat", password: "reset-by-admin-1" },
    })
    expect(reset.status).toBe(200)
    expect(await alive(cat.token)).toBe(401)
    expect(await alive(phone.token)).toBe(401)
    expect(await alive((await signIn(server, { username: "s_cat", password: "reset-by-admin-1" })).token)).toBe(200)
  })

  it("logout closes the socket of that sign-in within 5 s, and its events are refused at once", async () => {
    const dan = await registerAccount(server, "s_dan")
    const eve = await registerAccount(server, "s_eve")
    const group = await groupOf(server, dan as never, [eve as never], "Sessions")
    const socket = await openSocket(server.url, dan)
    const other = await openSocket(server.url, await signIn(server, dan))
    expect((await tryEmit(socket, ClientEvent.joinLiveGame, { groupId: group.id })).success).toBe(true)
    expect((await call(server, "POST", "/api/quiz/logout", { headers: dan.headers })).status).toBe(200)
    const before = await head()
    // Sent the moment logout answers: refused (or the socket is already gone), nothing stored.
    for (const [event, payload] of [
      [ClientEvent.playerReady, { isReady: true }],
      [ClientEvent.addQuizParams, { newQuizParams: { topic: "Bees", level: "elementary" } }],
      [ClientEvent.joinGroupRoom, { groupId: group.id, groupKey: group.group_key }],
      [ClientEvent.joinLiveGame, { groupId: group.id }],
    ] as const) {
      const ack = await tryEmit(socket, event, payload)
      expect(ack.success, event).not.toBe(true)
    }
    expect(await head()).toBe(before)
    await closedWithin(socket, 5000)
    expect(socket.notices).toContainEqual({ message: Messages.sessionEnded, code: "SESSION_ENDED" })
    // The user's other sign-in is not touched by this logout.
    expect(other.socket.connected).toBe(true)
    expect((await tryEmit(other, ClientEvent.joinGroupRoom, { groupId: group.id, groupKey: group.group_key })).success).toBe(true)
    other.socket.close()
  })

  it("a password change closes the user's other sockets within 5 s; one opened with the fresh token stays", async () => {
    const fay = await registerAccount(server, "s_fay")
    const old = await openSocket(server.url, fay)
    const changed = await call(server, "PUT", "/api/quiz/profile", {
      headers: fay.headers,
      body: { username: "s_fay", password: "fays-new-password", email: "", current_password: fay.password },
    })
    expect(changed.status).toBe(200)
    const fresh = await openSocket(server.url, { id: fay.id, username: "s_fay", token: changed.body.token })
    await closedWithin(old, 5000)
    expect(old.notices.map((n) => n.code)).toContain("SESSION_ENDED")
    expect((await tryEmit(fresh, ClientEvent.checkConnections, {})).message).toBe(Messages.notQuizAdmin)
    expect(fresh.socket.connected).toBe(true)
    fresh.socket.close()
  })

  it("an admin's reset and an account deletion close the user's sockets within 5 s", async () => {
    const gus = await registerAccount(server, "s_gus")
    const gusSocket = await openSocket(server.url, gus)
    const admin = await signInAdmin(server)
    await call(server, "PUT", "/api/quiz/admin/update_user_password", { headers: admin.headers, body: { username: "s_gus", password: "reset-by-admin-2" } })
    await closedWithin(gusSocket, 5000)

    const hal = await registerAccount(server, "s_hal")
    const halSocket = await openSocket(server.url, hal)
    expect((await call(server, "DELETE", "/api/quiz/profile", { headers: hal.headers })).status).toBe(200)
    await closedWithin(halSocket, 5000)
    expect(halSocket.notices.map((n) => n.code)).toContain("SESSION_ENDED")
  })

  it("closes a socket when its token expires", async () => {
    const ivy = await registerAccount(server, "s_ivy")
    const { token } = await signQuizToken(await server.platform.secrets.quizToken(), { userId: ivy.id, username: ivy.username, isAdmin: false }, 2)
    const socket = await openSocket(server.url, { id: ivy.id, username: ivy.username, token })
    await closedWithin(socket, 5000)
    expect(socket.notices).toContainEqual({ message: Messages.tokenExpired, code: "TOKEN_EXPIRED" })
  })
})
