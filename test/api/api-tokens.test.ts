// Personal API tokens through the real HTTP stack, on PGlite and on PostgreSQL: the owner's
// tokens read (and, when allowed, write) the content API, a player's read their own scoreboard
// and history; every rule of a session holds (scope, role, ownership, limits); a revoked or
// unknown token is a 401 naming the Bearer scheme; no list and no log line ever holds a token.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"

import { type CapturedLog, captureLog } from "../support/capture-log.ts"
import type { TestServer } from "../support/test-server.ts"
import { FOREIGN, ownerCookie, startContentServer } from "./content-support.ts"
import { bearer, call, serverModes } from "./servers.ts"

const POST = { name: "Keeper", title: "Hens", body: "<p>Eggs</p>", video: "", images: [], isjournal: false }

describe.each(serverModes)("personal API tokens on $name", (mode) => {
  let server: TestServer
  let log: CapturedLog
  let cookie: string
  let player: { token: string; id: string }
  /** Every token made, to look for in lists and logs. */
  const made: string[] = []

  beforeAll(async () => {
    log = captureLog("trace")
    server = await startContentServer(
      { ...mode, start: (env) => mode.start({ ...env, LOG_LEVEL: "trace" }, { log: log.logger }) },
      {
        HOMESTEAD_SEED: "off",
      },
    )
    cookie = await ownerCookie(server)
    const registered = await call(server, "POST", "/api/quiz/register", { body: { username: "tokenplayer", password: "player-password-1" } })
    expect(registered.status).toBe(200)
    player = { token: registered.body.token, id: registered.body.id }
  })
  afterAll(() => server?.dispose())

  const ownerToken = async (scope: "read" | "write", name = `script ${made.length}`) => {
    const answer = await call(server, "POST", "/api/dashboard/tokens", { body: { name, scope }, headers: { cookie } })
    expect(answer.status).toBe(200)
    made.push(answer.body.token)
    return answer.body as { token: string; info: { id: string; name: string; scope: string; lastUsedAt: string | null } }
  }
  const playerToken = async (name = "scoreboard widget") => {
    const answer = await call(server, "POST", "/api/quiz/profile/tokens", { body: { name, scope: "read" }, headers: bearer(player.token) })
    expect(answer.status).toBe(200)
    made.push(answer.body.token)
    return answer.body as { token: string; info: { id: string } }
  }
  const ownedPosts = async () => (await call(server, "GET", "/api/posts/owner", { headers: { cookie } })).body as unknown[]

  it("shows a new token once; a read with it is noted as its last use, and no list holds the token", async () => {
    const created = await ownerToken("read", "Backup script")
    expect(created.token).toMatch(/^hst_[A-Za-z0-9_-]{43}$/)
    expect(created.info).toMatchObject({ name: "Backup script", scope: "read", lastUsedAt: null })
    const before = await call(server, "GET", "/api/dashboard/tokens", { headers: { cookie } })
    expect(before.body).toEqual([expect.objectContaining({ id: created.info.id, name: "Backup script", scope: "read", lastUsedAt: null })])

    const read = await call(server, "GET", "/api/posts/owner", { headers: bearer(created.token) })
    expect(read.status).toBe(200)
    expect(read.body).toEqual([])

    const after = await call(server, "GET", "/api/dashboard/tokens", { headers: { cookie } })
    expect(after.body[0].lastUsedAt).toEqual(expect.any(String))
    expect(Date.parse(after.body[0].lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(after.body[0].createdAt))
    expect(JSON.stringify(after.body)).not.toContain(created.token)
    expect(JSON.stringify(after.body)).not.toContain(created.token.slice(4))
  })

  it("refuses a read token's write with a 403 that says why, and writes nothing", async () => {
    const { token } = await ownerToken("read")
    const before = await ownedPosts()
    const refused = await call(server, "POST", "/api/posts", { body: POST, headers: bearer(token) })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe(Messages.apiTokenReadOnly)
    expect(await ownedPosts()).toEqual(before)
  })

  it("lets a read and write token write without the other-site check, which a cookie alone still meets", async () => {
    const { token } = await ownerToken("write")
    const written = await call(server, "POST", "/api/posts", { body: POST, headers: { ...bearer(token), ...FOREIGN } })
    expect(written.status).toBe(200)
    expect((await ownedPosts()).map((p: any) => p._id)).toContain(written.body._id)
    // The same write with the session cookie from another site's page is refused.
    expect((await call(server, "POST", "/api/posts", { body: POST, headers: { cookie, ...FOREIGN } })).status).toBe(403)
    // A token is never taken from a cookie.
    const inCookie = await call(server, "POST", "/api/posts", { body: POST, headers: { cookie: `homestead_session=${token}` } })
    expect(inCookie.status).toBe(401)
  })

  it("applies the same input rules and limits to a token's calls as to a session's", async () => {
    const { token } = await ownerToken("write")
    const before = await ownedPosts()
    const bad = await call(server, "POST", "/api/posts", { body: { ...POST, title: 42 }, headers: bearer(token) })
    expect(bad.status).toBe(400)
    const huge = await call(server, "POST", "/api/posts", { body: { ...POST, body: `<p>${"a".repeat(2 << 20)}</p>` }, headers: bearer(token) })
    expect(huge.status).toBe(413)
    expect(await ownedPosts()).toEqual(before)
    // An account holds a bounded number of tokens, whichever way it asks.
    let last = await call(server, "POST", "/api/dashboard/tokens", { body: { name: "more", scope: "read" }, headers: { cookie } })
    while (last.status === 200) {
      made.push(last.body.token)
      last = await call(server, "POST", "/api/dashboard/tokens", { body: { name: "more", scope: "read" }, headers: { cookie } })
    }
    expect(last.status).toBe(409)
    expect(last.body.message).toMatch(/revoke one/)
    for (const t of (await call(server, "GET", "/api/dashboard/tokens", { headers: { cookie } })).body.filter((t: any) => t.name === "more")) {
      expect((await call(server, "DELETE", `/api/dashboard/tokens/${t.id}`, { headers: { cookie } })).status).toBe(200)
    }
  })

  it("keeps the dashboard's own endpoints to the session: a token cannot make tokens or read the profile", async () => {
    const { token } = await ownerToken("write")
    expect((await call(server, "POST", "/api/dashboard/tokens", { body: { name: "x", scope: "write" }, headers: bearer(token) })).status).toBe(401)
    expect((await call(server, "GET", "/api/dashboard/me", { headers: bearer(token) })).status).toBe(401)
  })

  it("lets a player's token read their own scoreboard and history, and nothing else", async () => {
    const { token } = await playerToken()
    const scoreboard = await call(server, "GET", "/api/quiz/profile/scoreboard/totals", { headers: bearer(token) })
    expect(scoreboard.status).toBe(200)
    expect(scoreboard.body).toEqual((await call(server, "GET", "/api/quiz/profile/scoreboard/totals", { headers: bearer(player.token) })).body)
    const history = await call(server, "GET", "/api/quiz/profile/history.csv", { headers: bearer(token) })
    expect(history.status).toBe(200)
    // The owner's API: refused with a 403 that names the reason.
    const owner = await call(server, "GET", "/api/posts/owner", { headers: bearer(token) })
    expect(owner.status).toBe(403)
    expect(owner.body.message).toBe(Messages.apiTokenNotForOwner)
    // The player's other endpoints, reads and writes alike.
    for (const [method, path] of [
      ["GET", "/api/quiz/profile/groups"],
      ["DELETE", "/api/quiz/profile"],
      ["GET", "/api/quiz/profile/tokens"],
    ] as const) {
      const answer = await call(server, method, path, { headers: bearer(token) })
      expect(answer.status, path).toBe(403)
      expect(answer.body.message).toBe(Messages.apiTokenNotForThis)
    }
    // Still there: the DELETE above deleted nothing.
    expect((await call(server, "GET", "/api/quiz/profile/tokens", { headers: bearer(player.token) })).body).toHaveLength(1)
    // A player may not make a token that writes; the owner's token is not a player's.
    const writing = await call(server, "POST", "/api/quiz/profile/tokens", { body: { name: "w", scope: "write" }, headers: bearer(player.token) })
    expect(writing.status).toBe(400)
    expect(writing.body.message).toBe(Messages.apiTokenPlayerReadOnly)
    const { token: ownersToken } = await ownerToken("read")
    const ownersCall = await call(server, "GET", "/api/quiz/profile/scoreboard/totals", { headers: bearer(ownersToken) })
    expect(ownersCall.status).toBe(403)
    expect(ownersCall.body.message).toBe(Messages.apiTokenOwnerOnly)
  })

  it("answers a revoked or unknown token with a 401 naming the Bearer scheme", async () => {
    const { token, info } = await ownerToken("read")
    expect((await call(server, "GET", "/api/posts/owner", { headers: bearer(token) })).status).toBe(200)
    const revoked = await call(server, "DELETE", `/api/dashboard/tokens/${info.id}`, { headers: { cookie } })
    expect(revoked.status).toBe(200)
    expect(revoked.body.message).toBe(Messages.apiTokenRevoked)
    expect((await call(server, "GET", "/api/dashboard/tokens", { headers: { cookie } })).body.map((t: any) => t.id)).not.toContain(info.id)
    const unknown = `hst_${"A".repeat(43)}`
    for (const value of [token, unknown, "hst_not-even-a-token"]) {
      const answer = await call(server, "GET", "/api/posts/owner", { headers: bearer(value) })
      expect(answer.status).toBe(401)
      expect(answer.body.message).toBe(Messages.apiTokenNotValid)
      expect(answer.headers.get("www-authenticate")).toMatch(/^Bearer /)
    }
    // Revoking again, or another account's token, finds nothing.
    expect((await call(server, "DELETE", `/api/dashboard/tokens/${info.id}`, { headers: { cookie } })).status).toBe(404)
    const players = await playerToken("other")
    expect((await call(server, "DELETE", `/api/dashboard/tokens/${players.info.id}`, { headers: { cookie } })).status).toBe(404)
    expect((await call(server, "GET", "/api/quiz/profile/scoreboard/totals", { headers: bearer(players.token) })).status).toBe(200)
    // A deleted player's tokens end with the account.
    expect((await call(server, "DELETE", "/api/quiz/profile", { headers: bearer(player.token) })).status).toBe(200)
    const gone = await call(server, "GET", "/api/quiz/profile/scoreboard/totals", { headers: bearer(players.token) })
    expect(gone.status).toBe(401)
    expect(gone.headers.get("www-authenticate")).toMatch(/^Bearer /)
  })

  it("documents the token scheme in the OpenAPI document, on the operations that take one", async () => {
    const spec = (await call(server, "GET", "/api/openapi.json")).body
    expect(spec.components.securitySchemes.apiToken).toMatchObject({ type: "http", scheme: "bearer", description: expect.stringContaining("hst_") })
    const takes = (method: string, path: string) => JSON.stringify(spec.paths[path][method].security).includes("apiToken")
    expect(takes("get", "/api/posts/owner")).toBe(true)
    expect(takes("post", "/api/recipe")).toBe(true)
    expect(takes("get", "/api/quiz/profile/scoreboard/totals")).toBe(true)
    expect(takes("get", "/api/quiz/profile/history.csv")).toBe(true)
    expect(takes("get", "/api/dashboard/me")).toBe(false)
    expect(takes("post", "/api/dashboard/tokens")).toBe(false)
    expect(takes("get", "/api/quiz/profile/groups")).toBe(false)
  })

  it("never writes a token into the log", () => {
    expect(made.length).toBeGreaterThan(5)
    expect(log.lines().some((line) => line["msg"] === "request")).toBe(true)
    const text = log.text()
    for (const token of made) expect(text).not.toContain(token.slice(4))
  })
})
