// Time rules of live rounds: 40 seconds per question (docs/product.md §9) plus a grace for the
// answers in flight, and how long a quiz may take to be made before the request counts
// as lost (its node may have died while generating).
import { LIVE_GENERATION_DEADLINE_MS, QuizLimits } from "#schemas/quiz-rules.ts"

export const ROUND_GRACE_MS = 10_000

export const roundDeadline = (startedAt: Date, questions: number): Date =>
  new Date(startedAt.getTime() + questions * QuizLimits.secondsPerQuestion * 1000 + ROUND_GRACE_MS)

export const generationExpiry = (requestedAt: Date): Date => new Date(requestedAt.getTime() + LIVE_GENERATION_DEADLINE_MS)
