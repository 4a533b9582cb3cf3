// Read models of quiz play: `quiz_attempts` (each player's graded attempt per quiz: its
// start, deadline and whether it was submitted; a quiz's key stays locked while one runs) and
// `quiz_completions` (every completed attempt, graded or fun, with its per-question
// results; the scoreboard is folded from these rows).
import { type Insertable, type Kysely, sql, type Transaction } from "kysely"

import { QuizAttemptEvent, QuizAttemptEventTypes } from "#schemas/events/quiz-attempt.ts"

import type { DB } from "../db.ts"
import { eventDecoder, typesOf } from "../decode-event.ts"
import type { Projection } from "../projection.ts"
import { jsonb } from "../sql-types.ts"
import { QUIZ_ATTEMPTS_TABLE, QUIZ_COMPLETIONS_TABLE, type QuizAttemptsTable, type QuizCompletionsTable } from "./quiz-completions.tables.ts"

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
    // Every answer key is locked while anyone's graded attempt at its quiz runs: found by quiz.
    await sql`create index if not exists quiz_attempts_running on ${sql.table(QUIZ_ATTEMPTS_TABLE)} (quiz_id, deadline) where completed_at is null`.execute(db)
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
    await quizCompletionsProjection.applyBatch!(trx, [recorded])
  },
  // A batch in three statements: the graded attempts begun, their completion times, and the
  // completions. In that order it equals the events one by one: an attempt's start always
  // comes before its completion, and rows are only added or stamped, never removed.
  async applyBatch(trx: Transaction<DB>, events) {
    const started: Insertable<QuizAttemptsTable>[] = []
    const completedAt = new Map<string, { user_id: string; quiz_id: string; at: Date }>()
    const completions: Insertable<QuizCompletionsTable>[] = []
    for (const recorded of events) {
      const event = decode(recorded)
      if (!event) continue
      if (event.type === "QuizAttemptStarted") {
        if (event.graded)
          started.push({
            user_id: event.userId,
            quiz_id: event.quizId,
            challenged: event.challenged,
            started_at: new Date(event.startedAt),
            deadline: new Date(event.deadline),
            completed_at: null,
          })
        continue
      }
      const at = new Date(event.at)
      if (event.graded) completedAt.set(JSON.stringify([event.userId, event.quizId]), { user_id: event.userId, quiz_id: event.quizId, at })
      completions.push({
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
    }
    if (started.length > 0)
      await trx
        .insertInto(QUIZ_ATTEMPTS_TABLE)
        .values(started)
        .onConflict((oc) => oc.columns(["user_id", "quiz_id"]).doNothing())
        .execute()
    if (completedAt.size > 0) {
      const stamps = sql.join([...completedAt.values()].map((c) => sql`(${c.user_id}, ${c.quiz_id}, ${c.at.toISOString()}::timestamptz)`))
      await sql`
        update ${sql.table(QUIZ_ATTEMPTS_TABLE)} as a set completed_at = v.at
        from (values ${stamps}) as v(user_id, quiz_id, at)
        where a.user_id = v.user_id and a.quiz_id = v.quiz_id`.execute(trx)
    }
    if (completions.length > 0)
      await trx
        .insertInto(QUIZ_COMPLETIONS_TABLE)
        .values(completions)
        .onConflict((oc) => oc.doNothing())
        .execute()
  },
}
