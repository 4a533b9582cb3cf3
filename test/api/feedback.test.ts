// General feedback and the site info through the real HTTP stack.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"
import { storedHead } from "#test/support/stored-head.ts"

import type { TestServer } from "../support/test-server.ts"
import { bearer, call, serverModes } from "./servers.ts"

describe.each(serverModes)("general feedback and site info on $name", (mode) => {
  let server: TestServer
  let adminToken: string
  let playerToken: string
  beforeAll(async () => {
    server = await mode.start({ SITE_NAME: "Desert Acre", OWNER_PASSWORD: "owner-password-1", QUIZ_ADMIN_PASSWORD: "admin-password-1" })
    adminToken = (await call(server, "POST", "/api/quiz/login", { body: { username: "admin", password: "admin-password-1" } })).body.token
    playerToken = (await call(server, "POST", "/api/quiz/register", { body: { username: "player1", password: "player-pass-1", email: "p1@example.com" } })).body
      .token
  })
  afterAll(() => server?.dispose())

  const post = (body: unknown, headers: Record<string, string> = {}) => call(server, "POST", "/api/quiz/admin/general_feedback", { body, headers })
  const list = (token?: string) => call(server, "GET", "/api/quiz/admin/general_feedback", token ? { headers: bearer(token) } : {})

  it("answers the site name", async () => {
    const answer = await call(server, "GET", "/api/site")
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ siteName: "Desert Acre" })
  })

  it("takes feedback from a guest", async () => {
    const answer = await post({ player: "  Guest ", player_email: "", feedback: "  More goat quizzes <b>please</b>  " })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ message: Messages.feedbackSubmitted })
  })

  it("fills the player from the bearer token", async () => {
    await new Promise((r) => setTimeout(r, 5))
    const answer = await post({ feedback: "Timer is too fast", screenshot_id: "shot-1" }, bearer(playerToken))
    expect(answer.status).toBe(200)
  })

  it("refuses missing or bad feedback with 400 and writes nothing", async () => {
    const before = await storedHead(server)
    const blank = await post({ player: "x", feedback: "   " })
    expect(blank.status).toBe(400)
    expect(blank.body).toMatchObject({ message: Messages.feedbackRequired })
    const missing = await post({ player: "x" })
    expect(missing.status).toBe(400)
    expect(missing.body).toMatchObject({ message: Messages.feedbackRequired })
    const email = await post({ feedback: "hi", player_email: "nope" })
    expect(email.status).toBe(400)
    expect(email.body.message).toContain(Messages.emailInvalid)
    const long = await post({ feedback: "x".repeat(5001) })
    expect(long.status).toBe(400)
    expect(long.body.message).toContain(Messages.feedbackTooLong)
    expect((await post("not json")).status).toBe(400)
    expect(await storedHead(server)).toBe(before)
  })

  it("lists feedback newest first for admins only", async () => {
    expect((await list()).status).toBe(401)
    const player = await list(playerToken)
    expect(player.status).toBe(403)
    expect(player.body).toMatchObject({ message: Messages.notQuizAdmin })
    const admin = await list(adminToken)
    expect(admin.status).toBe(200)
    expect(admin.body).toEqual([
      {
        id: expect.any(String),
        player: "player1",
        player_email: "p1@example.com",
        screenshot_id: "shot-1",
        feedback: "Timer is too fast",
        user_id: expect.any(String),
        created_at: expect.any(String),
      },
      {
        id: expect.any(String),
        player: "Guest",
        player_email: null,
        screenshot_id: null,
        feedback: "More goat quizzes <b>please</b>",
        user_id: null,
        created_at: expect.any(String),
      },
    ])
  })
})
