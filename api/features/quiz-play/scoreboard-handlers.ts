// The scoreboard is the pure fold of engine/quiz/scoreboard.ts over the player's rows in
// `quiz_completions` (oldest first, so a repeated graded row could never count twice),
// answered newest first. A completion's details wait while anyone's graded attempt at its quiz runs.
import { Effect } from "effect"

import { CurrentQuizUser } from "#api/features/accounts/quiz-auth.ts"
import { checkResultAccess, resultDetails } from "#api/features/quiz-play/answer-facts.ts"
import { quizClock } from "#api/features/quiz-play/clock.ts"
import { AppService, type GroupHandlers } from "#api/platform/http/handlers.ts"
import { Missing } from "#engine/domain-errors.ts"
import { percent, remark } from "#engine/quiz/score.ts"
import { type QuizCompletion, scoreboardOf } from "#engine/quiz/scoreboard.ts"
import { completionOf, completionsOf } from "#projections/quiz-completions.queries.ts"
import { findQuiz } from "#projections/quizzes.queries.ts"
import * as Messages from "#schemas/messages.ts"

import type { QuizScoreboardGroup } from "./scoreboard-group.ts"

export const quizScoreboardHandlers = (handlers: GroupHandlers<typeof QuizScoreboardGroup>) =>
  handlers
    .handle("totals", () =>
      Effect.gen(function* () {
        const app = yield* AppService
        const user = yield* CurrentQuizUser
        const rows = yield* Effect.promise(() => completionsOf(app.database.db, user.userId))
        const board = scoreboardOf(
          rows.map((r): QuizCompletion => ({
            quiz_id: r.quiz_id,
            topic: r.topic,
            level: r.level,
            date_completed: r.completed_at.toISOString(),
            number_correct: r.number_correct,
            number_questions: r.number_questions,
            graded: r.graded,
          })),
        )
        return {
          ...board,
          completed_quizzes: {
            graded: [...board.completed_quizzes.graded].reverse(),
            fun: [...board.completed_quizzes.fun].reverse(),
          },
        }
      }),
    )
    .handle("completed", ({ path }) =>
      Effect.gen(function* () {
        const app = yield* AppService
        const user = yield* CurrentQuizUser
        // The graded completion if there is one, else the newest fun one.
        const found = yield* Effect.promise(async () => {
          const row = await completionOf(app.database.db, user.userId, path.quizId)
          if (!row) return undefined
          // Its details are the quiz's key: held while anyone's graded attempt at the quiz runs.
          const now = quizClock.now()
          const quiz = (await findQuiz(app.database.db, row.quiz_id)) ?? { id: row.quiz_id, live_round: false }
          return { row, details: resultDetails(await checkResultAccess(app.database.db, quiz, user, now), row.results, now) }
        })
        if (!found) return yield* new Missing(Messages.completionNotFound)
        const { row, details } = found
        const correct = row.number_correct
        const total = row.number_questions
        return {
          quiz_id: row.quiz_id,
          topic: row.topic,
          level: row.level,
          date_completed: row.completed_at.toISOString(),
          number_correct: correct,
          number_questions: total,
          percent_score: percent(correct, total),
          graded: row.graded,
          challenged: row.challenged,
          late: row.late,
          remark: remark(correct, total),
          ...details,
        }
      }),
    )
