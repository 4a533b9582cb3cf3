// Joining a live game never hangs on "Joining the live game…", whatever order the join's
// acknowledgement and the game's updates reach the browser in. The server is real; the order
// is forced at its socket edge (the frames written to one player's connection):
// - updates first: the ack is held until the join's update has been written (the order that
//   used to hang a page with nothing stored for the game, e.g. a second tab);
// - ack first: the updates are held until the test lets them go;
// - ack only: the updates never arrive; the ack's own state must be enough.
// Each case runs for a first join, a second tab of a player already in the game, and a re-open.
// The pages stay on HTTP long-polling: on uWS a room's broadcasts to WebSocket clients go
// out through uWS's own publish, past the connection this test orders.
import type { BrowserContext, Page } from "playwright-core"
import type { Server, Socket } from "socket.io"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { ClientEvent } from "#schemas/socket/protocol.ts"

import { api, chromiumAvailable, type E2E, startE2E } from "./harness.ts"
import { playerPage } from "./live-pages.ts"

type Order = "updatesFirst" | "ackFirst" | "ackOnly"

// A socket.io event as written to the connection: "2[…]" when sent to one socket, "42[…]"
// (engine.io's message type included) when broadcast to a room.
const isUpdateFrame = (data: unknown) => typeof data === "string" && /^4?2\["game_(update|you)"/.test(data)

/** Forces an order on the join acks and live updates written to one user's sockets. */
class WireOrder {
  order: Order | null = null
  username = ""
  #held: (() => void)[] = []
  #updatesWritten = 0
  #onUpdate: (() => void)[] = []

  install(io: Server) {
    io.on("connection", (socket: Socket) => {
      const conn = socket.conn as unknown as { write: (data: unknown, ...rest: unknown[]) => unknown }
      const write = conn.write.bind(conn)
      conn.write = (data, ...rest) => {
        if (!this.#watching(socket) || !isUpdateFrame(data)) return write(data, ...rest)
        this.#updatesWritten++
        for (const wake of this.#onUpdate.splice(0)) wake()
        if (this.order === "ackFirst") return void this.#held.push(() => write(data, ...rest))
        if (this.order === "ackOnly") return undefined
        return write(data, ...rest)
      }
      socket.use((packet, next) => {
        const ack = packet[packet.length - 1]
        if (packet[0] === ClientEvent.joinLiveGame && typeof ack === "function" && this.#watching(socket) && this.order === "updatesFirst") {
          const before = this.#updatesWritten
          // The ack goes out only once an update of this join has been written to the socket.
          packet[packet.length - 1] = (answer: unknown) => {
            if (this.#updatesWritten > before) return ack(answer)
            this.#onUpdate.push(() => ack(answer))
          }
        }
        next()
      })
    })
  }

  #watching(socket: Socket) {
    return this.order !== null && (socket.data.user as { username?: string } | undefined)?.username === this.username
  }

  /** Lets held updates go, in order, and stops interfering. */
  release() {
    this.order = null
    for (const send of this.#held.splice(0)) send()
  }
}

const room = (page: Page, group: string) => page.getByRole("dialog", { name: `Live game: ${group}` })
const participants = (page: Page, group: string) => room(page, group).getByRole("list", { name: "Participants" })

describe.skipIf(!chromiumAvailable)("joining a live game, whatever order the messages arrive in", { timeout: 120_000 }, () => {
  let e2e: E2E
  const wire = new WireOrder()
  const contexts: BrowserContext[] = []
  const stamp = Date.now().toString(36)
  let ann: { username: string; info: unknown }
  let ben: { username: string; info: unknown }
  let groupName: string

  beforeAll(async () => {
    e2e = await startE2E()
    wire.install(e2e.server().platform.io)
    const register = async (username: string) => ({
      username,
      info: await api(e2e.baseUrl, "POST", "/api/quiz/register", { username, password: `${username}-password` }),
    })
    ann = await register(`ann${stamp}`)
    ben = await register(`ben${stamp}`)
    groupName = `Coop ${stamp}`
    const group = await api(e2e.baseUrl, "POST", "/api/quiz/group", { group_name: groupName, invite_keys: 1 }, (ann.info as { token: string }).token)
    await api(
      e2e.baseUrl,
      "PUT",
      "/api/quiz/profile/group",
      { groupKey: group.group_key, inviteKey: group.invite_keys[0] },
      (ben.info as { token: string }).token,
    )
  }, 60_000)

  afterAll(async () => {
    wire.release()
    for (const c of contexts) await c.close().catch(() => undefined)
    await e2e?.close()
  })

  const openProfile = async (who: { username: string; info: unknown }) => {
    const { context, page } = await playerPage(e2e, who.username, who.info)
    contexts.push(context)
    // Refused upgrades keep socket.io on long-polling, where every frame passes the order.
    await context.routeWebSocket(/\/socket\.io\//, (ws) => ws.close())
    await page.goto("/quizgame/quizprofile")
    return { context, page }
  }

  /** Clicks the group's live game button with `order` forced on this player's sockets. */
  const join = async (page: Page, username: string, order: Order) => {
    wire.username = username
    wire.order = order
    await page.getByRole("button", { name: new RegExp(`(Start a live game|Open live game room) for ${groupName}`) }).click()
  }

  it("shows the room's state on a first join, a second tab and a re-open in every order", async () => {
    // A first join (which opens the game), with the update written before the ack.
    const annTab = await openProfile(ann)
    await join(annTab.page, ann.username, "updatesFirst")
    await participants(annTab.page, groupName).getByText(ann.username).waitFor()
    wire.release()

    // Ben's first join: the updates never come; the ack's state shows Ann and Ben.
    const benTab = await openProfile(ben)
    await join(benTab.page, ben.username, "ackOnly")
    for (const name of [ann.username, ben.username]) await participants(benTab.page, groupName).getByText(name).waitFor()
    expect(await room(benTab.page, groupName).getByText("Joining the live game…").count()).toBe(0)
    wire.release()
    await participants(annTab.page, groupName).getByText(ben.username).waitFor()

    // Ann in a second tab (nothing stored there; a re-join) in each order.
    for (const order of ["updatesFirst", "ackFirst", "ackOnly"] as const) {
      const page = await annTab.context.newPage()
      await page.goto("/quizgame/quizprofile")
      await join(page, ann.username, order)
      for (const name of [ann.username, ben.username]) await participants(page, groupName).getByText(name).waitFor()
      // Ann's own row (from the ack's own rows) lets her get ready at once.
      await room(page, groupName).getByRole("button", { name: "I'm ready" }).and(page.locator(":enabled")).waitFor()
      wire.release()
      await page.close()
    }

    // Ben closes the room and opens it again, with the updates held back until after the ack.
    await room(benTab.page, groupName).getByRole("button", { name: "Close" }).first().click()
    await room(benTab.page, groupName).waitFor({ state: "detached" })
    await join(benTab.page, ben.username, "ackFirst")
    for (const name of [ann.username, ben.username]) await participants(benTab.page, groupName).getByText(name).waitFor()
    wire.release()
    expect(await room(benTab.page, groupName).getByText("Joining the live game…").count()).toBe(0)
  })
})
