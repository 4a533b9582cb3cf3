// The account read models, fed by the real commands through the projector, on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { deleteQuizUser, registerQuizUser, revokeQuizToken, updateQuizUserProfile } from "#engine/accounts/commands.ts"
import { memoryEventStore } from "#engine/eventstore/memory.ts"
import { submitGeneralFeedback } from "#engine/feedback/commands.ts"
import { createSiteUser, signInSiteUser, signOutSiteUser, updateSiteUserProfile } from "#engine/site-owner/commands.ts"
import { testDatabases } from "#test/support/databases.ts"

import { generalFeedbackProjection } from "../feedback/general-feedback.ts"
import { Projector } from "../projector.ts"
import { siteUsersProjection } from "../site-owner/site-users.ts"
import { quizUsersProjection } from "./quiz-users.ts"

const now = new Date("2030-01-01T00:00:00Z")
const at = (ms: number) => new Date(now.getTime() + ms)

describe.each(testDatabases)("account read models on $name", (testDb) => {
  let database: Awaited<ReturnType<typeof testDb.open>>
  let projector: Projector
  const store = memoryEventStore()
  const deps = () => ({ store, projections: projector })

  beforeAll(async () => {
    database = await testDb.open()
    projector = new Projector(store, database.db, [siteUsersProjection, quizUsersProjection, generalFeedbackProjection])
    await projector.start()
  })
  afterAll(async () => {
    await projector.stop()
    await database.dispose()
  })

  it("keeps the owner and their sessions", async () => {
    await createSiteUser(deps(), { userId: "o1", username: "owner", passwordHash: "h1", now })
    await signInSiteUser(deps(), { userId: "o1", sessionHash: "s1", expiresAt: at(60_000), now })
    await signInSiteUser(deps(), { userId: "o1", sessionHash: "s2", expiresAt: at(120_000), now })
    await signOutSiteUser(deps(), { userId: "o1", sessionHash: "s1", now })
    await updateSiteUserProfile(deps(), { userId: "o1", username: "keeper", passwordHash: "h2", keepSessionHash: "s2", now: at(1000) })
    const users = await database.db.selectFrom("site_users").selectAll().execute()
    expect(users).toMatchObject([{ id: "o1", username: "keeper", password_hash: "h2" }])
    expect(users[0]!.updated_at).toEqual(at(1000))
    const sessions = await database.db.selectFrom("site_sessions").select(["hash", "revoked", "expires_at"]).orderBy("hash").execute()
    expect(sessions).toEqual([
      { hash: "s1", revoked: true, expires_at: at(60_000) },
      { hash: "s2", revoked: false, expires_at: at(120_000) },
    ])
  })

  it("keeps quiz users, their revoked tokens and frees deleted usernames", async () => {
    const reg = (userId: string, username: string, isAdmin = false) =>
      registerQuizUser(deps(), { userId, username, email: null, passwordHash: "h", isAdmin, now })
    await reg("u1", "Ada", true)
    await reg("u2", "grace")
    await updateQuizUserProfile(deps(), {
      userId: "u2",
      username: "Hopper",
      email: "g@navy.mil",
      passwordHash: "h2",
      replacedToken: { jti: "j1", expiresAt: at(3600_000) },
      now,
    })
    await revokeQuizToken(deps(), { userId: "u1", token: { jti: "j2", expiresAt: at(3600_000) }, now })
    await deleteQuizUser(deps(), { userId: "u1", now })
    await reg("u3", "ADA")
    const users = await database.db
      .selectFrom("quiz_users")
      .select(["id", "username", "username_lower", "email", "is_admin", "deleted"])
      .orderBy("id")
      .execute()
    expect((await database.db.selectFrom("quiz_users").select("password_hash").where("id", "=", "u1").executeTakeFirstOrThrow()).password_hash).toBe("")
    expect(users).toEqual([
      // A deleted account keeps no name, email or password hash (Messages.deletedPlayer).
      { id: "u1", username: "Deleted player", username_lower: "", email: null, is_admin: true, deleted: true },
      { id: "u2", username: "Hopper", username_lower: "hopper", email: "g@navy.mil", is_admin: false, deleted: false },
      { id: "u3", username: "ADA", username_lower: "ada", email: null, is_admin: false, deleted: false },
    ])
    const revoked = await database.db.selectFrom("quiz_revoked_tokens").select(["jti", "user_id"]).orderBy("jti").execute()
    expect(revoked).toEqual([
      { jti: "j1", user_id: "u2" },
      { jti: "j2", user_id: "u1" },
    ])
  })

  it("keeps general feedback", async () => {
    const base = { type: "SubmitGeneralFeedback" as const, userId: null, playerEmail: null, screenshotId: null }
    await submitGeneralFeedback(deps(), { ...base, feedbackId: "f1", player: "guest", feedback: "first", now })
    await submitGeneralFeedback(deps(), { ...base, feedbackId: "f2", player: null, userId: "u2", feedback: "second", now: at(5) })
    const rows = await database.db.selectFrom("general_feedback").selectAll().orderBy("created_at", "desc").execute()
    expect(rows.map((r) => [r.id, r.player, r.user_id, r.feedback])).toEqual([
      ["f2", null, "u2", "second"],
      ["f1", "guest", null, "first"],
    ])
  })

  it("rebuilds to the same state from zero", async () => {
    const snapshot = async () => ({
      users: await database.db.selectFrom("quiz_users").selectAll().orderBy("id").execute(),
      sessions: await database.db.selectFrom("site_sessions").selectAll().orderBy("hash").execute(),
      feedback: await database.db.selectFrom("general_feedback").selectAll().orderBy("id").execute(),
    })
    const before = await snapshot()
    for (const name of ["site-users", "quiz-users", "general-feedback"]) await projector.rebuild(name)
    await projector.waitFor(await store.head())
    expect(await snapshot()).toEqual(before)
  })
})
