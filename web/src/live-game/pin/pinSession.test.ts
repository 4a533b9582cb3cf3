// The PIN game's connection in the browser: a guest's identity and game are kept in this
// browser so a closed tab comes back; a connection the server refused is asked for again by
// the next move; a player the host removed is told so and nothing is kept.
import { beforeEach, describe, expect, it, vi } from "vitest"

import type { LiveGameState } from "#schemas/api/live-game-socket.ts"
import { es } from "#schemas/i18n/es.ts"
import * as Messages from "#schemas/live-messages.ts"
import { ClientEvent, ServerEvent } from "#schemas/socket/protocol.ts"
import { ENGLISH, type LanguageState } from "#web/i18n/language.ts"

type Handler = (...args: any[]) => void

/** What the fake server does with the next connection attempt. */
let nextAttempt: "refuse" | "accept" = "accept"
const joins: unknown[] = []
/** A refusal the fake server gives the next join instead of letting the player in. */
let joinRefusal: string | null = null
/** The language the page shows. */
let shown: LanguageState = ENGLISH
vi.mock(import("#web/i18n/active.ts"), async (original) => ({ ...(await original()), activeLanguage: () => shown }))

class FakeSocket {
  connected = false
  active = false
  attempts = 0
  private readonly handlers = new Map<string, Set<Handler>>()
  constructor(readonly auth: unknown) {}
  on(event: string, handler: Handler) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set())
    this.handlers.get(event)!.add(handler)
    return this
  }
  once(event: string, handler: Handler) {
    const once: Handler = (...args) => {
      this.off(event, once)
      handler(...args)
    }
    return this.on(event, once)
  }
  off(event: string, handler: Handler) {
    this.handlers.get(event)?.delete(handler)
    return this
  }
  fire(event: string, ...args: unknown[]) {
    for (const handler of [...(this.handlers.get(event) ?? [])]) handler(...args)
  }
  connect() {
    this.active = true
    this.attempts++
    setTimeout(() => {
      if (nextAttempt === "refuse") {
        // A middleware refusal: socket.io does not try again by itself.
        this.active = false
        this.fire("connect_error", Object.assign(new Error("refused"), { data: { message: Messages.tooManyGuests } }))
      } else {
        this.connected = true
        this.fire("connect")
      }
    }, 0)
    return this
  }
  close() {
    this.connected = false
    this.active = false
  }
  timeout() {
    return {
      emitWithAck: async (event: string, payload: { pin: string; nickname: string }) => {
        if (event !== ClientEvent.joinPinGame) return { success: true, message: "ok" }
        joins.push(payload)
        if (joinRefusal !== null) return { success: false, message: joinRefusal }
        return {
          success: true,
          message: Messages.pinJoined,
          pin: payload.pin,
          host: false,
          state: stateOf(1),
          you: youOf(payload.nickname),
          guestToken: "guest-token-1",
        }
      },
    }
  }
}

const sockets: FakeSocket[] = []
vi.mock("socket.io-client", () => ({
  io: (options: { auth: unknown }) => {
    const socket = new FakeSocket(options.auth)
    sockets.push(socket)
    return socket.connect()
  },
}))

const storage = new Map<string, string>()
vi.stubGlobal("localStorage", {
  getItem: (k: string) => storage.get(k) ?? null,
  setItem: (k: string, v: string) => void storage.set(k, v),
  removeItem: (k: string) => void storage.delete(k),
})

const stateOf = (revision: number, phase: LiveGameState["phase"] = "lobby") =>
  ({
    groupId: "pin-123456",
    groupName: "Quiz night 123456",
    revision,
    phase,
    participants: [],
    counts: { participants: 1, ready: 0, paramsSubmitted: 0, playing: 0, finished: 0, totals: 0, roundScores: 0, highScorePlayers: 0 },
    groupReady: false,
    topicsRemaining: 0,
    numQuestions: 0,
    startActive: false,
    inAction: false,
    completed: false,
    topic: null,
    level: null,
    paramsSubmitted: false,
    currQuiz: null,
    currTotals: [],
    roundScores: [],
    highScorePlayers: [],
    roundsPlayed: 0,
    roundId: null,
    deadline: null,
    answerBy: null,
    message: null,
    pin: { code: "123456", host: "Hostess" },
  }) satisfies LiveGameState
const youOf = (username: string) => ({
  participant: { username, isReady: false, paramsSubmitted: false, playing: false, finished: false },
  total: null,
  roundScore: null,
})

const { join, pinSession, resume } = await import("./pinSession.ts")

describe("a PIN game's connection in the browser", () => {
  beforeEach(() => {
    joins.length = 0
  })

  it("asks again after a refused connection, then keeps the game and the guest's identity", async () => {
    nextAttempt = "refuse"
    expect(await join("123456", "Ann")).toEqual({ success: false, message: Messages.tooManyGuests })
    expect(sockets[0]!.auth).toEqual({ guest: "" })
    nextAttempt = "accept"
    expect((await join("123456", "Ann")).success).toBe(true)
    expect(sockets[0]!.attempts).toBe(2)
    expect(pinSession.value).toMatchObject({ pin: "123456", nickname: "Ann", host: false, status: "in", live: { game: { revision: 1 } } })
    expect(JSON.parse(storage.get("homestead.pinGame")!)).toEqual({ pin: "123456", nickname: "Ann", host: false })
    expect(storage.get("homestead.pinGuest")).toBe("guest-token-1")
  })

  it("joins again on every new connection, as the same player", async () => {
    sockets[0]!.fire("connect")
    await vi.waitFor(() => expect(joins).toEqual([{ pin: "123456", nickname: "Ann" }]))
  })

  it("comes back to the kept game after a closed tab", async () => {
    pinSession.value = null
    await resume("player")
    expect(joins).toEqual([{ pin: "123456", nickname: "Ann" }])
    expect(pinSession.peek()?.status).toBe("in")
  })

  it("says so when the host removed the player, and keeps nothing to come back to", () => {
    sockets[0]!.fire(ServerEvent.gameYou, { groupId: "pin-123456", revision: 5, you: null })
    expect(pinSession.value?.status).toBe("removed")
    expect(storage.has("homestead.pinGame")).toBe(false)
  })

  it("knows a refused return means the host removed the player, in the product's words or the page's", async () => {
    for (const [language, removed] of [
      [ENGLISH, Messages.pinRemoved],
      [{ language: "es", catalogue: es }, es.live.pinRemoved],
    ] as const) {
      shown = language
      joinRefusal = null
      await join("123456", "Ann")
      expect(pinSession.value?.status).toBe("in")
      joinRefusal = removed
      await join("123456", "Ann")
      expect(pinSession.value?.status).toBe("removed")
      expect(storage.has("homestead.pinGame")).toBe(false)
    }
    joinRefusal = Messages.pinGameEnded
    shown = ENGLISH
    await join("123456", "Ann")
    expect(pinSession.value?.status).toBe("ended")
  })
})
