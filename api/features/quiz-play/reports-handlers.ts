// Question reports: a report is checked (name for guests, an explanation) before the
// question is looked up, so bad input never reaches the store. Admins see open reports
// and those resolved in the last 30 days, each with the question as it stands now; an
// edit resolves the report it came from, or every open report on that question.
import { randomUUID } from "node:crypto"

import { Effect } from "effect"

import { optionalQuizUser, requireQuizAdmin } from "#api/features/accounts/quiz-auth.ts"
import { AppService, type GroupHandlers } from "#api/platform/http/handlers.ts"
import { attempt } from "#api/platform/http/refusals.ts"
import { countPublicWrite } from "#api/platform/limits/public-writes.ts"
import { Invalid, Missing } from "#engine/domain-errors.ts"
import { updateQuestion } from "#engine/quiz-catalog/commands.ts"
import { reportQuestion, resolveReport } from "#engine/quiz-play/commands.ts"
import { checkReport } from "#engine/quiz-play/report.ts"
import { openReportIds, reportedQuestionId, reportsForReview } from "#projections/question-reports.queries.ts"
import { findQuiz, findQuizOfQuestion } from "#projections/quizzes.queries.ts"
import type { QuestionData } from "#schemas/events/quiz.ts"
import * as Messages from "#schemas/messages.ts"

import type { QuizReportsGroup } from "./reports-group.ts"

/** The option a report names (`o{n}`: its slot in the stored question), with its text now; unknown ones are refused. */
export const reportedOption = (questions: readonly QuestionData[], questionId: string, optionId: string): { id: string; text: string } => {
  const text = questions.find((q) => q.id === questionId)?.options[Number(optionId.slice(1))]
  if (text === undefined) throw new Invalid(Messages.reportOptionUnknown)
  return { id: optionId, text }
}

const RESOLVED_WINDOW_MS = 30 * 24 * 60 * 60 * 1000
const LIST_LIMIT = 500

/** "Backyard chickens (elementary)", "Canning (high school)". */
export const formattedTopic = (topic: string, level: string): string => `${topic} (${level.replaceAll("_", " ")})`

const questionView = (q: QuestionData) => ({
  id: q.id,
  question: q.question,
  options: [...q.options],
  correct_answer: q.correct_answer,
  explanation: q.explanation,
})

export const quizReportsHandlers = (handlers: GroupHandlers<typeof QuizReportsGroup>) =>
  handlers
    .handle("report", ({ payload }) =>
      Effect.gen(function* () {
        const app = yield* AppService
        const user = yield* optionalQuizUser
        yield* countPublicWrite("reports", user?.userId)
        return yield* attempt(
          async () => {
            const reporter = user ? { id: user.userId, username: user.username } : null
            const name = payload.user ?? null
            const report = payload.report ?? null
            checkReport({ user: reporter, name, report })
            const quiz = await findQuizOfQuestion(app.database.db, payload.question_id)
            if (!quiz) throw new Missing(Messages.questionNotFound)
            const option = payload.option_id ? reportedOption(quiz.questions, payload.question_id, payload.option_id) : null
            await reportQuestion(
              { store: app.store, projections: app.projector },
              { reportId: randomUUID(), quizId: quiz.id, questionId: payload.question_id, user: reporter, name, report, option, now: new Date() },
            )
            return { message: Messages.reportReceived }
          },
          Invalid,
          Missing,
        )
      }),
    )
    .handle("list", () =>
      Effect.gen(function* () {
        yield* requireQuizAdmin
        const app = yield* AppService
        return yield* Effect.promise(async () => {
          const since = new Date(Date.now() - RESOLVED_WINDOW_MS)
          const rows = await reportsForReview(app.database.db, since, LIST_LIMIT)
          const reports = rows.map((r) => {
            const question = (r.questions ?? []).find((q) => q.id === r.question_id)
            return {
              report_id: r.id,
              question_id: r.question_id,
              quiz_id: r.quiz_id,
              report: r.report,
              created_at: r.created_at.toISOString(),
              formatted_topic: formattedTopic(r.topic ?? "", r.level ?? ""),
              reported_by: r.reported_by,
              reviewed_by: r.reviewed_by,
              reviewed_at: r.reviewed_at?.toISOString() ?? null,
              question: question ? questionView(question) : null,
              option: r.option_id === null ? null : { id: r.option_id, text: r.option_text ?? "" },
            }
          })
          const resolved = reports.filter((r) => r.reviewed_at !== null).sort((a, b) => (b.reviewed_at ?? "").localeCompare(a.reviewed_at ?? ""))
          return { unresolved: reports.filter((r) => r.reviewed_at === null), resolved }
        })
      }),
    )
    .handle("edit", ({ payload }) =>
      Effect.gen(function* () {
        const admin = yield* requireQuizAdmin
        const app = yield* AppService
        return yield* attempt(
          async () => {
            const deps = { store: app.store, projections: app.projector }
            const quiz = await findQuizOfQuestion(app.database.db, payload.id)
            if (!quiz) throw new Missing(Messages.questionNotFound)
            if (payload.report_id) {
              const questionId = await reportedQuestionId(app.database.db, payload.report_id)
              if (questionId === undefined) throw new Missing(Messages.reportNotFound)
              if (questionId !== payload.id) throw new Invalid(Messages.reportOtherQuestion)
            }
            const now = new Date()
            await updateQuestion(deps, {
              quizId: quiz.id,
              questionId: payload.id,
              question: payload.question,
              options: payload.options,
              correctAnswer: payload.correct_answer,
              explanation: payload.explanation,
              by: admin.userId,
              byUsername: admin.username,
              now,
            })
            const resolve = (reportId: string) => resolveReport(deps, { reportId, by: admin.userId, byUsername: admin.username, now })
            if (payload.report_id) {
              await resolve(payload.report_id)
            } else {
              for (const reportId of await openReportIds(app.database.db, payload.id)) await resolve(reportId)
            }
            const updated = await findQuiz(app.database.db, quiz.id)
            const question = (updated ?? quiz).questions.find((q) => q.id === payload.id)
            return { message: Messages.questionUpdated, question: questionView(question as QuestionData) }
          },
          Missing,
          Invalid,
        )
      }),
    )
