// The read-model facts that hold a quiz back: a quiz made for a live round is held from its
// first row in `quizzes`, before `live_round_quizzes` has caught up with it (each read model
// follows the store on its own), and the graded attempts running at a quiz are found for
// every caller, with the moment the others' end at the latest.
import type { Kysely } from "kysely"
import { afterEach, describe, expect, it } from "vitest"

import type { RecordedEvent } from "#engine/eventstore/port.ts"
import { GRACE_MS } from "#engine/quiz-play/late-policy.ts"
import { testDatabases } from "#test/support/databases.ts"

import type { DB } from "../db.ts"
import { liveRoundStateOfQuiz } from "../live-game/live-round-quizzes.queries.ts"
import { liveRoundQuizzesProjection } from "../live-game/live-round-quizzes.ts"
import { findQuiz, quizSummaries } from "../quiz-catalog/quizzes.queries.ts"
import { quizzesProjection } from "../quiz-catalog/quizzes.ts"
import { runningGradedAttempts } from "./quiz-completions.queries.ts"
import { quizCompletionsProjection } from "./quiz-completions.ts"

let position = 0n
const recorded = (streamId: string, type: string, data: Record<string, unknown>): RecordedEvent => {
  position += 1n
  return { id: `e${position}`, streamId, revision: 0n, position, type, data, metadata: {}, createdAt: new Date(0) }
}
const question = { id: "q1", question: "Q?", options: ["A", "B"], correct_answer: "A", explanation: "" }
const quizCreated = (quizId: string, liveRound?: { groupId: string; roundId: string }) =>
  recorded(`quiz-${quizId}`, "QuizCreated", {
    quizId,
    topic: "Bees",
    level: "elementary",
    model: "m",
    quality: "basic",
    questions: [question],
    createdBy: null,
    ...(liveRound ? { liveRound } : {}),
    at: "2026-11-24T10:00:00.000Z",
  })
const t0 = Date.parse("2026-11-24T10:00:00.000Z")
const gradedStart = (userId: string, quizId: string, deadlineMs: number) =>
  recorded(`attempt-${userId}-${quizId}`, "QuizAttemptStarted", {
    userId,
    quizId,
    graded: true,
    challenged: false,
    startedAt: new Date(t0).toISOString(),
    deadline: new Date(t0 + deadlineMs).toISOString(),
  })
const gradedDone = (userId: string, quizId: string) =>
  recorded(`attempt-${userId}-${quizId}`, "QuizAttemptCompleted", {
    userId,
    quizId,
    topic: "Bees",
    level: "elementary",
    graded: true,
    challenged: false,
    late: false,
    givenAnswers: {},
    numberCorrect: 0,
    numberQuestions: 1,
    results: [],
    startedAt: new Date(t0).toISOString(),
    at: new Date(t0 + 1_000).toISOString(),
  })

const apply = (db: Kysely<DB>, projection: typeof quizzesProjection, events: readonly RecordedEvent[]) =>
  db.transaction().execute(async (trx) => {
    for (const event of events) await projection.apply(trx, event)
  })

for (const target of testDatabases) {
  describe(`quiz holds on ${target.name}`, () => {
    const opened: { dispose(): Promise<void> }[] = []
    afterEach(async () => {
      for (const database of opened.splice(0)) await database.dispose()
    })

    it("holds a live round's quiz from its first row, until its round is known to be over", async () => {
      const database = await target.open()
      opened.push(database)
      const { db } = database
      for (const p of [quizzesProjection, liveRoundQuizzesProjection]) await p.migrate(db)
      const made = quizCreated("live-1", { groupId: "g1", roundId: "r1" })
      await apply(db, quizzesProjection, [quizCreated("plain-1"), made])

      // Only the quizzes read model has it so far.
      const ids = async () => (await quizSummaries(db, 100)).map((q) => q.id)
      expect(await ids()).toEqual(["plain-1"])
      expect(await liveRoundStateOfQuiz(db, (await findQuiz(db, "live-1"))!)).toBe("held")
      expect(await liveRoundStateOfQuiz(db, (await findQuiz(db, "plain-1"))!)).toBeNull()

      await apply(db, liveRoundQuizzesProjection, [made])
      expect(await ids()).toEqual(["plain-1"])
      await apply(db, liveRoundQuizzesProjection, [
        recorded("livegame-g1", "RoundCompleted", { roundId: "r1", reason: "all_finished", at: "2026-11-24T10:05:00.000Z" }),
      ])
      expect((await ids()).sort()).toEqual(["live-1", "plain-1"])
      expect(await liveRoundStateOfQuiz(db, (await findQuiz(db, "live-1"))!)).toBe("over")
    })

    it("finds the graded attempts running at a quiz, the caller's own apart, until their time and grace are up", async () => {
      const database = await target.open()
      opened.push(database)
      const { db } = database
      await quizCompletionsProjection.migrate(db)
      await apply(db, quizCompletionsProjection, [gradedStart("ann", "qz", 60_000), gradedStart("bob", "qz", 120_000), gradedStart("cat", "other", 600_000)])
      const at = (ms: number) => new Date(t0 + ms)

      expect(await runningGradedAttempts(db, "qz", undefined, at(0))).toEqual({ own: false, othersUntil: at(120_000 + GRACE_MS) })
      expect(await runningGradedAttempts(db, "qz", "bob", at(0))).toEqual({ own: true, othersUntil: at(60_000 + GRACE_MS) })
      expect(await runningGradedAttempts(db, "qz", "ann", at(60_000 + GRACE_MS + 1))).toEqual({ own: false, othersUntil: at(120_000 + GRACE_MS) })
      expect(await runningGradedAttempts(db, "qz", undefined, at(120_000 + GRACE_MS))).toEqual({ own: false, othersUntil: at(120_000 + GRACE_MS) })
      expect(await runningGradedAttempts(db, "qz", undefined, at(120_000 + GRACE_MS + 1))).toEqual({ own: false, othersUntil: null })

      await apply(db, quizCompletionsProjection, [gradedDone("bob", "qz")])
      expect(await runningGradedAttempts(db, "qz", "ann", at(0))).toEqual({ own: true, othersUntil: null })
      expect(await runningGradedAttempts(db, "nothing", "ann", at(0))).toEqual({ own: false, othersUntil: null })
    })
  })
}
