// What a quiz sign-in answers: the user's info with a fresh token and today's allowance.
import { signQuizToken } from "../../engine/auth/quiz-token.ts"
import { normaliseUsername } from "../../engine/auth/username.ts"
import { quizzesRemaining } from "../../engine/quiz/quota.ts"
import type { QuizUserInfo } from "../../schemas/api/quiz-user.ts"
import type { App } from "../app.ts"
import { quizTokenSecret } from "./quiz-auth.ts"

/**
 * How many High-quality quizzes the user generated today. Nothing generates them yet, so
 * none; quiz generation sets `count` to its own read-model query when it lands.
 */
export const highQualityUsage: { count: (app: App, userId: string, now: Date) => Promise<number> } = {
  count: async () => 0,
}

export interface QuizUserRecord {
  readonly id: string
  readonly username: string
  readonly email: string | null
  readonly is_admin: boolean
}

export const issueQuizSession = async (app: App, user: QuizUserRecord, now = new Date()): Promise<QuizUserInfo> => {
  const { token } = await signQuizToken(
    await quizTokenSecret(app),
    { userId: user.id, username: user.username, isAdmin: user.is_admin },
    app.config.quizTokenTtlSeconds,
    now,
  )
  return {
    id: user.id,
    username: user.username,
    is_admin: user.is_admin,
    token,
    quizzes_remaining: quizzesRemaining(await highQualityUsage.count(app, user.id, now)),
    email: user.email,
  }
}

/** A live (not deleted) quiz user by id, from the read model. */
export const findQuizUser = async (app: App, userId: string): Promise<(QuizUserRecord & { password_hash: string }) | undefined> => {
  const row = await app.database.db
    .selectFrom("quiz_users")
    .select(["id", "username", "email", "is_admin", "password_hash"])
    .where("id", "=", userId)
    .where("deleted", "=", false)
    .executeTakeFirst()
  return row as (QuizUserRecord & { password_hash: string }) | undefined
}

/** A live quiz user by username, case-insensitively. */
export const findQuizUserByName = async (app: App, username: string) => {
  const row = await app.database.db
    .selectFrom("quiz_users")
    .select(["id", "username", "email", "is_admin", "password_hash"])
    .where("username_lower", "=", normaliseUsername(username))
    .where("deleted", "=", false)
    .executeTakeFirst()
  return row as (QuizUserRecord & { password_hash: string }) | undefined
}
