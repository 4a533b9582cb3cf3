// Reading the `quizzes` read model: rows come back with driver types (jsonb parsed, Date
// timestamps); these helpers give them the QuizRow shape.
import { sql, type Kysely } from "kysely"
import type { QuizRow } from "../../projections/quizzes.tables.ts"
import type { QuestionData } from "../../schemas/events/quiz.ts"
import { QUIZZES_TABLE } from "../../projections/quizzes.tables.ts"
import type { DB } from "../../projections/db.ts"

export const toQuizRow = (raw: Record<string, unknown>): QuizRow => ({
  id: String(raw.id),
  topic: String(raw.topic),
  level: String(raw.level) as QuizRow["level"],
  model: String(raw.model),
  quality: String(raw.quality),
  number_questions: Number(raw.number_questions),
  questions: (typeof raw.questions === "string" ? JSON.parse(raw.questions) : raw.questions) as QuestionData[],
  created_by: raw.created_by === null || raw.created_by === undefined ? null : String(raw.created_by),
  created_at: raw.created_at instanceof Date ? raw.created_at : new Date(String(raw.created_at)),
  rating_sum: Number(raw.rating_sum),
  rating_count: Number(raw.rating_count),
})

/** One stored quiz by id, or undefined. */
export const findQuiz = async (db: Kysely<DB>, quizId: string): Promise<QuizRow | undefined> => {
  const raw = await db.selectFrom(QUIZZES_TABLE).selectAll().where("id", "=", quizId).executeTakeFirst()
  return raw ? toQuizRow(raw) : undefined
}

/** The quiz holding a question, found by the question's id. */
export const findQuizOfQuestion = async (db: Kysely<DB>, questionId: string): Promise<QuizRow | undefined> => {
  const raw = await db
    .selectFrom(QUIZZES_TABLE)
    .selectAll()
    .where(sql<boolean>`questions @> ${JSON.stringify([{ id: questionId }])}::jsonb`)
    .executeTakeFirst()
  return raw ? toQuizRow(raw) : undefined
}
