// Read models of quiz play: `quiz_attempts` (each player's graded attempt per quiz: its
// start, deadline and whether it was submitted; /answers stays locked while one runs) and
// `quiz_completions` (every completed attempt, graded or fun, with its per-question
// results; the scoreboard is folded from these rows).
import { sql, type Kysely, type Transaction } from "kysely"
import { QuizAttemptEvent, QuizAttemptEventTypes } from "../schemas/events/quiz-attempt.ts"
import { eventDecoder, typesOf } from "./decode-event.ts"
import type { Projection } from "./projection.ts"

const decode = eventDecoder(QuizAttemptEvent, QuizAttemptEventTypes)

export const quizCompletionsProjection: Projection = {
  name: "quiz-completions",
  eventTypes: typesOf(decode),
  async migrate(db: Kysely<any>) {
    await db.schema
      .createTable("quiz_attempts")
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
      .createTable("quiz_completions")
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
    await db.schema.createIndex("quiz_completions_user").ifNotExists().on("quiz_completions").columns(["user_id", "completed_at"]).execute()
    // One graded completion per player and quiz, stated by the read model too.
    await sql`create unique index if not exists quiz_completions_graded on quiz_completions (user_id, quiz_id) where graded`.execute(db)
  },
  async reset(trx: Transaction<any>) {
    await trx.deleteFrom("quiz_completions").execute()
    await trx.deleteFrom("quiz_attempts").execute()
  },
  async apply(trx: Transaction<any>, recorded) {
    const event = decode(recorded)
    if (!event) return
    if (event.type === "QuizAttemptStarted") {
      if (!event.graded) return
      await trx
        .insertInto("quiz_attempts")
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
      await trx.updateTable("quiz_attempts").set({ completed_at: at }).where("user_id", "=", event.userId).where("quiz_id", "=", event.quizId).execute()
    }
    await trx
      .insertInto("quiz_completions")
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
        results: sql`${JSON.stringify(event.results)}::jsonb`,
        completed_at: at,
      })
      .onConflict((oc) => oc.doNothing())
      .execute()
  },
}
