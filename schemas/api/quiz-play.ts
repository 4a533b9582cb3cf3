// Payloads of quiz play: starting, revealing answers, grading and the scoreboard.
import { Schema } from "effect"

import { QUESTION_KINDS } from "../question-kinds.ts"
import { SourceNote } from "../quiz-source-rules.ts"
import { CleanText } from "../text.ts"
import { TrimmedText } from "./fields.ts"

export const QuizId = TrimmedText("quiz_id", 200).pipe(Schema.nonEmptyString({ message: () => "quiz_id is required" }))

export const StartQuiz = Schema.Struct({
  quiz_id: QuizId,
  graded: Schema.optionalWith(Schema.Boolean, { default: () => false }),
  challenged: Schema.optionalWith(Schema.Boolean, { default: () => false }),
})

export const StartedQuiz = Schema.Struct({
  quiz_id: CleanText,
  graded: Schema.Boolean,
  started_at: CleanText,
  deadline: CleanText,
})

export const RevealedAnswers = Schema.Struct({
  quiz_id: CleanText,
  questions: Schema.Array(
    Schema.Struct({
      id: CleanText,
      correct_answer: CleanText,
      explanation: CleanText,
      /** The kind (schemas/question-kinds.ts); absent for multiple choice. */
      kind: Schema.optional(Schema.Literal(...QUESTION_KINDS)),
      /** Whether the guest's submitted answer is right, graded here as any other; absent when none were submitted. */
      is_correct: Schema.optional(Schema.Boolean),
      /** The share of a point earned where it is not all or nothing (a slider). */
      points: Schema.optional(Schema.Number),
      /** The passage a question made from a source was drawn from; absent for a question from a topic. */
      source: Schema.optional(SourceNote),
    }),
  ),
})

/** Question id → the chosen option's text; unanswered questions may be left out or null. */
const GivenAnswers = Schema.Record({ key: CleanText, value: Schema.NullOr(CleanText.pipe(Schema.maxLength(2000))) }).pipe(
  Schema.filter((answers) => Object.keys(answers).length <= 100, { message: () => "givenAnswers has too many entries" }),
)

/** A guest submits their fun attempt with `givenAnswers`; others just ask. */
export const RevealAnswers = Schema.Struct({ quiz_id: QuizId, givenAnswers: Schema.optional(GivenAnswers) })

export const GradeQuiz = Schema.Struct({
  /** Must be the caller's own id when given. */
  user_id: Schema.optional(Schema.NullOr(CleanText)),
  quiz_id: QuizId,
  givenAnswers: Schema.optionalWith(GivenAnswers, { default: () => ({}) }),
  /** What the client believes the answers are: never trusted, never read. */
  answers: Schema.optional(Schema.Unknown),
  challenged: Schema.optionalWith(Schema.Boolean, { default: () => false }),
  graded: Schema.optionalWith(Schema.Boolean, { default: () => false }),
})

export const QuestionResult = Schema.Struct({
  id: CleanText,
  question: CleanText,
  options: Schema.Array(CleanText),
  given: Schema.NullOr(CleanText),
  correct_answer: CleanText,
  explanation: CleanText,
  is_correct: Schema.Boolean,
  /** The kind (schemas/question-kinds.ts); absent for multiple choice. */
  kind: Schema.optional(Schema.Literal(...QUESTION_KINDS)),
  /** The share of a point earned where it is not all or nothing (a slider). */
  points: Schema.optional(Schema.Number),
  /** The passage a question made from a source was drawn from; absent for a question from a topic. */
  source: Schema.optional(SourceNote),
})

/**
 * Set when a result's details are held (docs/product.md §4.6): someone else's graded attempt
 * at the quiz is running, so `questions` is empty until it ends; `until` is when the attempts
 * running now end at the latest.
 */
export const AnswersHeld = Schema.Struct({ message: CleanText, until: CleanText })

export const GradedQuiz = Schema.Struct({
  message: CleanText,
  quiz_id: CleanText,
  graded: Schema.Boolean,
  number_correct: Schema.Number,
  number_questions: Schema.Number,
  percent_score: Schema.Number,
  remark: CleanText,
  late: Schema.Boolean,
  questions: Schema.Array(QuestionResult),
  answers_held: Schema.optional(AnswersHeld),
})

export const CompletedQuiz = Schema.Struct({
  quiz_id: CleanText,
  topic: CleanText,
  level: CleanText,
  date_completed: CleanText,
  number_correct: Schema.Number,
  number_questions: Schema.Number,
  percent_score: Schema.Number,
})

export const Scoreboard = Schema.Struct({
  total_correct: Schema.Number,
  total_questions: Schema.Number,
  percent_score: Schema.Number,
  score_by_level: Schema.Array(Schema.Struct({ level: CleanText, total_correct: Schema.Number, total_questions: Schema.Number, percent_score: Schema.Number })),
  completed_quizzes: Schema.Struct({ graded: Schema.Array(CompletedQuiz), fun: Schema.Array(CompletedQuiz) }),
})

/** One completion with its per-question results (the player's review). */
export const CompletionDetail = Schema.Struct({
  ...CompletedQuiz.fields,
  graded: Schema.Boolean,
  challenged: Schema.Boolean,
  late: Schema.Boolean,
  remark: CleanText,
  questions: Schema.Array(QuestionResult),
  answers_held: Schema.optional(AnswersHeld),
})
