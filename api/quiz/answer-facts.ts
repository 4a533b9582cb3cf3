// The read-model facts behind engine/quiz-play/answer-access.ts, and the refusal each
// denial answers with.
import type { Kysely } from "kysely"

import { NotAllowed } from "#engine/domain-errors.ts"
import { type AnswerAccess, answerAccess } from "#engine/quiz-play/answer-access.ts"
import type { DB } from "#projections/db.ts"
import { liveRoundState } from "#projections/live-round-quizzes.queries.ts"
import { gradedAttemptRunning, hasSubmitted } from "#projections/quiz-completions.queries.ts"
import * as Messages from "#schemas/messages.ts"

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
      throw new NotAllowed(Messages.answersHeldForLiveRound, "LIVE_ROUND")
    case "attempt_running":
      throw new NotAllowed(Messages.answersLocked, "ATTEMPT_RUNNING")
    case "not_submitted":
      throw new NotAllowed(Messages.answersAfterSubmitting, "NOT_SUBMITTED")
  }
}

/** Starting or grading a quiz a live round is playing would hand out its answers. */
export const refuseWhileLiveRound = async (db: Kysely<DB>, quizId: string): Promise<void> => {
  if ((await liveRoundState(db, quizId)) === "held") throw new NotAllowed(Messages.answersHeldForLiveRound, "LIVE_ROUND")
}
