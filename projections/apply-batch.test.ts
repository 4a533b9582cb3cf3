// A read model's `applyBatch` must leave its tables exactly as `apply` on each event in turn
// does: the same events go one by one into one database and as one batch into another. (These
// models' `apply` is their `applyBatch` of one event, so what is checked is that folding many
// events into a few statements changes nothing.)
import type { Kysely } from "kysely"
import { afterEach, describe, expect, it } from "vitest"

import type { RecordedEvent } from "#engine/eventstore/port.ts"
import { openDatabase } from "#engine/sql/database.ts"

import type { AppDatabase, DB } from "./db.ts"
import type { Projection } from "./projection.ts"
import { questionHistoryProjection } from "./question-history.ts"
import { quizCompletionsProjection } from "./quiz-completions.ts"

let position = 0n
const recorded = (streamId: string, type: string, data: Record<string, unknown>): RecordedEvent => {
  position += 1n
  return { id: `e${position}`, streamId, revision: 0n, position, type, data, metadata: {}, createdAt: new Date(0) }
}

const at = (minute: number) => `2026-11-24T10:${String(minute).padStart(2, "0")}:00.000Z`
const started = (userId: string, quizId: string, graded: boolean, minute: number) =>
  recorded(`attempt-${userId}-${quizId}`, "QuizAttemptStarted", {
    userId,
    quizId,
    graded,
    challenged: false,
    startedAt: at(minute),
    deadline: at(minute + 2),
  })
const completed = (userId: string, quizId: string, graded: boolean, minute: number) =>
  recorded(`attempt-${userId}-${quizId}`, "QuizAttemptCompleted", {
    userId,
    quizId,
    topic: "Bees",
    level: "elementary",
    graded,
    challenged: false,
    late: false,
    givenAnswers: { q1: "A" },
    numberCorrect: 1,
    numberQuestions: 1,
    results: [{ id: "q1", question: "Q?", options: ["A", "B"], given: "A", correct_answer: "A", explanation: "", is_correct: true }],
    startedAt: graded ? at(minute - 1) : null,
    at: at(minute),
  })
const question = { id: "q1", question: "Q?", options: ["A", "B"], correct_answer: "A", explanation: "" }
const corrected = (quizId: string, minute: number) =>
  recorded(`quiz-${quizId}`, "QuestionUpdated", {
    quizId,
    questionId: "q1",
    before: question,
    after: { ...question, explanation: `fixed at ${minute}` },
    by: "admin",
    byUsername: "ADMIN",
    at: at(minute),
  })

const events = [
  started("ann", "q1", true, 1),
  completed("ann", "q2", false, 2),
  started("ann", "q1", true, 3),
  completed("ann", "q1", true, 4),
  started("bob", "q1", true, 5),
  recorded("group-g1", "GroupCreated", { anything: true }),
  corrected("q1", 6),
  completed("bob", "q1", true, 7),
  completed("bob", "q1", false, 8),
  completed("cat", "q3", false, 9),
  corrected("q1", 10),
  started("cat", "q1", true, 11),
]

const tablesOf: Record<string, readonly string[]> = {
  [quizCompletionsProjection.name]: ["quiz_attempts", "quiz_completions"],
  [questionHistoryProjection.name]: ["question_history"],
}

const dump = async (db: Kysely<DB>, table: string) =>
  (await db.withTables<Record<string, Record<string, unknown>>>().selectFrom(table).selectAll().execute())
    .map((row) => JSON.stringify(row, (_, v: unknown) => (typeof v === "bigint" ? String(v) : v)))
    .sort()

describe("applyBatch equals apply, event by event", () => {
  const opened: AppDatabase[] = []
  afterEach(async () => {
    for (const database of opened.splice(0)) await database.close()
  })

  it.each([quizCompletionsProjection, questionHistoryProjection])("for $name", async (projection: Projection) => {
    const [one, batch] = await Promise.all([openDatabase<DB>({ dataDir: "memory://" }), openDatabase<DB>({ dataDir: "memory://" })])
    opened.push(one, batch)
    await projection.migrate(one.db)
    await projection.migrate(batch.db)
    await one.db.transaction().execute(async (trx) => {
      for (const event of events) await projection.apply(trx, event)
    })
    await batch.db.transaction().execute((trx) => projection.applyBatch!(trx, events))
    // Twice, as a redelivered batch would be: nothing changes.
    await batch.db.transaction().execute((trx) => projection.applyBatch!(trx, events))
    for (const table of tablesOf[projection.name]!) {
      const expected = await dump(one.db, table)
      expect(expected.length).toBeGreaterThan(0)
      expect(await dump(batch.db, table)).toEqual(expected)
    }
  })
})
