// A small round quiz for the live-game tests (every correct answer is "B"), and a game of n
// ready players with its round started, for the fold's cost test and bench.
import type { LiveGameEvent, RoundQuiz } from "#schemas/events/live-game.ts"

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

/** A moment `ms` after t0, as stored. */
export const iso = (ms: number) => new Date(t0.getTime() + ms).toISOString()
const pace = { answerMs: 20_000, leaderboardMs: 5_000 }
const ids = (n: number) => Array.from({ length: n }, (_, i) => `p${i}`)

/** A game of n ready players with a round started, whole-quiz or question by question. */
export const roundOf = (n: number, byQuestion: boolean): LiveGameEvent[] => [
  { type: "GameOpened", groupId: "g1", groupName: "Goats", gameId: "game-1", at: iso(0) },
  ...ids(n).flatMap((userId): LiveGameEvent[] => [
    { type: "PlayerJoined", userId, username: userId.toUpperCase(), at: iso(0) },
    { type: "TopicSubmitted", userId, topic: "Bees", level: "elementary", number: 2, at: iso(0) },
    { type: "PlayerReady", userId, isReady: true, at: iso(0) },
  ]),
  ...(byQuestion ? [{ type: "LiveModeChosen", userId: "p0", mode: "question", at: iso(0) } as const] : []),
  {
    type: "RoundRequested",
    roundId: "r1",
    requestedBy: "p0",
    topicBy: "p0",
    topic: "Bees",
    level: "elementary",
    number: 2,
    at: iso(0),
    expiresAt: iso(300_000),
  },
  {
    type: "RoundStarted",
    roundId: "r1",
    quiz: quiz(2),
    topic: "Bees",
    level: "elementary",
    players: ids(n),
    startedAt: iso(1_000),
    deadline: iso(100_000),
    ...(byQuestion ? { byQuestion: pace } : {}),
  },
  ...(byQuestion ? [{ type: "QuestionOpened", roundId: "r1", index: 0, opensAt: iso(1_000), closesAt: iso(21_000) } as const] : []),
]

/** Every player's right answer to the first question. */
export const answersOf = (n: number): LiveGameEvent[] =>
  ids(n).map((userId) => ({ type: "QuestionAnswered", roundId: "r1", index: 0, userId, option: "B", correct: true, points: 900, streak: 1, at: iso(2_000) }))

/** Every player's answers handed in (a whole-quiz round). */
export const handedIn = (n: number): LiveGameEvent[] =>
  ids(n).map((userId) => ({ type: "AnswersSubmitted", roundId: "r1", userId, answers: {}, numberCorrect: 1, numberQuestions: 2, at: iso(2_000) }))
