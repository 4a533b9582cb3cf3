// The players' downloads as CSV: one's quiz history (every completed quiz, oldest first), a
// group's results (each challenge member's graded score, oldest challenge first, then each
// live round's scores), and its live rounds' report, by question and by player; and a PIN
// game's report for its host, both tables in one file.
import { type CsvCell, type CsvSection, toCsv, toCsvSections } from "#engine/export/csv.ts"
import type { PlayedRound, QuestionReport } from "#engine/live-game/history.ts"
import { percent } from "#engine/quiz/score.ts"
import { teamName } from "#schemas/live-team-rules.ts"
import type { QuestionKind } from "#schemas/question-kinds.ts"
import { QuizLimits } from "#schemas/quiz-rules.ts"

import type { GroupResults } from "./group-results.ts"
import type { playerCompletions } from "./scoreboard.ts"

type CompletionRow = Awaited<ReturnType<typeof playerCompletions>>[number]

export const historyCsv = (rows: readonly CompletionRow[]): string =>
  toCsv(
    ["completed_at", "quiz_id", "topic", "level", "graded", "challenge", "late", "correct", "questions", "percent"],
    rows.map((r) => [
      r.completed_at.toISOString(),
      r.quiz_id,
      r.topic,
      r.level,
      r.graded,
      r.challenged,
      r.late,
      r.number_correct,
      r.number_questions,
      percent(r.number_correct, r.number_questions),
    ]),
  )

/** A live round as the results and the reports name it: its game's id and its number in that game. */
const roundId = (r: PlayedRound): string => `${r.gameId}#${r.round}`

export const groupResultsCsv = ({ challenges, rounds }: GroupResults): string =>
  toCsv(
    ["kind", "date", "id", "topic", "level", "player", "correct", "questions", "percent"],
    [
      ...[...challenges]
        .reverse()
        .flatMap((c) =>
          c.scores.map((s) => ["challenge", c.created_at, c.challenge_id, c.topic, c.level, s.username, s.number_correct, s.number_questions, s.percent_score]),
        ),
      ...rounds.flatMap((r) =>
        r.scores.map((s) => [
          "live",
          r.completedAt,
          roundId(r),
          r.topic,
          r.level,
          s.username,
          s.numberCorrect,
          s.numberQuestions,
          percent(s.numberCorrect, s.numberQuestions),
        ]),
      ),
    ],
  )

const ROUND_COLUMNS = ["round_id", "completed_at", "topic", "level", "mode"]
const roundCells = (r: PlayedRound) => [roundId(r), r.completedAt, r.topic, r.level, r.mode]

/** Each live question: how many answered and were right, and each option (a to e) with its picks. */
export const liveQuestionsCsv = (rounds: readonly PlayedRound[]): string =>
  toCsv(
    [
      ...ROUND_COLUMNS,
      "question_number",
      "question",
      "correct_answer",
      "players",
      "answered",
      "right",
      "percent_right",
      ...QuizLimits.optionLabels.flatMap((l) => [`option_${l}`, `picks_${l}`]),
    ],
    rounds.flatMap((r) =>
      r.questions.map((q) => [
        ...roundCells(r),
        q.number,
        q.question,
        q.correctAnswer,
        r.players.length,
        q.answered,
        q.right,
        percent(q.right, r.players.length),
        ...QuizLimits.optionLabels.flatMap((_, i) => (i < q.options.length ? [q.options[i]!, q.picks[i]!] : [null, null])),
      ]),
    ),
  )

/** Each live round's players, a row for each question: the answer given (empty when none), whether right, its points. */
export const livePlayersCsv = (rounds: readonly PlayedRound[]): string =>
  toCsv(
    [...ROUND_COLUMNS, "player", "round_points", "question_number", "answer", "right", "points"],
    rounds.flatMap((r) => r.players.flatMap((p) => p.answers.map((a, i) => [...roundCells(r), p.username, p.points, i + 1, a.answer, a.right, a.points]))),
  )

/** The kinds whose answers are picked among the options shown, so each option's picks count. */
const PICKED: ReadonlySet<QuestionKind> = new Set(["multiple_choice", "true_false", "poll"])

const twoPlaces = (n: number): number => Math.round(n * 100) / 100

/** A slider's answers: their mean and spread (standard deviation), or nulls when none came or the kind has no number. */
const sliderFigures = (q: QuestionReport, r: PlayedRound): [CsvCell, CsvCell] => {
  if (q.kind !== "slider") return [null, null]
  const values = r.players.map((p) => Number(p.answers[q.number - 1]?.answer ?? Number.NaN)).filter(Number.isFinite)
  if (values.length === 0) return [null, null]
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length
  const spread = Math.sqrt(values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / values.length)
  return [twoPlaces(mean), twoPlaces(spread)]
}

/**
 * A PIN game's report for its host, two tables: each question (its kind, the share of players
 * right, each option's picks, a slider's mean and spread; a poll is never right or wrong), then
 * each player (team when there were teams) with each question's answer and points, and the total.
 * The CSV puts them one under the other; the spreadsheet (spreadsheet.ts) gives each its sheet.
 */
export const pinReportTables = (rounds: readonly PlayedRound[]): readonly [questions: CsvSection, players: CsvSection] => {
  const most = Math.max(0, ...rounds.map((r) => r.questions.length))
  const teams = rounds.some((r) => r.players.some((p) => p.team !== null))
  return [
    {
      header: [
        "round",
        "question_number",
        "question",
        "kind",
        "correct_answer",
        "players",
        "answered",
        "right",
        "percent_right",
        "mean",
        "spread",
        ...QuizLimits.optionLabels.flatMap((l) => [`option_${l}`, `picks_${l}`]),
      ],
      rows: rounds.flatMap((r) =>
        r.questions.map((q) => {
          const poll = q.kind === "poll"
          return [
            r.round,
            q.number,
            q.question,
            q.kind,
            poll ? null : q.correctAnswer,
            r.players.length,
            q.answered,
            poll ? null : q.right,
            poll ? null : percent(q.right, r.players.length),
            ...sliderFigures(q, r),
            ...QuizLimits.optionLabels.flatMap((_, i) => (PICKED.has(q.kind) && i < q.options.length ? [q.options[i]!, q.picks[i]!] : [null, null])),
          ]
        }),
      ),
    },
    {
      header: [
        "round",
        "player",
        ...(teams ? ["team"] : []),
        "total",
        ...Array.from({ length: most }, (_, i) => [`answer_${i + 1}`, `points_${i + 1}`]).flat(),
      ],
      rows: rounds.flatMap((r) =>
        r.players.map((p) => [
          r.round,
          p.username,
          ...(teams ? [p.team === null ? null : teamName(p.team)] : []),
          p.points,
          ...Array.from({ length: most }, (_, i): CsvCell[] => {
            const a = p.answers[i]
            return a ? [a.answer, twoPlaces(a.points)] : [null, null]
          }).flat(),
        ]),
      ),
    },
  ]
}

export const pinReportCsv = (rounds: readonly PlayedRound[]): string => toCsvSections(pinReportTables(rounds))
