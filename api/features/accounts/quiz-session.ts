// What a quiz sign-in answers: the user's info with a fresh token and today's allowance.
import type { Kysely } from "kysely"

import { type AiSpend, generationKey } from "#api/platform/ai/spend.ts"
import type { AppSecrets } from "#api/platform/secrets/secrets.ts"
import { signQuizToken } from "#engine/auth/quiz-token.ts"
import { normaliseUsername } from "#engine/auth/username.ts"
import { dayKey, quizzesRemaining } from "#engine/quiz/quota.ts"
import { liveQuizUser, liveQuizUserNamed } from "#projections/accounts/quiz-users.queries.ts"
import type { DB } from "#projections/db.ts"
import { quizzesCreatedBy } from "#projections/quiz-catalog/quizzes.queries.ts"
import type { QuizUserInfo } from "#schemas/api/quiz-user.ts"

/** Where today's High-quality quizzes are counted: the read models and the day's AI spend. */
export interface AllowanceDeps {
  readonly db: Kysely<DB>
  readonly spend: Pick<AiSpend, "spentToday">
}

/**
 * How many High-quality quizzes the user used on `now`'s UTC day: the generations charged
 * (api/platform/ai/spend.ts, failed ones included) or, if more, the quizzes stored in the read model.
 */
export const highQualityUsedToday = async (deps: AllowanceDeps, userId: string, now: Date): Promise<number> =>
  Math.max(await storedHighQualityToday(deps.db, userId, now), await deps.spend.spentToday(generationKey(userId, "high_quality"), now))

const storedHighQualityToday = async (db: Kysely<DB>, userId: string, now: Date): Promise<number> => {
  const start = new Date(`${dayKey(now)}T00:00:00.000Z`)
  const end = new Date(start.getTime() + 24 * 3600 * 1000)
  return quizzesCreatedBy(db, userId, "high_quality", start, end)
}

export interface QuizUserRecord {
  readonly id: string
  readonly username: string
  readonly email: string | null
  readonly is_admin: boolean
  readonly session_generation: number
}

export interface IssueDeps extends AllowanceDeps {
  readonly secrets: Pick<AppSecrets, "quizToken">
  /** QUIZ_TOKEN_TTL: how long a token works. */
  readonly tokenTtlSeconds: number
}

export const issueQuizSession = async (deps: IssueDeps, user: QuizUserRecord, now = new Date()): Promise<QuizUserInfo> => {
  const { token } = await signQuizToken(
    await deps.secrets.quizToken(),
    { userId: user.id, username: user.username, isAdmin: user.is_admin, generation: user.session_generation },
    deps.tokenTtlSeconds,
    now,
  )
  return {
    id: user.id,
    username: user.username,
    is_admin: user.is_admin,
    token,
    quizzes_remaining: quizzesRemaining(await highQualityUsedToday(deps, user.id, now)),
    email: user.email,
  }
}

/** A live (not deleted) quiz user by id, from the read model. */
export const quizUserById = (db: Kysely<DB>, userId: string): Promise<(QuizUserRecord & { password_hash: string }) | undefined> => liveQuizUser(db, userId)

/** A live quiz user by username, case-insensitively. */
export const quizUserNamed = (db: Kysely<DB>, username: string): Promise<(QuizUserRecord & { password_hash: string }) | undefined> =>
  liveQuizUserNamed(db, normaliseUsername(username))
