// The read-model facts behind engine/quiz-play/answer-access.ts, and the refusal each
// denial answers with (a result's details held are shaped in attempt-wire.ts).
import type { Kysely } from "kysely"

import { NotAllowed, WrongState } from "#engine/domain-errors.ts"
import { type AnswerAccess, answerAccess, type AnswerFacts, resultAccess } from "#engine/quiz-play/answer-access.ts"
import type { DB } from "#projections/db.ts"
import { liveRoundStateOfQuiz } from "#projections/live-game/live-round-quizzes.queries.ts"
import { hasSubmitted, runningGradedAttempts } from "#projections/quiz-play/quiz-completions.queries.ts"
import * as Messages from "#schemas/messages.ts"

export interface AnswerCaller {
  readonly user: { readonly userId: string; readonly isAdmin: boolean } | undefined
  /** A guest who has submitted an attempt (their cookie, or the submission in this request). */
  readonly guestSubmitted: boolean
}

/** A stored quiz, as far as its answers' rule needs it. */
export interface QuizRef {
  readonly id: string
  readonly live_round: boolean
}

/** The rule's answer, and until when the others' graded attempts may hold the key (for the words). */
export interface AnswerCheck {
  readonly access: AnswerAccess
  readonly heldUntil: Date | null
}

const factsOf = async (db: Kysely<DB>, quiz: QuizRef, user: AnswerCaller["user"], now: Date) => {
  const live = await liveRoundStateOfQuiz(db, quiz)
  const running = await runningGradedAttempts(db, quiz.id, user?.userId, now)
  const facts: Omit<AnswerFacts, "submitted"> = {
    admin: user?.isAdmin === true,
    liveRoundHeld: live === "held",
    liveRoundOver: live === "over",
    gradedRunning: running.own,
    othersGradedRunning: running.othersUntil !== null,
  }
  return { facts, heldUntil: running.othersUntil }
}

/** May the caller see the quiz's answer key? */
export const checkAnswerAccess = async (db: Kysely<DB>, quiz: QuizRef, caller: AnswerCaller, now: Date): Promise<AnswerCheck> => {
  const { user } = caller
  const { facts, heldUntil } = await factsOf(db, quiz, user, now)
  const submitted = user ? await hasSubmitted(db, user.userId, quiz.id) : caller.guestSubmitted
  return { access: answerAccess({ ...facts, submitted }), heldUntil }
}

/**
 * May a result of the caller's own at the quiz show its details (or, for a fun attempt, be had
 * at all)? `justSubmitted`: the caller's own attempt has just been handed in, so it no longer
 * runs whatever the read model has caught up with.
 */
export const checkResultAccess = async (
  db: Kysely<DB>,
  quiz: QuizRef,
  user: NonNullable<AnswerCaller["user"]>,
  now: Date,
  justSubmitted = false,
): Promise<AnswerCheck> => {
  const { facts, heldUntil } = await factsOf(db, quiz, user, now)
  return { access: resultAccess(justSubmitted ? { ...facts, gradedRunning: false } : facts), heldUntil }
}

/** The code of a refusal while someone else's graded attempt holds the key. */
export const ANSWERS_HELD = "ANSWERS_HELD"

/** Whole minutes until `until`, at least one: "look again in about {n} minutes". */
export const minutesUntil = (until: Date | null, now: Date): number => Math.max(1, Math.ceil(((until?.getTime() ?? now.getTime()) - now.getTime()) / 60_000))

/** The words for answers held by someone else's graded attempt. */
export const heldMessage = (check: AnswerCheck, now: Date): string => Messages.answersHeldForGrading(minutesUntil(check.heldUntil, now))

/** `submitting`: a guest handing in a fun attempt with the request, told their answers are kept. */
export const refuseAnswers = (check: AnswerCheck, now: Date, submitting = false): void => {
  const { access } = check
  if (access.ok) return
  switch (access.reason) {
    case "live_round":
      throw new NotAllowed(Messages.answersHeldForLiveRound, "LIVE_ROUND")
    case "attempt_running":
      throw new NotAllowed(Messages.answersLocked, "ATTEMPT_RUNNING")
    case "graded_running":
      throw new NotAllowed(submitting ? Messages.funHeldForGrading(minutesUntil(check.heldUntil, now)) : heldMessage(check, now), ANSWERS_HELD)
    case "not_submitted":
      throw new NotAllowed(Messages.answersAfterSubmitting, "NOT_SUBMITTED")
  }
}

/**
 * A fun submission answers with its score and the key, and is kept among the player's fun
 * completions: while someone else's graded attempt runs it is refused, and nothing is kept.
 * (The player's own running attempt is refused by the attempt's decider.)
 */
export const refuseFunWhileGraded = (check: AnswerCheck, now: Date): void => {
  if (!check.access.ok && check.access.reason === "graded_running") {
    throw new WrongState(Messages.funHeldForGrading(minutesUntil(check.heldUntil, now)), ANSWERS_HELD)
  }
}

/** Starting or grading a quiz a live round is playing would hand out its answers. */
export const refuseWhileLiveRound = async (db: Kysely<DB>, quiz: QuizRef): Promise<void> => {
  if ((await liveRoundStateOfQuiz(db, quiz)) === "held") throw new NotAllowed(Messages.answersHeldForLiveRound, "LIVE_ROUND")
}
