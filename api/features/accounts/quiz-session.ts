// What a quiz sign-in answers: the user's info with a fresh token and today's allowance.
import type { App } from "#api/compose.ts"
import { generationKey } from "#api/platform/ai/spend.ts"
import { signQuizToken } from "#engine/auth/quiz-token.ts"
import { normaliseUsername } from "#engine/auth/username.ts"
import { dayKey, quizzesRemaining } from "#engine/quiz/quota.ts"
import { liveQuizUser, liveQuizUserNamed } from "#projections/quiz-users.queries.ts"
import { quizzesCreatedBy } from "#projections/quizzes.queries.ts"
import type { QuizUserInfo } from "#schemas/api/quiz-user.ts"

/**
 * How many High-quality quizzes the user used on `now`'s UTC day: the generations charged
 * (api/platform/ai/spend.ts, failed ones included) or, if more, the quizzes stored in the read model.
 */
export const countHighQualityToday = async (app: App, userId: string, now: Date): Promise<number> =>
  Math.max(await storedHighQualityToday(app, userId, now), await app.ai.spend.spentToday(generationKey(userId, "high_quality"), now))

const storedHighQualityToday = async (app: App, userId: string, now: Date): Promise<number> => {
  const start = new Date(`${dayKey(now)}T00:00:00.000Z`)
  const end = new Date(start.getTime() + 24 * 3600 * 1000)
  return quizzesCreatedBy(app.database.db, userId, "high_quality", start, end)
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
    await app.secrets.quizToken(),
    { userId: user.id, username: user.username, isAdmin: user.is_admin, generation: user.session_generation },
    app.config.quizTokenTtlSeconds,
    now,
  )
  return {
    id: user.id,
    username: user.username,
    is_admin: user.is_admin,
    token,
    quizzes_remaining: quizzesRemaining(await countHighQualityToday(app, user.id, now)),
    email: user.email,
  }
}

/** A live (not deleted) quiz user by id, from the read model. */
export const findQuizUser = (app: App, userId: string): Promise<(QuizUserRecord & { password_hash: string }) | undefined> =>
  liveQuizUser(app.database.db, userId)

/** A live quiz user by username, case-insensitively. */
export const findQuizUserByName = (app: App, username: string): Promise<(QuizUserRecord & { password_hash: string }) | undefined> =>
  liveQuizUserNamed(app.database.db, normaliseUsername(username))
