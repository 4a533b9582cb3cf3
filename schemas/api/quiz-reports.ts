// Payloads of question reports and their admin review (/api/quiz/admin/question_feedback).
import { Schema } from "effect"

import { QuestionData } from "../events/quiz.ts"
import * as Messages from "../messages.ts"
import { QuestionKindLimits } from "../question-kinds.ts"
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
  /** The question in its own kind's shape, for the editor; absent for multiple choice, whose shape the fields above are. */
  as_stored: Schema.optional(QuestionData),
})

export const Report = Schema.Struct({
  report_id: CleanText,
  question_id: CleanText,
  quiz_id: CleanText,
  report: CleanText,
  created_at: CleanText,
  /** "Canning (high school)", in English; a screen words the level itself from `topic` and `level`. */
  formatted_topic: CleanText,
  topic: CleanText,
  level: CleanText,
  reported_by: CleanText,
  reviewed_by: Schema.NullOr(CleanText),
  reviewed_at: Schema.NullOr(CleanText),
  question: Schema.NullOr(ReportedQuestion),
  /** The option the report is about, if the reporter named one. */
  option: Schema.optional(Schema.NullOr(ReportedOption)),
})

export const ReportLists = Schema.Struct({ unresolved: Schema.Array(Report), resolved: Schema.Array(Report) })

// An edit names the kind of the question it edits and brings that kind's own fields; multiple
// choice names none, as its questions are stored. The engine refuses an edit of another kind.
const editCommon = {
  id: TrimmedText("id", 200).pipe(Schema.nonEmptyString({ message: () => "id (the question id) is required" })),
  question: TrimmedText("Question", 2000),
  explanation: TrimmedText("Explanation", 4000),
  report_id: Schema.optional(Schema.NullOr(CleanText)),
}

const Texts = (field: string, maxLength: number, maxItems: number) => Schema.Array(TrimmedText(field, maxLength)).pipe(Schema.maxItems(maxItems))

const MultipleChoiceEdit = Schema.Struct({
  kind: Schema.optional(Schema.Literal("multiple_choice")),
  ...editCommon,
  options: Texts("Option", 500, QuizLimits.maxOptions),
  correct_answer: TrimmedText("Correct answer", 500),
})
const TrueFalseEdit = Schema.Struct({ kind: Schema.Literal("true_false"), ...editCommon, answer: Schema.Boolean })
const TypeAnswerEdit = Schema.Struct({
  kind: Schema.Literal("type_answer"),
  ...editCommon,
  accepted: Texts("Accepted answer", QuestionKindLimits.maxTypedLength, QuestionKindLimits.maxAccepted),
  forgive_case: Schema.Boolean,
  forgive_accents: Schema.Boolean,
  forgive_typos: Schema.Boolean,
})
const OrderEdit = Schema.Struct({ kind: Schema.Literal("order"), ...editCommon, items: Texts("Item", 500, QuestionKindLimits.maxOrderItems) })
const SliderEdit = Schema.Struct({
  kind: Schema.Literal("slider"),
  ...editCommon,
  min: Schema.Finite,
  max: Schema.Finite,
  step: Schema.Finite,
  answer: Schema.Finite,
  margin: Schema.Finite,
  unit: TrimmedText("Unit", QuestionKindLimits.maxUnitLength),
})
const PollEdit = Schema.Struct({ kind: Schema.Literal("poll"), ...editCommon, options: Texts("Option", 500, QuizLimits.maxOptions) })

export const QuestionEdit = Schema.Union(MultipleChoiceEdit, TrueFalseEdit, TypeAnswerEdit, OrderEdit, SliderEdit, PollEdit)

export const QuestionEdited = Schema.Struct({ message: CleanText, question: ReportedQuestion })
