// A read model's `applyBatch` must leave its tables exactly as `apply` on each event in turn
// does: the same events go one by one into one database and as one batch into another. (The
// first two models' `apply` is their `applyBatch` of one event, so what is checked is that
// folding many events into a few statements changes nothing; the groups model batches only
// runs of joins, the live rounds' quizzes runs of holds and of releases.)
import type { Kysely } from "kysely"
import { afterEach, describe, expect, it } from "vitest"

import type { RecordedEvent } from "#engine/eventstore/port.ts"
import { testDatabases } from "#test/support/databases.ts"

import type { DB } from "./db.ts"
import { groupsProjection } from "./groups/groups.ts"
import { liveRoundQuizzesProjection } from "./live-game/live-round-quizzes.ts"
import type { Projection } from "./projection.ts"
import { questionHistoryProjection } from "./quiz-catalog/question-history.ts"
import { quizCompletionsProjection } from "./quiz-play/quiz-completions.ts"

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

// A group formed, left, deleted and formed again, with runs of joins cut by other events.
const group = (type: string, groupId: string, minute: number, data: Record<string, unknown> = {}) =>
  recorded(`group-${groupId}`, type, { groupId, groupName: `Group ${groupId}`, at: at(minute), ...data })
const joined = (groupId: string, userId: string, inviteKey: string, minute: number) =>
  group("GroupMemberJoined", groupId, minute, { userId, username: userId.toUpperCase(), inviteKey })
const groupEvents = [
  group("GroupCreated", "g1", 1, { groupKey: "G1", commissionerId: "boss", commissionerName: "BOSS", inviteKeys: ["k1", "k2", "k3", "k4"] }),
  joined("g1", "ann", "k1", 2),
  joined("g1", "bob", "k2", 3),
  recorded("live-g1", "LiveGameStarted", { anything: true }),
  joined("g1", "cat", "k3", 4),
  recorded(`challenge-g1-q1`, "ChallengeIssued", {
    challengeId: "g1-q1",
    groupId: "g1",
    groupName: "Group g1",
    quizId: "q1",
    topic: "Bees",
    level: "elementary",
    numberQuestions: 1,
    challengerId: "boss",
    challengerName: "BOSS",
    challenged: [
      { id: "ann", username: "ANN" },
      { id: "bob", username: "BOB" },
    ],
    at: at(5),
  }),
  group("GroupMemberLeft", "g1", 6, { userId: "bob", reason: "account_deleted" }),
  joined("g1", "dan", "k4", 7),
  completed("ann", "q1", true, 8),
  group("InviteKeysAdded", "g1", 9, { inviteKeys: ["k5", "k6"], by: "boss" }),
  joined("g1", "eve", "k5", 10),
  joined("g1", "fay", "k6", 11),
  group("GroupCreated", "g2", 12, { groupKey: "G2", commissionerId: "ann", commissionerName: "ANN", inviteKeys: ["k1"] }),
  joined("g2", "cat", "k1", 13),
  group("GroupDeleted", "g2", 14, { by: "ann" }),
  group("GroupCreated", "g3", 15, { groupKey: "G3", commissionerId: "ann", commissionerName: "ANN", inviteKeys: ["k1", "k2"] }),
  joined("g3", "cat", "k1", 16),
  joined("g3", "dan", "k2", 17),
]

// Live rounds: quizzes held from their creation or their round's start, released by rounds
// ending (a hundred in one batch on a busy evening), a reset or the game's end.
const roundQuiz = (quizId: string, minute: number) => ({
  id: quizId,
  topic: "Bees",
  level: "elementary",
  model: "m",
  quality: "basic",
  created_at: at(minute),
  questions: [question],
})
const liveQuiz = (quizId: string, groupId: string, roundId: string, minute: number) =>
  recorded(`quiz-${quizId}`, "QuizCreated", {
    quizId,
    topic: "Bees",
    level: "elementary",
    model: "m",
    quality: "basic",
    questions: [question],
    createdBy: "ann",
    liveRound: { groupId, roundId },
    at: at(minute),
  })
const roundStarted = (groupId: string, roundId: string, quizId: string, minute: number) =>
  recorded(`livegame-${groupId}`, "RoundStarted", {
    roundId,
    quiz: roundQuiz(quizId, minute),
    topic: "Bees",
    level: "elementary",
    players: ["ann"],
    startedAt: at(minute),
    deadline: at(minute + 5),
  })
const roundOver = (groupId: string, roundId: string, minute: number) =>
  recorded(`livegame-${groupId}`, "RoundCompleted", { roundId, reason: "all_finished", at: at(minute) })
const liveEvents = [
  liveQuiz("lq1", "g1", "r1", 1),
  roundStarted("g1", "r1", "lq1", 2),
  liveQuiz("lq2", "g2", "r2", 3),
  roundStarted("g3", "r3", "old-quiz", 4),
  liveQuiz("lq4", "g4", "r4", 5),
  roundOver("g1", "r1", 6),
  recorded("livegame-g2", "RoundFailed", { roundId: "r2", message: "no quiz", at: at(7) }),
  roundOver("g9", "r9", 8),
  liveQuiz("lq5", "g1", "r5", 9),
  recorded("livegame-g3", "GameReset", { by: "ann", at: at(10) }),
  roundStarted("g3", "r6", "lq6", 11),
  recorded("livegame-g4", "GameEnded", { groupId: "g4", groupName: "Group g4", at: at(12) }),
  liveQuiz("lq7", "g4", "r7", 13),
]

const tablesOf: Record<string, readonly string[]> = {
  [quizCompletionsProjection.name]: ["quiz_attempts", "quiz_completions"],
  [questionHistoryProjection.name]: ["question_history"],
  [liveRoundQuizzesProjection.name]: ["live_round_quizzes"],
  [groupsProjection.name]: ["quiz_groups", "quiz_group_members", "quiz_group_invite_keys", "quiz_challenges", "quiz_challenge_members"],
}

const dump = async (db: Kysely<DB>, table: string) =>
  (await db.withTables<Record<string, Record<string, unknown>>>().selectFrom(table).selectAll().execute())
    .map((row) => JSON.stringify(row, (_, v: unknown) => (typeof v === "bigint" ? String(v) : v)))
    .sort()

for (const target of testDatabases) {
  describe(`applyBatch equals apply, event by event, on ${target.name}`, () => {
    const opened: { dispose(): Promise<void> }[] = []
    afterEach(async () => {
      for (const database of opened.splice(0)) await database.dispose()
    })

    it.each([
      { projection: quizCompletionsProjection, events },
      { projection: questionHistoryProjection, events },
      { projection: groupsProjection, events: groupEvents },
      // A reset releases the group's quizzes, a later start holds one again: applied twice, the
      // reset would release that one too, one by one as in a batch. The projector never does
      // (a batch and its checkpoint commit together), so this model is checked once.
      { projection: liveRoundQuizzesProjection, events: liveEvents, once: true },
    ])("for $projection.name", async ({ projection, events, once }: { projection: Projection; events: readonly RecordedEvent[]; once?: boolean }) => {
      const [one, batch] = await Promise.all([target.open(), target.open()])
      opened.push(one, batch)
      await projection.migrate(one.db)
      await projection.migrate(batch.db)
      await one.db.transaction().execute(async (trx) => {
        for (const event of events) await projection.apply(trx, event)
      })
      await batch.db.transaction().execute((trx) => projection.applyBatch!(trx, events))
      // Twice, as a redelivered batch would be: nothing changes.
      if (!once) await batch.db.transaction().execute((trx) => projection.applyBatch!(trx, events))
      for (const table of tablesOf[projection.name]!) {
        const expected = await dump(one.db, table)
        expect(expected.length).toBeGreaterThan(0)
        expect(await dump(batch.db, table)).toEqual(expected)
      }
    })
  })
}
