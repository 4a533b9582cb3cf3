// A report of a problem with a question (stream `report-<reportId>`): guests must give a
// name, everyone an explanation; a quiz admin resolves it once.
import { QuestionReportEvent } from "#schemas/events/question-report.ts"
import * as Messages from "#schemas/messages.ts"

import type { Decider } from "../decider.ts"
import { Invalid, Missing } from "../domain-errors.ts"

export interface ReportState {
  readonly status: "none" | "open" | "resolved"
  readonly questionId: string
}

export const reportStream = (reportId: string): string => `report-${reportId}`

export interface ReportQuestion {
  readonly reportId: string
  readonly quizId: string
  readonly questionId: string
  /** The signed-in reporter, if any. */
  readonly user: { readonly id: string; readonly username: string } | null
  /** The name typed in the form; required from guests. */
  readonly name: string | null
  readonly report: string | null
  /** The option the report is about (checked against the question by the caller). */
  readonly option?: { readonly id: string; readonly text: string } | null
  readonly now: Date
}

/** A report's checks, also run before anything else is looked up. */
export const checkReport = (command: Pick<ReportQuestion, "user" | "name" | "report">): { reportedBy: string; report: string } => {
  const name = command.name?.trim() ?? ""
  const reportedBy = command.user?.username ?? name
  if (reportedBy === "") throw new Invalid(Messages.reportNameRequired)
  const report = command.report?.trim() ?? ""
  if (report === "") throw new Invalid(Messages.reportExplanationRequired)
  return { reportedBy, report }
}

const report = (command: ReportQuestion, state: ReportState): QuestionReportEvent[] => {
  if (state.status !== "none") return []
  const { reportedBy, report } = checkReport(command)
  return [
    {
      type: "QuestionReported",
      reportId: command.reportId,
      quizId: command.quizId,
      questionId: command.questionId,
      userId: command.user?.id ?? null,
      reportedBy,
      report,
      ...(command.option ? { optionId: command.option.id, optionText: command.option.text } : {}),
      at: command.now.toISOString(),
    },
  ]
}

export interface ResolveReport {
  readonly reportId: string
  readonly by: string
  readonly byUsername: string
  readonly now: Date
}

const resolve = (command: ResolveReport, state: ReportState): QuestionReportEvent[] => {
  if (state.status === "none") throw new Missing(Messages.reportNotFound)
  if (state.status === "resolved") return []
  return [
    {
      type: "ReportResolved",
      reportId: command.reportId,
      questionId: state.questionId,
      by: command.by,
      byUsername: command.byUsername,
      at: command.now.toISOString(),
    },
  ]
}

export type ReportCommand = ({ readonly type: "ReportQuestion" } & ReportQuestion) | ({ readonly type: "ResolveReport" } & ResolveReport)

export const reportDecider: Decider<ReportCommand, ReportState, QuestionReportEvent> = {
  decide: (command, state) => (command.type === "ReportQuestion" ? report(command, state) : resolve(command, state)),
  evolve: (state, event) => (event.type === "QuestionReported" ? { status: "open", questionId: event.questionId } : { ...state, status: "resolved" }),
  initialState: { status: "none", questionId: "" },
  events: QuestionReportEvent,
}
