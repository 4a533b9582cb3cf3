// The real-time connection follows the quiz user (docs/product.md §4): none while signed out or with an
// expired token, one on sign-in, closed on sign-out, closed and reopened for another user or token.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"

import { quiz } from "#web/state/store.ts"
import type { QuizUserInfo } from "#web/state/types.ts"

import type * as Connection from "./connection.ts"

const opened: { user: QuizUserInfo; closed: boolean }[] = []

vi.mock("./connection.ts", () => ({
  openConnection: (user: QuizUserInfo, onSocket: (socket: unknown) => void) => {
    const entry = { user, closed: false }
    opened.push(entry)
    onSocket({ user })
    return () => {
      entry.closed = true
    }
  },
}))
vi.mock("../groups/preload.ts", () => ({ preloadQuizLists: async () => {} }))

const { startQuizRealtime, quizSocket } = await import("./quizSocket.ts")
const { SOCKET_OPTIONS } = await vi.importActual<typeof Connection>("./connection.ts")

const base64Url = (text: string) => Buffer.from(text).toString("base64url")
const token = (expSeconds: number, nonce = "a") => `${base64Url('{"alg":"HS256"}')}.${base64Url(JSON.stringify({ exp: expSeconds, nonce }))}.sig`
const later = () => Math.floor(Date.now() / 1000) + 3600
const user = (id: string, t = token(later())): QuizUserInfo => ({ id, username: `user-${id}`, is_admin: false, token: t, quizzes_remaining: 10 })

/** Lets the dynamic imports inside the effect resolve. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20))
/** Waits (up to 10 s on a loaded machine) for a connection the dynamic import opens. */
const until = (check: () => void) => vi.waitFor(check, { timeout: 10_000 })
const open = () => opened.filter((c) => !c.closed)

describe("quiz real-time connection", () => {
  beforeEach(() => {
    quiz.logout()
    startQuizRealtime()
  })
  afterEach(() => {
    quiz.logout()
    opened.length = 0
  })

  it("reconnects after 1 s, backing off to 5 s", () => {
    expect(SOCKET_OPTIONS).toMatchObject({ path: "/socket.io", reconnectionDelay: 1000, reconnectionDelayMax: 5000 })
  })

  it("connects only while a quiz user is signed in, and closes on sign-out", async () => {
    await settle()
    expect(opened).toEqual([])
    expect(quizSocket.value).toBeNull()

    const ann = user("1")
    quiz.setCredentials(ann)
    await until(() => expect(open().map((c) => c.user.id)).toEqual(["1"]))
    expect(quizSocket.value).not.toBeNull()

    quiz.logout()
    await settle()
    expect(open()).toEqual([])
    expect(quizSocket.value).toBeNull()
  })

  it("closes and reopens when the user or the token changes, and not for other changes", async () => {
    // One user object: a second user("1") could carry a token with a later expiry.
    const one = user("1")
    quiz.setCredentials(one)
    await until(() => expect(opened).toHaveLength(1))
    quiz.setCredentials({ ...one, quizzes_remaining: 3 })
    await settle()
    expect(opened).toHaveLength(1)

    quiz.setCredentials({ ...one, token: token(later(), "renewed") })
    await until(() => expect(opened).toHaveLength(2))
    expect(open()).toHaveLength(1)

    quiz.setCredentials(user("2"))
    await until(() => expect(opened).toHaveLength(3))
    expect(open().map((c) => c.user.id)).toEqual(["2"])
  })

  it("does not connect with an expired token", async () => {
    quiz.setCredentials(user("1", token(Math.floor(Date.now() / 1000) - 10)))
    await settle()
    expect(opened).toEqual([])
  })
})
