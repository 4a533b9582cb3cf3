// Read models of quiz play: `quiz_attempts` (each player's graded attempt per quiz: its
// start, deadline and whether it was submitted; /answers stays locked while one runs) and
// `quiz_completions` (every completed attempt, graded or fun, with its per-question
// results; the scoreboard is folded from these rows).
import { type Kysely, sql, type Transaction } from "kysely"

import { QuizAttemptEvent, QuizAttemptEventTypes } from "#schemas/events/quiz-attempt.ts"

import type { DB } from "./db.ts"
import { eventDecoder, typesOf } from "./decode-event.ts"
import type { Projection } from "./projection.ts"
import { QUIZ_ATTEMPTS_TABLE, QUIZ_COMPLETIONS_TABLE } from "./quiz-completions.tables.ts"
import { jsonb } from "./sql-types.ts"

const decode = eventDecoder(QuizAttemptEvent, QuizAttemptEventTypes)

export const quizCompletionsProjection: Projection = {
  name: "quiz-completions",
  version: 1,
  eventTypes: typesOf(decode),
  async migrate(db: Kysely<DB>) {
    await db.schema
      .createTable(QUIZ_ATTEMPTS_TABLE)
      .ifNotExists()
      .addColumn("user_id", "text", (c) => c.notNull())
      .addColumn("quiz_id", "text", (c) => c.notNull())
      .addColumn("challenged", "boolean", (c) => c.notNull())
      .addColumn("started_at", "timestamptz", (c) => c.notNull())
      .addColumn("deadline", "timestamptz", (c) => c.notNull())
      .addColumn("completed_at", "timestamptz")
      .addPrimaryKeyConstraint("quiz_attempts_pk", ["user_id", "quiz_id"])
      .execute()
    await db.schema
      .createTable(QUIZ_COMPLETIONS_TABLE)
      .ifNotExists()
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull())
      .addColumn("quiz_id", "text", (c) => c.notNull())
      .addColumn("topic", "text", (c) => c.notNull())
      .addColumn("level", "text", (c) => c.notNull())
      .addColumn("graded", "boolean", (c) => c.notNull())
      .addColumn("challenged", "boolean", (c) => c.notNull())
      .addColumn("late", "boolean", (c) => c.notNull())
      .addColumn("number_correct", "integer", (c) => c.notNull())
      .addColumn("number_questions", "integer", (c) => c.notNull())
      .addColumn("results", "jsonb", (c) => c.notNull())
      .addColumn("completed_at", "timestamptz", (c) => c.notNull())
      .execute()
    await db.schema.createIndex("quiz_completions_user").ifNotExists().on(QUIZ_COMPLETIONS_TABLE).columns(["user_id", "completed_at"]).execute()
    // One graded completion per player and quiz, stated by the read model too.
    await sql`create unique index if not exists quiz_completions_graded on ${sql.table(QUIZ_COMPLETIONS_TABLE)} (user_id, quiz_id) where graded`.execute(db)
  },
  async reset(trx: Transaction<DB>) {
    await trx.deleteFrom(QUIZ_COMPLETIONS_TABLE).execute()
    await trx.deleteFrom(QUIZ_ATTEMPTS_TABLE).execute()
  },
  async apply(trx: Transaction<DB>, recorded) {
    const event = decode(recorded)
    if (!event) return
    if (event.type === "QuizAttemptStarted") {
      if (!event.graded) return
      await trx
        .insertInto(QUIZ_ATTEMPTS_TABLE)
        .values({
          user_id: event.userId,
          quiz_id: event.quizId,
          challenged: event.challenged,
          started_at: new Date(event.startedAt),
          deadline: new Date(event.deadline),
          completed_at: null,
        })
        .onConflict((oc) => oc.columns(["user_id", "quiz_id"]).doNothing())
        .execute()
      return
    }
    const at = new Date(event.at)
    if (event.graded) {
      await trx.updateTable(QUIZ_ATTEMPTS_TABLE).set({ completed_at: at }).where("user_id", "=", event.userId).where("quiz_id", "=", event.quizId).execute()
    }
    await trx
      .insertInto(QUIZ_COMPLETIONS_TABLE)
      .values({
        id: recorded.id,
        user_id: event.userId,
        quiz_id: event.quizId,
        topic: event.topic,
        level: event.level,
        graded: event.graded,
        challenged: event.challenged,
        late: event.late,
        number_correct: event.numberCorrect,
        number_questions: event.numberQuestions,
        results: jsonb(event.results),
        completed_at: at,
      })
      .onConflict((oc) => oc.doNothing())
      .execute()
  },
}
