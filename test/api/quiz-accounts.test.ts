// Quiz player accounts and tokens through the real HTTP stack.
import { decodeJwt } from "jose"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { signQuizToken } from "#engine/auth/quiz-token.ts"
import * as Messages from "#schemas/messages.ts"
import { storedHead } from "#test/support/stored-head.ts"

import type { TestServer } from "../support/test-server.ts"
import { bearer, call, serverModes } from "./servers.ts"

const ADMIN = { username: "quizboss", password: "admin-password-1" }

describe.each(serverModes)("quiz accounts on $name", (mode) => {
  let server: TestServer
  beforeAll(async () => {
    server = await mode.start({
      OWNER_PASSWORD: "owner-password-1",
      QUIZ_ADMIN_USERNAME: ADMIN.username,
      QUIZ_ADMIN_PASSWORD: ADMIN.password,
      QUIZ_TOKEN_TTL: "2h",
    })
  })
  afterAll(() => server?.dispose())

  const register = (body: unknown) => call(server, "POST", "/api/quiz/register", { body })
  const login = (username: string, password: string) => call(server, "POST", "/api/quiz/login", { body: { username, password } })
  const head = () => storedHead(server)

  it("creates the quiz admin on first start", async () => {
    const answer = await login(ADMIN.username, ADMIN.password)
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ username: ADMIN.username, is_admin: true, quizzes_remaining: 10, email: null })
  })

  it("registers a player and answers the user info with a token", async () => {
    const answer = await register({ username: " Ada_L ", password: "analytical-1", email: "ada@example.com" })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      id: expect.any(String),
      username: "Ada_L",
      is_admin: false,
      token: expect.any(String),
      quizzes_remaining: 10,
      email: "ada@example.com",
    })
    const claims = decodeJwt(answer.body.token)
    expect(claims).toMatchObject({ sub: answer.body.id, username: "Ada_L", is_admin: false, jti: expect.any(String) })
    const ttl = (claims.exp as number) - Math.floor(Date.now() / 1000)
    expect(ttl).toBeGreaterThan(7000)
    expect(ttl).toBeLessThanOrEqual(7200)
  })

  it("refuses a taken username whatever its case with 409", async () => {
    const before = await head()
    const answer = await register({ username: "ADA_l", password: "another-pass-1" })
    expect(answer.status).toBe(409)
    expect(answer.body).toMatchObject({ message: Messages.usernameTaken })
    expect(await head()).toBe(before)
  })

  it("lets only one of two simultaneous registrations of a name win", async () => {
    const [a, b] = await Promise.all([register({ username: "twin", password: "password-aa" }), register({ username: "TWIN", password: "password-bb" })])
    expect([a.status, b.status].sort()).toEqual([200, 409])
  })

  it("refuses bad registrations with 400 and clear messages, writing nothing", async () => {
    const before = await head()
    const cases: [unknown, string][] = [
      [{ username: "ab", password: "long-enough-1" }, Messages.usernameRule],
      [{ username: "has space", password: "long-enough-1" }, Messages.usernameRule],
      [{ username: "<script>", password: "long-enough-1" }, Messages.usernameRule],
      [{ username: "fine_name", password: "short" }, Messages.passwordTooShort],
      [{ username: "fine_name", password: "long-enough-1", email: "not-an-email" }, Messages.emailInvalid],
      [{ password: "long-enough-1" }, "username"],
      ["{broken", "could not be read"],
    ]
    for (const [body, message] of cases) {
      const answer = await register(body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.message).toContain(message)
    }
    expect(await head()).toBe(before)
    // an empty email means none
    const ok = await register({ username: "no_mail", password: "long-enough-1", email: "" })
    expect(ok.status).toBe(200)
    expect(ok.body.email).toBeNull()
  })

  it("refuses malformed login and profile bodies with 400, writing nothing", async () => {
    const token = (await login("ada_l", "analytical-1")).body.token
    const before = await head()
    for (const body of ["{broken", "null", [], { username: "ada_l" }, { username: 5, password: "analytical-1" }]) {
      const answer = await call(server, "POST", "/api/quiz/login", { body })
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.message).toEqual(expect.any(String))
    }
    for (const body of ["{broken", { username: "Ada_L" }, { username: "Ada_L", password: "short" }, { username: "x y", password: "long-enough-1" }]) {
      const answer = await call(server, "PUT", "/api/quiz/profile", { headers: bearer(token), body })
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.message).toEqual(expect.any(String))
    }
    expect(await head()).toBe(before)
    expect((await login("ada_l", "analytical-1")).status).toBe(200)
  })

  it("logs in case-insensitively and refuses wrong credentials with 401", async () => {
    const ok = await login("ada_l", "analytical-1")
    expect(ok.status).toBe(200)
    expect(ok.body.username).toBe("Ada_L")
    const wrong = await login("Ada_L", "wrong-password")
    const unknown = await login("nobody_here", "wrong-password")
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(wrong.body).toEqual(unknown.body)
  })

  it("needs a bearer token: missing or forged tokens get 401", async () => {
    const missing = await call(server, "POST", "/api/quiz/logout")
    expect(missing.status).toBe(401)
    expect(missing.body.message).toEqual(expect.any(String))
    expect(missing.body.code).toBeUndefined()
    const forged = await call(server, "DELETE", "/api/quiz/profile", { headers: bearer("eyJhbGciOiJIUzI1NiJ9.e30.bad") })
    expect(forged.status).toBe(401)
    expect(forged.body.code).toBeUndefined()
  })

  it("answers an expired token with 401 TOKEN_EXPIRED", async () => {
    const user = (await login("ada_l", "analytical-1")).body
    const secret = await server.platform.secrets.quizToken()
    const { token } = await signQuizToken(secret, { userId: user.id, username: user.username, isAdmin: false }, 60, new Date(Date.now() - 3600_000))
    const answer = await call(server, "POST", "/api/quiz/logout", { headers: bearer(token) })
    expect(answer.status).toBe(401)
    expect(answer.body).toMatchObject({ message: Messages.tokenExpired, code: "TOKEN_EXPIRED" })
  })

  it("logs out by revoking that token only", async () => {
    const first = (await login("ada_l", "analytical-1")).body.token
    const second = (await login("ada_l", "analytical-1")).body.token
    const out = await call(server, "POST", "/api/quiz/logout", { headers: bearer(first) })
    expect(out.status).toBe(200)
    expect(out.body).toEqual({ message: expect.any(String) })
    const replay = await call(server, "POST", "/api/quiz/logout", { headers: bearer(first) })
    expect(replay.status).toBe(401)
    expect(replay.body.code).toBeUndefined()
    const other = await call(server, "POST", "/api/quiz/logout", { headers: bearer(second) })
    expect(other.status).toBe(200)
  })

  it("updates the profile with a fresh token, renames and frees the old name", async () => {
    const user = (await register({ username: "grace", password: "cobol-1959" })).body
    const updated = await call(server, "PUT", "/api/quiz/profile", {
      headers: bearer(user.token),
      body: { username: "Hopper", password: "compiler-1952", email: "grace@navy.example", current_password: "cobol-1959" },
    })
    expect(updated.status).toBe(200)
    expect(updated.body).toMatchObject({ id: user.id, username: "Hopper", email: "grace@navy.example", is_admin: false })
    expect(updated.body.token).not.toBe(user.token)
    // the token the change was made with is replaced
    expect((await call(server, "POST", "/api/quiz/logout", { headers: bearer(user.token) })).status).toBe(401)
    expect((await login("grace", "cobol-1959")).status).toBe(401)
    expect((await login("hopper", "compiler-1952")).status).toBe(200)
    // the old name is free again, the new one is not
    expect((await register({ username: "Grace", password: "someone-else-1" })).status).toBe(200)
    expect((await register({ username: "hopper", password: "someone-else-1" })).status).toBe(409)
    // a taken name is refused and changes nothing
    const before = await head()
    const clash = await call(server, "PUT", "/api/quiz/profile", {
      headers: bearer(updated.body.token),
      body: { username: "ada_l", password: "compiler-1952", email: "", current_password: "compiler-1952" },
    })
    expect(clash.status).toBe(409)
    expect(await head()).toBe(before)
  })

  it("deletes the account: its tokens stop working and the name is free", async () => {
    const user = (await register({ username: "ephemeral", password: "short-lived-1" })).body
    const other = (await login("ephemeral", "short-lived-1")).body.token
    const gone = await call(server, "DELETE", "/api/quiz/profile", { headers: bearer(user.token) })
    expect(gone.status).toBe(200)
    expect((await call(server, "POST", "/api/quiz/logout", { headers: bearer(other) })).status).toBe(401)
    expect((await login("ephemeral", "short-lived-1")).status).toBe(401)
    expect((await register({ username: "Ephemeral", password: "second-life-1" })).status).toBe(200)
  })

  it("throttles repeated failed logins from one address with 429", async () => {
    let status = 0
    for (let i = 0; i < 6 && status !== 429; i++) status = (await login("ada_l", `wrong-${i}`)).status
    expect(status).toBe(429)
    const blocked = await login("ada_l", "analytical-1")
    expect(blocked.status).toBe(429)
    expect(blocked.body).toMatchObject({ message: Messages.tooManySignIns })
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0)
  })
})
