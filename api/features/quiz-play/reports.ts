// Question reports. A report is checked (name for guests, an explanation) before the question
// is looked up, so bad input never reaches the store. Admins review open reports and those
// resolved in the last 30 days, each with its quiz's questions as they stand now; an edit
// resolves the report it came from, or every open report on that question.
import { randomUUID } from "node:crypto"

import type { Kysely } from "kysely"

import type { CommandDeps } from "#engine/command.ts"
import { Invalid, Missing } from "#engine/domain-errors.ts"
import { choicesOf } from "#engine/quiz/kinds/question-kind.ts"
import { updateQuestion } from "#engine/quiz-catalog/commands.ts"
import type { QuestionChange } from "#engine/quiz-catalog/quiz.ts"
import { reportQuestion, resolveReport } from "#engine/quiz-play/commands.ts"
import { checkReport } from "#engine/quiz-play/report.ts"
import type { DB } from "#projections/db.ts"
import { findQuiz, findQuizOfQuestion } from "#projections/quiz-catalog/quizzes.queries.ts"
import { openReportIds, reportedQuestionId, reportsForReview } from "#projections/quiz-play/question-reports.queries.ts"
import type { QuestionData } from "#schemas/events/quiz.ts"
import * as Messages from "#schemas/messages.ts"

type Deps = { readonly db: Kysely<DB>; readonly commands: CommandDeps }

/** Someone signed in: a reporter, or the admin who edits. */
interface Player {
  readonly userId: string
  readonly username: string
}

/** The option a report names (`o{n}`: its slot in the stored question), with its text now; unknown ones are refused. */
const reportedOption = (questions: readonly QuestionData[], questionId: string, optionId: string): { id: string; text: string } => {
  const question = questions.find((q) => q.id === questionId)
  const text = question === undefined ? undefined : choicesOf(question)[Number(optionId.slice(1))]
  if (text === undefined) throw new Invalid(Messages.reportOptionUnknown)
  return { id: optionId, text }
}

export interface ReportInput {
  readonly user: Player | undefined
  readonly questionId: string
  /** The name typed in the form; required from guests. */
  readonly name: string | null
  readonly report: string | null
  readonly optionId: string | null
}

export const fileReport = async (deps: Deps, input: ReportInput): Promise<void> => {
  const reporter = input.user ? { id: input.user.userId, username: input.user.username } : null
  const { name, report } = input
  checkReport({ user: reporter, name, report })
  const quiz = await findQuizOfQuestion(deps.db, input.questionId)
  if (!quiz) throw new Missing(Messages.questionNotFound)
  const option = input.optionId ? reportedOption(quiz.questions, input.questionId, input.optionId) : null
  await reportQuestion(deps.commands, {
    reportId: randomUUID(),
    quizId: quiz.id,
    questionId: input.questionId,
    user: reporter,
    name,
    report,
    option,
    now: new Date(),
  })
}

const RESOLVED_WINDOW_MS = 30 * 24 * 60 * 60 * 1000
const LIST_LIMIT = 500

export type ReportRow = Awaited<ReturnType<typeof reportsForReview>>[number]

/** Open reports and those resolved in the last 30 days, newest first. */
export const reportsToReview = (deps: Pick<Deps, "db">): Promise<ReportRow[]> =>
  reportsForReview(deps.db, new Date(Date.now() - RESOLVED_WINDOW_MS), LIST_LIMIT)

export interface QuestionEditInput {
  readonly admin: Player
  readonly questionId: string
  /** The question's new fields, in the shape of its kind. */
  readonly change: QuestionChange
  /** The report the edit answers; without one, every open report on the question is resolved. */
  readonly reportId: string | null
}

/** The question as it stands after the edit. */
export const editQuestion = async (deps: Deps, input: QuestionEditInput): Promise<QuestionData> => {
  const { admin, questionId, reportId } = input
  const quiz = await findQuizOfQuestion(deps.db, questionId)
  if (!quiz) throw new Missing(Messages.questionNotFound)
  if (reportId) {
    const reported = await reportedQuestionId(deps.db, reportId)
    if (reported === undefined) throw new Missing(Messages.reportNotFound)
    if (reported !== questionId) throw new Invalid(Messages.reportOtherQuestion)
  }
  const now = new Date()
  await updateQuestion(deps.commands, {
    quizId: quiz.id,
    questionId,
    change: input.change,
    by: admin.userId,
    byUsername: admin.username,
    now,
  })
  const resolve = (id: string) => resolveReport(deps.commands, { reportId: id, by: admin.userId, byUsername: admin.username, now })
  if (reportId) {
    await resolve(reportId)
  } else {
    for (const id of await openReportIds(deps.db, questionId)) await resolve(id)
  }
  const updated = await findQuiz(deps.db, quiz.id)
  return (updated ?? quiz).questions.find((q) => q.id === questionId) as QuestionData
}
