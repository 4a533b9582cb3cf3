// The scoreboard as GET /api/quiz/profile/scoreboard/totals sends it.

export interface LevelScore {
  level: string
  total_correct: number
  total_questions: number
  percent_score: number
}

export interface CompletedQuiz {
  quiz_id: string
  topic: string
  level: string
  date_completed: string
  number_correct: number
  number_questions: number
  percent_score: number
}

export interface Scoreboard {
  total_correct: number
  total_questions: number
  percent_score: number
  score_by_level: LevelScore[]
  completed_quizzes: { graded: CompletedQuiz[]; fun: CompletedQuiz[] }
}

/** One completion with its per-question results; question text and options when the server sends them. */
export interface CompletionDetail {
  quiz_id?: string
  topic?: string
  level?: string
  graded?: boolean
  date_completed?: string
  number_correct: number
  number_questions: number
  percent_score: number
  remark?: string
  questions: {
    id: string
    question?: string
    options?: string[]
    given: string | null
    correct_answer: string
    explanation: string
    is_correct: boolean
  }[]
}

/** A stored scoreboard is trusted only when it has the shape this page reads. */
export function isScoreboard(value: unknown): value is Scoreboard {
  if (typeof value !== "object" || value === null) return false
  const v = value as Partial<Scoreboard>
  return typeof v.total_correct === "number" && Array.isArray(v.score_by_level)
    && Array.isArray(v.completed_quizzes?.graded) && Array.isArray(v.completed_quizzes?.fun)
}
