// The admin payloads, typed from the server's schemas (type-only: no schema code reaches the browser).
import type { GeneralFeedbackItem as GeneralFeedbackSchema } from "#schemas/api/feedback.ts"
import type { FlaggedQuestion as FlaggedQuestionSchema, QuestionFigures as QuestionFiguresSchema } from "#schemas/api/question-stats.ts"
import type { AiUsageReport, DroppedQuestionEntry, QuestionHistoryEntry } from "#schemas/api/quiz-admin.ts"
import type { Report as ReportSchema, ReportedQuestion, ReportLists as ReportListsSchema } from "#schemas/api/quiz-reports.ts"

export type Report = typeof ReportSchema.Type
export type ReportLists = typeof ReportListsSchema.Type
export type QuestionData = typeof ReportedQuestion.Type
export type HistoryEntry = typeof QuestionHistoryEntry.Type
export type DroppedQuestion = typeof DroppedQuestionEntry.Type
export type AiUsage = typeof AiUsageReport.Type
export type GeneralFeedbackItem = typeof GeneralFeedbackSchema.Type
export type FlaggedQuestion = typeof FlaggedQuestionSchema.Type
export type QuestionFigures = typeof QuestionFiguresSchema.Type
export type PlayFlag = FlaggedQuestion["flags"][number]

export function isReportLists(value: unknown): value is ReportLists {
  return typeof value === "object" && value !== null && Array.isArray((value as ReportLists).unresolved) && Array.isArray((value as ReportLists).resolved)
}
