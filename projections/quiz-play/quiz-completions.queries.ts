// The quiz play read models' queries (projections/quiz-play/quiz-completions.ts).
import { type Kysely, sql } from "kysely"

import { GRACE_MS } from "#engine/quiz-play/late-policy.ts"

import type { DB } from "../db.ts"
import { QUIZ_ATTEMPTS_TABLE, QUIZ_COMPLETIONS_TABLE } from "./quiz-completions.tables.ts"

/**
 * The graded attempts at a quiz that are running (started, not submitted, time with grace not
 * up): whether one is `userId`'s own, and until when the others' may run at the latest (their
 * last deadline plus grace; null when no one else's runs).
 */
export const runningGradedAttempts = async (
  db: Kysely<DB>,
  quizId: string,
  userId: string | undefined,
  now: Date,
): Promise<{ own: boolean; othersUntil: Date | null }> => {
  const me = userId ?? null
  const row = await db
    .selectFrom(QUIZ_ATTEMPTS_TABLE)
    .select([
      sql<Date | string | null>`max(case when user_id is distinct from ${me}::text then deadline end)`.as("others"),
      sql<boolean | null>`bool_or(user_id = ${me}::text)`.as("own"),
    ])
    .where("quiz_id", "=", quizId)
    .where("completed_at", "is", null)
    .where("deadline", ">=", new Date(now.getTime() - GRACE_MS))
    .executeTakeFirst()
  const others = row?.others ?? null
  return { own: row?.own === true, othersUntil: others === null ? null : new Date(new Date(others).getTime() + GRACE_MS) }
}

/** The player has a completed attempt (graded or fun) at the quiz. */
export const hasSubmitted = async (db: Kysely<DB>, userId: string, quizId: string): Promise<boolean> =>
  (await db.selectFrom(QUIZ_COMPLETIONS_TABLE).select("id").where("user_id", "=", userId).where("quiz_id", "=", quizId).limit(1).executeTakeFirst()) !==
  undefined

/** A player's completed attempts, oldest first. */
export const completionsOf = (db: Kysely<DB>, userId: string) =>
  db
    .selectFrom(QUIZ_COMPLETIONS_TABLE)
    .select(["quiz_id", "topic", "level", "graded", "challenged", "late", "number_correct", "number_questions", "completed_at"])
    .where("user_id", "=", userId)
    .orderBy("completed_at", "asc")
    .orderBy("id", "asc")
    .execute()

/** A player's completion of a quiz: the graded one if there is one, else the newest fun one. */
export const completionOf = (db: Kysely<DB>, userId: string, quizId: string) =>
  db
    .selectFrom(QUIZ_COMPLETIONS_TABLE)
    .selectAll()
    .where("user_id", "=", userId)
    .where("quiz_id", "=", quizId)
    .orderBy("graded", "desc")
    .orderBy("completed_at", "desc")
    .limit(1)
    .executeTakeFirst()
