// The question reports read model's queries (projections/quiz-play/question-reports.ts).
import type { Kysely } from "kysely"

import type { DB } from "../db.ts"
import { QUIZZES_TABLE } from "../quiz-catalog/quizzes.tables.ts"
import { QUESTION_REPORTS_TABLE } from "./question-reports.tables.ts"

/** Open reports and those reviewed since `since`, newest first, each with its quiz's topic, level and questions as they stand. */
export const reportsForReview = (db: Kysely<DB>, since: Date, limit: number) =>
  db
    .selectFrom(`${QUESTION_REPORTS_TABLE} as r`)
    .leftJoin(`${QUIZZES_TABLE} as q`, "q.id", "r.quiz_id")
    .select([
      "r.id",
      "r.quiz_id",
      "r.question_id",
      "r.reported_by",
      "r.report",
      "r.option_id",
      "r.option_text",
      "r.created_at",
      "r.reviewed_by",
      "r.reviewed_at",
      "q.topic",
      "q.level",
      "q.questions",
    ])
    .where((eb) => eb.or([eb("r.reviewed_at", "is", null), eb("r.reviewed_at", ">=", since)]))
    .orderBy("r.created_at", "desc")
    .orderBy("r.id", "desc")
    .limit(limit)
    .execute()

/** The question a report is about, or undefined for an unknown report. */
export const reportedQuestionId = async (db: Kysely<DB>, reportId: string): Promise<string | undefined> =>
  (await db.selectFrom(QUESTION_REPORTS_TABLE).select("question_id").where("id", "=", reportId).executeTakeFirst())?.question_id

/** The reports on a question not yet reviewed. */
export const openReportIds = async (db: Kysely<DB>, questionId: string): Promise<string[]> =>
  (await db.selectFrom(QUESTION_REPORTS_TABLE).select("id").where("question_id", "=", questionId).where("reviewed_at", "is", null).execute()).map((r) => r.id)
