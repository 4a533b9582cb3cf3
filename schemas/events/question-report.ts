// A player's report of a problem with one question, stream `report-<reportId>`: reported
// (by a signed-in player or a named guest), then resolved once by a quiz admin.
import { Schema } from "effect"

export const QuestionReported = Schema.Struct({
  type: Schema.Literal("QuestionReported"),
  reportId: Schema.String,
  quizId: Schema.String,
  questionId: Schema.String,
  /** The signed-in reporter; null for guests. */
  userId: Schema.NullOr(Schema.String),
  reportedBy: Schema.String,
  report: Schema.String,
  /** The option named by the report (`o{n}`, its slot in the stored question) and its text then. */
  optionId: Schema.optional(Schema.String),
  optionText: Schema.optional(Schema.String),
  at: Schema.String,
})

export const ReportResolved = Schema.Struct({
  type: Schema.Literal("ReportResolved"),
  reportId: Schema.String,
  questionId: Schema.String,
  by: Schema.String,
  byUsername: Schema.String,
  at: Schema.String,
})

export const QuestionReportEvent = Schema.Union(QuestionReported, ReportResolved)
export type QuestionReportEvent = typeof QuestionReportEvent.Type
