// POST /api/quiz/source: a quiz made from a source (one recipe or post, a category of either,
// pasted text, a web page the server fetches, an uploaded PDF) at a level; and the quiz admins'
// list of stale questions (drawn from a recipe or post that changed or went) with their regeneration.
import { Schema } from "effect"

import * as Messages from "../messages.ts"
import { DEFAULT_KINDS, QUESTION_KINDS } from "../question-kinds.ts"
import { QUALITIES, QuizLimits } from "../quiz-rules.ts"
import { QuizSourceLimits } from "../quiz-source-rules.ts"
import { sizeText } from "../size-text.ts"
import { CleanText, CleanTrim } from "../text.ts"
import { TrimmedText } from "./fields.ts"
import { LevelText } from "./quiz-generation.ts"

const Required = (field: string, max: number) =>
  CleanTrim.pipe(Schema.nonEmptyString({ message: () => `${field} is required.` }), Schema.maxLength(max, { message: () => Messages.fieldTooLong(field, max) }))

/** Base64 of at most `maxPdfBytes` bytes. */
const PdfData = CleanText.pipe(
  Schema.nonEmptyString({ message: () => Messages.sourcePdfNotReadable }),
  Schema.maxLength(Math.ceil(QuizSourceLimits.maxPdfBytes / 3) * 4, { message: () => Messages.sourcePdfTooLarge(sizeText(QuizSourceLimits.maxPdfBytes)) }),
  Schema.pattern(/^[A-Za-z0-9+/]+={0,2}$/, { message: () => Messages.sourcePdfNotReadable }),
)

export const QuizSourceSpec = Schema.Union(
  Schema.Struct({ kind: Schema.Literal("recipe"), id: Required("Recipe", 200) }),
  Schema.Struct({ kind: Schema.Literal("post"), id: Required("Post", 200) }),
  Schema.Struct({ kind: Schema.Literal("recipe_category"), category: Required("Category", 200) }),
  Schema.Struct({ kind: Schema.Literal("post_tag"), tag: Required("Tag", 200) }),
  Schema.Struct({
    kind: Schema.Literal("text"),
    title: Schema.optionalWith(TrimmedText("Title", QuizLimits.maxTopicLength), { default: () => "" }),
    text: CleanTrim.pipe(
      Schema.minLength(QuizSourceLimits.minText, { message: () => Messages.sourceTooLittleText }),
      Schema.maxLength(QuizSourceLimits.maxPastedText, { message: () => Messages.sourceTextTooLong(QuizSourceLimits.maxPastedText) }),
    ),
  }),
  Schema.Struct({ kind: Schema.Literal("url"), url: Required("Address", QuizSourceLimits.maxUrlLength) }),
  Schema.Struct({ kind: Schema.Literal("pdf"), name: Schema.optionalWith(TrimmedText("File name", 200), { default: () => "" }), data: PdfData }),
)
export type QuizSourceSpec = typeof QuizSourceSpec.Type

export const SourceQuizRequest = Schema.Struct({
  source: QuizSourceSpec,
  level: LevelText,
  number: Schema.optionalWith(Schema.Int.pipe(Schema.between(QuizLimits.minQuestions, QuizLimits.maxQuestions, { message: () => Messages.numberRange })), {
    default: () => QuizLimits.defaultQuestions,
  }),
  model: Schema.optionalWith(Schema.Literal(...QUALITIES), { default: () => "basic" as const }),
  kinds: Schema.optionalWith(Schema.Array(Schema.Literal(...QUESTION_KINDS)).pipe(Schema.maxItems(QUESTION_KINDS.length)), {
    default: () => [...DEFAULT_KINDS],
  }),
})
export type SourceQuizRequest = typeof SourceQuizRequest.Type

/** A question drawn from a recipe or post that changed or went, as the admin's list shows it. */
export const StaleQuestion = Schema.Struct({
  quiz_id: CleanText,
  quiz_topic: CleanText,
  question_id: CleanText,
  question: CleanText,
  source_kind: Schema.Literal("recipe", "post"),
  source_id: CleanText,
  /** "From: Desert sourdough boule, step 3". */
  source_label: CleanText,
  passage: CleanText,
  reason: Schema.Literal("changed", "deleted"),
  stale_at: CleanText,
})
export type StaleQuestion = typeof StaleQuestion.Type
