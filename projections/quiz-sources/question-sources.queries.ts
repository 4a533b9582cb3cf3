// Reads of the questions drawn from recipes and posts: those whose source changed but are not yet
// recorded stale (for the feature that records them), the stale ones (for the admin's list), and
// a quiz's stale questions with their sources (to write them again).
import type { Kysely, Selectable } from "kysely"

import type { DB } from "../db.ts"
import { QUESTION_SOURCES_TABLE, type QuestionSourcesTable } from "./question-sources.tables.ts"

export type QuestionSourceRow = Selectable<QuestionSourcesTable>

/** Questions whose passage changed or went, not yet recorded stale: at most `limit`, oldest quiz first. */
export const outdatedNotMarked = (db: Kysely<DB>, limit = 200): Promise<QuestionSourceRow[]> =>
  db
    .selectFrom(QUESTION_SOURCES_TABLE)
    .selectAll()
    .where("outdated", "is not", null)
    .where("stale_reason", "is", null)
    .orderBy("quiz_id")
    .orderBy("question_id")
    .limit(limit)
    .execute()

/** The stale questions, newest first (at most `limit`). */
export const staleQuestions = (db: Kysely<DB>, limit = 500): Promise<QuestionSourceRow[]> =>
  db
    .selectFrom(QUESTION_SOURCES_TABLE)
    .selectAll()
    .where("stale_reason", "is not", null)
    .orderBy("stale_at", "desc")
    .orderBy("quiz_id")
    .orderBy("question_id")
    .limit(limit)
    .execute()

/** Every question of one quiz drawn from a recipe or post, stale or not. */
export const sourcesOfQuiz = (db: Kysely<DB>, quizId: string): Promise<QuestionSourceRow[]> =>
  db.selectFrom(QUESTION_SOURCES_TABLE).selectAll().where("quiz_id", "=", quizId).orderBy("question_id").execute()
