// The read-model facts behind engine/quiz-play/answer-access.ts, and the refusal each
// denial answers with.
import type { Kysely } from "kysely"
import { DomainError } from "../../engine/command.ts"
import { answerAccess, type AnswerAccess } from "../../engine/quiz-play/answer-access.ts"
import { GRACE_MS } from "../../engine/quiz-play/late-policy.ts"
import { Messages } from "../../schemas/messages.ts"
import { LIVE_ROUND_QUIZZES_TABLE } from "../../projections/live-round-quizzes.tables.ts"
import { QUIZ_ATTEMPTS_TABLE, QUIZ_COMPLETIONS_TABLE } from "../../projections/quiz-completions.tables.ts"
import type { DB } from "../../projections/db.ts"

/** "held" while a live round plays the quiz, "over" once it ended, null for other quizzes. */
export const liveRoundState = async (db: Kysely<DB>, quizId: string): Promise<"held" | "over" | null> => {
  const row = await db.selectFrom(LIVE_ROUND_QUIZZES_TABLE).select("held").where("quiz_id", "=", quizId).executeTakeFirst()
  return row === undefined ? null : row.held === true ? "held" : "over"
}

/** A graded attempt of this player on this quiz, started, not submitted, time (with grace) not up. */
export const gradedAttemptRunning = async (db: Kysely<DB>, userId: string, quizId: string, now: Date): Promise<boolean> => {
  const row = await db
    .selectFrom(QUIZ_ATTEMPTS_TABLE)
    .select("deadline")
    .where("user_id", "=", userId)
    .where("quiz_id", "=", quizId)
    .where("completed_at", "is", null)
    .executeTakeFirst()
  return row !== undefined && now.getTime() <= new Date(row.deadline as Date).getTime() + GRACE_MS
}

/** The player has a completed attempt (graded or fun) at the quiz. */
export const hasSubmitted = async (db: Kysely<DB>, userId: string, quizId: string): Promise<boolean> =>
  (await db.selectFrom(QUIZ_COMPLETIONS_TABLE).select("id").where("user_id", "=", userId).where("quiz_id", "=", quizId).limit(1).executeTakeFirst()) !== undefined

export interface AnswerCaller {
  readonly user: { readonly userId: string; readonly isAdmin: boolean } | undefined
  /** A guest who has submitted an attempt (their cookie, or the submission in this request). */
  readonly guestSubmitted: boolean
}

export const checkAnswerAccess = async (db: Kysely<DB>, quizId: string, caller: AnswerCaller, now: Date): Promise<AnswerAccess> => {
  const live = await liveRoundState(db, quizId)
  const { user } = caller
  return answerAccess({
    admin: user?.isAdmin === true,
    liveRoundHeld: live === "held",
    liveRoundOver: live === "over",
    gradedRunning: user !== undefined && (await gradedAttemptRunning(db, user.userId, quizId, now)),
    submitted: user ? await hasSubmitted(db, user.userId, quizId) : caller.guestSubmitted,
  })
}

export const refuseAnswers = (access: AnswerAccess): void => {
  if (access.ok) return
  switch (access.reason) {
    case "live_round":
      throw new DomainError(403, Messages.answersHeldForLiveRound, "LIVE_ROUND")
    case "attempt_running":
      throw new DomainError(403, Messages.answersLocked, "ATTEMPT_RUNNING")
    case "not_submitted":
      throw new DomainError(403, Messages.answersAfterSubmitting, "NOT_SUBMITTED")
  }
}

/** Starting or grading a quiz a live round is playing would hand out its answers. */
export const refuseWhileLiveRound = async (db: Kysely<DB>, quizId: string): Promise<void> => {
  if ((await liveRoundState(db, quizId)) === "held") throw new DomainError(403, Messages.answersHeldForLiveRound, "LIVE_ROUND")
}
