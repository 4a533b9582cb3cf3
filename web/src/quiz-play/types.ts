// The quiz game's HTTP shapes, as the /api/quiz contract sends them to players, typed from the server's
// schemas (type-only: no schema code reaches the browser).
import type { PlayerQuestion as PlayerQuestionSchema, PlayerQuiz as PlayerQuizSchema, QuizSummary as QuizSummarySchema } from "#schemas/api/quiz.ts"
import type { GeneratedQuiz as GeneratedQuizSchema } from "#schemas/api/quiz-generation.ts"
import type { CompletionDetail, GradedQuiz, RevealedAnswers as RevealedAnswersSchema, StartedQuiz as StartedQuizSchema } from "#schemas/api/quiz-play.ts"
import type { RatingAnswer } from "#schemas/api/quiz-rating.ts"
import type { SourceNote } from "#schemas/quiz-source-rules.ts"

export type PlayerQuestion = typeof PlayerQuestionSchema.Type

/** A quiz as players get it: never the correct answers or explanations. */
export type PlayerQuiz = typeof PlayerQuizSchema.Type

/** A generated quiz with the High-quality quizzes left today (null for guests). */
export type GeneratedQuiz = typeof GeneratedQuizSchema.Type

export type QuizSummary = typeof QuizSummarySchema.Type
export type StartedQuiz = typeof StartedQuizSchema.Type
export type RevealedAnswers = typeof RevealedAnswersSchema.Type
export type GradeResult = typeof GradedQuiz.Type
/** A quiz graded before, as GET /profile/scoreboard/completed/{id} answers. */
export type StoredCompletion = typeof CompletionDetail.Type
/** What the completion screen shows: a fresh grading or a stored completion. */
export type ShownResult = Omit<GradeResult, "message">
export type RatingResult = typeof RatingAnswer.Type

/** The answers as the quiz page shows them once revealed, keyed by question id. */
export type AnswerKey = Record<
  string,
  {
    correct_answer: string
    explanation: string
    given?: string | null
    is_correct?: boolean
    /** Absent for multiple choice. */
    kind?: GradeResult["questions"][number]["kind"]
    /** The share of a point earned where it is not all or nothing (a slider). */
    points?: number
    /** Where a question made from a source came from (quiz-sources' SourceNote). */
    source?: SourceNote
  }
>
