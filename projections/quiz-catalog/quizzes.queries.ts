// The quizzes read model's queries (projections/quiz-catalog/quizzes.ts).
import { type Kysely, sql } from "kysely"

import type { DB } from "../db.ts"
import { LIVE_ROUND_QUIZZES_TABLE } from "../live-game/live-round-quizzes.tables.ts"
import { QUIZ_COMPLETIONS_TABLE } from "../quiz-play/quiz-completions.tables.ts"
import { type QuizRow, QUIZZES_TABLE } from "./quizzes.tables.ts"

/** One stored quiz by id, or undefined. */
export const findQuiz = (db: Kysely<DB>, quizId: string): Promise<QuizRow | undefined> =>
  db.selectFrom(QUIZZES_TABLE).selectAll().where("id", "=", quizId).executeTakeFirst()

/** The quiz holding a question, found by the question's id. */
export const findQuizOfQuestion = (db: Kysely<DB>, questionId: string): Promise<QuizRow | undefined> =>
  db
    .selectFrom(QUIZZES_TABLE)
    .selectAll()
    .where(sql<boolean>`questions @> ${JSON.stringify([{ id: questionId }])}::jsonb`)
    .executeTakeFirst()

/** A quiz without its questions, as the lists show it, with the kinds of question it holds (a question stored without one is multiple choice). */
export type QuizSummaryRow = Omit<QuizRow, "questions"> & { readonly kinds: readonly string[] }

/**
 * At most `limit` quizzes newest first, without questions; with `excludeCompletedBy`, not those
 * that player completed. Never a quiz a live round holds: one made for a round is listed only
 * once live_round_quizzes says its round is over (until that read model has it, it is held).
 */
export const quizSummaries = async (db: Kysely<DB>, limit: number, excludeCompletedBy?: string): Promise<QuizSummaryRow[]> => {
  let query = db
    .selectFrom(`${QUIZZES_TABLE} as q`)
    .select([
      "q.id",
      "q.topic",
      "q.level",
      "q.model",
      "q.quality",
      "q.number_questions",
      "q.created_by",
      "q.created_at",
      "q.live_round",
      "q.rating_sum",
      "q.rating_count",
      sql<string[]>`coalesce((select jsonb_agg(distinct coalesce(e->>'kind', 'multiple_choice')) from jsonb_array_elements(q.questions) as e), '[]'::jsonb)`.as(
        "kinds",
      ),
    ])
    .where(sql<boolean>`coalesce((select not l.held from ${sql.table(LIVE_ROUND_QUIZZES_TABLE)} as l where l.quiz_id = q.id), not q.live_round)`)
  if (excludeCompletedBy !== undefined) {
    query = query.where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom(`${QUIZ_COMPLETIONS_TABLE} as c`).select("c.id").whereRef("c.quiz_id", "=", "q.id").where("c.user_id", "=", excludeCompletedBy))),
    )
  }
  return query.orderBy("q.created_at", "desc").orderBy("q.id", "desc").limit(limit).execute()
}

/** How many quizzes of `quality` a player created in [from, to). */
export const quizzesCreatedBy = async (db: Kysely<DB>, userId: string, quality: string, from: Date, to: Date): Promise<number> => {
  const row = await db
    .selectFrom(QUIZZES_TABLE)
    .select((eb) => eb.fn.countAll().as("n"))
    .where("created_by", "=", userId)
    .where("quality", "=", quality)
    .where("created_at", ">=", from)
    .where("created_at", "<", to)
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

/** Which of these quiz ids are stored. */
export const storedQuizIds = async (db: Kysely<DB>, ids: readonly string[]): Promise<Set<string>> =>
  ids.length === 0 ? new Set() : new Set((await db.selectFrom(QUIZZES_TABLE).select("id").where("id", "in", ids).execute()).map((r) => r.id))
