// A small round quiz for the live-game tests: every correct answer is "B".
import type { RoundQuiz } from "#schemas/events/live-game.ts"

export const t0 = new Date("2026-03-01T10:00:00.000Z")

export const quiz = (n: number, id = "quiz-1"): RoundQuiz => ({
  id,
  topic: "Goats",
  level: "elementary",
  model: "m",
  quality: "basic",
  created_at: t0.toISOString(),
  questions: Array.from({ length: n }, (_, i) => ({ id: `q${i}`, question: `Q${i}?`, options: ["A", "B", "C"], correct_answer: "B", explanation: "B." })),
})
