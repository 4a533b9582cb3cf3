// The question statistics read model's queries (projections/quiz-catalog/question-stats.ts).
// Players are put in quarters here, as the list is read: by their share correct over all their
// counted answers, then by how many they gave (schemas/question-stats-rules.ts).
import { type Kysely, type RawBuilder, type Selectable, sql } from "kysely"

import { QuestionStatsLimits } from "#schemas/question-stats-rules.ts"

import type { DB } from "../db.ts"
import { QUESTION_ANSWERS_TABLE, QUESTION_KEPT_TABLE, type QuestionKeptTable } from "./question-stats.tables.ts"
import { QUIZZES_TABLE } from "./quizzes.tables.ts"

/** How many players of one quarter picked one option of one question. Quarter 1 is the strongest, 4 the weakest, 0 players not placed. */
export interface PickRow {
  readonly question_id: string
  readonly quiz_id: string
  readonly option: string
  readonly correct: boolean
  readonly quarter: number
  readonly answers: number
}

const answers = sql.table(QUESTION_ANSWERS_TABLE)

const pickRows = async (db: Kysely<DB>, which: RawBuilder<unknown>): Promise<PickRow[]> => {
  const { rows } = await sql<PickRow>`
    WITH players AS (
      SELECT user_id, count(*) AS n, count(*) FILTER (WHERE correct) AS c
      FROM ${answers} GROUP BY user_id HAVING count(*) >= ${QuestionStatsLimits.minPlayerAnswers}
    ), ranked AS (
      SELECT user_id, ntile(4) OVER (ORDER BY c::float8 / n DESC, n DESC, user_id) AS quarter FROM players
    )
    SELECT a.question_id, a.quiz_id, a.option, a.correct, coalesce(r.quarter, 0)::int AS quarter, count(*)::int AS answers
    FROM ${answers} a LEFT JOIN ranked r ON r.user_id = a.user_id
    WHERE a.question_id IN (${which})
    GROUP BY a.question_id, a.quiz_id, a.option, a.correct, coalesce(r.quarter, 0)`.execute(db)
  return rows
}

/** The picks of the given questions. */
export const picksOf = (db: Kysely<DB>, questionIds: readonly string[]): Promise<PickRow[]> =>
  questionIds.length === 0 ? Promise.resolve([]) : pickRows(db, sql.join(questionIds))

/** The picks of the `limit` most answered questions with at least `minAnswers` answers: those play can say something about. */
export const picksOfAnswered = (db: Kysely<DB>, minAnswers: number, limit: number): Promise<PickRow[]> =>
  pickRows(db, sql`SELECT question_id FROM ${answers} GROUP BY question_id HAVING count(*) >= ${minAnswers} ORDER BY count(*) DESC, question_id LIMIT ${limit}`)

/** The quizzes by id, with their questions as they stand. */
export const quizzesByIds = (db: Kysely<DB>, ids: readonly string[]) =>
  ids.length === 0 ? Promise.resolve([]) : db.selectFrom(QUIZZES_TABLE).select(["id", "topic", "level", "questions"]).where("id", "in", ids).execute()

export type KeptRow = Selectable<QuestionKeptTable>

/** Of the given questions, those an admin kept as they are since their figures last started afresh. */
export const keptOf = (db: Kysely<DB>, questionIds: readonly string[]): Promise<KeptRow[]> =>
  questionIds.length === 0 ? Promise.resolve([]) : db.selectFrom(QUESTION_KEPT_TABLE).selectAll().where("question_id", "in", questionIds).execute()
