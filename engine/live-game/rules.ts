// Time rules of live rounds: 40 seconds per question (docs/product.md §9) plus a grace for the
// answers in flight, and how long a quiz may take to be made before the request counts
// as lost (its node may have died while generating).
import { QuestionClock } from "#schemas/live-question-rules.ts"
import { LIVE_GENERATION_DEADLINE_MS, QuizLimits } from "#schemas/quiz-rules.ts"

export const ROUND_GRACE_MS = 10_000

export const roundDeadline = (startedAt: Date, questions: number): Date =>
  new Date(startedAt.getTime() + questions * QuizLimits.secondsPerQuestion * 1000 + ROUND_GRACE_MS)

export const generationExpiry = (requestedAt: Date): Date => new Date(requestedAt.getTime() + LIVE_GENERATION_DEADLINE_MS)

/**
 * A question-by-question round is closed question by question; its round deadline is only a
 * backstop: every question's time, grace and leaderboard, plus the round's grace.
 */
export const questionRoundDeadline = (startedAt: Date, questions: number, pace: { answerMs: number; leaderboardMs: number }): Date =>
  new Date(startedAt.getTime() + questions * (pace.answerMs + QuestionClock.graceMs + pace.leaderboardMs) + ROUND_GRACE_MS)
