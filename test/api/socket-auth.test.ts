// socket.io on the server's own port admits only signed-in quiz users (docs/product.md §7 auth payload).
import { io as connect, type Socket } from "socket.io-client"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import type { TestServer } from "../support/test-server.ts"
import { call, serverModes } from "./servers.ts"

const open = (url: string, auth: unknown): Promise<{ socket: Socket; error?: { message: string; data?: any } }> =>
  new Promise((resolve) => {
    const socket = connect(url, { path: "/socket.io", auth: auth as object, transports: ["websocket"], reconnection: false, timeout: 5000 })
    socket.once("connect", () => resolve({ socket }))
    socket.once("connect_error", (error: any) => resolve({ socket, error }))
  })

describe.each(serverModes)("socket connection auth ($name)", (mode) => {
  let server: TestServer
  let user: { id: string; username: string; token: string }

  beforeAll(async () => {
    server = await mode.start()
    const registered = await call(server, "POST", "/api/quiz/register", { body: { username: "sockie", password: "correct horse 1" } })
    expect(registered.status).toBe(200)
    user = registered.body
  })
  afterAll(() => server.dispose())

  it("admits a valid token with its own user id and name", async () => {
    const { socket, error } = await open(server.url, { token: user.token, userId: user.id, username: user.username })
    expect(error).toBeUndefined()
    expect(socket.connected).toBe(true)
    socket.close()
  })

  it("refuses a missing, forged or revoked token, and a name that is not the token's", async () => {
    const none = await open(server.url, {})
    expect(none.error?.message).toBeTruthy()
    none.socket.close()

    const forged = await open(server.url, { token: `${user.token.slice(0, -4)}AAAA`, userId: user.id, username: user.username })
    expect(forged.socket.connected).toBe(false)
    expect(forged.error).toBeDefined()
    forged.socket.close()

    const impostor = await open(server.url, { token: user.token, userId: user.id, username: "someone-else" })
    expect(impostor.error).toBeDefined()
    impostor.socket.close()

    const other = await call(server, "POST", "/api/quiz/register", { body: { username: "leaver", password: "correct horse 2" } })
    await call(server, "POST", "/api/quiz/logout", { headers: { authorization: `Bearer ${other.body.token}` } })
    const revoked = await open(server.url, { token: other.body.token, userId: other.body.id, username: "leaver" })
    expect(revoked.error).toBeDefined()
    revoked.socket.close()
  })
})
