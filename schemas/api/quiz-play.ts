// Payloads of quiz play: starting, revealing answers, grading and the scoreboard.
import { Schema } from "effect"
import { TrimmedText } from "./fields.ts"

export const QuizId = TrimmedText("quiz_id", 200).pipe(Schema.nonEmptyString({ message: () => "quiz_id is required" }))

export const StartQuiz = Schema.Struct({
  quiz_id: QuizId,
  graded: Schema.optionalWith(Schema.Boolean, { default: () => false }),
  challenged: Schema.optionalWith(Schema.Boolean, { default: () => false }),
})

export const StartedQuiz = Schema.Struct({
  quiz_id: Schema.String,
  graded: Schema.Boolean,
  started_at: Schema.String,
  deadline: Schema.String,
})


export const RevealedAnswers = Schema.Struct({
  quiz_id: Schema.String,
  questions: Schema.Array(Schema.Struct({ id: Schema.String, correct_answer: Schema.String, explanation: Schema.String })),
})

/** Question id → the chosen option's text; unanswered questions may be left out or null. */
const GivenAnswers = Schema.Record({ key: Schema.String, value: Schema.NullOr(Schema.String.pipe(Schema.maxLength(2000))) }).pipe(
  Schema.filter((answers) => Object.keys(answers).length <= 100, { message: () => "givenAnswers has too many entries" }),
)

/** A guest submits their fun attempt with `givenAnswers`; others just ask. */
export const RevealAnswers = Schema.Struct({ quiz_id: QuizId, givenAnswers: Schema.optional(GivenAnswers) })

export const GradeQuiz = Schema.Struct({
  /** Must be the caller's own id when given. */
  user_id: Schema.optional(Schema.NullOr(Schema.String)),
  quiz_id: QuizId,
  givenAnswers: Schema.optionalWith(GivenAnswers, { default: () => ({}) }),
  /** What the client believes the answers are: never trusted, never read. */
  answers: Schema.optional(Schema.Unknown),
  challenged: Schema.optionalWith(Schema.Boolean, { default: () => false }),
  graded: Schema.optionalWith(Schema.Boolean, { default: () => false }),
})

export const QuestionResult = Schema.Struct({
  id: Schema.String,
  question: Schema.String,
  options: Schema.Array(Schema.String),
  given: Schema.NullOr(Schema.String),
  correct_answer: Schema.String,
  explanation: Schema.String,
  is_correct: Schema.Boolean,
})

export const GradedQuiz = Schema.Struct({
  message: Schema.String,
  quiz_id: Schema.String,
  graded: Schema.Boolean,
  number_correct: Schema.Number,
  number_questions: Schema.Number,
  percent_score: Schema.Number,
  remark: Schema.String,
  late: Schema.Boolean,
  questions: Schema.Array(QuestionResult),
})

export const CompletedQuiz = Schema.Struct({
  quiz_id: Schema.String,
  topic: Schema.String,
  level: Schema.String,
  date_completed: Schema.String,
  number_correct: Schema.Number,
  number_questions: Schema.Number,
  percent_score: Schema.Number,
})

export const Scoreboard = Schema.Struct({
  total_correct: Schema.Number,
  total_questions: Schema.Number,
  percent_score: Schema.Number,
  score_by_level: Schema.Array(
    Schema.Struct({ level: Schema.String, total_correct: Schema.Number, total_questions: Schema.Number, percent_score: Schema.Number }),
  ),
  completed_quizzes: Schema.Struct({ graded: Schema.Array(CompletedQuiz), fun: Schema.Array(CompletedQuiz) }),
})

/** One completion with its per-question results (the player's review). */
export const CompletionDetail = Schema.Struct({
  ...CompletedQuiz.fields,
  graded: Schema.Boolean,
  challenged: Schema.Boolean,
  late: Schema.Boolean,
  remark: Schema.String,
  questions: Schema.Array(QuestionResult),
})
