// Question reports (reports.ts): anyone may report a question, within the public-write limit
// (guests with a name); quiz admins review the reports and correct questions. report-wire.ts
// shapes the answers.
import { Effect } from "effect"
import type { Kysely } from "kysely"

import { type QuizSessions, requireQuizAdmin } from "#api/features/accounts/public.ts"
import type { GroupHandlers } from "#api/platform/http/handlers.ts"
import { attempt } from "#api/platform/http/refusals.ts"
import type { PublicWriteLimit } from "#api/platform/limits/public-writes.ts"
import type { CommandDeps } from "#engine/command.ts"
import { Invalid, Missing } from "#engine/domain-errors.ts"
import type { DB } from "#projections/db.ts"
import * as Messages from "#schemas/messages.ts"

import { toQuestionEdited, toReportLists } from "./report-wire.ts"
import { editQuestion, fileReport, reportsToReview } from "./reports.ts"
import type { QuizReportsGroup } from "./reports-group.ts"

export interface QuizReportsHandlersDeps {
  readonly db: Kysely<DB>
  readonly commands: CommandDeps
  readonly sessions: Pick<QuizSessions, "optionalUser">
  /** Reports per client address and per player (platform/limits/public-writes.ts). */
  readonly reports: PublicWriteLimit
}

export const quizReportsHandlers = (deps: QuizReportsHandlersDeps) => (handlers: GroupHandlers<typeof QuizReportsGroup>) =>
  handlers
    .handle("report", ({ payload }) =>
      Effect.gen(function* () {
        const user = yield* deps.sessions.optionalUser
        yield* deps.reports.count(user?.userId)
        yield* attempt(
          () =>
            fileReport(deps, {
              user,
              questionId: payload.question_id,
              name: payload.user ?? null,
              report: payload.report ?? null,
              optionId: payload.option_id ?? null,
            }),
          Invalid,
          Missing,
        )
        return { message: Messages.reportReceived }
      }),
    )
    .handle("list", () =>
      Effect.gen(function* () {
        yield* requireQuizAdmin
        return toReportLists(yield* attempt(() => reportsToReview(deps)))
      }),
    )
    .handle("edit", ({ payload }) =>
      Effect.gen(function* () {
        const admin = yield* requireQuizAdmin
        const { id, report_id, ...change } = payload
        const question = yield* attempt(() => editQuestion(deps, { admin, questionId: id, change, reportId: report_id ?? null }), Missing, Invalid)
        return toQuestionEdited(question)
      }),
    )
