// The players' downloads as CSV: one's quiz history (every completed quiz, oldest first), and
// a group's results (each challenge member's graded score, oldest challenge first, then each
// live round's scores).
import { toCsv } from "#engine/export/csv.ts"
import { percent } from "#engine/quiz/score.ts"

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
          `${r.gameId}#${r.round}`,
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
