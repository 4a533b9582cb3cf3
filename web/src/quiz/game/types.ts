// The quiz game's HTTP shapes, as the /api/quiz contract sends them to players.

export interface PlayerQuestion {
  id: string
  question: string
  options: string[]
}

/** A quiz as players get it: never the correct answers or explanations. */
export interface PlayerQuiz {
  _id: string
  id: string
  topic: string
  level: string
  number_questions: number
  quality?: string
  average_rating: number | null
  rating_count: number
  created_at?: string
  questions: PlayerQuestion[]
}

export interface GeneratedQuiz extends PlayerQuiz {
  /** Left for the signed-in user today; null for guests. */
  quizzes_remaining: number | null
}

export interface QuizSummary {
  _id: string
  id: string
  topic: string
  level: string
  number_questions: number
  average_rating: number | null
  rating_count: number
  created_at: string
  quality?: string
}

export interface StartedQuiz {
  quiz_id: string
  started_at: string
  deadline: string
}

export interface QuestionAnswer {
  id: string
  correct_answer: string
  explanation: string
}

export interface RevealedAnswers {
  quiz_id: string
  questions: QuestionAnswer[]
}

export interface QuestionResult extends QuestionAnswer {
  given: string | null
  is_correct: boolean
}

export interface GradeResult {
  message: string
  graded: boolean
  number_correct: number
  number_questions: number
  percent_score: number
  remark: string
  late: boolean
  questions: QuestionResult[]
}

export interface RatingResult {
  message: string
  average_rating: number | null
  rating_count: number
}

/** The answers as the quiz page shows them once revealed, keyed by question id. */
export type AnswerKey = Record<string, { correct_answer: string; explanation: string; given?: string | null; is_correct?: boolean }>
