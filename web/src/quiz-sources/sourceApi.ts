// The calls of quizzes made from a source: POST /api/quiz/source (a player's), POST
// /api/dashboard/quiz/source (the owner's, on the dashboard's session cookie), and the quiz admins'
// stale questions.
import type { MessageBody } from "#schemas/api/message.ts"
import type { GeneratedQuiz } from "#schemas/api/quiz-generation.ts"
import type { QuizSourceSpec, SourceQuizRequest, StaleQuestion } from "#schemas/api/quiz-sources.ts"

import { quizRequest } from "../accounts/quizClient.ts"
import { request } from "../http/client.ts"

export type SourceQuizBody = Omit<typeof SourceQuizRequest.Encoded, "source"> & { source: typeof QuizSourceSpec.Encoded }

export const generateFromSource = (body: SourceQuizBody) => quizRequest<GeneratedQuiz>("/source", { method: "POST", body })

export const ownerGenerateFromSource = (body: SourceQuizBody) => request<GeneratedQuiz>("/dashboard/quiz/source", { method: "POST", body })

export const fetchStaleQuestions = () => quizRequest<StaleQuestion[]>("/admin/stale_questions")

export const regenerateStale = (quizId: string) =>
  quizRequest<typeof MessageBody.Type>(`/admin/stale_questions/${encodeURIComponent(quizId)}/regenerate`, { method: "POST" })
