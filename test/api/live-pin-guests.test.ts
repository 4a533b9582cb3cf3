// Guest players are counted per client address (GUEST_PLAYERS_PER_HOUR): past the limit a new
// guest's connection is refused with the reason, while a guest coming back with the identity
// their browser kept is still let in.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"
import { ClientEvent } from "#schemas/socket/protocol.ts"

import { startTestServer, type TestServer } from "../support/test-server.ts"
import { guestClient } from "./live-pin-support.ts"
import { ask, type LiveClient, liveClient, signUp } from "./live-support.ts"
import { SERVER_ENV } from "./quiz-fixtures.ts"

describe("guest players from one address", () => {
  let server: TestServer
  const clients: LiveClient[] = []
  beforeAll(async () => {
    server = await startTestServer({ ...SERVER_ENV, GUEST_PLAYERS_PER_HOUR: "2" }, { site: false })
  }, 60_000)
  afterAll(async () => {
    for (const c of clients) c.socket.close()
    await server?.dispose()
  })

  it("refuses a new guest past the limit, and lets a kept identity back in", async () => {
    const hostC = await liveClient(server.url, await signUp(server, "gl_host"))
    clients.push(hostC)
    const { pin } = await ask(hostC, ClientEvent.openPinGame, {})
    const first = await guestClient(server.url, "one")
    const second = await guestClient(server.url, "two")
    clients.push(first, second)
    const { guestToken } = await ask(first, ClientEvent.joinPinGame, { pin, nickname: "One" })
    expect((await ask(second, ClientEvent.joinPinGame, { pin, nickname: "Two" })).success).toBe(true)
    await expect(guestClient(server.url, "three")).rejects.toMatchObject({ data: { message: Messages.tooManyGuests } })
    first.socket.close()
    const back = await guestClient(server.url, "one", guestToken)
    clients.push(back)
    expect(await ask(back, ClientEvent.joinPinGame, { pin, nickname: "One" })).toMatchObject({ success: true, you: { participant: { username: "One" } } })
  })
})
