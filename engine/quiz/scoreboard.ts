// The player's scoreboard (docs/product.md §3) as a pure fold over completed quizzes.
// Only graded completions move the totals; fun ones are listed so the player can see them.
import { type Level, LEVELS } from "#schemas/quiz-rules.ts"

import { percent } from "./score.ts"

export interface QuizCompletion {
  readonly quiz_id: string
  readonly topic: string
  readonly level: Level
  /** ISO-8601 timestamp of completion. */
  readonly date_completed: string
  readonly number_correct: number
  readonly number_questions: number
  readonly graded: boolean
}

export interface CompletedQuiz {
  readonly quiz_id: string
  readonly topic: string
  readonly level: Level
  readonly date_completed: string
  readonly number_correct: number
  readonly number_questions: number
  readonly percent_score: number
}

export interface LevelScore {
  readonly level: Level
  readonly total_correct: number
  readonly total_questions: number
  readonly percent_score: number
}

export interface Scoreboard {
  readonly total_correct: number
  readonly total_questions: number
  readonly percent_score: number
  /** Levels with at least one graded completion, in LEVELS order. */
  readonly score_by_level: readonly LevelScore[]
  /** Each list in the order the completions were folded in. */
  readonly completed_quizzes: { readonly graded: readonly CompletedQuiz[]; readonly fun: readonly CompletedQuiz[] }
}

export const emptyScoreboard: Scoreboard = {
  total_correct: 0,
  total_questions: 0,
  percent_score: 0,
  score_by_level: [],
  completed_quizzes: { graded: [], fun: [] },
}

const toCompleted = (c: QuizCompletion): CompletedQuiz => ({
  quiz_id: c.quiz_id,
  topic: c.topic,
  level: c.level,
  date_completed: c.date_completed,
  number_correct: c.number_correct,
  number_questions: c.number_questions,
  percent_score: percent(c.number_correct, c.number_questions),
})

const addToLevel = (levels: readonly LevelScore[], c: QuizCompletion): LevelScore[] => {
  const previous = levels.find((l) => l.level === c.level)
  const total_correct = (previous?.total_correct ?? 0) + c.number_correct
  const total_questions = (previous?.total_questions ?? 0) + c.number_questions
  const updated: LevelScore = {
    level: c.level,
    total_correct,
    total_questions,
    percent_score: percent(total_correct, total_questions),
  }
  const others = levels.filter((l) => l.level !== c.level)
  return [...others, updated].sort((a, b) => LEVELS.indexOf(a.level) - LEVELS.indexOf(b.level))
}

/**
 * Folds one completion into the board. A graded quiz counts once: a second graded completion
 * of the same quiz id (a redelivered event, say) leaves the board unchanged, since graded quizzes cannot be retaken.
 */
export const addCompletion = (board: Scoreboard, c: QuizCompletion): Scoreboard => {
  const entry = toCompleted(c)
  if (!c.graded) {
    return { ...board, completed_quizzes: { ...board.completed_quizzes, fun: [...board.completed_quizzes.fun, entry] } }
  }
  if (board.completed_quizzes.graded.some((g) => g.quiz_id === c.quiz_id)) return board

  const total_correct = board.total_correct + c.number_correct
  const total_questions = board.total_questions + c.number_questions
  return {
    total_correct,
    total_questions,
    percent_score: percent(total_correct, total_questions),
    score_by_level: addToLevel(board.score_by_level, c),
    completed_quizzes: { ...board.completed_quizzes, graded: [...board.completed_quizzes.graded, entry] },
  }
}

export const scoreboardOf = (completions: Iterable<QuizCompletion>): Scoreboard => {
  let board = emptyScoreboard
  for (const c of completions) board = addCompletion(board, c)
  return board
}
