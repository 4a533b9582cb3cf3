import type { GeneralFeedbackSubmission } from "#schemas/api/feedback.ts"
import type { MessageBody } from "#schemas/api/message.ts"
import type { PasswordResetOptions, QuizCredentials, QuizProfileUpdate, QuizRegistration } from "#schemas/api/quiz-user.ts"

import { request } from "../http/client.ts"
import { quiz } from "../state/store.ts"
import type { QuizUserInfo } from "../state/types.ts"
import { quizRequest } from "./quizClient.ts"

// Request bodies are typed as the server's schemas accept them (their encoded side).
export type Credentials = typeof QuizCredentials.Encoded
export type Registration = typeof QuizRegistration.Encoded

/** POST /api/quiz/login; stores the returned user info. */
export async function loginQuiz(body: Credentials): Promise<QuizUserInfo> {
  const info = await quizRequest<QuizUserInfo>("/login", { method: "POST", body })
  quiz.setCredentials(info)
  return info
}

/** POST /api/quiz/register. A guest is signed in as the new user; an admin registering someone stays themself. */
export async function registerQuiz(body: Registration, signIn: boolean): Promise<QuizUserInfo> {
  const info = await quizRequest<QuizUserInfo>("/register", { method: "POST", body })
  if (signIn) quiz.setCredentials(info)
  return info
}

/** POST /api/quiz/logout, then the quiz logout of docs/product.md §4 whether or not the server answered. */
export async function logoutQuiz(): Promise<void> {
  try {
    await quizRequest("/logout", { method: "POST" })
  } catch {
    // The local logout below is what matters to the player.
  } finally {
    quiz.logout()
  }
}

/** PUT /api/quiz/profile; the answer carries a fresh token. */
export async function updateQuizProfile(body: typeof QuizProfileUpdate.Encoded): Promise<QuizUserInfo> {
  const info = await quizRequest<QuizUserInfo>("/profile", { method: "PUT", body })
  quiz.setCredentials(info)
  return info
}

/** `screenshot_id` is the id of a screenshot uploaded first (POST /api/quiz/admin/general_feedback/screenshot). */
export type GeneralFeedback = typeof GeneralFeedbackSubmission.Encoded

/** POST /api/quiz/admin/general_feedback. */
export function sendGeneralFeedback(body: GeneralFeedback): Promise<unknown> {
  return quizRequest("/admin/general_feedback", { method: "POST", body })
}

/** GET /api/quiz/password_reset: whether this site mails reset links. */
export const passwordResetOptions = () => request<typeof PasswordResetOptions.Type>("/quiz/password_reset")

/** POST /api/quiz/forgot_password: the answer is the same whether or not the account exists. */
export const askForResetLink = (login: string) => request<typeof MessageBody.Type>("/quiz/forgot_password", { method: "POST", body: { login } })

/** POST /api/quiz/reset_password with the link's token. */
export const resetPassword = (token: string, password: string) =>
  request<typeof MessageBody.Type>("/quiz/reset_password", { method: "POST", body: { token, password } })
