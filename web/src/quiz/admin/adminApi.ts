// The quiz admins' calls under /api/quiz/admin; lists are kept in questionFeedback and generalFeedback.
import { quiz } from "../../state/store.ts"
import { quizRequest } from "../quizClient.ts"
import type { GeneralFeedbackItem, HistoryEntry, QuestionData, ReportLists } from "./types.ts"

export async function loadQuestionFeedback(): Promise<ReportLists> {
  const lists = await quizRequest<ReportLists>("/admin/question_feedback")
  quiz.setQuestionFeedback(lists)
  return lists
}

export async function loadGeneralFeedback(): Promise<GeneralFeedbackItem[]> {
  const items = await quizRequest<GeneralFeedbackItem[]>("/admin/general_feedback")
  quiz.setGeneralFeedback(items)
  return items
}

export interface QuestionEdit extends QuestionData {
  report_id?: string
}

export const updateQuestion = (edit: QuestionEdit) =>
  quizRequest<{ message: string; question: QuestionData }>("/admin/question_feedback", { method: "PUT", body: edit })

export const fetchQuestionHistory = (questionId: string) =>
  quizRequest<HistoryEntry[]>(`/admin/question_history/${encodeURIComponent(questionId)}`)

export interface UserUpdate {
  username: string
  password: string
  email?: string
}

export const updateUserPassword = (body: UserUpdate) =>
  quizRequest<{ message: string }>("/admin/update_user_password", { method: "PUT", body })
