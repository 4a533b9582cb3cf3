// The question statistics read model on PGlite and PostgreSQL, fed facts through the projector:
// solo attempts and live rounds (whole-quiz and question by question) count each player's first
// answer; a correction of the key starts afresh; players fall in quarters by their share
// correct; a rebuild from the whole log in one batch reads the same as the facts applied live.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { toNewEvent } from "#engine/command.ts"
import { memoryEventStore } from "#engine/eventstore/memory.ts"
import { quizStream } from "#engine/quiz-catalog/quiz.ts"
import { attemptStream } from "#engine/quiz-play/attempt.ts"
import { type LiveGameEvent, liveGameStream } from "#schemas/events/live-game.ts"
import type { MultipleChoiceData as QuestionData, QuizEvent } from "#schemas/events/quiz.ts"
import type { QuizAttemptEvent } from "#schemas/events/quiz-attempt.ts"
import { testDatabases } from "#test/support/databases.ts"

import { Projector } from "../projector.ts"
import { keptOf, type PickRow, picksOf, picksOfAnswered } from "./question-stats.queries.ts"
import { questionStatsProjection } from "./question-stats.ts"

const at = "2030-01-01T00:00:00.000Z"
const question = (quizId: string, n: number): QuestionData => ({
  id: `${quizId}-q${n}`,
  question: `Question ${n}?`,
  options: ["A", "B", "C", "D"],
  correct_answer: "B",
  explanation: "B.",
})
const quizOf = (quizId: string, count: number) => Array.from({ length: count }, (_, i) => question(quizId, i + 1))

/** A solo attempt: `given` maps question ids to the option text given. */
const completed = (userId: string, quizId: string, questions: readonly QuestionData[], given: Record<string, string>, late = false): QuizAttemptEvent => ({
  type: "QuizAttemptCompleted",
  userId,
  quizId,
  topic: "Bees",
  level: "elementary",
  graded: false,
  challenged: false,
  late,
  givenAnswers: given,
  numberCorrect: 0,
  numberQuestions: questions.length,
  results: questions.map((q) => ({
    ...q,
    options: [...q.options],
    given: given[q.id] ?? null,
    is_correct: !late && given[q.id]?.trim() === q.correct_answer,
  })),
  startedAt: null,
  at,
})

/** Rows of picks, in a stable order, without the quiz id. */
const sorted = (rows: readonly PickRow[]) =>
  rows
    .map(({ question_id, option, correct, quarter, answers }) => ({ question_id, option, correct, quarter, answers }))
    .sort((a, b) => `${a.question_id}${a.option}${a.quarter}`.localeCompare(`${b.question_id}${b.option}${b.quarter}`))

describe.each(testDatabases)("question statistics read model on $name", (testDb) => {
  let database: Awaited<ReturnType<typeof testDb.open>>
  let projector: Projector
  const store = memoryEventStore()
  const append = async (stream: string, events: readonly (QuizAttemptEvent | LiveGameEvent | QuizEvent)[]) => {
    const { position } = await store.append(
      stream,
      events.map((e) => toNewEvent(e)),
      "any",
    )
    await projector.waitFor(position)
  }
  const solo = (userId: string, quizId: string, questions: readonly QuestionData[], given: Record<string, string>, late = false) =>
    append(attemptStream(userId, quizId), [completed(userId, quizId, questions, given, late)])

  beforeAll(async () => {
    database = await testDb.open()
    projector = new Projector(store, database.db, [questionStatsProjection])
    await projector.start()
  })
  afterAll(async () => {
    await projector.stop()
    await database.dispose()
  })

  it("counts a player's first solo answer to a question, never a replay, a late attempt or text that is no option", async () => {
    const bees = quizOf("bees", 2)
    await solo("ann", "bees", bees, { "bees-q1": "B", "bees-q2": "A" })
    // Ann plays it again for fun having seen the key; Bob's graded attempt came in late; Cat typed no option.
    await solo("ann", "bees", bees, { "bees-q1": "B", "bees-q2": "B" })
    await solo("bob", "bees", bees, { "bees-q1": "C" }, true)
    await solo("cat", "bees", bees, { "bees-q1": "Z", "bees-q2": " B " })
    expect(sorted(await picksOf(database.db, ["bees-q1", "bees-q2"]))).toEqual([
      { question_id: "bees-q1", option: "B", correct: true, quarter: 0, answers: 1 },
      { question_id: "bees-q2", option: "A", correct: false, quarter: 0, answers: 1 },
      { question_id: "bees-q2", option: "B", correct: true, quarter: 0, answers: 1 },
    ])
  })

  it("reads live answers through their round's quiz, whole-quiz and question by question", async () => {
    const hive = quizOf("hive", 2)
    const started = (roundId: string): LiveGameEvent => ({
      type: "RoundStarted",
      roundId,
      quiz: { id: "hive", topic: "Hives", level: "elementary", model: "m", quality: "basic", created_at: at, questions: hive },
      topic: "Hives",
      level: "elementary",
      players: ["dan", "eve"],
      startedAt: at,
      deadline: at,
    })
    await append(liveGameStream("g1"), [started("r1")])
    await append(liveGameStream("g1"), [
      { type: "AnswersSubmitted", roundId: "r1", userId: "dan", answers: { "hive-q1": "B", "hive-q2": "D" }, numberCorrect: 1, numberQuestions: 2, at },
    ])
    // The same round id in another group's game is another round; a question by question answer names its question by index.
    await append(liveGameStream("g2"), [
      started("r1"),
      { type: "QuestionAnswered", roundId: "r1", index: 1, userId: "eve", option: "C", correct: false, points: 0, streak: 0, at },
      { type: "QuestionAnswered", roundId: "r1", index: 1, userId: "dan", option: "B", correct: true, points: 900, streak: 1, at },
      { type: "QuestionAnswered", roundId: "unknown", index: 0, userId: "eve", option: "B", correct: true, points: 900, streak: 1, at },
    ])
    expect(sorted(await picksOf(database.db, ["hive-q1", "hive-q2"]))).toEqual([
      { question_id: "hive-q1", option: "B", correct: true, quarter: 0, answers: 1 },
      { question_id: "hive-q2", option: "C", correct: false, quarter: 0, answers: 1 },
      { question_id: "hive-q2", option: "D", correct: false, quarter: 0, answers: 1 },
    ])
  })

  it("starts a question's figures afresh when its key changes, not when only its explanation does", async () => {
    const moth = quizOf("moth", 2)
    await solo("ann", "moth", moth, { "moth-q1": "C", "moth-q2": "C" })
    const [q1, q2] = moth as [QuestionData, QuestionData]
    const updated = (before: QuestionData, after: QuestionData): QuizEvent => ({
      type: "QuestionUpdated",
      quizId: "moth",
      questionId: before.id,
      before,
      after,
      by: "admin",
      byUsername: "admin",
      at,
    })
    const rekeyed = { ...q1, correct_answer: "C" }
    await append(quizStream("moth"), [updated(q1, rekeyed), updated(q2, { ...q2, explanation: "Because B." })])
    await solo("bob", "moth", [rekeyed, q2], { "moth-q1": "C", "moth-q2": "B" })
    // Ann has her first answer to the corrected question still to give.
    await solo("ann", "moth", [rekeyed, q2], { "moth-q1": "A", "moth-q2": "B" })
    expect(sorted(await picksOf(database.db, ["moth-q1", "moth-q2"]))).toEqual([
      { question_id: "moth-q1", option: "A", correct: false, quarter: 0, answers: 1 },
      { question_id: "moth-q1", option: "C", correct: true, quarter: 0, answers: 1 },
      { question_id: "moth-q2", option: "B", correct: true, quarter: 0, answers: 1 },
      { question_id: "moth-q2", option: "C", correct: false, quarter: 0, answers: 1 },
    ])
  })

  it("remembers an admin's keeping a question as it is until a correction starts its figures afresh", async () => {
    const [q1, q2] = quizOf("kept", 2) as [QuestionData, QuestionData]
    const kept = (questionId: string, answered: number): QuizEvent => ({
      type: "QuestionKept",
      quizId: "kept",
      questionId,
      answered,
      by: "admin",
      byUsername: "admin",
      at,
    })
    const updated = (before: QuestionData, after: QuestionData): QuizEvent => ({
      type: "QuestionUpdated",
      quizId: "kept",
      questionId: before.id,
      before,
      after,
      by: "admin",
      byUsername: "admin",
      at,
    })
    await append(quizStream("kept"), [kept(q1.id, 7), kept(q2.id, 3), kept(q2.id, 9)])
    await append(quizStream("kept"), [updated(q1, { ...q1, explanation: "Because B." }), updated(q2, { ...q2, correct_answer: "C" })])
    const rows = await keptOf(database.db, [q1.id, q2.id])
    expect(rows.map((r) => [r.question_id, r.answered, r.by_username])).toEqual([[q1.id, 7, "admin"]])
  })

  it("puts players in quarters by their share correct, and lists the questions answered often enough", async () => {
    // Eight players answer ten warm-up questions: p0 gets all ten right, p7 three.
    const warm = quizOf("warm", 10)
    for (let p = 0; p < 8; p++) {
      await solo(`p${p}`, "warm", warm, Object.fromEntries(warm.map((q, i) => [q.id, i < 10 - p ? "B" : "A"])))
    }
    // On the question under test the strongest pick C, the weakest the key.
    const odd = quizOf("odd", 1)
    for (let p = 0; p < 8; p++) await solo(`p${p}`, "odd", odd, { "odd-q1": p < 4 ? "C" : "B" })
    expect(sorted(await picksOf(database.db, ["odd-q1"]))).toEqual([
      { question_id: "odd-q1", option: "B", correct: true, quarter: 3, answers: 2 },
      { question_id: "odd-q1", option: "B", correct: true, quarter: 4, answers: 2 },
      { question_id: "odd-q1", option: "C", correct: false, quarter: 1, answers: 2 },
      { question_id: "odd-q1", option: "C", correct: false, quarter: 2, answers: 2 },
    ])
    const answered = new Set((await picksOfAnswered(database.db, 8, 100)).map((r) => r.question_id))
    expect([...answered].sort()).toEqual(["odd-q1", ...warm.map((q) => q.id)].sort())
  })

  it("reads the same after a rebuild from the whole log in one batch", async () => {
    const all = async () => sorted(await picksOfAnswered(database.db, 1, 1000))
    const live = await all()
    expect(live.length).toBeGreaterThan(20)
    await projector.rebuild(questionStatsProjection.name)
    // The replay runs on after the reset: waits for a position hold until it gets there.
    await projector.waitFor(await store.head())
    expect(await all()).toEqual(live)
  })
})
