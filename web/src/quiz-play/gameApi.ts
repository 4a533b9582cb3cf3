// The quiz game's calls under /api/quiz (generation, choosing, taking, grading, rating, reports).
import type { MessageBody } from "#schemas/api/message.ts"
import type { GenerationQuery } from "#schemas/api/quiz-generation.ts"

import { quizRequest } from "../accounts/quizClient.ts"
import type { GeneratedQuiz, GradeResult, PlayerQuiz, QuizSummary, RatingResult, RevealedAnswers, StartedQuiz, StoredCompletion } from "./types.ts"

/** The generator's request, as the server reads it from the query; the kinds of question are multiple choice alone unless named. */
export type GenerateParams = Omit<typeof GenerationQuery.Type, "kinds"> & { readonly kinds?: typeof GenerationQuery.Type.kinds }

/** GET /api/quiz?topic&level&number&model&kinds — can take many seconds. */
export const generateQuiz = ({ kinds, ...params }: GenerateParams) =>
  quizRequest<GeneratedQuiz>("", { query: { ...params, ...(kinds && kinds.length > 0 ? { kinds: kinds.join(",") } : {}) } })

/** GET /api/quiz/id/{id} — a stored quiz in the players' shape. */
export const fetchQuiz = (id: string) => quizRequest<PlayerQuiz>(`/id/${encodeURIComponent(id)}`)

/** GET /api/quiz/open for signed-in users (quizzes they have not completed), /all for guests. */
export const fetchQuizList = (signedIn: boolean) => quizRequest<QuizSummary[]>(signedIn ? "/open" : "/all")

export const startQuiz = (quizId: string, graded: boolean, challenged = false) =>
  quizRequest<StartedQuiz>("/profile/start_quiz", { method: "PUT", body: { quiz_id: quizId, graded, challenged } })

/** A guest's fun attempt: the answers given are submitted, and the correct ones come back. */
export const revealAnswers = (quizId: string, givenAnswers: Record<string, string>) =>
  quizRequest<RevealedAnswers>("/answers", { method: "POST", body: { quiz_id: quizId, givenAnswers } })

export interface GradeParams {
  userId: string
  quizId: string
  givenAnswers: Record<string, string>
  graded: boolean
  challenged: boolean
}

export const gradeQuiz = (p: GradeParams) =>
  quizRequest<GradeResult>("/profile/grade_quiz", {
    method: "PUT",
    body: { user_id: p.userId, quiz_id: p.quizId, givenAnswers: p.givenAnswers, challenged: p.challenged, graded: p.graded },
  })

/** GET /api/quiz/profile/scoreboard/completed/{id} — the caller's completion of a quiz. */
export const fetchCompletion = (quizId: string) => quizRequest<StoredCompletion>(`/profile/scoreboard/completed/${encodeURIComponent(quizId)}`)

export const rateQuiz = (quizId: string, rating: number, review: string) =>
  quizRequest<RatingResult>("", { method: "POST", body: { quiz_id: quizId, rating, ...(review ? { review } : {}) } })

/** `optionId` names the option the report is about (`o{n}`, its slot in the question as served). */
export const reportQuestion = (questionId: string, report: string, user?: string, optionId?: string) =>
  quizRequest<typeof MessageBody.Type>("/admin/question_feedback", {
    method: "POST",
    body: { question_id: questionId, report, ...(user ? { user } : {}), ...(optionId ? { option_id: optionId } : {}) },
  })
