// Question reports under /api/quiz/admin: anyone may report a question (guests with a
// name); quiz admins review the reports and correct questions.
import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"

import { QuizAuth } from "#api/features/accounts/public.ts"
import { Forbidden, TooManyRequests } from "#api/platform/http/errors.ts"
import { Refusal } from "#api/platform/http/refusals.ts"
import { MessageBody } from "#schemas/api/message.ts"
import { QuestionEdit, QuestionEdited, QuestionReportPayload, ReportLists } from "#schemas/api/quiz-reports.ts"

export const QuizReportsGroup = HttpApiGroup.make("quizReports")
  .add(
    HttpApiEndpoint.post("report", "/question_feedback")
      .setPayload(QuestionReportPayload)
      .addSuccess(MessageBody)
      .addError(TooManyRequests)
      .addError(Refusal.Invalid)
      .addError(Refusal.Missing),
  )
  .add(HttpApiEndpoint.get("list", "/question_feedback").addSuccess(ReportLists).addError(Forbidden).middleware(QuizAuth))
  .add(
    HttpApiEndpoint.put("edit", "/question_feedback")
      .setPayload(QuestionEdit)
      .addSuccess(QuestionEdited)
      .addError(Forbidden)
      .addError(Refusal.Invalid)
      .addError(Refusal.Missing)
      .middleware(QuizAuth),
  )
  .prefix("/quiz/admin")
