// A player's attempts at one quiz, stream `attempt-<userId>-<quizId>`: at most one graded
// attempt (started once, completed once) and any number of fun ones. The completion keeps
// what was graded — the given answers and a snapshot of each question's result — so the
// player's review never changes when an admin later corrects a question.
import { Schema } from "effect"

import { QUESTION_KINDS } from "../question-kinds.ts"
import { LevelSchema } from "./quiz.ts"

export const QuizAttemptStarted = Schema.Struct({
  type: Schema.Literal("QuizAttemptStarted"),
  userId: Schema.String,
  quizId: Schema.String,
  graded: Schema.Boolean,
  challenged: Schema.Boolean,
  startedAt: Schema.String,
  /** startedAt + 40 s per question. */
  deadline: Schema.String,
})

export const QuestionResultData = Schema.Struct({
  id: Schema.String,
  question: Schema.String,
  options: Schema.Array(Schema.String),
  given: Schema.NullOr(Schema.String),
  correct_answer: Schema.String,
  explanation: Schema.String,
  is_correct: Schema.Boolean,
  /** The question's kind; absent for multiple choice (and every result before kinds). */
  kind: Schema.optional(Schema.Literal(...QUESTION_KINDS)),
  /** The share of a point the answer earned (a slider's closeness); absent when it is 1 if correct, else 0. */
  points: Schema.optional(Schema.Number),
})
export type QuestionResultData = typeof QuestionResultData.Type

export const QuizAttemptCompleted = Schema.Struct({
  type: Schema.Literal("QuizAttemptCompleted"),
  userId: Schema.String,
  quizId: Schema.String,
  topic: Schema.String,
  level: LevelSchema,
  graded: Schema.Boolean,
  challenged: Schema.Boolean,
  /** Submitted after the deadline's grace: recorded with the answers ignored. */
  late: Schema.Boolean,
  givenAnswers: Schema.Record({ key: Schema.String, value: Schema.String }),
  numberCorrect: Schema.Number,
  numberQuestions: Schema.Number,
  results: Schema.Array(QuestionResultData),
  /** The graded attempt's recorded start; null for fun. */
  startedAt: Schema.NullOr(Schema.String),
  at: Schema.String,
})

export const QuizAttemptEvent = Schema.Union(QuizAttemptStarted, QuizAttemptCompleted)
export type QuizAttemptEvent = typeof QuizAttemptEvent.Type
export const QuizAttemptEventTypes = ["QuizAttemptStarted", "QuizAttemptCompleted"] as const
