// Question reports as they go over the wire: the admins' two lists (open ones, then those
// resolved, the latest resolved first), each report with its question as it stands now.
import { editableQuestion } from "#engine/quiz/kinds/question-kind.ts"
import type { QuestionEdited, ReportedQuestion, ReportLists } from "#schemas/api/quiz-reports.ts"
import type { QuestionData } from "#schemas/events/quiz.ts"
import * as Messages from "#schemas/messages.ts"
import { reportTopic } from "#schemas/quiz-rules.ts"

import type { ReportRow } from "./reports.ts"

const questionView = (q: QuestionData): typeof ReportedQuestion.Type => editableQuestion(q)

const toReport = (r: ReportRow) => {
  const question = (r.questions ?? []).find((q) => q.id === r.question_id)
  return {
    report_id: r.id,
    question_id: r.question_id,
    quiz_id: r.quiz_id,
    report: r.report,
    created_at: r.created_at.toISOString(),
    formatted_topic: reportTopic(r.topic ?? "", r.level ?? ""),
    topic: r.topic ?? "",
    level: r.level ?? "",
    reported_by: r.reported_by,
    reviewed_by: r.reviewed_by,
    reviewed_at: r.reviewed_at?.toISOString() ?? null,
    question: question ? questionView(question) : null,
    option: r.option_id === null ? null : { id: r.option_id, text: r.option_text ?? "" },
  }
}

export const toReportLists = (rows: readonly ReportRow[]): typeof ReportLists.Type => {
  const reports = rows.map(toReport)
  const resolved = reports.filter((r) => r.reviewed_at !== null).sort((a, b) => (b.reviewed_at ?? "").localeCompare(a.reviewed_at ?? ""))
  return { unresolved: reports.filter((r) => r.reviewed_at === null), resolved }
}

export const toQuestionEdited = (question: QuestionData): typeof QuestionEdited.Type => ({
  message: Messages.questionUpdated,
  question: questionView(question),
})
