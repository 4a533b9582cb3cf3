import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"

import * as Messages from "#schemas/messages.ts"

import { setNavigator } from "../app/navigation.ts"
import { quiz } from "../state/store.ts"
import { quizRequest, QuizSessionExpired } from "./quizClient.ts"

const b64url = (value: string) => Buffer.from(value).toString("base64url")
const jwt = (exp: number) => `${b64url("{}")}.${b64url(JSON.stringify({ exp }))}.sig`
const user = (token: string) => ({ id: "1", username: "ann", is_admin: false, token, quizzes_remaining: 10 })
const respond = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })

describe("quizRequest", () => {
  const navigate = vi.fn()
  const alert = vi.fn()
  let fetchMock: ReturnType<typeof vi.fn>

  beforeEach(() => {
    fetchMock = vi.fn()
    vi.stubGlobal("fetch", fetchMock)
    // The page the player is on decides where an ended session sends them (sessionPolicy.ts).
    vi.stubGlobal("window", { alert, location: { pathname: "/quizgame/quizprofile" } })
    setNavigator(navigate)
  })

  afterEach(() => {
    vi.unstubAllGlobals()
    vi.clearAllMocks()
    quiz.logout()
  })

  it("sends JSON with the player's Bearer token under /api/quiz", async () => {
    const token = jwt(Date.now() / 1000 + 3600)
    quiz.setCredentials(user(token))
    fetchMock.mockResolvedValue(respond(200, { ok: true }))
    expect(await quizRequest("/profile", { method: "PUT", body: { username: "bo" } })).toEqual({ ok: true })
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toBe("/api/quiz/profile")
    expect(init.method).toBe("PUT")
    expect(init.body).toBe('{"username":"bo"}')
    expect(init.headers).toMatchObject({ Authorization: `Bearer ${token}`, "Content-Type": "application/json" })
  })

  it("sends no Authorization header for a guest", async () => {
    fetchMock.mockResolvedValue(respond(200, []))
    await quizRequest("/open")
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(init.headers).not.toHaveProperty("Authorization")
  })

  it("ends an expired session before calling, without sending the request", async () => {
    quiz.setCredentials(user(jwt(Date.now() / 1000 - 10)))
    fetchMock.mockResolvedValue(respond(200, {}))
    await expect(quizRequest("/profile/groups")).rejects.toBeInstanceOf(QuizSessionExpired)
    expect(alert).toHaveBeenCalledWith(Messages.sessionExpiredAlert)
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(["/api/quiz/logout"])
    expect(quiz.quizUserInfo.value).toBeNull()
    expect(navigate).toHaveBeenCalledWith("/quizgame")
  })

  it("turns a 401 TOKEN_EXPIRED answer into a logout and a redirect", async () => {
    quiz.setCredentials(user(jwt(Date.now() / 1000 + 3600)))
    quiz.setGroups([{ id: "g" }])
    fetchMock.mockResolvedValue(respond(401, { message: "expired", code: "TOKEN_EXPIRED" }))
    await expect(quizRequest("/profile/groups")).rejects.toEqual({ status: 401, data: { message: "expired", code: "TOKEN_EXPIRED" } })
    expect(quiz.quizUserInfo.value).toBeNull()
    expect(quiz.quizGroups.value).toBeNull()
    expect(navigate).toHaveBeenCalledWith("/quizgame")
  })

  it("rejects with a normalised error for other failures", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"))
    await expect(quizRequest("/open")).rejects.toEqual({ status: "FETCH_ERROR", error: "TypeError: Failed to fetch" })
    fetchMock.mockResolvedValue(new Response("<html>oops</html>", { status: 502 }))
    await expect(quizRequest("/open")).rejects.toMatchObject({ status: "PARSING_ERROR", originalStatus: 502, data: "<html>oops</html>" })
  })
})
