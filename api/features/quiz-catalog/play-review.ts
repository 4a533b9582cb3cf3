// What play says about questions, for the admins' review: the questions it flags (a key that
// looks wrong, a level far off) with their evidence, and any one question's figures.
import type { Kysely } from "kysely"

import { Missing } from "#engine/domain-errors.ts"
import type { DB } from "#projections/db.ts"
import { type PickRow, picksOf, picksOfAnswered, quizzesByIds } from "#projections/quiz-catalog/question-stats.queries.ts"
import { findQuizOfQuestion } from "#projections/quiz-catalog/quizzes.queries.ts"
import type { FlaggedQuestion, QuestionFigures } from "#schemas/api/question-stats.ts"
import * as Messages from "#schemas/messages.ts"
import { QuestionStatsLimits } from "#schemas/question-stats-rules.ts"

import { figuresOf, flagsOf } from "./question-figures.ts"

type Deps = { readonly db: Kysely<DB> }

/** The most answered questions weighed at once; far more than a homestead's players answer. */
const WEIGHED = 2000

/** The questions play puts on the review list, those whose key looks wrong first, then the most answered. */
export const playFlagged = async (deps: Deps): Promise<(typeof FlaggedQuestion.Type)[]> => {
  const fewest = Math.min(QuestionStatsLimits.minStrongAnswers, QuestionStatsLimits.minLevelAnswers)
  const picks = await picksOfAnswered(deps.db, fewest, WEIGHED)
  const byQuestion = new Map<string, PickRow[]>()
  for (const r of picks) {
    const rows = byQuestion.get(r.question_id)
    if (rows) rows.push(r)
    else byQuestion.set(r.question_id, [r])
  }
  const quizzes = await quizzesByIds(deps.db, [...new Set(picks.map((r) => r.quiz_id))])
  const flagged = quizzes.flatMap((quiz) =>
    quiz.questions.flatMap((question) => {
      const rows = byQuestion.get(question.id)
      if (!rows) return []
      const figures = figuresOf(question, rows)
      const flags = flagsOf(quiz.level, question, figures)
      if (flags.length === 0) return []
      return [{ quiz_id: quiz.id, topic: quiz.topic, level: quiz.level, question: { ...question, options: [...question.options] }, figures, flags }]
    }),
  )
  const keyFirst = (f: (typeof flagged)[number]) => (f.flags.some((x) => x.kind === "key") ? 0 : 1)
  return flagged.sort((a, b) => keyFirst(a) - keyFirst(b) || b.figures.answered - a.figures.answered || a.question.id.localeCompare(b.question.id))
}

/** One question's figures; Missing for a question no quiz holds. */
export const questionFigures = async (deps: Deps, questionId: string): Promise<typeof QuestionFigures.Type> => {
  const quiz = await findQuizOfQuestion(deps.db, questionId)
  const question = quiz?.questions.find((q) => q.id === questionId)
  if (!question) throw new Missing(Messages.questionNotFound)
  return figuresOf(question, await picksOf(deps.db, [questionId]))
}
