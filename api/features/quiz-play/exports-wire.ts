// The players' downloads as CSV: one's quiz history (every completed quiz, oldest first), a
// group's results (each challenge member's graded score, oldest challenge first, then each
// live round's scores), and its live rounds' report, by question and by player.
import { toCsv } from "#engine/export/csv.ts"
import type { PlayedRound } from "#engine/live-game/history.ts"
import { percent } from "#engine/quiz/score.ts"
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
