// Question-by-question live rounds (docs/decisions.md, "Question-by-question scoring"): how an
// answer is scored and how each question's clock runs. Plain functions on milliseconds, shared
// by the server (which grades from its own clock) and the browser (which only shows the clock).
//
// Points for one answer:
//   wrong or none: 0, and the player's streak starts over;
//   correct: round(1000 × (1 − (elapsed / limit) / 2)), from 1000 for an instant answer down to
//   500 at the last moment, plus a streak bonus of 100 for each correct answer in a row before
//   this one, at most 500 (the 2nd correct in a row earns +100, the 6th and later +500);
//   a slider's answer near its target: the speed points times its share of a point (by
//   closeness), the streak going on only for the exact answer;
//   a poll's: nothing, and the streak neither grows nor breaks.

export const LiveModes = ["whole", "question"] as const
/** "whole": everyone plays the whole quiz at their pace; "question": one question at a time, together. */
export type LiveMode = (typeof LiveModes)[number]

export const isLiveMode = (value: unknown): value is LiveMode => typeof value === "string" && (LiveModes as readonly string[]).includes(value)

export const QuestionScoring = {
  maxPoints: 1000,
  /** A correct answer given as time runs out still earns this share of maxPoints. */
  slowestShare: 0.5,
  streakStep: 100,
  streakMostBonus: 500,
} as const

export const QuestionClock = {
  /** Seconds to answer one question unless the server is set otherwise (LIVE_QUESTION_SECONDS). */
  defaultAnswerSeconds: 20,
  /** Seconds the answer and the leaderboard show before the next question (LIVE_LEADERBOARD_SECONDS). */
  defaultLeaderboardSeconds: 5,
  /** An answer stamped this long after the close still counts (it was in flight), scored as the slowest. */
  graceMs: 1_000,
  /** A player who asked for more time (accessibility) answers in this many times the question's time. */
  moreTimeFactor: 1.5,
} as const

/** A player's time to answer: the question's, or more when they asked for it. */
export const answerLimitMs = (answerMs: number, moreTime: boolean): number => (moreTime ? Math.round(answerMs * QuestionClock.moreTimeFactor) : answerMs)

/** Milliseconds from the question's opening to the answer, within [0, limit]. */
export const elapsedMs = (opensAtMs: number, atMs: number, limitMs: number): number => Math.min(Math.max(0, atMs - opensAtMs), Math.max(0, limitMs))

/** Points for speed alone (the streak bonus aside); 0 when wrong. */
export const speedPoints = (correct: boolean, elapsed: number, limitMs: number): number => {
  if (!correct) return 0
  const share = limitMs > 0 ? Math.min(1, Math.max(0, elapsed / limitMs)) : 1
  return Math.round(QuestionScoring.maxPoints * (1 - share * (1 - QuestionScoring.slowestShare)))
}

/** Correct answers in a row after this one (0 after a wrong answer or none). */
export const nextStreak = (streak: number, correct: boolean): number => (correct ? streak + 1 : 0)

/** The bonus of a correct answer that makes a streak of `streak` (1 = the first in a row: no bonus). */
export const streakBonus = (streak: number): number => Math.min(QuestionScoring.streakMostBonus, Math.max(0, streak - 1) * QuestionScoring.streakStep)

export interface ScoredAnswer {
  readonly points: number
  readonly streak: number
}

/**
 * One answer scored: `streakBefore` is the player's run of correct answers up to this question.
 * `share` is the share of a point the answer earned when it is not simply right or wrong (a
 * slider's closeness): its speed points are scaled by it, and only a right answer keeps the
 * streak and earns its bonus.
 */
export const scoreAnswer = (correct: boolean, elapsed: number, limitMs: number, streakBefore: number, share = correct ? 1 : 0): ScoredAnswer => {
  const streak = nextStreak(streakBefore, correct)
  const earned = Math.min(1, Math.max(0, share))
  const speed = earned > 0 ? Math.round(speedPoints(true, elapsed, limitMs) * earned) : 0
  return { points: speed + (correct ? streakBonus(streak) : 0), streak }
}

export interface QuestionWindow {
  readonly opensAt: number
  readonly closesAt: number
}

/** A question opened at `at` closes `limitMs` later. */
export const questionWindow = (at: number, limitMs: number): QuestionWindow => ({ opensAt: at, closesAt: at + Math.max(0, limitMs) })

/** Whether an answer stamped `at` is taken: from the opening until the close plus the grace. */
export const takesAnswerAt = (window: QuestionWindow, at: number): boolean => at >= window.opensAt && at <= window.closesAt + QuestionClock.graceMs

/**
 * Milliseconds left to answer at `now`: never negative, never more than the question's limit
 * (a clock running behind cannot give more time), and after a restart exactly the limit less
 * what has already gone by.
 */
export const questionRemainingMs = (window: QuestionWindow, now: number): number =>
  Math.max(0, Math.min(window.closesAt - window.opensAt, window.closesAt - Math.max(now, window.opensAt)))
