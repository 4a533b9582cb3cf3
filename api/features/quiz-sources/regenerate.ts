// The admin's one click on a quiz's stale questions: they are written again from their recipe or
// post as it is now (or, when that is gone, from the quiz's other recipes and posts), checked like
// any generated question, and each put in its stale one's place (a QuestionUpdated, so its history
// keeps the old question). The call is charged to the admin and takes one of their Basic
// generations. Questions the checks dropped stay stale, to be tried again or edited.
import type { Kysely } from "kysely"

import { takeBasicSlot, writeCheckedQuiz } from "#api/features/quiz-generation/public.ts"
import { Missing, RateLimited, Unacceptable, WrongState } from "#engine/domain-errors.ts"
import { regenerateQuestions } from "#engine/quiz-catalog/commands.ts"
import { pickExcerpts } from "#engine/quiz-sources/excerpts.ts"
import type { DB } from "#projections/db.ts"
import { findPost } from "#projections/posts/posts.queries.ts"
import { findQuiz } from "#projections/quiz-catalog/quizzes.queries.ts"
import { type QuestionSourceRow, sourcesOfQuiz, staleQuestions } from "#projections/quiz-sources/question-sources.queries.ts"
import { findRecipe } from "#projections/recipes/recipes.queries.ts"
import type { StaleQuestion } from "#schemas/api/quiz-sources.ts"
import * as Messages from "#schemas/messages.ts"
import { DEFAULT_KINDS, type QuestionKind } from "#schemas/question-kinds.ts"
import { sourceLabel } from "#schemas/quiz-source-rules.ts"

import { excerptsOfPost, excerptsOfRecipe } from "./read-source.ts"
import type { SourceQuizDeps } from "./source-quiz.ts"

export interface Admin {
  readonly userId: string
  readonly username: string
}

/** The stale questions as the admin's list shows them. */
export const listStaleQuestions = async (deps: { readonly db: Kysely<DB> }): Promise<StaleQuestion[]> =>
  (await staleQuestions(deps.db)).map((row) => ({
    quiz_id: row.quiz_id,
    quiz_topic: row.quiz_topic,
    question_id: row.question_id,
    question: row.question,
    source_kind: row.source_kind === "post" ? "post" : "recipe",
    source_id: row.source_id,
    source_label: sourceLabel({ title: row.source_title, where: row.source_where }),
    passage: row.passage,
    reason: row.stale_reason === "deleted" ? "deleted" : "changed",
    stale_at: (row.stale_at ?? new Date(0)).toISOString(),
  }))

/** The excerpts of each of these rows' sources that still stands, one group per source. */
const liveSources = async (db: Kysely<DB>, rows: readonly QuestionSourceRow[]) => {
  const seen = new Set<string>()
  const groups = []
  for (const row of rows) {
    const key = `${row.source_kind}:${row.source_id}`
    if (seen.has(key)) continue
    seen.add(key)
    if (row.source_kind === "recipe") {
      const recipe = await findRecipe(db, row.source_id)
      if (recipe && recipe._id === row.source_id) groups.push(excerptsOfRecipe(recipe))
    } else {
      const post = await findPost(db, row.source_id)
      if (post && !post.draft) groups.push(excerptsOfPost(post))
    }
  }
  return groups.filter((g) => g.length > 0)
}

/** Writes a quiz's stale questions again; answers how many were replaced. */
export const regenerateStale = async (deps: SourceQuizDeps, admin: Admin, quizId: string): Promise<number> => {
  const quiz = await findQuiz(deps.db, quizId)
  if (!quiz) throw new Missing(Messages.quizNotFound)
  const rows = await sourcesOfQuiz(deps.db, quizId)
  const stale = rows.filter((row) => row.stale_reason !== null)
  if (stale.length === 0) throw new WrongState(Messages.questionNotStale)
  // Their own sources as they are now; when all of those are gone, the quiz's other recipes and posts.
  const own = await liveSources(deps.db, stale)
  const groups = own.length > 0 ? own : await liveSources(deps.db, rows)
  if (groups.length === 0) throw new Unacceptable(Messages.staleSourceGone, "source_gone")

  const staleIds = new Set(stale.map((row) => row.question_id))
  const kinds = [...new Set(quiz.questions.filter((q) => staleIds.has(q.id)).map((q): QuestionKind => q.kind ?? "multiple_choice"))]
  deps.ai.providers.provider("basic") // throws AiNotConfigured before the allowance is taken
  if (!(await takeBasicSlot(deps, admin.userId, new Date()))) throw new RateLimited(Messages.basicDailyLimit(deps.basicDailyLimit))
  const written = await writeCheckedQuiz(deps, {
    request: { topic: quiz.topic, level: quiz.level, number: stale.length, kinds: kinds.length > 0 ? kinds : DEFAULT_KINDS, excerpts: pickExcerpts(groups) },
    tier: "basic",
    createdBy: admin.userId,
  })
  // The others' texts, so a question written again does not repeat one the quiz keeps.
  const kept = new Set(quiz.questions.filter((q) => !staleIds.has(q.id)).map((q) => q.question.trim().toLowerCase()))
  const fresh = written.quiz.questions.filter((q) => !kept.has(q.question.trim().toLowerCase()))
  const replacements = stale.slice(0, fresh.length).map((row, i) => ({ questionId: row.question_id, after: { ...fresh[i]!, id: row.question_id } }))
  if (replacements.length === 0) return 0
  await regenerateQuestions(deps.commands, { quizId, replacements, by: admin.userId, byUsername: admin.username, now: new Date() })
  return replacements.length
}
