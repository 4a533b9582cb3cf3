// Read model of question reports for the admins' review: open ones, and resolved ones
// with who reviewed them and when.
import { type Kysely, sql, type Transaction } from "kysely"

import { QuestionReportEvent } from "#schemas/events/question-report.ts"
import { QuizUserEvent } from "#schemas/events/quiz-user.ts"
import * as Messages from "#schemas/messages.ts"

import type { DB } from "../db.ts"
import { eventDecoder, typesOf } from "../decode-event.ts"
import type { Projection } from "../projection.ts"
import { QUESTION_REPORTS_TABLE } from "./question-reports.tables.ts"

const decode = eventDecoder(QuestionReportEvent, ["QuestionReported", "ReportResolved"])
// A deleted player's reports stay, under a deleted player's name.
const decodeDeleted = eventDecoder(QuizUserEvent, ["QuizUserDeleted"])

export const questionReportsProjection: Projection = {
  name: "question-reports",
  version: 1,
  eventTypes: typesOf(decode, decodeDeleted),
  async migrate(db: Kysely<DB>) {
    await db.schema
      .createTable(QUESTION_REPORTS_TABLE)
      .ifNotExists()
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("quiz_id", "text", (c) => c.notNull())
      .addColumn("question_id", "text", (c) => c.notNull())
      .addColumn("user_id", "text")
      .addColumn("reported_by", "text", (c) => c.notNull())
      .addColumn("report", "text", (c) => c.notNull())
      .addColumn("created_at", "timestamptz", (c) => c.notNull())
      .addColumn("reviewed_by", "text")
      .addColumn("reviewed_at", "timestamptz")
      .execute()
    // Added with option ids; tables made before them get the columns here.
    await sql`ALTER TABLE ${sql.table(QUESTION_REPORTS_TABLE)} ADD COLUMN IF NOT EXISTS option_id text`.execute(db)
    await sql`ALTER TABLE ${sql.table(QUESTION_REPORTS_TABLE)} ADD COLUMN IF NOT EXISTS option_text text`.execute(db)
    await db.schema.createIndex("question_reports_question").ifNotExists().on(QUESTION_REPORTS_TABLE).column("question_id").execute()
    await db.schema.createIndex("question_reports_reviewed_at").ifNotExists().on(QUESTION_REPORTS_TABLE).column("reviewed_at").execute()
  },
  async reset(trx: Transaction<DB>) {
    await trx.deleteFrom(QUESTION_REPORTS_TABLE).execute()
  },
  async apply(trx: Transaction<DB>, recorded) {
    const deleted = decodeDeleted(recorded)
    if (deleted) {
      await trx.updateTable(QUESTION_REPORTS_TABLE).set({ reported_by: Messages.deletedPlayer }).where("user_id", "=", deleted.userId).execute()
      return
    }
    const event = decode(recorded)
    if (!event) return
    if (event.type === "QuestionReported") {
      await trx
        .insertInto(QUESTION_REPORTS_TABLE)
        .values({
          id: event.reportId,
          quiz_id: event.quizId,
          question_id: event.questionId,
          user_id: event.userId,
          reported_by: event.reportedBy,
          report: event.report,
          option_id: event.optionId ?? null,
          option_text: event.optionText ?? null,
          created_at: new Date(event.at),
        })
        .onConflict((oc) => oc.column("id").doNothing())
        .execute()
      return
    }
    await trx
      .updateTable(QUESTION_REPORTS_TABLE)
      .set({ reviewed_by: event.byUsername, reviewed_at: new Date(event.at) })
      .where("id", "=", event.reportId)
      .execute()
  },
}
