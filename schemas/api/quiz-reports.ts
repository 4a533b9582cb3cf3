// Payloads of question reports and their admin review (/api/quiz/admin/question_feedback).
import { Schema } from "effect"

import * as Messages from "../messages.ts"
import { QuizLimits } from "../quiz-rules.ts"
import { CleanText } from "../text.ts"
import { TrimmedText } from "./fields.ts"

export const QuestionReportPayload = Schema.Struct({
  question_id: TrimmedText("question_id", 200).pipe(Schema.nonEmptyString({ message: () => "question_id is required" })),
  // Blank name and report are refused by the engine with the product's exact words (docs/product.md §8).
  user: Schema.optional(Schema.NullOr(TrimmedText("Name", QuizLimits.maxReporterNameLength))),
  report: Schema.optional(Schema.NullOr(TrimmedText("Explanation", QuizLimits.maxReportLength))),
  /**
   * The option the report is about, by id: `o{n}`, its slot (from 0) in the question as stored
   * and served. Letters are only how one screen shows the options; the id is what both sides share.
   */
  option_id: Schema.optional(Schema.NullOr(CleanText.pipe(Schema.pattern(/^o\d$/, { message: () => Messages.reportOptionUnknown })))),
})

/** An option named by a report, with its text as the reporter saw it. */
export const ReportedOption = Schema.Struct({ id: CleanText, text: CleanText })

export const ReportedQuestion = Schema.Struct({
  id: CleanText,
  question: CleanText,
  options: Schema.Array(CleanText),
  correct_answer: CleanText,
  explanation: CleanText,
})

export const Report = Schema.Struct({
  report_id: CleanText,
  question_id: CleanText,
  quiz_id: CleanText,
  report: CleanText,
  created_at: CleanText,
  formatted_topic: CleanText,
  reported_by: CleanText,
  reviewed_by: Schema.NullOr(CleanText),
  reviewed_at: Schema.NullOr(CleanText),
  question: Schema.NullOr(ReportedQuestion),
  /** The option the report is about, if the reporter named one. */
  option: Schema.optional(Schema.NullOr(ReportedOption)),
})

export const ReportLists = Schema.Struct({ unresolved: Schema.Array(Report), resolved: Schema.Array(Report) })

export const QuestionEdit = Schema.Struct({
  id: TrimmedText("id", 200).pipe(Schema.nonEmptyString({ message: () => "id (the question id) is required" })),
  question: TrimmedText("Question", 2000),
  options: Schema.Array(TrimmedText("Option", 500)).pipe(Schema.maxItems(QuizLimits.maxOptions)),
  correct_answer: TrimmedText("Correct answer", 500),
  explanation: TrimmedText("Explanation", 4000),
  report_id: Schema.optional(Schema.NullOr(CleanText)),
})

export const QuestionEdited = Schema.Struct({ message: CleanText, question: ReportedQuestion })
