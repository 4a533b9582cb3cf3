// Shared set-up for the quiz API tests: players, the admin, and small quizzes stored
// through the ordinary quiz command.
import type { Level } from "#engine/quiz/types.ts"
import { createQuiz } from "#engine/quiz-catalog/commands.ts"

import type { TestServer } from "../support/test-server.ts"
import { bearer, call } from "./servers.ts"

export const ADMIN = { username: "admin", password: "admin-password-1" }
export const SERVER_ENV = { OWNER_PASSWORD: "owner-password-1", QUIZ_ADMIN_PASSWORD: ADMIN.password }

export const register = async (server: TestServer, username: string): Promise<{ id: string; token: string; headers: Record<string, string> }> => {
  const answer = await call(server, "POST", "/api/quiz/register", { body: { username, password: `${username}-password` } })
  if (answer.status !== 200) throw new Error(`register ${username}: ${answer.status} ${JSON.stringify(answer.body)}`)
  return { id: answer.body.id, token: answer.body.token, headers: bearer(answer.body.token) }
}

export const signInAdmin = async (server: TestServer) => {
  const answer = await call(server, "POST", "/api/quiz/login", { body: ADMIN })
  return { id: answer.body.id as string, token: answer.body.token as string, headers: bearer(answer.body.token) }
}

/** Question n of a fixture quiz: options "A".."D", correct "B". */
export const fixtureQuestion = (quizId: string, n: number) => ({
  id: `${quizId}-q${n}`,
  question: `Question ${n} of ${quizId}?`,
  options: ["A", "B", "C", "D"],
  correct_answer: "B",
  explanation: `B is right for question ${n}.`,
})

export const addQuiz = async (server: TestServer, quizId: string, questions: number, level: Level = "elementary", topic = "Goats") => {
  await createQuiz(
    { store: server.platform.store, projections: server.platform.projector },
    {
      quizId,
      topic,
      level,
      model: "test-model",
      quality: "basic",
      questions: Array.from({ length: questions }, (_, i) => fixtureQuestion(quizId, i + 1)),
      createdBy: null,
      now: new Date(),
    },
  )
}

/** Keys that must never reach a player before they finish. */
export const hasAnswers = (value: unknown): boolean => {
  const text = JSON.stringify(value)
  return text.includes("correct_answer") || text.includes("explanation")
}
