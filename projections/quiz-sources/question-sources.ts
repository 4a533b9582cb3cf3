// Read model of the questions drawn from recipes and posts (question-sources.tables.ts). Kept from
// the quizzes' events (QuizCreated, QuestionUpdated, QuestionsMarkedStale) and the recipes' and
// posts' own (updated, deleted): an edit that leaves a question's passage out of its source, or the
// source's deletion, marks the row outdated; the quiz-sources feature then records it stale on the
// quiz's stream, which this model reads back as `stale_reason`.
import type { Kysely, Transaction } from "kysely"

import { type Excerpt, passageStillThere, postExcerpts, recipeExcerpts } from "#engine/quiz-sources/excerpts.ts"
import { PostEvent } from "#schemas/events/post.ts"
import { type QuestionData, QuizEvent } from "#schemas/events/quiz.ts"
import { RecipeEvent } from "#schemas/events/recipe.ts"

import type { DB } from "../db.ts"
import { eventDecoder, typesOf } from "../decode-event.ts"
import type { Projection } from "../projection.ts"
import { QUESTION_SOURCES_TABLE } from "./question-sources.tables.ts"

const decodeQuiz = eventDecoder(QuizEvent, ["QuizCreated", "QuestionUpdated", "QuestionsMarkedStale"])
const decodeRecipe = eventDecoder(RecipeEvent, ["RecipeUpdated", "RecipeDeleted"])
const decodePost = eventDecoder(PostEvent, ["PostUpdated", "PostDeleted"])

/** The row of a question drawn from a recipe or post; none for other questions. */
const rowOf = (quizId: string, topic: string, q: QuestionData) =>
  q.source?.id !== undefined && (q.source.kind === "recipe" || q.source.kind === "post")
    ? [
        {
          quiz_id: quizId,
          question_id: q.id,
          quiz_topic: topic,
          question: q.question,
          source_kind: q.source.kind,
          source_id: q.source.id,
          source_title: q.source.title,
          source_where: q.source.where,
          passage: q.source.passage,
          outdated: null,
          stale_reason: null,
          stale_at: null,
        },
      ]
    : []

/** Rows of a source whose passage no longer stands in it (all of them when it is deleted) are marked outdated. */
const sourceChanged = async (trx: Transaction<DB>, kind: "recipe" | "post", id: string, now: readonly Excerpt[] | null) => {
  const rows = await trx
    .selectFrom(QUESTION_SOURCES_TABLE)
    .select(["quiz_id", "question_id", "passage"])
    .where("source_kind", "=", kind)
    .where("source_id", "=", id)
    .where("outdated", "is", null)
    .execute()
  for (const row of rows) {
    if (now !== null && passageStillThere(row.passage, now)) continue
    await trx
      .updateTable(QUESTION_SOURCES_TABLE)
      .set({ outdated: now === null ? "deleted" : "changed" })
      .where("quiz_id", "=", row.quiz_id)
      .where("question_id", "=", row.question_id)
      .execute()
  }
}

export const questionSourcesProjection: Projection = {
  name: "quiz_question_sources",
  version: 1,
  eventTypes: typesOf(decodeQuiz, decodeRecipe, decodePost),
  async migrate(db: Kysely<DB>) {
    await db.schema
      .createTable(QUESTION_SOURCES_TABLE)
      .ifNotExists()
      .addColumn("quiz_id", "text", (c) => c.notNull())
      .addColumn("question_id", "text", (c) => c.notNull())
      .addColumn("quiz_topic", "text", (c) => c.notNull())
      .addColumn("question", "text", (c) => c.notNull())
      .addColumn("source_kind", "text", (c) => c.notNull())
      .addColumn("source_id", "text", (c) => c.notNull())
      .addColumn("source_title", "text", (c) => c.notNull())
      .addColumn("source_where", "text", (c) => c.notNull())
      .addColumn("passage", "text", (c) => c.notNull())
      .addColumn("outdated", "text")
      .addColumn("stale_reason", "text")
      .addColumn("stale_at", "timestamptz")
      .addPrimaryKeyConstraint("quiz_question_sources_pk", ["quiz_id", "question_id"])
      .execute()
    await db.schema.createIndex("quiz_question_sources_source").ifNotExists().on(QUESTION_SOURCES_TABLE).columns(["source_kind", "source_id"]).execute()
  },
  async reset(trx: Transaction<DB>) {
    await trx.deleteFrom(QUESTION_SOURCES_TABLE).execute()
  },
  async apply(trx: Transaction<DB>, recorded) {
    const quiz = decodeQuiz(recorded)
    if (quiz?.type === "QuizCreated") {
      const rows = quiz.questions.flatMap((q) => rowOf(quiz.quizId, quiz.topic, q))
      if (rows.length > 0)
        await trx
          .insertInto(QUESTION_SOURCES_TABLE)
          .values(rows)
          .onConflict((oc) => oc.doNothing())
          .execute()
      return
    }
    if (quiz?.type === "QuestionUpdated") {
      // Written again: the old row goes; a question drawn from a recipe or post again gets a fresh one.
      const old = await trx
        .deleteFrom(QUESTION_SOURCES_TABLE)
        .where("quiz_id", "=", quiz.quizId)
        .where("question_id", "=", quiz.questionId)
        .returning("quiz_topic")
        .executeTakeFirst()
      const rows = old ? rowOf(quiz.quizId, old.quiz_topic, quiz.after) : []
      if (rows.length > 0) await trx.insertInto(QUESTION_SOURCES_TABLE).values(rows).execute()
      return
    }
    if (quiz?.type === "QuestionsMarkedStale") {
      if (quiz.questionIds.length === 0) return
      await trx
        .updateTable(QUESTION_SOURCES_TABLE)
        .set({ stale_reason: quiz.reason, stale_at: new Date(quiz.at), outdated: quiz.reason })
        .where("quiz_id", "=", quiz.quizId)
        .where("question_id", "in", [...quiz.questionIds])
        .execute()
      return
    }
    const recipe = decodeRecipe(recorded)
    if (recipe?.type === "RecipeUpdated") return sourceChanged(trx, "recipe", recipe.recipeId, recipeExcerpts(recipe.recipeId, recipe))
    if (recipe?.type === "RecipeDeleted") return sourceChanged(trx, "recipe", recipe.recipeId, null)
    const post = decodePost(recorded)
    if (post?.type === "PostUpdated") return sourceChanged(trx, "post", post.postId, postExcerpts(post.postId, post))
    if (post?.type === "PostDeleted") return sourceChanged(trx, "post", post.postId, null)
  },
}
