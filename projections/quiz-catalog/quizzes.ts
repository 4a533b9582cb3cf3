// Read model of quizzes: `quizzes` (one row per quiz, full questions with answers, and the
// running rating sum and count, and whether it was made for a live round) and `quiz_ratings`
// (each player's current rating and review).
// Kept from QuizCreated / QuestionUpdated (quiz-<id>) and QuizRated (rating-<quizId>-<userId>).
import { type Kysely, sql, type Transaction } from "kysely"

import { QuizEvent } from "#schemas/events/quiz.ts"
import { QuizRatingEvent } from "#schemas/events/quiz-rating.ts"

import type { DB } from "../db.ts"
import { eventDecoder, typesOf } from "../decode-event.ts"
import type { Projection } from "../projection.ts"
import { jsonb } from "../sql-types.ts"
import { QUIZ_RATINGS_TABLE, QUIZZES_TABLE } from "./quizzes.tables.ts"

const decodeQuiz = eventDecoder(QuizEvent, ["QuizCreated", "QuestionUpdated"])
const decodeRating = eventDecoder(QuizRatingEvent, ["QuizRated"])

export const quizzesProjection: Projection = {
  name: "quizzes",
  // 2: `live_round`, so a quiz made for a live round is held from its first row on.
  version: 2,
  eventTypes: typesOf(decodeQuiz, decodeRating),
  async migrate(db: Kysely<DB>) {
    await db.schema
      .createTable(QUIZZES_TABLE)
      .ifNotExists()
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("topic", "text", (c) => c.notNull())
      .addColumn("level", "text", (c) => c.notNull())
      .addColumn("model", "text", (c) => c.notNull())
      .addColumn("quality", "text", (c) => c.notNull())
      .addColumn("number_questions", "integer", (c) => c.notNull())
      .addColumn("questions", "jsonb", (c) => c.notNull())
      .addColumn("created_by", "text")
      .addColumn("created_at", "timestamptz", (c) => c.notNull())
      .addColumn("live_round", "boolean", (c) => c.notNull().defaultTo(false))
      .addColumn("rating_sum", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("rating_count", "integer", (c) => c.notNull().defaultTo(0))
      .execute()
    await db.schema.createIndex("quizzes_created_at").ifNotExists().on(QUIZZES_TABLE).columns(["created_at", "id"]).execute()
    // Reports and admin edits find a question's quiz by the question id.
    await sql`create index if not exists quizzes_questions on ${sql.table(QUIZZES_TABLE)} using gin (questions jsonb_path_ops)`.execute(db)
    await db.schema
      .createTable(QUIZ_RATINGS_TABLE)
      .ifNotExists()
      .addColumn("quiz_id", "text", (c) => c.notNull())
      .addColumn("user_id", "text", (c) => c.notNull())
      .addColumn("rating", "integer", (c) => c.notNull())
      .addColumn("review", "text")
      .addColumn("rated_at", "timestamptz", (c) => c.notNull())
      .addPrimaryKeyConstraint("quiz_ratings_pk", ["quiz_id", "user_id"])
      .execute()
  },
  async reset(trx: Transaction<DB>) {
    await trx.deleteFrom(QUIZ_RATINGS_TABLE).execute()
    await trx.deleteFrom(QUIZZES_TABLE).execute()
  },
  async apply(trx: Transaction<DB>, recorded) {
    const event = decodeQuiz(recorded)
    if (event) {
      switch (event.type) {
        case "QuizCreated":
          await trx
            .insertInto(QUIZZES_TABLE)
            .values({
              id: event.quizId,
              topic: event.topic,
              level: event.level,
              model: event.model,
              quality: event.quality,
              number_questions: event.questions.length,
              questions: jsonb(event.questions),
              created_by: event.createdBy,
              created_at: new Date(event.at),
              live_round: event.liveRound !== undefined,
            })
            .onConflict((oc) => oc.column("id").doNothing())
            .execute()
          return
        case "QuestionUpdated": {
          const row = await trx.selectFrom(QUIZZES_TABLE).select("questions").where("id", "=", event.quizId).forUpdate().executeTakeFirst()
          if (!row) return
          const questions = row.questions.map((q) => (q.id === event.questionId ? event.after : q))
          await trx
            .updateTable(QUIZZES_TABLE)
            .set({ questions: jsonb(questions) })
            .where("id", "=", event.quizId)
            .execute()
          return
        }
      }
    }
    const rating = decodeRating(recorded)
    if (!rating) return
    const first = rating.previousRating === null
    await trx
      .updateTable(QUIZZES_TABLE)
      .set((eb) => ({
        rating_sum: eb("rating_sum", "+", rating.rating - (rating.previousRating ?? 0)),
        rating_count: eb("rating_count", "+", first ? 1 : 0),
      }))
      .where("id", "=", rating.quizId)
      .execute()
    await trx
      .insertInto(QUIZ_RATINGS_TABLE)
      .values({ quiz_id: rating.quizId, user_id: rating.userId, rating: rating.rating, review: rating.review, rated_at: new Date(rating.at) })
      .onConflict((oc) => oc.columns(["quiz_id", "user_id"]).doUpdateSet({ rating: rating.rating, review: rating.review, rated_at: new Date(rating.at) }))
      .execute()
  },
}
