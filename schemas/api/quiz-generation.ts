// GET /api/quiz: generate a quiz (topic, level, number, model) or fetch a stored one (_id).
// The query arrives as raw strings; `GenerationQuery` turns them into a request, with the
// form's own words (docs/product.md §5) for every refusal.
import { ParseResult, Schema, type SchemaAST } from "effect"

import * as Messages from "../messages.ts"
import { DEFAULT_KINDS, isQuestionKind, QUESTION_KINDS } from "../question-kinds.ts"
import { isLevel, isValidQuestionCount, LEVELS, QUALITIES, type Quality, QuizLimits } from "../quiz-rules.ts"
import { CleanText, CleanTrim } from "../text.ts"
import { PlayerQuiz } from "./quiz.ts"

const MAX_TOPIC_LENGTH = QuizLimits.maxTopicLength

/** The URL parameters as sent; any may be missing. */
export const GenerationUrlParams = Schema.Struct({
  topic: Schema.optional(CleanText),
  level: Schema.optional(CleanText),
  number: Schema.optional(CleanText),
  model: Schema.optional(CleanText),
  /** The kinds of question to mix, comma-separated (schemas/question-kinds.ts); multiple choice alone when missing. */
  kinds: Schema.optional(CleanText),
  _id: Schema.optional(CleanText),
})
export type GenerationUrlParams = typeof GenerationUrlParams.Type

const failWith = (ast: SchemaAST.AST, actual: unknown, message: string) => ParseResult.fail(new ParseResult.Type(ast, actual, message))

const Topic = CleanTrim.pipe(
  Schema.nonEmptyString({ message: () => Messages.topicRequired }),
  Schema.maxLength(MAX_TOPIC_LENGTH, { message: () => Messages.fieldTooLong("Topic", MAX_TOPIC_LENGTH) }),
)

/** "High School", "high-school" and "high_school" all name the same level. */
export const LevelText = Schema.transformOrFail(CleanText, Schema.Literal(...LEVELS), {
  strict: true,
  decode: (s, _, ast) => {
    const level = s
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, "_")
    return isLevel(level) ? ParseResult.succeed(level) : failWith(ast, s, Messages.levelRequired)
  },
  encode: ParseResult.succeed,
})

/** A whole number from 1 to 25; missing or empty means the default 10. */
const QuestionCount = Schema.transformOrFail(CleanText, Schema.Number, {
  strict: true,
  decode: (s, _, ast) => {
    const text = s.trim()
    if (text === "") return ParseResult.succeed(QuizLimits.defaultQuestions)
    const n = /^\d{1,3}$/.test(text) ? Number(text) : NaN
    return isValidQuestionCount(n) ? ParseResult.succeed(n) : failWith(ast, s, Messages.numberRange)
  },
  encode: (n) => ParseResult.succeed(String(n)),
})

const Model = Schema.transformOrFail(CleanText, Schema.Literal(...QUALITIES), {
  strict: true,
  decode: (s, _, ast) => {
    const model = s.trim().toLowerCase()
    if (model === "") return ParseResult.succeed("basic" as const)
    return (QUALITIES as readonly string[]).includes(model) ? ParseResult.succeed(model as Quality) : failWith(ast, s, Messages.quizModelChoice)
  },
  encode: ParseResult.succeed,
})

/** "true_false,slider": the kinds asked for, each once; empty means multiple choice alone (the generator's and the live topic form's). */
export const Kinds = Schema.transformOrFail(CleanText, Schema.Array(Schema.Literal(...QUESTION_KINDS)), {
  strict: true,
  decode: (s, _, ast) => {
    const names = s
      .split(",")
      .map((name) => name.trim())
      .filter((name) => name !== "")
    if (names.length === 0) return ParseResult.succeed([...DEFAULT_KINDS])
    const unknown = names.find((name) => !isQuestionKind(name))
    if (unknown !== undefined) return failWith(ast, s, Messages.unknownQuestionKind(unknown, QUESTION_KINDS.join(", ")))
    return ParseResult.succeed(QUESTION_KINDS.filter((kind) => names.includes(kind)))
  },
  encode: (kinds) => ParseResult.succeed(kinds.join(",")),
})

/** A generation request decoded from the parameters (missing values read as ""). */
export const GenerationQuery = Schema.Struct({ topic: Topic, level: LevelText, number: QuestionCount, model: Model, kinds: Kinds })
export type GenerationQuery = typeof GenerationQuery.Type

/** The quiz as players see it, plus the High-quality quizzes left today (null for guests). */
export const GeneratedQuiz = Schema.Struct({ ...PlayerQuiz.fields, quizzes_remaining: Schema.NullOr(Schema.Number) })
export type GeneratedQuiz = typeof GeneratedQuiz.Type
