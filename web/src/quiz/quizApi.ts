import { quiz } from "../state/store.ts"
import type { QuizUserInfo } from "../state/types.ts"
import { request } from "../http/client.ts"
import { quizRequest } from "./quizClient.ts"

export interface Credentials {
  username: string
  password: string
}

export interface Registration extends Credentials {
  email?: string
}

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
export async function updateQuizProfile(body: Registration & { current_password: string }): Promise<QuizUserInfo> {
  const info = await quizRequest<QuizUserInfo>("/profile", { method: "PUT", body })
  quiz.setCredentials(info)
  return info
}

export interface GeneralFeedback {
  player: string
  player_email: string
  feedback: string
  /** The id of a screenshot uploaded first (POST /api/quiz/admin/general_feedback/screenshot). */
  screenshot_id?: string
}

/** POST /api/quiz/admin/general_feedback. */
export function sendGeneralFeedback(body: GeneralFeedback): Promise<unknown> {
  return quizRequest("/admin/general_feedback", { method: "POST", body })
}

/** GET /api/quiz/password_reset: whether this site mails reset links. */
export const passwordResetOptions = () => request<{ email: boolean }>("/quiz/password_reset")

/** POST /api/quiz/forgot_password: the answer is the same whether or not the account exists. */
export const askForResetLink = (login: string) =>
  request<{ message: string }>("/quiz/forgot_password", { method: "POST", body: { login } })

/** POST /api/quiz/reset_password with the link's token. */
export const resetPassword = (token: string, password: string) =>
  request<{ message: string }>("/quiz/reset_password", { method: "POST", body: { token, password } })
