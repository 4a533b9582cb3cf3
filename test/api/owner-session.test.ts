// The owner's dashboard session through the real HTTP stack.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"

import { SESSION_TTL_MS } from "#engine/auth/session.ts"
import * as Messages from "#schemas/messages.ts"
import { storedHead } from "#test/support/stored-head.ts"

import { requestFrom } from "../support/from-address.ts"
import type { TestServer } from "../support/test-server.ts"
import { call, serverModes } from "./servers.ts"

const OWNER = { username: "keeper", password: "first-password-1" }

describe.each(serverModes)("owner session on $name", (mode) => {
  let server: TestServer
  beforeAll(async () => {
    // 127.0.0.2 plays a reverse proxy in front; requests from 127.0.0.1 come straight in.
    server = await mode.start({
      OWNER_USERNAME: OWNER.username,
      OWNER_PASSWORD: OWNER.password,
      QUIZ_ADMIN_PASSWORD: "admin-password-1",
      TRUST_PROXY: "127.0.0.2",
    })
  })
  afterAll(() => server?.dispose())

  const cookieOf = (headers: Headers) => {
    const cookie = headers.getSetCookie().find((c) => c.startsWith("homestead_session="))
    expect(cookie).toBeDefined()
    return cookie!
  }
  const pair = (setCookie: string) => setCookie.split(";")[0]!
  const signIn = (credentials = OWNER, headers: Record<string, string> = {}) => call(server, "POST", "/api/dashboard/10644", { body: credentials, headers })
  const head = () => storedHead(server)

  it("signs the owner in with an HttpOnly, SameSite=Strict session cookie", async () => {
    const answer = await signIn()
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ _id: expect.any(String), username: OWNER.username })
    const cookie = cookieOf(answer.headers)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Strict/i)
    expect(cookie).toMatch(/Path=\//)
    expect(cookie).toMatch(/Max-Age=1209600/)
    expect(cookie).not.toMatch(/Secure/i)
    // the id is random and long; only its hash is stored
    const id = decodeURIComponent(pair(cookie).split("=")[1]!)
    expect(id.length).toBeGreaterThanOrEqual(43)
    const stored = await server.platform.database.db.selectFrom("site_sessions").select("hash").execute()
    expect(stored.map((s) => s.hash)).not.toContain(id)
  })

  it("marks the cookie Secure behind a trusted HTTPS proxy, and only then", async () => {
    const viaProxy = await requestFrom("127.0.0.2", `http://127.0.0.1:${server.port}/api/dashboard/10644`, {
      method: "POST",
      headers: { "x-forwarded-proto": "https" },
      body: JSON.stringify(OWNER),
    })
    expect(viaProxy.status).toBe(200)
    expect([viaProxy.headers["set-cookie"]].flat().join("\n")).toMatch(/homestead_session=[^\n]*;\s*Secure/i)
    // The same header from a client that is not a trusted proxy counts for nothing.
    const direct = await signIn(OWNER, { "x-forwarded-proto": "https" })
    expect(direct.status).toBe(200)
    expect(cookieOf(direct.headers)).not.toMatch(/Secure/i)
  })

  it("answers the same 401 for a wrong password and an unknown user", async () => {
    const wrong = await signIn({ ...OWNER, password: "not-the-password" })
    const unknown = await signIn({ username: "nobody", password: "whatever-1" })
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(wrong.body).toEqual(unknown.body)
    expect(wrong.body.message).toEqual(expect.any(String))
    expect(wrong.headers.getSetCookie()).toEqual([])
  })

  it("answers /me with the owner, and 401 without a cookie or with a made-up one", async () => {
    const cookie = pair(cookieOf((await signIn()).headers))
    const me = await call(server, "GET", "/api/dashboard/me", { headers: { cookie } })
    expect(me.status).toBe(200)
    expect(me.body).toEqual({ _id: expect.any(String), username: OWNER.username })
    expect((await call(server, "GET", "/api/dashboard/me")).status).toBe(401)
    const forged = await call(server, "GET", "/api/dashboard/me", { headers: { cookie: "homestead_session=forged" } })
    expect(forged.status).toBe(401)
    expect(forged.body.message).toEqual(expect.any(String))
  })

  it("signs out server-side: the old cookie stops working", async () => {
    const cookie = pair(cookieOf((await signIn()).headers))
    const out = await call(server, "POST", "/api/dashboard/logout", { headers: { cookie } })
    expect(out.status).toBe(200)
    expect(out.headers.getSetCookie().join()).toMatch(/homestead_session=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i)
    expect((await call(server, "GET", "/api/dashboard/me", { headers: { cookie } })).status).toBe(401)
    const events = await server.platform.store.readStream(`siteuser-${(await call(server, "POST", "/api/dashboard/10644", { body: OWNER })).body._id}`)
    expect(events.map((e) => e.type)).toContain("SiteUserSignedOut")
  })

  it("refuses a profile change from a foreign origin with 403 and changes nothing", async () => {
    const answer = await signIn()
    const cookie = pair(cookieOf(answer.headers))
    const before = await head()
    const refused = await call(server, "PUT", "/api/dashboard/profile", {
      headers: { cookie, origin: "https://evil.example" },
      body: { _id: answer.body._id, username: "hijacked", password: "attacker-pass-1" },
    })
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ message: Messages.foreignOrigin })
    expect(await head()).toBe(before)
    expect((await call(server, "GET", "/api/dashboard/me", { headers: { cookie } })).body.username).toBe(OWNER.username)
  })

  it("refuses a sign-in and a sign-out from a foreign origin with 403, writing nothing", async () => {
    const cookie = pair(cookieOf((await signIn()).headers))
    const before = await head()
    const login = await signIn(OWNER, { origin: "https://evil.example" })
    expect(login.status).toBe(403)
    expect(login.body).toMatchObject({ message: Messages.foreignOrigin })
    expect(login.headers.getSetCookie()).toEqual([])
    const logout = await call(server, "POST", "/api/dashboard/logout", { headers: { cookie, origin: "https://evil.example" } })
    expect(logout.status).toBe(403)
    expect(logout.headers.getSetCookie()).toEqual([])
    // a cross-site form post without an Origin header is told apart by Fetch Metadata
    const noOrigin = await call(server, "POST", "/api/dashboard/logout", { headers: { cookie, "sec-fetch-site": "cross-site" } })
    expect(noOrigin.status).toBe(403)
    expect(await head()).toBe(before)
    expect((await call(server, "GET", "/api/dashboard/me", { headers: { cookie } })).status).toBe(200)
  })

  it("ends a session once it expires", async () => {
    const cookie = pair(cookieOf((await signIn()).headers))
    expect((await call(server, "GET", "/api/dashboard/me", { headers: { cookie } })).status).toBe(200)
    vi.useFakeTimers({ toFake: ["Date"] })
    try {
      vi.setSystemTime(Date.now() + SESSION_TTL_MS + 60_000)
      const expired = await call(server, "GET", "/api/dashboard/me", { headers: { cookie } })
      expect(expired.status).toBe(401)
      expect(expired.body).toMatchObject({ message: Messages.notLoggedIn })
    } finally {
      vi.useRealTimers()
    }
  })

  it("refuses malformed sign-in bodies with 400 and writes nothing", async () => {
    const before = await head()
    for (const body of ["nope", "{not json", { username: OWNER.username }, { username: 7, password: OWNER.password }, [OWNER], null]) {
      const bad = await call(server, "POST", "/api/dashboard/10644", { body: body === null ? "null" : body })
      expect(bad.status, JSON.stringify(body)).toBe(400)
      expect(bad.body.message).toEqual(expect.any(String))
      expect(bad.headers.getSetCookie()).toEqual([])
    }
    expect(await head()).toBe(before)
  })

  it("refuses malformed and invalid profile bodies with 400 and writes nothing", async () => {
    const answer = await signIn()
    const cookie = pair(cookieOf(answer.headers))
    const origin = server.url
    const before = await head()
    for (const body of [
      "{not json",
      { _id: answer.body._id, username: "keeper" },
      { _id: answer.body._id, username: "keeper", password: "short" },
      { _id: answer.body._id, username: "a b", password: "long-enough-1" },
      { _id: answer.body._id, username: 42, password: "long-enough-1" },
      [],
    ]) {
      const bad = await call(server, "PUT", "/api/dashboard/profile", { headers: { cookie, origin }, body })
      expect(bad.status, JSON.stringify(body)).toBe(400)
      expect(bad.body.message).toEqual(expect.any(String))
    }
    const short = await call(server, "PUT", "/api/dashboard/profile", {
      headers: { cookie },
      body: { _id: answer.body._id, username: "keeper", password: "short" },
    })
    expect(short.body.message).toContain("at least 8 characters")
    expect((await call(server, "POST", "/api/dashboard/10644", { body: "nope" })).status).toBe(400)
    expect(await head()).toBe(before)
  })

  it("refuses a profile change naming another user with 403", async () => {
    const cookie = pair(cookieOf((await signIn()).headers))
    const before = await head()
    const answer = await call(server, "PUT", "/api/dashboard/profile", {
      headers: { cookie },
      body: { _id: "someone-else", username: "keeper", password: "long-enough-1" },
    })
    expect(answer.status).toBe(403)
    expect(await head()).toBe(before)
  })

  it("needs a session to change the profile", async () => {
    const answer = await call(server, "PUT", "/api/dashboard/profile", { body: { _id: "x", username: "someone", password: "long-enough-1" } })
    expect(answer.status).toBe(401)
  })

  it("updates the profile; the new password signs in and the old one does not", async () => {
    const otherDevice = pair(cookieOf((await signIn()).headers))
    const answer = await signIn()
    const cookie = pair(cookieOf(answer.headers))
    const updated = await call(server, "PUT", "/api/dashboard/profile", {
      headers: { cookie, origin: server.url },
      body: { _id: answer.body._id, username: "  Gardener ", password: "second-password-2" },
    })
    expect(updated.status).toBe(200)
    expect(updated.body).toEqual({ _id: answer.body._id, username: "Gardener" })
    // the session it was made from goes on; the owner's other sessions are ended
    expect((await call(server, "GET", "/api/dashboard/me", { headers: { cookie } })).body.username).toBe("Gardener")
    expect((await call(server, "GET", "/api/dashboard/me", { headers: { cookie: otherDevice } })).status).toBe(401)
    expect((await signIn({ username: "gardener", password: "second-password-2" })).status).toBe(200)
    expect((await signIn({ username: "Gardener", password: OWNER.password })).status).toBe(401)
    // put it back for the tests that follow
    await call(server, "PUT", "/api/dashboard/profile", {
      headers: { cookie },
      body: { _id: answer.body._id, username: OWNER.username, password: OWNER.password },
    })
    expect((await signIn()).status).toBe(200)
  })

  it("throttles repeated failures from one address with 429, even for the right password", async () => {
    let status = 0
    for (let i = 0; i < 6 && status !== 429; i++) status = (await signIn({ ...OWNER, password: `wrong-${i}` })).status
    expect(status).toBe(429)
    const blocked = await signIn()
    expect(blocked.status).toBe(429)
    expect(blocked.body).toMatchObject({ message: Messages.tooManySignIns })
  })
})
