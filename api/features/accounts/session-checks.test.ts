// Sessions checked for many socket events and requests at once: each answer is the database's, asked after
// the check was, and a burst of checks costs a few queries.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { liveSessionAccounts } from "#projections/accounts/quiz-users.queries.ts"
import { QUIZ_USERS_TABLE, REVOKED_TOKENS_TABLE } from "#projections/accounts/quiz-users.tables.ts"
import { quizUsersProjection } from "#projections/accounts/quiz-users.ts"
import type { AppDatabase } from "#projections/db.ts"
import { testDatabases } from "#test/support/databases.ts"

import { SessionChecks } from "./session-checks.ts"

describe.each(testDatabases)("session checks on $name", (target) => {
  let database: AppDatabase & { dispose(): Promise<void> }
  beforeAll(async () => {
    database = await target.open()
    await quizUsersProjection.migrate(database.db)
    const now = new Date()
    const row = (id: string, extra: object = {}) => ({
      id,
      username: id,
      username_lower: id,
      email: null,
      password_hash: "x",
      is_admin: false,
      deleted: false,
      session_generation: 2,
      created_at: now,
      updated_at: now,
      ...extra,
    })
    await database.db
      .insertInto(QUIZ_USERS_TABLE)
      .values([row("ann"), row("bob", { deleted: true }), ...Array.from({ length: 60 }, (_, i) => row(`p${i}`))])
      .execute()
    await database.db.insertInto(REVOKED_TOKENS_TABLE).values({ jti: "revoked", user_id: "ann", expires_at: now }).execute()
  })
  afterAll(async () => {
    await database?.dispose()
  })

  it("answers each session as the database has it: live, revoked, ended by a newer generation, or deleted", async () => {
    const checks = new SessionChecks(database.db)
    expect(
      await Promise.all([
        checks.alive({ userId: "ann", jti: "t1", generation: 2 }),
        checks.alive({ userId: "ann", jti: "revoked", generation: 2 }),
        checks.alive({ userId: "ann", jti: "t2", generation: 1 }),
        checks.alive({ userId: "bob", jti: "t3", generation: 2 }),
        checks.alive({ userId: "nobody", jti: "t4", generation: 2 }),
      ]),
    ).toEqual([true, false, false, false, false])
    expect(await checks.account({ userId: "ann", jti: "t1", generation: 2 })).toMatchObject({ id: "ann", username: "ann", email: null, is_admin: false })
    expect(await checks.account({ userId: "bob", jti: "t3", generation: 2 })).toBeUndefined()
    // Asked after a sign-out is stored, a check sees it.
    await database.db.insertInto(REVOKED_TOKENS_TABLE).values({ jti: "t1", user_id: "ann", expires_at: new Date() }).execute()
    expect(await checks.alive({ userId: "ann", jti: "t1", generation: 2 })).toBe(false)
  })

  it("puts a burst of checks into a few queries", async () => {
    const asked: number[] = []
    const checks = new SessionChecks(database.db, (db, sessions) => {
      asked.push(sessions.length)
      return liveSessionAccounts(db, sessions)
    })
    const burst = Array.from({ length: 60 }, (_, i) => checks.alive({ userId: `p${i}`, jti: `j${i}`, generation: 2 }))
    expect(await Promise.all(burst)).toEqual(Array.from({ length: 60 }, () => true))
    expect(asked.reduce((a, b) => a + b, 0)).toBe(60)
    expect(asked.length).toBeLessThanOrEqual(2)
  })
})
