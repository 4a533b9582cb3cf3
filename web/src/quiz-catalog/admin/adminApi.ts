// The quiz admins' calls under /api/quiz/admin; lists are kept in questionFeedback and generalFeedback.
import type { MessageBody } from "#schemas/api/message.ts"
import type { UpdateUserPassword } from "#schemas/api/quiz-admin.ts"
import type { QuestionEdit as QuestionEditSchema, QuestionEdited } from "#schemas/api/quiz-reports.ts"
import { quiz } from "#web/state/store.ts"

import { quizRequest } from "../../accounts/quizClient.ts"
import type { AiUsage, DroppedQuestion, FlaggedQuestion, GeneralFeedbackItem, HistoryEntry, QuestionFigures, ReportLists } from "./types.ts"

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

export type QuestionEdit = typeof QuestionEditSchema.Encoded

export const updateQuestion = (edit: QuestionEdit) => quizRequest<typeof QuestionEdited.Type>("/admin/question_feedback", { method: "PUT", body: edit })

export const fetchQuestionHistory = (questionId: string) => quizRequest<HistoryEntry[]>(`/admin/question_history/${encodeURIComponent(questionId)}`)

/** The questions the blind check kept out of this question's quiz when it was made. */
export const fetchDroppedQuestions = (questionId: string) => quizRequest<DroppedQuestion[]>(`/admin/dropped_questions/${encodeURIComponent(questionId)}`)

/** The questions play puts on the review list, with the evidence why. */
export const fetchPlayFlagged = () => quizRequest<FlaggedQuestion[]>("/admin/question_stats")

/** How one question fares in play: answers, share correct, each option's picks, the end quarters. */
export const fetchQuestionFigures = (questionId: string) => quizRequest<QuestionFigures>(`/admin/question_stats/${encodeURIComponent(questionId)}`)

/** Keeps a question play flagged as it is: off the list until twice as many players have answered it. */
export const keepQuestionAsIs = (questionId: string) =>
  quizRequest<typeof MessageBody.Type>(`/admin/question_stats/${encodeURIComponent(questionId)}/keep`, { method: "POST" })

export const fetchAiUsage = () => quizRequest<AiUsage>("/admin/ai_usage")

export type UserUpdate = typeof UpdateUserPassword.Encoded

export const updateUserPassword = (body: UserUpdate) => quizRequest<typeof MessageBody.Type>("/admin/update_user_password", { method: "PUT", body })
