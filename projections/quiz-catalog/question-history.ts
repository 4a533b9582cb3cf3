// Read model of every admin correction of a question (before, after, who, when), so the
// edit history is read without replaying quiz streams on the request path.
import type { Kysely, Transaction } from "kysely"

import { QuizEvent } from "#schemas/events/quiz.ts"

import type { DB } from "../db.ts"
import { eventDecoder, typesOf } from "../decode-event.ts"
import type { Projection } from "../projection.ts"
import { jsonb, positionOf } from "../sql-types.ts"
import { QUESTION_HISTORY_TABLE } from "./question-history.tables.ts"

const decode = eventDecoder(QuizEvent, ["QuestionUpdated"])

export const questionHistoryProjection: Projection = {
  name: "question-history",
  version: 1,
  eventTypes: typesOf(decode),
  async migrate(db: Kysely<DB>) {
    await db.schema
      .createTable(QUESTION_HISTORY_TABLE)
      .ifNotExists()
      .addColumn("event_id", "text", (c) => c.primaryKey())
      .addColumn("position", "bigint", (c) => c.notNull())
      .addColumn("quiz_id", "text", (c) => c.notNull())
      .addColumn("question_id", "text", (c) => c.notNull())
      .addColumn("by_user_id", "text", (c) => c.notNull())
      .addColumn("by_username", "text", (c) => c.notNull())
      .addColumn("before", "jsonb", (c) => c.notNull())
      .addColumn("after", "jsonb", (c) => c.notNull())
      .addColumn("at", "timestamptz", (c) => c.notNull())
      .execute()
    await db.schema.createIndex("question_history_question").ifNotExists().on(QUESTION_HISTORY_TABLE).columns(["question_id", "position"]).execute()
  },
  async reset(trx: Transaction<DB>) {
    await trx.deleteFrom(QUESTION_HISTORY_TABLE).execute()
  },
  async apply(trx: Transaction<DB>, recorded) {
    await questionHistoryProjection.applyBatch!(trx, [recorded])
  },
  // Rows only ever added: a batch's corrections are one insert.
  async applyBatch(trx: Transaction<DB>, events) {
    const rows = events.flatMap((recorded) => {
      const event = decode(recorded)
      if (event?.type !== "QuestionUpdated") return []
      return [
        {
          event_id: recorded.id,
          position: positionOf(recorded.position),
          quiz_id: event.quizId,
          question_id: event.questionId,
          by_user_id: event.by,
          by_username: event.byUsername,
          before: jsonb(event.before),
          after: jsonb(event.after),
          at: new Date(event.at),
        },
      ]
    })
    if (rows.length === 0) return
    await trx
      .insertInto(QUESTION_HISTORY_TABLE)
      .values(rows)
      .onConflict((oc) => oc.column("event_id").doNothing())
      .execute()
  },
}
