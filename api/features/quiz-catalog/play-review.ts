// What play says about questions, for the admins' review: the questions it flags (a key that
// looks wrong, a level far off) with their evidence, any one question's figures, and an
// admin's keeping a flagged question as it is.
import type { Kysely } from "kysely"

import type { CommandDeps } from "#engine/command.ts"
import { Missing } from "#engine/domain-errors.ts"
import { editableQuestion } from "#engine/quiz/kinds/question-kind.ts"
import { keepQuestion } from "#engine/quiz-catalog/commands.ts"
import type { DB } from "#projections/db.ts"
import { keptOf, type PickRow, picksOf, picksOfAnswered, quizzesByIds } from "#projections/quiz-catalog/question-stats.queries.ts"
import { findQuizOfQuestion } from "#projections/quiz-catalog/quizzes.queries.ts"
import type { FlaggedQuestion, QuestionFigures } from "#schemas/api/question-stats.ts"
import * as Messages from "#schemas/messages.ts"
import { QuestionStatsLimits } from "#schemas/question-stats-rules.ts"

import { figuresOf, flagsOf } from "./question-figures.ts"

type Deps = { readonly db: Kysely<DB> }

/** The admin who decides. */
interface Admin {
  readonly userId: string
  readonly username: string
}

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
  const kept = new Map((await keptOf(deps.db, [...byQuestion.keys()])).map((k) => [k.question_id, k]))
  const flagged = quizzes.flatMap((quiz) =>
    quiz.questions.flatMap((question) => {
      const rows = byQuestion.get(question.id)
      if (!rows) return []
      const figures = figuresOf(question, rows, kept.get(question.id))
      const flags = flagsOf(quiz.level, question, figures)
      if (flags.length === 0) return []
      return [{ quiz_id: quiz.id, topic: quiz.topic, level: quiz.level, question: editableQuestion(question), figures, flags }]
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
  const [kept] = await keptOf(deps.db, [questionId])
  return figuresOf(question, await picksOf(deps.db, [questionId]), kept)
}

/** An admin keeps a question play flagged as it is: off the list until twice as many players have answered it. */
export const keepAsIs = async (deps: Deps & { readonly commands: CommandDeps }, admin: Admin, questionId: string): Promise<void> => {
  const quiz = await findQuizOfQuestion(deps.db, questionId)
  if (!quiz) throw new Missing(Messages.questionNotFound)
  const answered = (await picksOf(deps.db, [questionId])).reduce((n, r) => n + r.answers, 0)
  await keepQuestion(deps.commands, { quizId: quiz.id, questionId, answered, by: admin.userId, byUsername: admin.username, now: new Date() })
}
