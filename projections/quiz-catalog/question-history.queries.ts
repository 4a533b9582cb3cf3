// The question history read model's queries (projections/quiz-catalog/question-history.ts).
import type { Kysely } from "kysely"

import type { DB } from "../db.ts"
import { QUESTION_HISTORY_TABLE } from "./question-history.tables.ts"

/** Every correction of a question, oldest first. */
export const questionHistory = (db: Kysely<DB>, questionId: string) =>
  db
    .selectFrom(QUESTION_HISTORY_TABLE)
    .select(["at", "by_username", "before", "after"])
    .where("question_id", "=", questionId)
    .orderBy("position", "asc")
    .execute()
