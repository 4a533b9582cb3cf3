// Read model of how questions fare in play (schemas/question-stats-rules.ts): each player's
// first answer to each question, from solo attempts (QuizAttemptCompleted) and live rounds
// (AnswersSubmitted for a whole-quiz round, QuestionAnswered question by question). The figures
// (answers, share correct, picks per option, the strongest and weakest quarter) are sums over
// it, read in question-stats.queries.ts. A correction of a question's text, options or key
// starts its figures afresh, and forgets an admin's keeping it as it is (QuestionKept). Live
// answers name their question through the round's quiz, which RoundStarted carries: those
// rounds are kept here, not read from another model, so a rebuild of this one alone reads the same.
import type { Kysely, Transaction } from "kysely"

import type { RecordedEvent } from "#engine/eventstore/port.ts"
import { gradeAnswers } from "#engine/quiz/grade.ts"
import { readableQuestion } from "#engine/quiz/kinds/question-kind.ts"
import { LiveGameEvent } from "#schemas/events/live-game.ts"
import { QuizEvent } from "#schemas/events/quiz.ts"
import { QuizAttemptEvent } from "#schemas/events/quiz-attempt.ts"

import type { DB } from "../db.ts"
import { eventDecoder, typesOf } from "../decode-event.ts"
import type { Projection } from "../projection.ts"
import { jsonb } from "../sql-types.ts"
import {
  QUESTION_ANSWERS_TABLE,
  QUESTION_KEPT_TABLE,
  QUESTION_STATS_ROUNDS_TABLE,
  type QuestionAnswersTable,
  type QuestionKeptTable,
  type RoundQuestion,
} from "./question-stats.tables.ts"

const decodeAttempt = eventDecoder(QuizAttemptEvent, ["QuizAttemptCompleted"])
const decodeLive = eventDecoder(LiveGameEvent, ["RoundStarted", "AnswersSubmitted", "QuestionAnswered"])
const decodeQuiz = eventDecoder(QuizEvent, ["QuestionUpdated", "QuestionKept"])

type LiveRead = Extract<LiveGameEvent, { type: "RoundStarted" | "AnswersSubmitted" | "QuestionAnswered" }>
const liveOf = (recorded: RecordedEvent): LiveRead | null => {
  const event = decodeLive(recorded)
  return event?.type === "RoundStarted" || event?.type === "AnswersSubmitted" || event?.type === "QuestionAnswered" ? event : null
}

/** Rows per insert: far below the 65 535 parameters of one statement. */
const CHUNK = 1000

interface Round {
  readonly streamId: string
  readonly roundId: string
  readonly quizId: string
  readonly questions: readonly RoundQuestion[]
}

const roundKey = (streamId: string, roundId: string): string => `${streamId}\u0000${roundId}`

/** The option a given answer names, as the question stores it; none for text that is no option. */
const optionOf = (options: readonly string[], given: string): string | undefined => options.find((o) => o.trim() === given.trim())

const sameQuestion = (a: QuestionLike, b: QuestionLike): boolean =>
  a.question === b.question && a.correct_answer === b.correct_answer && a.options.length === b.options.length && a.options.every((o, i) => o === b.options[i])

interface QuestionLike {
  readonly question: string
  readonly options: readonly string[]
  readonly correct_answer: string
}

/** What one batch does: rounds begun, figures started afresh, first answers (by question, then player). */
class BatchFold {
  readonly rounds = new Map<string, Round>()
  readonly begun: Round[] = []
  readonly resets = new Set<string>()
  readonly answers = new Map<string, Map<string, QuestionAnswersTable>>()
  readonly kept = new Map<string, QuestionKeptTable>()

  answer(row: QuestionAnswersTable): void {
    const byPlayer = this.answers.get(row.question_id) ?? new Map<string, QuestionAnswersTable>()
    this.answers.set(row.question_id, byPlayer)
    if (!byPlayer.has(row.user_id)) byPlayer.set(row.user_id, row)
  }

  /** Earlier answers to the question, stored or in this batch, no longer count. */
  reset(questionId: string): void {
    this.resets.add(questionId)
    this.answers.delete(questionId)
    this.kept.delete(questionId)
  }

  begin(round: Round): void {
    this.rounds.set(roundKey(round.streamId, round.roundId), round)
    this.begun.push(round)
  }
}

/** The live rounds a batch's answers name that did not begin in it, read once from the table. */
const storedRounds = async (trx: Transaction<DB>, events: readonly RecordedEvent[]): Promise<Map<string, Round>> => {
  const begunHere = new Set<string>()
  const wanted = new Map<string, { streamId: string; roundId: string }>()
  for (const recorded of events) {
    const event = liveOf(recorded)
    if (!event) continue
    const key = roundKey(recorded.streamId, event.roundId)
    if (event.type === "RoundStarted") begunHere.add(key)
    else if (!begunHere.has(key)) wanted.set(key, { streamId: recorded.streamId, roundId: event.roundId })
  }
  const found = new Map<string, Round>()
  if (wanted.size === 0) return found
  const rows = await trx
    .selectFrom(QUESTION_STATS_ROUNDS_TABLE)
    .selectAll()
    .where((eb) => eb.or([...wanted.values()].map((w) => eb.and([eb("stream_id", "=", w.streamId), eb("round_id", "=", w.roundId)]))))
    .execute()
  for (const r of rows) found.set(roundKey(r.stream_id, r.round_id), { streamId: r.stream_id, roundId: r.round_id, quizId: r.quiz_id, questions: r.questions })
  return found
}

/** One event's part of the fold. */
const foldEvent = (fold: BatchFold, stored: Map<string, Round>, recorded: RecordedEvent): void => {
  const attempt = decodeAttempt(recorded)
  if (attempt?.type === "QuizAttemptCompleted") {
    // A late attempt's answers were ignored when it was graded.
    if (attempt.late) return
    for (const r of attempt.results) {
      const option = r.given === null ? undefined : optionOf(r.options, r.given)
      if (option !== undefined) fold.answer({ question_id: r.id, user_id: attempt.userId, quiz_id: attempt.quizId, option, correct: r.is_correct })
    }
    return
  }
  const quiz = decodeQuiz(recorded)
  if (quiz?.type === "QuestionUpdated") {
    if (!sameQuestion(readableQuestion(quiz.before), readableQuestion(quiz.after))) fold.reset(quiz.questionId)
    return
  }
  if (quiz?.type === "QuestionKept") {
    fold.kept.set(quiz.questionId, { question_id: quiz.questionId, answered: quiz.answered, by_username: quiz.byUsername, at: new Date(quiz.at) })
    return
  }
  const live = liveOf(recorded)
  if (!live) return
  if (live.type === "RoundStarted") {
    const questions = live.quiz.questions.map((q) => ({ id: q.id, options: [...q.options], correct_answer: q.correct_answer }))
    fold.begin({ streamId: recorded.streamId, roundId: live.roundId, quizId: live.quiz.id, questions })
    return
  }
  const key = roundKey(recorded.streamId, live.roundId)
  const round = fold.rounds.get(key) ?? stored.get(key)
  if (!round) return
  if (live.type === "QuestionAnswered") {
    const question = round.questions[live.index]
    const option = question && optionOf(question.options, live.option)
    if (question && option !== undefined) fold.answer({ question_id: question.id, user_id: live.userId, quiz_id: round.quizId, option, correct: live.correct })
    return
  }
  for (const question of round.questions) {
    const given = Object.hasOwn(live.answers, question.id) ? live.answers[question.id] : undefined
    const option = given === undefined ? undefined : optionOf(question.options, given)
    if (option === undefined) continue
    const correct = gradeAnswers([{ ...question, question: "", explanation: "" }], { [question.id]: given }).numberCorrect === 1
    fold.answer({ question_id: question.id, user_id: live.userId, quiz_id: round.quizId, option, correct })
  }
}

const chunks = <T>(rows: readonly T[]): T[][] => Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK))

export const questionStatsProjection: Projection = {
  name: "question-stats",
  version: 1,
  eventTypes: typesOf(decodeAttempt, decodeLive, decodeQuiz),
  async migrate(db: Kysely<DB>) {
    await db.schema
      .createTable(QUESTION_ANSWERS_TABLE)
      .ifNotExists()
      .addColumn("question_id", "text", (c) => c.notNull())
      .addColumn("user_id", "text", (c) => c.notNull())
      .addColumn("quiz_id", "text", (c) => c.notNull())
      .addColumn("option", "text", (c) => c.notNull())
      .addColumn("correct", "boolean", (c) => c.notNull())
      .addPrimaryKeyConstraint("question_answers_pk", ["question_id", "user_id"])
      .execute()
    await db.schema.createIndex("question_answers_user").ifNotExists().on(QUESTION_ANSWERS_TABLE).column("user_id").execute()
    await db.schema
      .createTable(QUESTION_KEPT_TABLE)
      .ifNotExists()
      .addColumn("question_id", "text", (c) => c.primaryKey())
      .addColumn("answered", "integer", (c) => c.notNull())
      .addColumn("by_username", "text", (c) => c.notNull())
      .addColumn("at", "timestamptz", (c) => c.notNull())
      .execute()
    await db.schema
      .createTable(QUESTION_STATS_ROUNDS_TABLE)
      .ifNotExists()
      .addColumn("stream_id", "text", (c) => c.notNull())
      .addColumn("round_id", "text", (c) => c.notNull())
      .addColumn("quiz_id", "text", (c) => c.notNull())
      .addColumn("questions", "jsonb", (c) => c.notNull())
      .addPrimaryKeyConstraint("question_stats_rounds_pk", ["stream_id", "round_id"])
      .execute()
  },
  async reset(trx: Transaction<DB>) {
    await trx.deleteFrom(QUESTION_ANSWERS_TABLE).execute()
    await trx.deleteFrom(QUESTION_STATS_ROUNDS_TABLE).execute()
    await trx.deleteFrom(QUESTION_KEPT_TABLE).execute()
  },
  apply: (trx, recorded) => questionStatsProjection.applyBatch!(trx, [recorded]),
  // A batch is folded in memory in order (a correction drops the answers before it), then
  // written in a few statements: the corrections' deletes, the rounds, the keeps, the first answers.
  async applyBatch(trx, events) {
    const stored = await storedRounds(trx, events)
    const fold = new BatchFold()
    for (const recorded of events) foldEvent(fold, stored, recorded)
    if (fold.resets.size > 0) {
      const questions = [...fold.resets]
      await trx.deleteFrom(QUESTION_ANSWERS_TABLE).where("question_id", "in", questions).execute()
      await trx.deleteFrom(QUESTION_KEPT_TABLE).where("question_id", "in", questions).execute()
    }
    for (const rounds of chunks(fold.begun)) {
      await trx
        .insertInto(QUESTION_STATS_ROUNDS_TABLE)
        .values(rounds.map((r) => ({ stream_id: r.streamId, round_id: r.roundId, quiz_id: r.quizId, questions: jsonb(r.questions) })))
        .onConflict((oc) => oc.columns(["stream_id", "round_id"]).doNothing())
        .execute()
    }
    for (const kept of chunks([...fold.kept.values()])) {
      await trx
        .insertInto(QUESTION_KEPT_TABLE)
        .values(kept)
        .onConflict((oc) =>
          oc
            .column("question_id")
            .doUpdateSet((eb) => ({ answered: eb.ref("excluded.answered"), by_username: eb.ref("excluded.by_username"), at: eb.ref("excluded.at") })),
        )
        .execute()
    }
    const answers = [...fold.answers.values()].flatMap((byPlayer) => [...byPlayer.values()])
    // A player's answer already stored is their first: it stays.
    for (const rows of chunks(answers)) {
      await trx
        .insertInto(QUESTION_ANSWERS_TABLE)
        .values(rows)
        .onConflict((oc) => oc.columns(["question_id", "user_id"]).doNothing())
        .execute()
    }
  },
}
