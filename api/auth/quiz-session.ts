// What a quiz sign-in answers: the user's info with a fresh token and today's allowance.
import { signQuizToken } from "../../engine/auth/quiz-token.ts"
import { normaliseUsername } from "../../engine/auth/username.ts"
import { dayKey, quizzesRemaining } from "../../engine/quiz/quota.ts"
import type { QuizUserInfo } from "../../schemas/api/quiz-user.ts"
import { generationKey, spentToday } from "../ai/spend.ts"
import type { App } from "../app.ts"
import { quizTokenSecret } from "./quiz-auth.ts"
import { QUIZ_USERS_TABLE } from "../../projections/quiz-users.tables.ts"
import { QUIZZES_TABLE } from "../../projections/quizzes.tables.ts"

/**
 * How many High-quality quizzes the user used on `now`'s UTC day: the generations charged
 * (api/ai/spend.ts, failed ones included) or, if more, the quizzes stored in the read model.
 */
export const countHighQualityToday = async (app: App, userId: string, now: Date): Promise<number> =>
  Math.max(await storedHighQualityToday(app, userId, now), await spentToday(app.database.db, generationKey(userId, "high_quality"), now))

const storedHighQualityToday = async (app: App, userId: string, now: Date): Promise<number> => {
  const start = new Date(`${dayKey(now)}T00:00:00.000Z`)
  const end = new Date(start.getTime() + 24 * 3600 * 1000)
  const row = await app.database.db
    .selectFrom(QUIZZES_TABLE)
    .select((eb) => eb.fn.countAll().as("n"))
    .where("created_by", "=", userId)
    .where("quality", "=", "high_quality")
    .where("created_at", ">=", start)
    .where("created_at", "<", end)
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

/** The usage count behind `quizzes_remaining` (replaceable in tests). */
export const highQualityUsage: { count: (app: App, userId: string, now: Date) => Promise<number> } = {
  count: countHighQualityToday,
}

export interface QuizUserRecord {
  readonly id: string
  readonly username: string
  readonly email: string | null
  readonly is_admin: boolean
  readonly session_generation: number
}

export const issueQuizSession = async (app: App, user: QuizUserRecord, now = new Date()): Promise<QuizUserInfo> => {
  const { token } = await signQuizToken(
    await quizTokenSecret(app),
    { userId: user.id, username: user.username, isAdmin: user.is_admin, generation: user.session_generation },
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
    .selectFrom(QUIZ_USERS_TABLE)
    .select(["id", "username", "email", "is_admin", "password_hash", "session_generation"])
    .where("id", "=", userId)
    .where("deleted", "=", false)
    .executeTakeFirst()
  return row as (QuizUserRecord & { password_hash: string }) | undefined
}

/** A live quiz user by username, case-insensitively. */
export const findQuizUserByName = async (app: App, username: string) => {
  const row = await app.database.db
    .selectFrom(QUIZ_USERS_TABLE)
    .select(["id", "username", "email", "is_admin", "password_hash", "session_generation"])
    .where("username_lower", "=", normaliseUsername(username))
    .where("deleted", "=", false)
    .executeTakeFirst()
  return row as (QuizUserRecord & { password_hash: string }) | undefined
}
