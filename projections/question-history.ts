// Read model of every admin correction of a question (before, after, who, when), so the
// edit history is read without replaying quiz streams on the request path.
import { sql, type Kysely, type Transaction } from "kysely"
import { QuizEvent } from "../schemas/events/quiz.ts"
import { eventDecoder, typesOf } from "./decode-event.ts"
import type { Projection } from "./projection.ts"

const decode = eventDecoder(QuizEvent, ["QuestionUpdated"])

export const questionHistoryProjection: Projection = {
  name: "question-history",
  eventTypes: typesOf(decode),
  async migrate(db: Kysely<any>) {
    await db.schema
      .createTable("question_history")
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
    await db.schema.createIndex("question_history_question").ifNotExists().on("question_history").columns(["question_id", "position"]).execute()
  },
  async reset(trx: Transaction<any>) {
    await trx.deleteFrom("question_history").execute()
  },
  async apply(trx: Transaction<any>, recorded) {
    const event = decode(recorded)
    if (!event || event.type !== "QuestionUpdated") return
    await trx
      .insertInto("question_history")
      .values({
        event_id: recorded.id,
        position: recorded.position.toString(),
        quiz_id: event.quizId,
        question_id: event.questionId,
        by_user_id: event.by,
        by_username: event.byUsername,
        before: sql`${JSON.stringify(event.before)}::jsonb`,
        after: sql`${JSON.stringify(event.after)}::jsonb`,
        at: new Date(event.at),
      })
      .onConflict((oc) => oc.column("event_id").doNothing())
      .execute()
  },
}
